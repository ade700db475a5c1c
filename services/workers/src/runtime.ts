import { EMAIL_QUEUE } from '@tov/contracts';
import { closeRedis, createBullWorkerRedis, createRedis, createServiceApp, redisCheck, type Logger, type ReadinessCheck, type ShutdownStep } from '@tov/kit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { WorkersConfig } from './config';
import { createMailer, smtpCheck, type Mailer } from './mailer';
import { DeliveryStore } from './processors/delivery-store';
import { createEmailProcessor, recordFinalFailure } from './processors/send-email';
import { startWorkers, type QueueHandler, type RunningWorkers } from './queues';

export interface WorkersRuntime {
  /** Health and metrics only. */
  app: FastifyInstance;
  workers: RunningWorkers;
  mailer: Mailer | null;
  store: DeliveryStore;
  /** In order: readiness off, stop taking jobs and finish the active ones, then HTTP and clients. */
  shutdownSteps: ShutdownStep[];
}

/** Builds the process: clients, the health/metrics app and one BullMQ worker per queue of WORKER_QUEUES. */
export function createRuntime(config: WorkersConfig, logger: Logger): WorkersRuntime {
  const redis: Redis = createRedis(config.REDIS_URL, { logger });
  const bull = createBullWorkerRedis(config.REDIS_URL, { logger });
  const store = new DeliveryStore(redis, config.EMAIL_DELIVERY_TTL_SECONDS);
  const serves = (queue: string) => (config.WORKER_QUEUES as readonly string[]).includes(queue);

  const mailer = serves(EMAIL_QUEUE)
    ? createMailer({
        host: config.SMTP_HOST,
        port: config.SMTP_PORT,
        secure: config.SMTP_SECURE,
        user: config.SMTP_USER,
        pass: config.SMTP_PASS,
        timeoutMs: config.SMTP_TIMEOUT_MS,
        maxConnections: config.EMAIL_CONCURRENCY,
        logger,
      })
    : null;

  const checks: ReadinessCheck[] = [redisCheck(redis), ...(mailer ? [smtpCheck(mailer)] : [])];
  const { app, metrics, markShuttingDown } = createServiceApp({ name: config.SERVICE_NAME, logger, checks });

  const handlers: QueueHandler[] = [];
  if (mailer) {
    const emailOutcomes = metrics.counter('email_deliveries_total', 'E-mail outcomes per attempt', ['outcome']);
    handlers.push({
      queue: EMAIL_QUEUE,
      processor: createEmailProcessor({
        store,
        mailer,
        logger,
        mailFrom: config.MAIL_FROM,
        messageIdDomain: config.MESSAGE_ID_DOMAIN,
        webBaseUrl: config.PUBLIC_WEB_URL,
        leaseMs: config.EMAIL_SEND_LEASE_MS,
        count: (outcome) => emailOutcomes.inc({ outcome }),
      }),
      concurrency: config.EMAIL_CONCURRENCY,
      lockDuration: config.EMAIL_LOCK_DURATION_MS,
      stalledInterval: config.EMAIL_STALLED_INTERVAL_MS,
      maxStalledCount: config.EMAIL_MAX_STALLED_COUNT,
      onFinalFailure: (job, error) => recordFinalFailure(store, job, error),
    });
  }

  const workers = startWorkers({ handlers, connection: bull, prefix: config.BULLMQ_PREFIX, logger, registry: metrics.registry });
  logger.info(
    { queues: config.WORKER_QUEUES, prefix: config.BULLMQ_PREFIX, smtp: mailer ? `${config.SMTP_HOST}:${config.SMTP_PORT}` : null },
    'workers started',
  );

  return {
    app,
    workers,
    mailer,
    store,
    shutdownSteps: [
      { name: 'readiness', run: async () => markShuttingDown() },
      // worker.close() waits for the active jobs: an e-mail being sent finishes and is recorded.
      { name: 'workers', run: () => workers.close() },
      { name: 'http', run: () => app.close() },
      { name: 'smtp', run: async () => mailer?.close() },
      { name: 'bullmq-redis', run: () => closeRedis(bull) },
      { name: 'redis', run: () => closeRedis(redis) },
    ],
  };
}
