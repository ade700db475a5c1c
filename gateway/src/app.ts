import cors from '@fastify/cors';
import { createServiceApp, redisCheck, type Logger, type ServiceApp } from '@tov/kit';
import type { Redis } from 'ioredis';
import { createAccessControl } from './access-control';
import { MergedApiDocument, registerApiDocs } from './api-docs';
import { registerAnalytics } from './analytics';
import { createBodyLimit, largeBodyLimit } from './body-limit';
import type { GatewayConfig } from './config';
import { registerProxies } from './proxy';
import { registerRateLimits } from './rate-limits';
import type { RevocationList } from './revocation-list';
import { registerFrontend } from './static-frontend';
import { createTokenVerifier } from './token-verifier';
import './identity';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  revocations: RevocationList;
}

/**
 * The gateway: cross-cutting concerns (request ids, timing and version headers, CORS, body limit,
 * rate limits, JWT and coarse roles) in front of the route table. Never listens (server.ts does).
 */
export async function buildApp(deps: GatewayDeps): Promise<ServiceApp> {
  const { config } = deps;
  const service = createServiceApp({
    name: 'gateway',
    logger: deps.logger,
    checks: [redisCheck(deps.redis), deps.revocations.check()],
    bodyLimit: config.BODY_LIMIT_BYTES,
    apiVersion: config.API_VERSION,
    customNotFound: true,
    // The gateway makes the forwarded identity (proxy.ts signs it); it drops any a client sends.
    forwardedIdentity: false,
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    // The public port has no /metrics: server.ts serves it on METRICS_HOST:METRICS_PORT.
    metricsRoute: false,
    trustProxy: config.TRUST_PROXY,
  });
  const { app } = service;
  app.decorateRequest('identity', null);

  await app.register(cors, {
    origin: config.CORS_ORIGIN,
    credentials: true,
    // Every method the frontend uses (the default stops at GET, HEAD and POST).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept', 'accept-language', 'idempotency-key', 'x-request-id', 'cache-control', 'pragma', 'expires'],
    exposedHeaders: ['x-request-id', 'x-response-time', 'x-api-version', 'x-cache', 'retry-after'],
    maxAge: 600,
  });
  await registerRateLimits(app, {
    redis: deps.redis,
    max: config.RATE_LIMIT_MAX,
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    loginMax: config.LOGIN_RATE_LIMIT_MAX,
    prefix: config.RATE_LIMIT_PREFIX,
  });
  app.addHook('onRequest', createBodyLimit(config.BODY_LIMIT_BYTES));
  app.addHook(
    'onRequest',
    createAccessControl(createTokenVerifier({ publicKey: config.JWT_PUBLIC_KEY, issuer: config.JWT_ISSUER, revocations: deps.revocations })),
  );

  registerAnalytics(app);
  const upstreams = {
    auth: config.AUTH_URL,
    visa: config.VISA_URL,
    matching: config.MATCHING_URL,
    specialist: config.SPECIALIST_URL,
    company: config.COMPANY_URL,
    tovspark: config.TOVSPARK_URL,
    admin: config.ADMIN_URL,
  };
  await registerApiDocs(app, new MergedApiDocument(upstreams, config.API_VERSION));
  await registerProxies(app, {
    upstreams,
    identitySecret: config.INTERNAL_IDENTITY_SECRET,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
    connections: config.UPSTREAM_CONNECTIONS,
    bodies: {
      limitFor: (request) => largeBodyLimit(request.method, request.url) ?? config.BODY_LIMIT_BYTES,
      minBytesPerSecond: config.BODY_MIN_BYTES_PER_SECOND,
      graceMs: config.BODY_RATE_GRACE_MS,
      uploadsPerClient: config.BODY_UPLOADS_PER_CLIENT,
    },
  });
  await registerFrontend(app, config.FRONTEND_DIST);
  return service;
}
