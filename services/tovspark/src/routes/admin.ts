import { z } from 'zod';
import {
  ADMIN_ROLES,
  ZChallengeSchema,
  ZPageQuerySchema,
  ZPublishChallengeSchema,
  ZScoreSubmissionSchema,
  ZSubmissionListSchema,
  ZSubmissionSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, requireRoles, type RouteApp } from '@tov/kit';
import type { TovsparkDeps } from '../deps';
import { toChallengeView } from '../domain/challenge-view';
import { toSubmissionView } from '../domain/submission-view';
import { changeStatusAsAdmin, findChallenge, participationStatuses } from '../store/challenges';
import { findSubmission, listHandedIn, scoreSubmission } from '../store/participations';
import { findUser, namesOf } from '../store/users';
import { ZChallengeParamsSchema } from './challenges';

export const ADMIN_BASE = '/api/v1/admin/tovspark';

const ZSubmissionParamsSchema = z.object({ id: z.string().max(64) });

/** `/api/v1/admin/tovspark` (admin, super_admin; checked here too, not only at the gateway). */
export function adminRoutes(app: RouteApp, deps: TovsparkDeps): void {
  app.put(
    `${ADMIN_BASE}/challenges/:id/publish`,
    {
      schema: {
        summary: 'Publish, reject (with a reason) or close a challenge',
        params: ZChallengeParamsSchema,
        body: ZPublishChallengeSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZChallengeSchema) },
      },
    },
    async (request) => {
      const identity = requireRoles(request, ADMIN_ROLES);
      const challenge = await findChallenge(deps.db, request.params.id);
      if (!challenge) throw new AppError('CHALLENGE_NOT_FOUND');
      const { status, reason } = request.body;
      const updated = await changeStatusAsAdmin(deps.db, challenge, status, identity.userId, reason);
      request.log.info({ userId: identity.userId, challengeId: challenge.id, from: challenge.status, to: status }, 'challenge status changed');
      const statuses = await participationStatuses(deps.db, identity.userId, [challenge.id]);
      return successEnvelope(toChallengeView(updated, statuses.get(challenge.id) ?? 'not_started'), '챌린지 상태가 변경되었습니다.');
    },
  );

  app.get(
    `${ADMIN_BASE}/challenges/:id/submissions`,
    {
      schema: {
        summary: "A challenge's handed-in submissions (drafts stay private), oldest first, paged",
        params: ZChallengeParamsSchema,
        querystring: ZPageQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZSubmissionListSchema) },
      },
    },
    async (request) => {
      requireRoles(request, ADMIN_ROLES);
      const challenge = await findChallenge(deps.db, request.params.id);
      if (!challenge) throw new AppError('CHALLENGE_NOT_FOUND');
      const { page, limit } = request.query;
      const { items, total } = await listHandedIn(deps.db, challenge.id, page, limit);
      const names = await namesOf(
        deps.db,
        items.map((s) => s.userId),
      );
      return successEnvelope({ items: items.map((s) => toSubmissionView(s, names.get(s.userId) ?? null)), page, limit, total });
    },
  );

  app.put(
    `${ADMIN_BASE}/submissions/:id/score`,
    {
      schema: {
        summary: 'Score a handed-in submission 0-100 with feedback (final; the SparkPoints follow through tovspark.submission.scored)',
        params: ZSubmissionParamsSchema,
        body: ZScoreSubmissionSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZSubmissionSchema) },
      },
    },
    async (request) => {
      const identity = requireRoles(request, ADMIN_ROLES);
      const submission = await findSubmission(deps.db, request.params.id);
      if (!submission) throw new AppError('SUBMISSION_NOT_FOUND');
      const { score, feedback } = request.body;
      const scored = await scoreSubmission(deps.db, submission, score, feedback, identity.userId);
      request.log.info({ userId: identity.userId, submissionId: scored.id, challengeId: scored.challengeId, score }, 'submission scored');
      const author = await findUser(deps.db, scored.userId);
      return successEnvelope(toSubmissionView(scored, author?.name ?? null), '평가가 저장되었습니다.');
    },
  );
}
