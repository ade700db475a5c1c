import {
  consumerCheck,
  createBullQueueRedis,
  createBullWorkerRedis,
  createKafka,
  createSqlStatements,
  createLogger,
  createRedis,
  ensureTopics,
  installGracefulShutdown,
  kafkaCheck,
  OutboxRelay,
  startIdempotentConsumer,
  serviceShutdownSteps,
  startTracing,
  superviseConsumer,
  closeRedis,
  type OutboxRow,
} from '@tov/kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { SUBSCRIPTIONS } from './events/subscriptions';
import { CONSUMED_TOPICS, PUBLISHED_TOPICS } from './events/topics';
import { startBatchWorker } from './jobs/batch-worker';
import { createQueues } from './queues';
import { AssessmentWriter } from './store/assessment-writer';
import { createVisaDb } from './store/db';

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

async function main(): Promise<void> {
  const config = loadConfig();
  const tracing = startTracing(config.SERVICE_NAME, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const logger = createLogger({ name: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const db = createVisaDb(config.DATABASE_URL, logger);
  const sql = createSqlStatements(config.DATABASE_URL, { logger });
  const redis = createRedis(config.REDIS_URL, { logger });
  const kafka = createKafka(config.SERVICE_NAME, config.KAFKA_BROKERS, logger);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: config.OUTBOX_POLL_MS, databaseUrl: config.DATABASE_URL });
  const kafkaReady = kafkaCheck(kafka);
  // Adding a job fails fast while Redis is down (503); the batch worker waits for Redis instead.
  const queueRedis = createBullQueueRedis(config.REDIS_URL, { logger });
  const { emailQueue, batchQueue } = createQueues(queueRedis, config.BULLMQ_PREFIX, logger);
  const today = utcToday();
  const publishCommitted = (rows: OutboxRow[]) => relay.publishCommitted(rows);

  const { app, markShuttingDown } = buildApp(
    { db, sql, writer: new AssessmentWriter(sql, publishCommitted), redis, logger, emailQueue, batchQueue, cacheTtlSeconds: config.CACHE_TTL_SECONDS, today },
    [kafkaReady, consumerCheck(() => consumer.current())],
  );
  ensureTopics(kafka, PUBLISHED_TOPICS).catch((error: Error) => logger.warn({ err: error.message }, 'could not ensure topics yet'));
  relay.start();
  // Consuming starts in the background: a broker that is down delays projections, not the API.
  const consumer = superviseConsumer(
    async () => {
      await ensureTopics(kafka, CONSUMED_TOPICS);
      return startIdempotentConsumer({
        kafka,
        db,
        logger,
        consumerName: config.CONSUMER_GROUP,
        subscriptions: SUBSCRIPTIONS,
        fromBeginning: config.CONSUMER_FROM_BEGINNING,
      });
    },
    { logger, retryMs: config.CONSUMER_RETRY_MS },
  );
  const workerRedis = config.BATCH_WORKER_ENABLED ? createBullWorkerRedis(config.REDIS_URL, { logger }) : undefined;
  const batchWorker = workerRedis
    ? startBatchWorker({ db, sql, logger, today, publishCommitted, connection: workerRedis, prefix: config.BULLMQ_PREFIX })
    : undefined;
  await app.listen({ host: config.HOST, port: config.PORT });

  installGracefulShutdown(
    logger,
    serviceShutdownSteps({
      markShuttingDown,
      app,
      beforeOutbox: [
        { name: 'batch worker', run: async () => batchWorker?.close() },
        { name: 'consumer', run: () => consumer.stop() },
      ],
      relay,
      afterOutbox: [
        { name: 'queues', run: () => Promise.all([emailQueue.close(), batchQueue.close()]) },
        { name: 'bullmq redis', run: () => Promise.all([closeRedis(queueRedis), workerRedis && closeRedis(workerRedis)]) },
        { name: 'sql statements', run: () => sql.close() },
      ],
      kafkaReady,
      redis,
      db,
      tracing,
    }),
    config.SHUTDOWN_TIMEOUT_MS,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
