import { COMPLIANCE_SCAN_JOB, COMPLIANCE_SCAN_QUEUE, COMPLIANCE_SCAN_SCHEDULER_ID } from '@tov/contracts';
import { handleQueueErrors, type BackgroundTask, type Logger } from '@tov/kit';
import { Worker, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { VisaExpiryScan } from './visa-expiry-scan';

/** How long to wait before upserting the schedule again when Redis was down at start. */
const RETRY_MS = 60_000;

/**
 * The daily scan as a BullMQ job scheduler on the service's own queue (`company-compliance`): every
 * replica upserts the same scheduler id (one schedule) and serves the queue, so one replica runs each
 * day's job; a failed run is retried with backoff. The cron runs in Asia/Seoul.
 */
export class ComplianceScanSchedule implements BackgroundTask {
  readonly name = 'compliance scan';
  private worker: Worker | undefined;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly options: { queue: Queue; connection: Redis; prefix: string; cron: string; scan: VisaExpiryScan; logger: Logger }) {}

  start(): void {
    const { connection, prefix, scan, logger } = this.options;
    this.worker = new Worker(
      COMPLIANCE_SCAN_QUEUE,
      async (job) => {
        if (job.name !== COMPLIANCE_SCAN_JOB) return null;
        return scan.run();
      },
      { connection, prefix, concurrency: 1, lockDuration: 5 * 60_000 },
    );
    this.worker.on('failed', (job, error) => logger.error({ jobId: job?.id, err: error.message }, 'visa-expiry scan failed'));
    handleQueueErrors(this.worker, logger, 'compliance scan worker');
    void this.schedule();
  }

  /** Upserts the daily scheduler (the same id from every replica: one schedule); tried again later while Redis is down. */
  async schedule(): Promise<void> {
    const { queue, cron, logger } = this.options;
    try {
      await queue.upsertJobScheduler(
        COMPLIANCE_SCAN_SCHEDULER_ID,
        { pattern: cron, tz: 'Asia/Seoul' },
        {
          name: COMPLIANCE_SCAN_JOB,
          data: {},
          opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: 30, removeOnFail: 100 },
        },
      );
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'visa-expiry scan not scheduled yet; trying again');
      this.retry = setTimeout(() => void this.schedule(), RETRY_MS);
      this.retry.unref();
    }
  }

  async stop(): Promise<void> {
    if (this.retry) clearTimeout(this.retry);
    await this.worker?.close();
  }
}
