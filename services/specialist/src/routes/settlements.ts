import { z } from 'zod';
import { ZSettlementListSchema, ZSettlementQuerySchema, ZSettlementSchema, ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import { AppError, type RouteApp } from '@tov/kit';
import type { SpecialistDeps } from '../deps';
import { settlementView } from '../domain/service-views';
import { findSettlement, listSettlements } from '../store/settlements';
import { namesOf } from '../store/users';
import { requirePro, SPECIALIST_BASE } from './access';

/** What the expert earned per completed service (docs/rules/specialist.md); another expert's settlement is 404. */
export function settlementRoutes(app: RouteApp, deps: SpecialistDeps): void {
  const now = deps.now ?? (() => new Date());

  app.get(
    `${SPECIALIST_BASE}/settlements`,
    {
      schema: {
        summary: "The expert's settlements (newest first, optionally one month), their totals and the net of each of the last 12 months",
        querystring: ZSettlementQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZSettlementListSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const query = request.query;
      const { items, total, totals, byMonth } = await listSettlements(deps.db, userId, query, now());
      const names = await namesOf(
        deps.db,
        items.map((s) => s.clientId),
      );
      return successEnvelope({
        items: items.map((s) => settlementView(s, names.get(s.clientId))),
        page: query.page,
        limit: query.limit,
        total,
        totals,
        byMonth,
      });
    },
  );

  app.get(
    `${SPECIALIST_BASE}/settlements/:id`,
    {
      schema: {
        summary: "One of the expert's settlements",
        params: z.object({ id: z.uuid({ error: '올바른 ID가 아닙니다.' }) }),
        response: { 200: ZSuccessEnvelopeSchema(ZSettlementSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const settlement = await findSettlement(deps.db, userId, request.params.id);
      if (!settlement) throw new AppError('SETTLEMENT_NOT_FOUND');
      const names = await namesOf(deps.db, [settlement.clientId]);
      return successEnvelope(settlementView(settlement, names.get(settlement.clientId)));
    },
  );
}
