import type { TBatchRequest, TBatchStatus } from '@tov/contracts';
import { isUuid, newId, type SqlStatements } from '@tov/kit';
import type { VisaDb } from './db';

/** Stores a batch and all its applicants in one statement (the applicants sent as one JSON array), atomic together. */
export async function createBatch(sql: SqlStatements, userId: string, applicants: TBatchRequest['applicants']): Promise<{ id: string; total: number }> {
  const batch = { id: newId(), total: applicants.length };
  await sql.execute(
    `WITH batch AS (
       INSERT INTO batches (id, user_id, status, total, created_at) VALUES ($1::uuid, $2::uuid, 'queued', $3, (now() AT TIME ZONE 'UTC')) RETURNING id)
     INSERT INTO batch_items (batch_id, index, reference, visa_type, application_type, user_data)
     SELECT batch.id, (item.ordinal - 1)::int, item.a->>'reference', item.a->>'visaType', item.a->>'applicationType', item.a->'userData'
     FROM batch, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS item(a, ordinal)`,
    [batch.id, userId, batch.total, JSON.stringify(applicants)],
  );
  return batch;
}

/** Removes a batch whose job could not be queued (its items go with it). */
export async function deleteBatch(sql: SqlStatements, id: string): Promise<void> {
  await sql.execute('DELETE FROM batches WHERE id = $1::uuid', [id]);
}

/** The caller's batch and its progress, or null (someone else's answers as missing). */
export async function findBatchStatus(db: VisaDb, id: string, userId: string): Promise<TBatchStatus | null> {
  if (!isUuid(id)) return null;
  const batch = await db.batch.findUnique({ where: { id } });
  if (!batch || batch.userId !== userId) return null;
  return {
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
}
