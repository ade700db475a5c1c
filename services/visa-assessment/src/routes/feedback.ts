import { ZFeedbackListSchema, ZFeedbackRequestSchema, ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import { requireIdentity, type RouteApp } from '@tov/kit';
import type { VisaDeps } from '../deps';
import { addFeedback } from '../store/assessments';
import { assessmentCacheKey, ResponseCache } from '../store/cache';

/** `POST /feedback`: kept on the assessment's `metadata.feedback` (spec 001 §3). */
export function feedbackRoutes(app: RouteApp, deps: VisaDeps): void {
  const cache = new ResponseCache(deps.redis, deps.cacheTtlSeconds);
  app.post(
    '/api/visa/v3/feedback',
    {
      schema: { summary: "Rate one of the caller's assessments", body: ZFeedbackRequestSchema, response: { 201: ZSuccessEnvelopeSchema(ZFeedbackListSchema) } },
    },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      const { assessmentId, ...feedback } = request.body;
      const list = await addFeedback(deps.db, assessmentId, userId, { ...feedback, userId, createdAt: new Date().toISOString() });
      await cache.invalidate(assessmentCacheKey(assessmentId));
      return reply.status(201).send(successEnvelope({ assessmentId, feedback: list }, '의견을 보내주셔서 감사합니다.'));
    },
  );
}
