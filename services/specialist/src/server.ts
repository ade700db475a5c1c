import { EMAIL_QUEUE } from '@tov/contracts';
import {
  closeRedis,
  consumerCheck,
  createBullQueueRedis,
  createKafka,
  createSqlStatements,
  handleQueueErrors,
  createLogger,
  createRedis,
  ensureTopics,
  installGracefulShutdown,
  kafkaCheck,
  OutboxRelay,
  serviceShutdownSteps,
  startTracing,
  superviseConsumer,
} from '@tov/kit';
import { Queue } from 'bullmq';
import { loadConfig } from './config';
import { buildApp } from './app';
import { startSpecialistConsumer } from './events/subscriptions';
import { SPECIALIST_TOPICS } from './events/topics';
import { PayoutSweep } from './jobs/payout-sweep';
import { QuoteExpirySweep } from './jobs/quote-expiry';
import { QueueRoadmapMailer } from './jobs/roadmap-message-email';
import { createPaymentProvider } from './payments/select';
import { createSpecialistDb } from './store/db';

async function main(): Promise<void> {
  const config = loadConfig();
  const tracing = startTracing(config.SERVICE_NAME, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const logger = createLogger({ name: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const db = createSpecialistDb(config.DATABASE_URL, logger);
  const sql = createSqlStatements(config.DATABASE_URL, { logger });
  const redis = createRedis(config.REDIS_URL, { logger });
  const kafka = createKafka(config.SERVICE_NAME, config.KAFKA_BROKERS, logger);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: config.OUTBOX_POLL_MS, databaseUrl: config.DATABASE_URL });
  const kafkaReady = kafkaCheck(kafka);
  const sweep = new QuoteExpirySweep(db, logger, config.QUOTE_SWEEP_MS);
  const payments = createPaymentProvider(config.PAYMENT_PROVIDER);
  const payouts = new PayoutSweep(db, payments, logger, config.PAYOUT_SWEEP_MS);
  // The workers' queue, on a connection that fails fast: a roadmap message while Redis is down answers 503 at once.
  const queueRedis = createBullQueueRedis(config.REDIS_URL, { logger });
  const emailQueue = new Queue(EMAIL_QUEUE, { connection: queueRedis, prefix: config.BULLMQ_PREFIX });
  handleQueueErrors(emailQueue, logger, 'email queue');
  const roadmapMail = new QueueRoadmapMailer(emailQueue, logger);

  const { app, markShuttingDown } = buildApp({ db, sql, redis, logger, payments, roadmapMail }, [kafkaReady, consumerCheck(() => consumer.current())]);

  // The inbox and the projections are fed by the consumer; a broker that is down at boot does not stop the service.
  const consumer = superviseConsumer(
    async () => {
      await ensureTopics(kafka, SPECIALIST_TOPICS);
      return startSpecialistConsumer({ kafka, db, logger, consumerName: config.CONSUMER_GROUP, fromBeginning: config.CONSUMER_FROM_BEGINNING });
    },
    { logger, retryMs: config.CONSUMER_RETRY_MS },
  );
  relay.start();
  sweep.start();
  payouts.start();
  await app.listen({ host: config.HOST, port: config.PORT });

  installGracefulShutdown(
    logger,
    serviceShutdownSteps({
      markShuttingDown,
      app,
      beforeOutbox: [
        { name: 'quote expiry sweep', run: () => sweep.stop() },
        { name: 'payout sweep', run: () => payouts.stop() },
        { name: 'consumer', run: () => consumer.stop() },
        {
          name: 'email queue',
          run: async () => {
            await emailQueue.close();
            await closeRedis(queueRedis);
          },
        },
      ],
      relay,
      afterOutbox: [{ name: 'postgres (sql statements)', run: () => sql.close() }],
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
