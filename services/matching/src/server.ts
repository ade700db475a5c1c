import {
  consumerCheck,
  createKafka,
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
import { loadConfig } from './config';
import { buildApp } from './app';
import { startMatchingConsumer } from './events/subscriptions';
import { MATCHING_TOPICS } from './events/topics';
import { createMatchingDb } from './store/db';

async function main(): Promise<void> {
  const config = loadConfig();
  const tracing = startTracing(config.SERVICE_NAME, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const logger = createLogger({ name: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const db = createMatchingDb(config.DATABASE_URL, logger);
  const redis = createRedis(config.REDIS_URL, { logger });
  const kafka = createKafka(config.SERVICE_NAME, config.KAFKA_BROKERS, logger);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: config.OUTBOX_POLL_MS, databaseUrl: config.DATABASE_URL });
  const kafkaReady = kafkaCheck(kafka);

  const { app, markShuttingDown } = buildApp({ db, redis, logger }, [kafkaReady, consumerCheck(() => consumer.current())]);

  // The projections are fed by the consumer; a broker that is down at boot does not stop the service.
  const consumer = superviseConsumer(
    async () => {
      await ensureTopics(kafka, MATCHING_TOPICS);
      return startMatchingConsumer({ kafka, db, logger, consumerName: config.CONSUMER_GROUP, fromBeginning: config.CONSUMER_FROM_BEGINNING });
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
