import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { BatchedRedisStore } from './batched-redis-store';

export interface RateLimitOptions {
  redis: Redis;
  max: number;
  windowMs: number;
  loginMax: number;
  prefix: string;
}

/**
 * Sign-in, sign-up and the calls that send account e-mail or use their links get their own, much
 * smaller budget per client address (refresh and logout keep the general one).
 */
const STRICT_PATHS = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/verify-email',
  '/api/auth/resend-verification',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
]);

/**
 * Rate limits counted in Redis (batched, see BatchedRedisStore) so every gateway replica shares them: a general budget per client
 * address, and a strict one on login and registration. Over the limit: 429 with Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    store: class {
      constructor() {
        return new BatchedRedisStore(options.redis, options.prefix);
      }
    } as never,
    timeWindow: options.windowMs,
    skipOnError: true,
    max: (request: FastifyRequest) => (STRICT_PATHS.has(request.url.split('?', 1)[0]!) ? options.loginMax : options.max),
    keyGenerator: (request: FastifyRequest) => {
      const path = request.url.split('?', 1)[0]!;
      return STRICT_PATHS.has(path) ? `strict:${request.ip}` : request.ip;
    },
    allowList: (request: FastifyRequest) => request.url.startsWith('/health/'),
    // Thrown as an error carrying a catalogue code; the kit's error handler turns it into the envelope.
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      code: STRICT_PATHS.has(request.url.split('?', 1)[0]!) ? 'LOGIN_RATE_LIMITED' : 'RATE_LIMITED',
      message: `요청이 너무 많습니다. ${Math.ceil(context.ttl / 1000)}초 후에 다시 시도해주세요.`,
    }),
  });
}
