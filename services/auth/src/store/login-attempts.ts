import type { Redis } from 'ioredis';

/**
 * Failed logins per e-mail: after `maxFailures` within the window the account's logins are refused
 * until the window ends (429 with Retry-After). A success clears the count.
 */
export class LoginAttempts {
  constructor(
    private readonly redis: Redis,
    private readonly maxFailures: number,
    private readonly windowSeconds: number,
    private readonly prefix = 'auth:login-failures:',
  ) {}

  private key(email: string): string {
    return `${this.prefix}${email}`;
  }

  /** Seconds until logins are allowed again, or 0 when not locked. */
  async lockedFor(email: string): Promise<number> {
    const [count, ttl] = await Promise.all([this.redis.get(this.key(email)), this.redis.ttl(this.key(email))]);
    return Number(count ?? 0) >= this.maxFailures ? Math.max(ttl, 1) : 0;
  }

  async recordFailure(email: string): Promise<void> {
    const key = this.key(email);
    const results = await this.redis.multi().incr(key).ttl(key).exec();
    const ttl = Number(results?.[1]?.[1] ?? -1);
    if (ttl < 0) await this.redis.expire(key, this.windowSeconds);
  }

  async clear(email: string): Promise<void> {
    await this.redis.del(this.key(email));
  }
}
