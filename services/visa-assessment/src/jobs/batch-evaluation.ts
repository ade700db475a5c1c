import { newId, type Logger, type OutboxRow, type SqlStatements } from '@tov/kit';
import { assess, extractProfile } from '../domain';
import { toAppError } from '../domain-errors';
import type { NewAssessment } from '../store/assessments';
import { encodeAssessment, saveStatement, type PublishCommitted } from '../store/assessment-writer';
import type { VisaDb } from '../store/db';

export const BATCH_CHUNK = 500;

const MAX_REPORTED_ERRORS = 10_000;

interface BatchItemRow {
  index: number;
  reference: string | null;
  visaType: string;
  applicationType: string | null;
  userData: unknown;
}

interface ItemError {
  index: number;
  reference: string | null;
  code: string;
  message: string;
}

interface EvaluatedChunk {
  count: number;
  saved: number;
  failed: number;
  /** The chunk's whole write: its assessments, their events and the batch's progress. */
  statement: { sql: string; values: unknown[]; events: OutboxRow[] };
}

/**
 * Evaluates a batch chunk by chunk. Each chunk's assessments, their events and the batch's progress
 * commit in one transaction, so a worker that dies resumes after the last committed chunk and no
 * applicant is saved twice. Returns the final counts.
 */
export async function runBatch(
  deps: { db: VisaDb; sql: SqlStatements; logger: Logger; today(): string; publishCommitted: PublishCommitted; chunkSize?: number },
  batchId: string,
  onProgress: (percent: number) => Promise<void>,
): Promise<{ succeeded: number; failed: number }> {
  const batch = await deps.db.batch.findUnique({ where: { id: batchId } });
  if (!batch) throw new Error(`batch ${batchId} does not exist`);
  if (batch.status === 'completed') return { succeeded: batch.succeeded, failed: batch.failed };
  await deps.db.batch.update({ where: { id: batchId }, data: { status: 'running' } });
  let { processed, succeeded, failed } = batch;
  const now = new Date();
  const chunkSize = deps.chunkSize ?? BATCH_CHUNK;
  const evaluateChunk = async (from: number): Promise<EvaluatedChunk> => {
    const items = await deps.sql.query<BatchItemRow>(
      `SELECT "index", reference, visa_type AS "visaType", application_type AS "applicationType", user_data AS "userData"
         FROM batch_items WHERE batch_id = $1::uuid AND "index" >= $2 ORDER BY "index" LIMIT $3`,
      [batchId, from, chunkSize],
    );
    const rows: Array<{ id: string; a: NewAssessment }> = [];
    const errors: ItemError[] = [];
    for (const item of items) {
      try {
        const data = item.userData as Record<string, unknown>;
        const { input, result } = assess(item.visaType, item.applicationType ?? undefined, data, { today: deps.today(), now });
        rows.push({
          id: newId(),
          a: { userId: batch.userId, userData: data, input, result, nationality: extractProfile(result.visaType, input).nationality || null, batchId },
        });
      } catch (error) {
        const mapped = toAppError(error) as { code?: string; message: string };
        errors.push({ index: item.index, reference: item.reference, code: mapped.code ?? 'VISA_EVALUATION_FAILED', message: mapped.message });
      }
    }
    // One statement: the progress update (only if nobody committed this chunk first), then the
    // assessments and their events, which exist only if the update happened. Built here, so it is
    // ready before the chunk ahead of it has been written.
    const progress = {
      cte: `UPDATE batches SET processed = $2, succeeded = succeeded + $3, failed = failed + $4,
              errors = CASE WHEN jsonb_array_length(errors) < $6 THEN errors || $5::jsonb ELSE errors END
            WHERE id = $1::uuid AND processed = $7 RETURNING id`,
      values: [batchId, from + items.length, rows.length, errors.length, JSON.stringify(errors), MAX_REPORTED_ERRORS, from],
    };
    const statement = rows.length
      ? saveStatement(
          rows.map(({ id, a }) => encodeAssessment({ id, a, createdAt: now })),
          progress,
        )
      : { sql: progress.cte, values: progress.values, events: [] };
    return { count: items.length, saved: rows.length, failed: errors.length, statement };
  };
  // Pipelined: the next chunk is read, evaluated and its statement built while this one is written.
  const startChunk = (from: number): Promise<EvaluatedChunk> => {
    const chunk = evaluateChunk(from);
    chunk.catch(() => undefined); // awaited below; this only keeps an abandoned one from crashing the process
    return chunk;
  };
  let next = startChunk(processed);
  while (processed < batch.total) {
    const { count, saved, failed: failedInChunk, statement } = await next;
    if (count === 0) break;
    const nextProcessed = processed + count;
    if (nextProcessed < batch.total) next = startChunk(nextProcessed);
    const written = await deps.sql.execute(statement.sql, statement.values);
    // Another run committed this chunk first (a stalled job picked up twice): nothing was written.
    if (written !== Math.max(saved, 1)) throw new Error(`batch ${batchId}: chunk at ${processed} was already committed`);
    deps.publishCommitted(statement.events);
    processed = nextProcessed;
    succeeded += saved;
    failed += failedInChunk;
    await onProgress(Math.floor((processed / batch.total) * 100));
  }
  await deps.db.batch.update({ where: { id: batchId }, data: { status: 'completed', finishedAt: new Date() } });
  await deps.db.batchItem.deleteMany({ where: { batchId } });
  deps.logger.info({ batchId, succeeded, failed }, 'batch evaluated');
  return { succeeded, failed };
}
