import type { FastifyInstance } from 'fastify';
import { ZFeedbackRequestSchema, successEnvelope } from '@tov/contracts';
import { parseInput, requireIdentity } from '@tov/kit';
import type { VisaDeps } from '../deps';
import { addFeedback } from '../store/assessments';
import { assessmentCacheKey, ResponseCache } from '../store/cache';

/** `POST /feedback`: kept on the assessment's `metadata.feedback` (spec 001 §3). */
export function feedbackRoutes(app: FastifyInstance, deps: VisaDeps): void {
  const cache = new ResponseCache(deps.redis, deps.cacheTtlSeconds);
  app.post('/api/visa/v3/feedback', async (request, reply) => {
    const { userId } = requireIdentity(request);
    const { assessmentId, ...feedback } = parseInput(ZFeedbackRequestSchema, request.body);
    const list = await addFeedback(deps.db, assessmentId, userId, { ...feedback, userId, createdAt: new Date().toISOString() });
    await cache.invalidate(assessmentCacheKey(assessmentId));
    return reply.status(201).send(successEnvelope({ assessmentId, feedback: list }, '의견을 보내주셔서 감사합니다.'));
  });
}
