import { consumerCheck, createKafka, createSqlStatements, createLogger, createRedis, ensureTopics, installGracefulShutdown, kafkaCheck, OutboxRelay, startIdempotentConsumer, serviceShutdownSteps, startTracing, superviseConsumer, type OutboxRow } from '@tov/kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { CONSUMED_TOPICS, PUBLISHED_TOPICS, SUBSCRIPTIONS } from './events/subscriptions';
import { startBatchWorker } from './jobs/batch-worker';
import { bullConnection, createQueues } from './queues';
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
  const db = createVisaDb(config.DATABASE_URL);
  const sql = createSqlStatements(config.DATABASE_URL);
  const redis = createRedis(config.REDIS_URL);
  const kafka = createKafka(config.SERVICE_NAME, config.KAFKA_BROKERS, logger);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: config.OUTBOX_POLL_MS });
  const kafkaReady = kafkaCheck(kafka);
  const connection = bullConnection(config.REDIS_URL);
  const { emailQueue, batchQueue } = createQueues(connection, config.BULLMQ_PREFIX);
  const today = utcToday();
  const onOutboxWrite = () => relay.wake();
  const publishCommitted = (rows: OutboxRow[]) => relay.publishCommitted(rows);

  const { app, markShuttingDown } = buildApp({ db, sql, writer: new AssessmentWriter(sql, publishCommitted), redis, logger, emailQueue, batchQueue, cacheTtlSeconds: config.CACHE_TTL_SECONDS, today, onOutboxWrite }, [
    kafkaReady,
    consumerCheck(() => consumer.current()),
  ]);
  ensureTopics(kafka, PUBLISHED_TOPICS).catch((error: Error) => logger.warn({ err: error.message }, 'could not ensure topics yet'));
  relay.start();
  // Consuming starts in the background: a broker that is down delays projections, not the API.
  const consumer = superviseConsumer(
    async () => {
      await ensureTopics(kafka, CONSUMED_TOPICS);
      return startIdempotentConsumer({ kafka, db, logger, consumerName: config.CONSUMER_GROUP, subscriptions: SUBSCRIPTIONS, fromBeginning: config.CONSUMER_FROM_BEGINNING });
    },
    { logger, retryMs: 5_000 },
  );
  const batchWorker = config.BATCH_WORKER_ENABLED ? startBatchWorker({ db, sql, logger, today, publishCommitted, connection, prefix: config.BULLMQ_PREFIX }) : undefined;
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
