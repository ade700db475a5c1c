import type { FastifyInstance } from 'fastify';
import { BATCH_EVALUATE_JOB, ZBatchRequestSchema, successEnvelope, type TBatchStatus } from '@tov/contracts';
import { AppError, currentTraceparent, isUuid, newId, parseInput, requireIdentity } from '@tov/kit';
import type { VisaDeps } from '../deps';

export const BATCH_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * Batch evaluations (issue 3 §3): `POST /assessment/batch` takes up to 10,000 applicants, stores
 * them and answers a batch id at once; `GET /assessment/batch/{id}` reports progress and each
 * failed item's error until done. Results are saved assessments of the caller.
 */
export function batchRoutes(app: FastifyInstance, deps: VisaDeps): void {
  app.post('/api/visa/v3/assessment/batch', { bodyLimit: BATCH_BODY_LIMIT }, async (request, reply) => {
    const { userId } = requireIdentity(request);
    const { applicants } = parseInput(ZBatchRequestSchema, request.body);
    const batch = { id: newId(), total: applicants.length };
    // One statement: the batch and all its applicants (sent as one JSON array), atomic together.
    await deps.sql.execute(
      `WITH batch AS (
         INSERT INTO batches (id, user_id, status, total, created_at) VALUES ($1::uuid, $2::uuid, 'queued', $3, (now() AT TIME ZONE 'UTC')) RETURNING id)
       INSERT INTO batch_items (batch_id, index, reference, visa_type, application_type, user_data)
       SELECT batch.id, (item.ordinal - 1)::int, item.a->>'reference', item.a->>'visaType', item.a->>'applicationType', item.a->'userData'
       FROM batch, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS item(a, ordinal)`,
      [batch.id, userId, batch.total, JSON.stringify(applicants)],
    );
    const traceparent = currentTraceparent();
    await deps.batchQueue.add(BATCH_EVALUATE_JOB, { batchId: batch.id, userId, ...(traceparent ? { traceparent } : {}) }, { jobId: batch.id, attempts: 3, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 100, removeOnFail: 1000 });
    return reply.status(202).send(successEnvelope({ batchId: batch.id, status: 'queued', total: batch.total }, '일괄 평가가 시작되었습니다.'));
  });

  app.get<{ Params: { id: string } }>('/api/visa/v3/assessment/batch/:id', async (request) => {
    const { userId } = requireIdentity(request);
    if (!isUuid(request.params.id)) throw new AppError('NOT_FOUND');
    const batch = await deps.db.batch.findUnique({ where: { id: request.params.id } });
    if (!batch || batch.userId !== userId) throw new AppError('NOT_FOUND');
    const status: TBatchStatus = {
      batchId: batch.id,
      status: batch.status as TBatchStatus['status'],
      total: batch.total,
      processed: batch.processed,
      succeeded: batch.succeeded,
      failed: batch.failed,
      percent: batch.total ? Math.floor((batch.processed / batch.total) * 100) : 100,
      errors: batch.errors as TBatchStatus['errors'],
      createdAt: batch.createdAt.toISOString(),
      finishedAt: batch.finishedAt?.toISOString() ?? null,
    };
    return successEnvelope(status);
  });
}
