import type { Redis } from 'ioredis';

/**
 * Revoked tokens, kept until they would have expired anyway. The gateway loads the sorted set at start
 * and follows the channel, so a logged-out token is refused everywhere within milliseconds.
 */
export const REVOKED_SET_KEY = 'auth:revoked';
export const REVOKED_CHANNEL = 'auth:revocations';

export async function revokeToken(redis: Redis, jti: string, expiresAtSeconds: number): Promise<void> {
  await redis
    .multi()
    .zadd(REVOKED_SET_KEY, expiresAtSeconds, jti)
    .zremrangebyscore(REVOKED_SET_KEY, '-inf', Math.floor(Date.now() / 1000))
    .publish(REVOKED_CHANNEL, `${jti} ${expiresAtSeconds}`)
    .exec();
}

export async function isRevoked(redis: Redis, jti: string): Promise<boolean> {
  return (await redis.zscore(REVOKED_SET_KEY, jti)) !== null;
}
