import { createHash } from 'node:crypto';
import path from 'node:path';
import type net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { closeRedis, createLogger, createRedis, type ServiceApp } from '@tov/kit';
import { freePort } from '@tov/kit/testing';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { RevocationList } from '../../src/revocation-list';
import { startAuthHarness, type AuthHarness } from '../../../services/auth/test/integration/auth-harness';

export interface GatewayHarness {
  auth: AuthHarness;
  authServer: string;
  echo: FastifyInstance;
  gateway: ServiceApp;
  redis: Redis;
  close(): Promise<void>;
}

/** An upstream that answers what it received (after `?delayMs`, with `?status`), to see what the gateway forwards. */
async function startEcho(): Promise<FastifyInstance> {
  const echo = Fastify();
  // A multipart body (a submission file) is echoed as its size and digest: the test compares them with what it sent.
  echo.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 }, (_request, body, done) => {
    done(null, {
      multipartBytes: (body as Buffer).length,
      sha256: createHash('sha256')
        .update(body as Buffer)
        .digest('hex'),
    });
  });
  echo.all('/*', async (request, reply) => {
    const query = request.query as { status?: string; delayMs?: string };
    if (query.delayMs) await new Promise((resolve) => setTimeout(resolve, Number(query.delayMs)));
    void reply.code(Number(query.status ?? 200)).header('x-echo', 'yes');
    return {
      success: true,
      data: { url: request.url, method: request.method, headers: request.headers, body: request.body ?? null },
      message: 'echo',
      timestamp: new Date().toISOString(),
    };
  });
  await echo.listen({ port: 0, host: '127.0.0.1' });
  return echo;
}

/**
 * The real gateway in front of the real auth service (on a real port), an echo service standing in
 * for the tovspark and admin routes, and a dead address for visa: Redis is the real one unless
 * `env.REDIS_URL` names another (an address where none listens: the gateway's Redis down; then the
 * harness does not wait for the revoked-token list, which cannot load).
 */
export async function startGatewayHarness(env: Record<string, string> = {}): Promise<GatewayHarness> {
  const auth = await startAuthHarness();
  const authServer = await auth.service.app.listen({ port: 0, host: '127.0.0.1' });
  const echo = await startEcho();
  const echoUrl = `http://127.0.0.1:${(echo.server.address() as net.AddressInfo).port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: auth.infra.redisUrl,
    JWT_PUBLIC_KEY: auth.keys.publicKey,
    JWT_ISSUER: 'tov-auth-test',
    AUTH_URL: authServer,
    VISA_URL: `http://127.0.0.1:${await freePort()}`,
    TOVSPARK_URL: echoUrl,
    ADMIN_URL: echoUrl,
    CORS_ORIGIN: 'http://localhost:5173',
    FRONTEND_DIST: path.join(__dirname, 'fixtures', 'frontend'),
    BODY_LIMIT_BYTES: '2048',
    // Short enough for the slow-service test to see a 504; argon2 registrations stay far below it.
    UPSTREAM_TIMEOUT_MS: '3000',
    // Counters of their own: other gateways on this Redis (a benchmark, a parallel run) do not count here.
    RATE_LIMIT_PREFIX: `gateway-test:${process.pid}:${Date.now()}:`,
    ...env,
  });
  const logger = createLogger({ name: 'gateway-test', level: 'silent' });
  const redis = createRedis(config.REDIS_URL);
  const revocations = new RevocationList(redis, createRedis(config.REDIS_URL));
  const loaded = revocations.start();
  if (!env.REDIS_URL) await loaded;
  const gateway = await buildApp({ config, logger, redis, revocations });
  await gateway.app.ready();
  return {
    auth,
    authServer,
    echo,
    gateway,
    redis,
    async close() {
      await gateway.app.close();
      await revocations.stop();
      await closeRedis(redis);
      await echo.close();
      await auth.close();
    },
  };
}
