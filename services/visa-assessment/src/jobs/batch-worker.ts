import { BATCH_EVALUATE_JOB, BATCH_EVALUATION_QUEUE, ZBatchEvaluationJobSchema } from '@tov/contracts';
import { handleQueueErrors, type Logger, type SqlStatements } from '@tov/kit';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { PublishCommitted } from '../store/assessment-writer';
import type { VisaDb } from '../store/db';
import { runBatch } from './batch-evaluation';

/** The batch-evaluation queue, served in this service's process because the results are its data. */
export function startBatchWorker(deps: {
  db: VisaDb;
  sql: SqlStatements;
  logger: Logger;
  today(): string;
  publishCommitted: PublishCommitted;
  connection: Redis;
  prefix: string;
  chunkSize?: number;
}): Worker {
  const worker = new Worker(
    BATCH_EVALUATION_QUEUE,
    async (job) => {
      if (job.name !== BATCH_EVALUATE_JOB) return null;
      const { batchId } = ZBatchEvaluationJobSchema.parse(job.data);
      return runBatch(deps, batchId, (percent) => job.updateProgress(percent));
    },
    { connection: deps.connection, prefix: deps.prefix, concurrency: 1, lockDuration: 60_000 },
  );
  worker.on('failed', (job, error) => deps.logger.error({ jobId: job?.id, err: error.message }, 'batch evaluation failed'));
  handleQueueErrors(worker, deps.logger, 'batch worker');
  return worker;
}
