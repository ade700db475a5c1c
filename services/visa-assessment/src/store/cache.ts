import type { Redis } from 'ioredis';

/**
 * Read-through cache in Redis for `GET /assessment/{id}` and `/types`. A Redis failure is a miss,
 * never an error: the database answers.
 */
export class ResponseCache {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    try {
      const raw = await this.redis.get(key);
      return raw ? (JSON.parse(raw) as T) : undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.redis.set(key, JSON.stringify(value), 'EX', this.ttlSeconds).catch(() => undefined);
  }

  async invalidate(key: string): Promise<void> {
    await this.redis.del(key).catch(() => undefined);
  }
}

export const assessmentCacheKey = (id: string) => `visa:assessment:${id}`;
export const TYPES_CACHE_KEY = 'visa:types:v1';
