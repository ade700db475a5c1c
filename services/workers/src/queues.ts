import { handleQueueErrors, type Logger } from '@tov/kit';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** What one queue needs: its processor and how many jobs of it run at once in this process. */
export interface QueueHandler {
  queue: string;
  processor: (job: Job, token?: string) => Promise<unknown>;
  concurrency: number;
  /** BullMQ lock of an active job, renewed every half of it by a live process. */
  lockDuration: number;
  stalledInterval: number;
  maxStalledCount: number;
  /** Called once when a job failed for good (attempts used up, unrecoverable, stalled too often). */
  onFinalFailure?(job: Job, error: Error): Promise<void>;
}

export interface StartWorkersOptions {
  handlers: QueueHandler[];
  /** A connection made by the kit's createBullWorkerRedis (BullMQ requires `maxRetriesPerRequest: null`). */
  connection: Redis;
  prefix: string;
  logger: Logger;
  registry: Registry;
}

export interface RunningWorkers {
  workers: Worker[];
  queues: Queue[];
  /** Stops taking jobs and waits for the active ones to finish (then closes the queues). */
  close(): Promise<void>;
}

const DEPTH_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;

function isFinalFailure(job: Job, error: Error): boolean {
  if (error.name === 'UnrecoverableError') return true;
  return job.attemptsMade >= (job.opts.attempts ?? 1);
}

/**
 * One BullMQ Worker per queue of WORKER_QUEUES, with attempts and backoff as the producer set them,
 * stalled-job recovery (another worker takes over a job whose worker died) and metrics on the
 * service's registry.
 */
export function startWorkers(options: StartWorkersOptions): RunningWorkers {
  const { registry, logger, prefix, connection } = options;
  const completed = new Counter({ name: 'worker_jobs_completed_total', help: 'Jobs completed', labelNames: ['queue', 'job'], registers: [registry] });
  const failed = new Counter({
    name: 'worker_jobs_failed_total',
    help: 'Job attempts that failed; final="true" when no attempt is left',
    labelNames: ['queue', 'job', 'final'],
    registers: [registry],
  });
  const stalled = new Counter({
    name: 'worker_jobs_stalled_total',
    help: 'Jobs taken back from a worker that stopped renewing its lock',
    labelNames: ['queue'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'worker_job_duration_seconds',
    help: 'Processing time of completed jobs',
    labelNames: ['queue', 'job'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });

  const queues = options.handlers.map((h) => new Queue(h.queue, { connection, prefix }));
  for (const queue of queues) handleQueueErrors(queue, logger, `queue ${queue.name}`);
  new Gauge({
    name: 'worker_queue_depth',
    help: 'Jobs per queue and state, read from Redis at scrape time',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const queue of queues) {
        try {
          const counts = await queue.getJobCounts(...DEPTH_STATES);
          for (const state of DEPTH_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        } catch (error) {
          logger.warn({ queue: queue.name, err: (error as Error).message }, 'could not read the queue depth');
        }
      }
    },
  });

  const workers = options.handlers.map((handler) => {
    const worker = new Worker(handler.queue, handler.processor, {
      connection,
      prefix,
      concurrency: handler.concurrency,
      lockDuration: handler.lockDuration,
      stalledInterval: handler.stalledInterval,
      maxStalledCount: handler.maxStalledCount,
    });
    const log = logger.child({ queue: handler.queue });
    worker.on('completed', (job) => {
      completed.inc({ queue: handler.queue, job: job.name });
      if (job.processedOn && job.finishedOn) duration.observe({ queue: handler.queue, job: job.name }, (job.finishedOn - job.processedOn) / 1000);
    });
    worker.on('failed', (job, error) => {
      if (!job) return;
      const final = isFinalFailure(job, error);
      failed.inc({ queue: handler.queue, job: job.name, final: String(final) });
      log[final ? 'error' : 'warn'](
        { jobId: job.id, job: job.name, attemptsMade: job.attemptsMade, err: error.message },
        final ? 'job failed for good' : 'job attempt failed, will retry',
      );
      if (final && handler.onFinalFailure) {
        handler.onFinalFailure(job, error).catch((e: Error) => log.error({ jobId: job.id, err: e.message }, 'final-failure hook failed'));
      }
    });
    worker.on('stalled', (jobId) => {
      stalled.inc({ queue: handler.queue });
      log.warn({ jobId }, 'job stalled (its worker stopped renewing the lock): moved back to wait');
    });
    // A Redis outage is logged once by the connection's watch; BullMQ resumes by itself afterwards.
    handleQueueErrors(worker, log, `worker ${handler.queue}`);
    return worker;
  });

  return {
    workers,
    queues,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all(queues.map((q) => q.close()));
    },
  };
}
