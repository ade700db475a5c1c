import { createKafka, createLogger, createRedis, ensureTopics, installGracefulShutdown, kafkaCheck, OutboxRelay, serviceShutdownSteps, startTracing } from '@tov/kit';
import { loadConfig } from './config';
import { buildApp } from './app';
import { createTokenService } from './domain/tokens';
import { AUTH_TOPICS } from './events/topics';
import { createAuthDb } from './store/db';
import { LoginAttempts } from './store/login-attempts';

async function main(): Promise<void> {
  const config = loadConfig();
  const tracing = startTracing(config.SERVICE_NAME, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const logger = createLogger({ name: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const db = createAuthDb(config.DATABASE_URL);
  const redis = createRedis(config.REDIS_URL);
  const kafka = createKafka(config.SERVICE_NAME, config.KAFKA_BROKERS, logger);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: config.OUTBOX_POLL_MS });
  const kafkaReady = kafkaCheck(kafka);

  const { app, markShuttingDown } = buildApp(
    {
      db,
      redis,
      logger,
      tokens: createTokenService({ privateKey: config.JWT_PRIVATE_KEY, publicKey: config.JWT_PUBLIC_KEY, issuer: config.JWT_ISSUER, ttlSeconds: config.JWT_TTL_SECONDS }),
      loginAttempts: new LoginAttempts(redis, config.LOGIN_MAX_FAILURES, config.LOGIN_LOCK_SECONDS, config.LOGIN_FAILURES_PREFIX),
      inviteCodes: config.BRIDGE_ADMIN_INVITE_CODES,
      onOutboxWrite: () => relay.wake(),
    },
    [kafkaReady],
  );

  // Topics are created when Kafka answers; a broker that is down does not stop the service (the outbox keeps events).
  ensureTopics(kafka, AUTH_TOPICS).catch((error: Error) => logger.warn({ err: error.message }, 'could not ensure topics yet'));
  relay.start();
  await app.listen({ host: config.HOST, port: config.PORT });

  installGracefulShutdown(
    logger,
    serviceShutdownSteps({ markShuttingDown, app, relay, kafkaReady, redis, db, tracing }),
    config.SHUTDOWN_TIMEOUT_MS,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
