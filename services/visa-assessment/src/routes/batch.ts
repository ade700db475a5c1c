import {
  BATCH_EVALUATE_JOB,
  ZBatchAcceptedSchema,
  ZBatchRequestSchema,
  ZBatchStatusSchema,
  ZIdParamsSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, assertQueueConnected, currentTraceparent, requireIdentity, type RouteApp } from '@tov/kit';
import type { VisaDeps } from '../deps';
import { createBatch, deleteBatch, findBatchStatus } from '../store/batches';

export const BATCH_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * Batch evaluations (issue 3 §3): `POST /assessment/batch` takes up to 10,000 applicants, stores
 * them and answers a batch id at once; `GET /assessment/batch/{id}` reports progress and each
 * failed item's error until done. Results are saved assessments of the caller.
 */
export function batchRoutes(app: RouteApp, deps: VisaDeps): void {
  app.post(
    '/api/visa/v3/assessment/batch',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Evaluate up to 10,000 applicants in the background',
        body: ZBatchRequestSchema,
        response: { 202: ZSuccessEnvelopeSchema(ZBatchAcceptedSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      // Redis down: 503 before anything is stored.
      assertQueueConnected(deps.batchQueue);
      const batch = await createBatch(deps.sql, userId, request.body.applicants);
      const traceparent = currentTraceparent();
      try {
        await deps.batchQueue.add(
          BATCH_EVALUATE_JOB,
          { batchId: batch.id, userId, ...(traceparent ? { traceparent } : {}) },
          { jobId: batch.id, attempts: 3, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 100, removeOnFail: 1000 },
        );
      } catch (error) {
        // Redis went down meanwhile (503): the stored batch would never run, so it goes too; the client sends it again.
        await deleteBatch(deps.sql, batch.id).catch(() => undefined);
        throw error;
      }
      return reply.status(202).send(successEnvelope({ batchId: batch.id, status: 'queued' as const, total: batch.total }, '일괄 평가가 시작되었습니다.'));
    },
  );

  app.get(
    '/api/visa/v3/assessment/batch/:id',
    { schema: { summary: "Progress of one of the caller's batches", params: ZIdParamsSchema, response: { 200: ZSuccessEnvelopeSchema(ZBatchStatusSchema) } } },
    async (request) => {
      const { userId } = requireIdentity(request);
      const status = await findBatchStatus(deps.db, request.params.id, userId);
      if (!status) throw new AppError('NOT_FOUND');
      return successEnvelope(status);
    },
  );
}
