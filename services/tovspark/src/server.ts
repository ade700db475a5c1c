import { consumerCheck, createKafka, createLogger, createRedis, ensureTopics, installGracefulShutdown, kafkaCheck, OutboxRelay, serviceShutdownSteps, startTracing, superviseConsumer } from '@tov/kit';
import { loadConfig } from './config';
import { buildApp } from './app';
import { startTovsparkConsumer } from './events/subscriptions';
import { TOVSPARK_TOPICS } from './events/topics';
import { createTovsparkDb } from './store/db';
import { Leaderboards } from './store/leaderboards';

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

  const { app, markShuttingDown } = buildApp({ db, redis, leaderboards, logger }, [kafkaReady, consumerCheck(() => consumer.current())]);

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
    serviceShutdownSteps({ markShuttingDown, app, beforeOutbox: [{ name: 'consumer', run: () => consumer.stop() }], relay, kafkaReady, redis, db, tracing }),
    config.SHUTDOWN_TIMEOUT_MS,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
