import path from 'node:path';
import { closeRedis, createLogger, createRedis } from '@tov/kit';
import { freePort } from '@tov/kit/testing';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { RevocationList } from '../../src/revocation-list';
import { startAuthHarness } from '../../../services/auth/test/integration/auth-harness';
import { startEcho } from './echo-upstream';

export type GatewayHarness = Awaited<ReturnType<typeof startGatewayHarness>>;

/**
 * The real gateway in front of the real auth service (on a real port), an echo service standing in
 * for the tovspark and admin routes, and a dead address for visa: Redis is the real one unless
 * `env.REDIS_URL` names another (an address where none listens: the gateway's Redis down; then the
 * harness does not wait for the revoked-token list, which cannot load).
 */
export async function startGatewayHarness(env: Record<string, string> = {}) {
  const auth = await startAuthHarness();
  const authServer = await auth.service.app.listen({ port: 0, host: '127.0.0.1' });
  const echo = await startEcho();
  const echoUrl = echo.listeningOrigin;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: auth.infra.redisUrl,
    JWT_PUBLIC_KEY: auth.keys.publicKey,
    JWT_ISSUER: 'tov-auth-test',
    // The secret auth checks forwarded identities with: the gateway signs with the same.
    INTERNAL_IDENTITY_SECRET: auth.config.INTERNAL_IDENTITY_SECRET,
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
  const redis = createRedis(config.REDIS_URL);
  const revocations = new RevocationList(redis, createRedis(config.REDIS_URL));
  const loaded = revocations.start();
  if (!env.REDIS_URL) await loaded;
  const gateway = await buildApp({ config, logger: createLogger({ name: 'gateway-test', level: 'silent' }), redis, revocations });
  await gateway.app.ready();
  const close = async () => {
    await gateway.app.close();
    await revocations.stop();
    await closeRedis(redis);
    await echo.close();
    await auth.close();
  };
  return { auth, authServer, echo, gateway, redis, close };
}
