import { Redis } from 'ioredis';
import type { ReadinessCheck } from './health';

/** A Redis client that fails fast instead of queueing commands forever while Redis is down. */
export function createRedis(url: string, options: { lazyConnect?: boolean } = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: options.lazyConnect ?? false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
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
