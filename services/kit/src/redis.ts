import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { ReadinessCheck } from './health';
import { watchConnection } from './resilience/connection-watch';

export interface RedisClientOptions {
  lazyConnect?: boolean;
  /** Logs the client's outages (connection lost, back). */
  logger?: Logger;
  /** Names the client in logs (default `redis`). */
  name?: string;
  /** A command not answered within this fails (default 1 s): a hung server cannot hold a request. */
  commandTimeoutMs?: number;
}

/** Reconnects after 100 ms, doubling to at most 2 s, a little random so replicas do not reconnect in step. */
export function reconnectBackoff(times: number): number {
  return Math.min(100 * 2 ** Math.min(times - 1, 5), 2_000) + Math.floor(Math.random() * 100);
}

/** Clients that failed since they were last ready (see `isRedisDown`). */
const down = new WeakSet<object>();

/** Logs the outages of an ioredis client once each and handles its `'error'` event. */
export function watchRedis(redis: Redis, logger: Logger | undefined, name: string): Redis {
  const watch = logger ? watchConnection(logger, 'redis', name) : undefined;
  redis.on('error', (error: Error) => {
    down.add(redis);
    watch?.failed(error);
  });
  // Emitted only for a connection that closed unasked (a server that stops cleanly sends no error).
  redis.on('reconnecting', () => {
    down.add(redis);
    watch?.failed(new Error('connection closed by the server'));
  });
  redis.on('ready', () => {
    down.delete(redis);
    watch?.recovered();
  });
  return redis;
}

/**
 * Whether a client of the kit cannot serve a command now: closed, or failed since it was last ready
 * (lost, or never reached). False while its first connection is still being made.
 */
export function isRedisDown(redis: object & { status?: unknown }): boolean {
  if (redis.status === 'ready') return false;
  return down.has(redis) || redis.status === 'end' || redis.status === 'close';
}

/**
 * A Redis client that fails fast while Redis is down instead of holding calls: once it has been
 * ready, a command sent while it is disconnected is refused at once (offline queue off), and one
 * not answered within `commandTimeoutMs` fails; the caller answers 503 (`unavailableDependency`
 * knows these errors) or falls back. Until the first connection, commands wait in the queue, so
 * start-up code may use the client at once. It reconnects for ever with backoff.
 */
export function createRedis(url: string, options: RedisClientOptions = {}): Redis {
  const redisOptions: RedisOptions = {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    commandTimeout: options.commandTimeoutMs ?? 1_000,
    connectTimeout: 2_000,
    lazyConnect: options.lazyConnect ?? false,
    retryStrategy: reconnectBackoff,
  };
  const redis = new Redis(url, redisOptions);
  redis.once('ready', () => {
    redis.options.enableOfflineQueue = false;
  });
  return watchRedis(redis, options.logger, options.name ?? 'redis');
}

export function redisCheck(redis: Redis): ReadinessCheck {
  return {
    name: 'redis',
    check: async () => {
      const pong = await redis.ping();
      if (pong !== 'PONG') throw new Error(`unexpected PING answer ${pong}`);
    },
  };
}

/** Closes a client: QUIT when connected, else at once (QUIT would wait for a Redis that is down). */
export async function closeRedis(redis: { quit(): Promise<unknown>; disconnect?(): void; status?: string }): Promise<void> {
  if (redis.disconnect && redis.status !== undefined && redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect?.());
}
