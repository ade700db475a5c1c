import { randomUUID } from 'node:crypto';
import { EMAIL_QUEUE, EMAIL_SEND_SUMMARY_JOB, ZEmailDeliverySchema, emailDeliveryKey, type TEmailDelivery, type TSendSummaryJob } from '@tov/contracts';
import { createBullWorkerRedis, createLogger, startService } from '@tov/kit';
import type { FastifyInstance } from 'fastify';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { loadConfig } from '../../src/config';
import type { WorkersDeps } from '../../src/runtime';
import { workersService } from '../../src/server';

/** Exactly the options services/visa-assessment enqueues with. */
export const PRODUCER_OPTIONS = (data: TSendSummaryJob) => ({
  jobId: data.deliveryId,
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
});

/** A BullMQ prefix of its own per test file, so runs never see each other's jobs. */
export function uniquePrefix(name: string): string {
  return `test-workers-${name}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
}

export function uniqueAddress(name: string): string {
  return `${name}-${randomUUID().slice(0, 12)}@example.test`;
}

export function emailQueue(redisUrl: string, prefix: string): { queue: Queue; connection: Redis; enqueue(data: TSendSummaryJob): Promise<unknown> } {
  const connection = createBullWorkerRedis(redisUrl);
  const queue = new Queue(EMAIL_QUEUE, { connection, prefix });
  return { queue, connection, enqueue: (data) => queue.add(EMAIL_SEND_SUMMARY_JOB, data, PRODUCER_OPTIONS(data)) };
}

export async function readDelivery(redis: Redis, deliveryId: string): Promise<TEmailDelivery | null> {
  const raw = await redis.get(emailDeliveryKey(deliveryId));
  return raw ? ZEmailDeliverySchema.parse(JSON.parse(raw)) : null;
}

/** The whole service, its own declaration, in this process (health app not listening; use app.inject). */
export async function startInProcess(env: Record<string, string>): Promise<{ runtime: WorkersDeps & { app: FastifyInstance }; stop(): Promise<void> }> {
  const config = loadConfig({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...env });
  const started = await startService(workersService, config, createLogger({ name: 'workers-test', level: config.LOG_LEVEL }));
  for (const task of started.background) task.start();
  return {
    runtime: { ...started.deps, app: started.service.app },
    stop: async () => {
      await started.service.app.close();
      for (const step of started.closeSteps) await step.run();
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `promise`, or a rejection after `ms` (the timer never outlives the promise). */
export async function withTimeout<T>(promise: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
