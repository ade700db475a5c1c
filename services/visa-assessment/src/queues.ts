import { BATCH_EVALUATION_QUEUE, EMAIL_QUEUE } from '@tov/contracts';
import { Queue, type ConnectionOptions } from 'bullmq';

/** BullMQ wants its own connection settings (no per-request retry limit); built from the Redis URL. */
export function bullConnection(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.pathname.length > 1 ? { db: Number(url.pathname.slice(1)) } : {}),
    maxRetriesPerRequest: null,
  };
}

export function createQueues(connection: ConnectionOptions, prefix: string): { emailQueue: Queue; batchQueue: Queue } {
  return {
    emailQueue: new Queue(EMAIL_QUEUE, { connection, prefix }),
    batchQueue: new Queue(BATCH_EVALUATION_QUEUE, { connection, prefix }),
  };
}
