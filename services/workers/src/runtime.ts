import { EMAIL_QUEUE, REPORT_EXPORT_QUEUE, REPORT_ROWS_CALLER } from '@tov/contracts';
import {
  createMetrics,
  reportExportStore,
  createServiceApp,
  redisCheck,
  type BackgroundTask,
  type Logger,
  type ObjectStore,
  type ReadinessCheck,
  type ServiceApp,
  type ServiceRuntime,
} from '@tov/kit';
import type { Redis } from 'ioredis';
import type { WorkersConfig } from './config';
import { createMailer, smtpCheck, type Mailer } from './mailer';
import { DeliveryStore } from './processors/delivery-store';
import { createReportExportProcessor } from './processors/export-report';
import { createEmailProcessor, recordFinalFailure } from './processors/send-email';
import { startWorkers, type QueueHandler, type RunningWorkers } from './queues';

/** What the workers process is made of: the mailer, the delivery records and one handler per queue it serves. */
export interface WorkersDeps {
  config: WorkersConfig;
  redis: Redis;
  logger: Logger;
  mailer: Mailer | null;
  store: DeliveryStore;
  /** The exports bucket, when `report-export` is served. */
  exportStore: ObjectStore | null;
  metrics: ReturnType<typeof createMetrics>;
  handlers: QueueHandler[];
  /** The BullMQ workers once started (the background task starts them). */
  running?: RunningWorkers;
}

/** Builds the mailer (when `email` is among WORKER_QUEUES) and the handlers of the queues this replica serves. */
export function workersDependencies({ config, redis, logger, onClose }: ServiceRuntime<WorkersConfig, undefined>): WorkersDeps {
  const store = new DeliveryStore(redis, config.EMAIL_DELIVERY_TTL_SECONDS);
  const metrics = createMetrics(config.SERVICE_NAME);
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
  const handlers: QueueHandler[] = [];
  if (mailer) {
    onClose('smtp', () => mailer.close());
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
  const exportStore = serves(REPORT_EXPORT_QUEUE) ? reportExportStore(config, logger) : null;
  if (exportStore) {
    onClose('object store', () => exportStore.close());
    // Made now when missing; a store that is down does not stop the start (each export asks again, and retries).
    exportStore
      .ensureBucket()
      .catch((error: unknown) => logger.warn({ err: (error as Error).message, bucket: exportStore.bucket }, 'object store not reachable at start'));
    const exportOutcomes = metrics.counter('report_exports_total', 'Report export attempts by outcome', ['outcome']);
    handlers.push({
      queue: REPORT_EXPORT_QUEUE,
      processor: createReportExportProcessor({
        store: exportStore,
        sourceUrls: { company: config.COMPANY_URL, admin: config.ADMIN_URL },
        // Checked by the config: report-export is served only with the secret.
        identitySecret: config.INTERNAL_IDENTITY_SECRET!,
        serviceName: REPORT_ROWS_CALLER,
        logger,
        progressEvery: config.REPORT_PROGRESS_EVERY,
        sourceTimeoutMs: config.REPORT_SOURCE_TIMEOUT_MS,
        sourceIdleTimeoutMs: config.REPORT_SOURCE_IDLE_MS,
        pdfMaxRows: config.REPORT_PDF_MAX_ROWS,
        pdfFont: { path: config.REPORT_PDF_FONT, family: config.REPORT_PDF_FONT_FAMILY },
        count: (outcome) => exportOutcomes.inc({ outcome }),
      }),
      concurrency: config.REPORT_EXPORT_CONCURRENCY,
      lockDuration: config.REPORT_EXPORT_LOCK_DURATION_MS,
      stalledInterval: config.REPORT_EXPORT_LOCK_DURATION_MS,
      maxStalledCount: 1,
    });
  }
  return { config, redis, logger, mailer, store, exportStore, metrics, handlers };
}

/** Health and metrics only: the work is the queues'. */
export function buildWorkersApp(deps: WorkersDeps, extraChecks: ReadinessCheck[] = []): ServiceApp {
  const checks: ReadinessCheck[] = [redisCheck(deps.redis), ...(deps.mailer ? [smtpCheck(deps.mailer)] : []), ...extraChecks];
  return createServiceApp({ name: deps.config.SERVICE_NAME, logger: deps.logger, checks, metrics: deps.metrics });
}

/** One BullMQ worker per queue of WORKER_QUEUES; stopping waits for the active jobs (an e-mail being sent finishes and is recorded). */
export function workersBackground(deps: WorkersDeps, { config, workerRedis }: ServiceRuntime<WorkersConfig, undefined>): BackgroundTask[] {
  return [
    {
      name: 'workers',
      start() {
        deps.running = startWorkers({
          handlers: deps.handlers,
          connection: workerRedis(),
          prefix: config.BULLMQ_PREFIX,
          logger: deps.logger,
          registry: deps.metrics.registry,
        });
        deps.logger.info(
          { queues: config.WORKER_QUEUES, prefix: config.BULLMQ_PREFIX, smtp: deps.mailer ? `${config.SMTP_HOST}:${config.SMTP_PORT}` : null },
          'workers started',
        );
      },
      stop: async () => deps.running?.close(),
    },
  ];
}
