import { BATCH_EVALUATION_QUEUE, EMAIL_QUEUE } from '@tov/contracts';
import type { BackgroundTask, Logger, ServiceRuntime, SqlStatements } from '@tov/kit';
import type { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { VisaConfig } from './config';
import { startBatchWorker } from './jobs/batch-worker';
import { AssessmentWriter, type PublishCommitted } from './store/assessment-writer';
import type { VisaDb } from './store/db';

/** Everything the routes need, built from the kit's clients (server.ts, and tests through the same declaration). */
export interface VisaDeps {
  db: VisaDb;
  /** Plain SQL for the hot bulk statements (the rest goes through `db`). */
  sql: SqlStatements;
  writer: AssessmentWriter;
  /** Hands committed outbox rows to the relay to publish at once (the batch worker's chunks too). */
  publishCommitted: PublishCommitted;
  redis: Redis;
  logger: Logger;
  emailQueue: Queue;
  batchQueue: Queue;
  cacheTtlSeconds: number;
  /** The reference date for ages and dated rule figures (tests pin it). */
  today(): string;
}

/** Today's date in UTC (YYYY-MM-DD), worked out at most once a second: every evaluation asks for it. */
function utcToday(): () => string {
  let computedAt = 0;
  let day = '';
  return () => {
    const now = Date.now();
    if (now - computedAt >= 1_000) {
      computedAt = now;
      day = new Date(now).toISOString().slice(0, 10);
    }
    return day;
  };
}

export function visaDependencies({ config, db, redis, logger, queue, sql, relay }: ServiceRuntime<VisaConfig, VisaDb>): VisaDeps {
  const publishCommitted: PublishCommitted = (rows) => relay.publishCommitted(rows);
  return {
    db,
    sql: sql(),
    writer: new AssessmentWriter(sql(), publishCommitted),
    publishCommitted,
    redis,
    logger,
    // Adding a job fails fast while Redis is down (503); the batch worker waits for Redis instead.
    emailQueue: queue(EMAIL_QUEUE),
    batchQueue: queue(BATCH_EVALUATION_QUEUE),
    cacheTtlSeconds: config.CACHE_TTL_SECONDS,
    today: utcToday(),
  };
}

/** The batch-evaluation queue, served in this process because the results are its data (BATCH_WORKER_ENABLED). */
export function visaBackground(deps: VisaDeps, { config, workerRedis }: ServiceRuntime<VisaConfig, VisaDb>): BackgroundTask[] {
  if (!config.BATCH_WORKER_ENABLED) return [];
  let worker: Worker | undefined;
  return [
    {
      name: 'batch worker',
      start: () => {
        worker = startBatchWorker({ ...deps, connection: workerRedis(), prefix: config.BULLMQ_PREFIX });
      },
      stop: async () => worker?.close(),
    },
  ];
}
