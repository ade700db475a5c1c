import { BATCH_EVALUATION_QUEUE, EMAIL_QUEUE } from '@tov/contracts';
import { handleQueueErrors, type Logger } from '@tov/kit';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * The queues this service adds jobs to, on a connection that fails fast (kit `createBullQueueRedis`):
 * while Redis is down, a call that adds or reads a job answers 503 at once instead of waiting.
 */
export function createQueues(connection: Redis, prefix: string, logger?: Logger): { emailQueue: Queue; batchQueue: Queue } {
  const emailQueue = new Queue(EMAIL_QUEUE, { connection, prefix });
  const batchQueue = new Queue(BATCH_EVALUATION_QUEUE, { connection, prefix });
  if (logger) {
    handleQueueErrors(emailQueue, logger, 'email queue');
    handleQueueErrors(batchQueue, logger, 'batch queue');
  }
  return { emailQueue, batchQueue };
}
