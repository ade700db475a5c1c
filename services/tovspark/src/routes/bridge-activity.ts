import {
  ZBridgeActivityInputSchema,
  ZBridgeActivityQuerySchema,
  ZBridgeActivitySchema,
  ZBridgeActivitySummarySchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
  type TBridgeActivity,
} from '@tov/contracts';
import { requireIdentity, type RouteApp } from '@tov/kit';
import type { TovsparkDeps } from '../deps';
import { periodRange } from '../domain/leaderboard-score';
import type { BridgeActivity } from '../generated/prisma/client';
import { bridgeActivitiesOf, logBridgeActivity } from '../store/bridge-activities';
import { DASHBOARD_BASE } from './dashboard';

const toView = (a: BridgeActivity): TBridgeActivity => ({
  id: a.id,
  kind: a.kind as TBridgeActivity['kind'],
  title: a.title,
  occurredAt: a.occurredAt.toISOString(),
  minutes: a.minutes,
  createdAt: a.createdAt.toISOString(),
});

/** The caller's community activities (spec 000 §7 `GET/POST /dashboard/bridge-activity`); always their own. */
export function bridgeActivityRoutes(app: RouteApp, deps: TovsparkDeps): void {
  app.get(
    `${DASHBOARD_BASE}/bridge-activity`,
    {
      schema: {
        summary: "The caller's logged community activities, newest first, paged, with totals per kind, this month and in minutes",
        querystring: ZBridgeActivityQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZBridgeActivitySummarySchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const { page, limit } = request.query;
      const summary = await bridgeActivitiesOf(deps.db, userId, page, limit, periodRange('month', new Date())!);
      return successEnvelope({ ...summary, items: summary.items.map(toView), page, limit });
    },
  );

  app.post(
    `${DASHBOARD_BASE}/bridge-activity`,
    {
      schema: {
        summary: 'Logs a community activity of the caller (the same kind, title and time again answers the stored one with 200)',
        body: ZBridgeActivityInputSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZBridgeActivitySchema), 201: ZSuccessEnvelopeSchema(ZBridgeActivitySchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      const { activity, created } = await logBridgeActivity(deps.db, userId, request.body);
      return reply.status(created ? 201 : 200).send(successEnvelope(toView(activity), created ? '활동이 기록되었습니다.' : '이미 기록된 활동입니다.'));
    },
  );
}
