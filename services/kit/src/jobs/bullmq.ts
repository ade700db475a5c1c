import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createRedis, isRedisDown, reconnectBackoff, watchRedis } from '../redis';
import { DependencyUnavailableError, isSocketError, unavailableDependency } from '../resilience/dependency-errors';

/**
 * The connection of a BullMQ Worker: its commands wait for a reconnect instead of failing (BullMQ
 * requires `maxRetriesPerRequest: null` for its blocking calls), so a worker resumes by itself once
 * Redis is back. It reconnects for ever with backoff; its outages are logged once each.
 */
export function createBullWorkerRedis(url: string, options: { logger?: Logger; name?: string } = {}): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, retryStrategy: reconnectBackoff });
  return watchRedis(redis, options.logger, options.name ?? 'redis (bullmq worker)');
}

/**
 * The connection of the Queues an API adds jobs to: it fails fast like `createRedis`, so a request
 * that needs a queue answers 503 at once while Redis is down instead of waiting for it.
 */
export function createBullQueueRedis(url: string, options: { logger?: Logger; name?: string } = {}): Redis {
  return createRedis(url, { ...(options.logger ? { logger: options.logger } : {}), name: options.name ?? 'redis (bullmq queues)' });
}

/**
 * Handles the `'error'` events of a BullMQ Worker or Queue. Those of a Redis outage are already
 * logged once by the connection's watch (and BullMQ retries by itself); any other is logged.
 */
export function handleQueueErrors(emitter: { on(event: 'error', listener: (error: Error) => void): unknown }, logger: Logger, what: string): void {
  emitter.on('error', (error: Error) => {
    if (unavailableDependency(error) === 'redis' || isSocketError(error)) return;
    logger.error({ err: error.message, what }, `${what}: error`);
  });
}

/**
 * Throws DependencyUnavailableError('redis') at once when the connection of a BullMQ queue is down,
 * so the call answers 503 instead of waiting: BullMQ waits without limit for a connection that has
 * not been ready yet (Redis down when the service started). Call it before adding or reading jobs
 * from a request. A first connection still being made is waited for.
 */
export function assertQueueConnected(queue: { opts: { connection?: unknown } }): void {
  const connection = queue.opts.connection as (object & { status?: unknown }) | undefined;
  if (connection && isRedisDown(connection)) throw new DependencyUnavailableError('redis');
}
