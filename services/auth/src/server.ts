import { EMAIL_QUEUE } from '@tov/contracts';
import {
  closeRedis,
  createBullQueueRedis,
  handleQueueErrors,
  createKafka,
  createLogger,
  createRedis,
  ensureTopics,
  installGracefulShutdown,
  kafkaCheck,
  OutboxRelay,
  serviceShutdownSteps,
  startTracing,
} from '@tov/kit';
import { Queue } from 'bullmq';
import { loadConfig } from './config';
import { buildApp } from './app';
import { argon2Passwords } from './domain/password';
import { createTokenService } from './domain/tokens';
import { AUTH_TOPICS } from './events/topics';
import { AccountEmails } from './jobs/account-emails';
import { createAuthDb } from './store/db';
import { LoginAttempts } from './store/login-attempts';

async function main(): Promise<void> {
  const config = loadConfig();
  const tracing = startTracing(config.SERVICE_NAME, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const logger = createLogger({ name: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const db = createAuthDb(config.DATABASE_URL, logger);
  const redis = createRedis(config.REDIS_URL, { logger });
  const bull = createBullQueueRedis(config.REDIS_URL, { logger });
  const emailQueue = new Queue(EMAIL_QUEUE, { connection: bull, prefix: config.BULLMQ_PREFIX });
  handleQueueErrors(emailQueue, logger, 'email queue');
  const kafka = createKafka(config.SERVICE_NAME, config.KAFKA_BROKERS, logger);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: config.OUTBOX_POLL_MS, databaseUrl: config.DATABASE_URL });
  const kafkaReady = kafkaCheck(kafka);

  const { app, markShuttingDown } = buildApp(
    {
      db,
      redis,
      logger,
      tokens: createTokenService({
        privateKey: config.JWT_PRIVATE_KEY,
        publicKey: config.JWT_PUBLIC_KEY,
        issuer: config.JWT_ISSUER,
        ttlSeconds: config.JWT_TTL_SECONDS,
      }),
      passwords: argon2Passwords,
      loginAttempts: new LoginAttempts(redis, {
        maxPerAddress: config.LOGIN_MAX_FAILURES,
        maxPerAccount: config.LOGIN_ACCOUNT_MAX_FAILURES,
        lockSeconds: config.LOGIN_LOCK_SECONDS,
        prefix: config.LOGIN_FAILURES_PREFIX,
      }),
      sessions: {
        rememberSeconds: config.REFRESH_REMEMBER_SECONDS,
        sessionSeconds: config.REFRESH_SESSION_SECONDS,
        reuseGraceSeconds: config.REFRESH_REUSE_GRACE_SECONDS,
      },
      accountEmails: new AccountEmails({ queue: emailQueue, redis, cooldownSeconds: config.ACCOUNT_EMAIL_COOLDOWN_SECONDS, logger }),
      links: { verifyEmailSeconds: config.VERIFY_EMAIL_TTL_SECONDS, resetPasswordSeconds: config.RESET_PASSWORD_TTL_SECONDS },
      inviteCodes: config.BRIDGE_ADMIN_INVITE_CODES,
    },
    [kafkaReady],
    { trustProxy: config.TRUST_PROXY },
  );

  // Topics are created when Kafka answers; a broker that is down does not stop the service (the outbox keeps events).
  ensureTopics(kafka, AUTH_TOPICS).catch((error: Error) => logger.warn({ err: error.message }, 'could not ensure topics yet'));
  relay.start();
  await app.listen({ host: config.HOST, port: config.PORT });

  installGracefulShutdown(
    logger,
    serviceShutdownSteps({
      markShuttingDown,
      app,
      relay,
      afterOutbox: [
        {
          name: 'email queue',
          run: async () => {
            await emailQueue.close();
            await closeRedis(bull);
          },
        },
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
