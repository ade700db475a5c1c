import { EMAIL_QUEUE } from '@tov/contracts';
import {
  closeRedis,
  consumerCheck,
  createBullQueueRedis,
  createKafka,
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
import { startTovsparkConsumer } from './events/subscriptions';
import { TOVSPARK_TOPICS } from './events/topics';
import { QueueTalentContactMailer } from './jobs/talent-contact-email';
import { createTovsparkDb } from './store/db';
import { Leaderboards } from './store/leaderboards';
import { ObjectStore } from './store/object-store';

async function main(): Promise<void> {
  const config = loadConfig();
  const tracing = startTracing(config.SERVICE_NAME, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const logger = createLogger({ name: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const db = createTovsparkDb(config.DATABASE_URL, logger);
  const redis = createRedis(config.REDIS_URL, { logger });
  const leaderboards = new Leaderboards(redis, db, config.LEADERBOARD_KEY_PREFIX);
  const kafka = createKafka(config.SERVICE_NAME, config.KAFKA_BROKERS, logger);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: config.OUTBOX_POLL_MS, databaseUrl: config.DATABASE_URL });
  const kafkaReady = kafkaCheck(kafka);
  // The workers' queue, on a connection that fails fast: a contact while Redis is down answers 503 at once.
  const queueRedis = createBullQueueRedis(config.REDIS_URL, { logger });
  const emailQueue = new Queue(EMAIL_QUEUE, { connection: queueRedis, prefix: config.BULLMQ_PREFIX });
  handleQueueErrors(emailQueue, logger, 'email queue');
  const talentMail = new QueueTalentContactMailer(emailQueue, logger);
  const objectStore = new ObjectStore(
    {
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      timeoutMs: config.S3_TIMEOUT_MS,
    },
    logger,
  );
  // The bucket is made now when missing; a store that is down does not stop the start (the next upload asks again).
  objectStore
    .ensureBucket()
    .catch((error: unknown) =>
      logger.warn(
        { err: error instanceof Error ? error.message : String(error), bucket: config.S3_BUCKET },
        'object store not reachable at start; uploads answer 503 until it is',
      ),
    );
  const files = { maxBytes: config.FILE_MAX_BYTES, uploadsMax: config.FILE_UPLOADS_MAX };

  const { app, markShuttingDown } = buildApp({ db, redis, leaderboards, talentMail, objectStore, files, logger }, [
    kafkaReady,
    consumerCheck(() => consumer.current()),
  ]);

  // The user projection and the SparkPoints awards are fed by the consumer; a broker that is down at boot does not stop the service.
  const consumer = superviseConsumer(
    async () => {
      await ensureTopics(kafka, TOVSPARK_TOPICS);
      return startTovsparkConsumer({ kafka, db, leaderboards, logger, consumerName: config.CONSUMER_GROUP, fromBeginning: config.CONSUMER_FROM_BEGINNING });
    },
    { logger, retryMs: config.CONSUMER_RETRY_MS },
  );
  relay.start();
  await app.listen({ host: config.HOST, port: config.PORT });

  installGracefulShutdown(
    logger,
    [
      ...serviceShutdownSteps({
        markShuttingDown,
        app,
        beforeOutbox: [
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
        kafkaReady,
        redis,
        db,
        tracing,
      }),
      { name: 'object store', run: async () => objectStore.close() },
    ],
    config.SHUTDOWN_TIMEOUT_MS,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
