import { DependencyUnavailableError, isRedisDown } from '@tov/kit';
import type { Redis } from 'ioredis';

/**
 * Per-user session cut-offs for the gateway: every access token of the user issued at or before the
 * cut-off (its `iatMs`) is refused. The gateway loads the sorted set at start (and after a reconnect)
 * and follows the channel, so a logout is enforced everywhere within milliseconds without a Redis
 * round trip per request (gateway/src/revocation-list.ts mirrors these names).
 *
 * Member `<userId> <cutoffMs>`, score = when the entry stops mattering (the cut-off plus the access
 * token lifetime: by then every token it revokes has expired anyway); message `<userId> <cutoffMs> <untilMs>`.
 */
export const SESSION_CUTOFFS_KEY = 'auth:session-cutoffs';
export const SESSION_CUTOFFS_CHANNEL = 'auth:session-cutoffs';

export async function publishSessionCutoff(redis: Redis, userId: string, cutoffMs: number, accessTtlSeconds: number): Promise<void> {
  // Refused at once when Redis is known down: a MULTI would wait for the connection first.
  if (isRedisDown(redis)) throw new DependencyUnavailableError('redis');
  const untilMs = cutoffMs + accessTtlSeconds * 1000;
  await redis
    .multi()
    .zadd(SESSION_CUTOFFS_KEY, untilMs, `${userId} ${cutoffMs}`)
    .zremrangebyscore(SESSION_CUTOFFS_KEY, '-inf', Date.now())
    .publish(SESSION_CUTOFFS_CHANNEL, `${userId} ${cutoffMs} ${untilMs}`)
    .exec();
}
