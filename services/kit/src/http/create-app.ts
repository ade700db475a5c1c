import { errorEnvelope } from '@tov/contracts';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { forwardedIdentityGuard } from '../auth/identity';
import type { IdentityVerifierOptions } from '../auth/signed-identity';
import { registerHealthRoutes, type ReadinessCheck } from '../health';
import { lazyChildLogger } from '../observability/lazy-child-logger';
import { createMetrics, registerMetricsRoute } from '../observability/metrics';
import { canonicalUrl, INVALID_PATH_ROUTE } from './canonical-url';
import { handleError } from './error-handler';
import { handleClientError, handleFrameworkError } from './framework-errors';
import { requestIdFrom } from './request-id';
import { registerRouteSchemas, type ApiRoute, type RouteApp } from './route-schemas';
import { registerSecurityHeaders } from './security-headers';

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  checks: ReadinessCheck[];
  bodyLimit?: number;
  apiVersion?: string;
  /** The gateway sets its own 404 handler (static frontend fallback). */
  customNotFound?: boolean;
  /**
   * The service's API: routes declared with their contracts (zod schemas) on a `RouteApp`, served
   * with the service's OpenAPI document at `/openapi.json`. Registered after the kit's plugins.
   */
  routes?: (app: RouteApp) => void;
  /**
   * A request's headers must arrive within `headersTimeoutMs` and the whole request within
   * `requestTimeoutMs` (Node answers 408 and closes): a client that sends slowly cannot hold a
   * socket for ever. Defaults 10 s and 60 s.
   */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** `/metrics` on the main port (default); the gateway serves it on an internal listener instead (`serveMetrics`). */
  metricsRoute?: boolean;
  /** Trust `x-forwarded-*` from the proxy in front (the ingress): `request.protocol` is then the client's. */
  trustProxy?: boolean;
  /** The process's metrics, when its dependencies count things before the app is built (the workers); default a registry of its own. */
  metrics?: ReturnType<typeof createMetrics>;
  /**
   * `false` for the gateway only: it makes the forwarded identity (and drops any a client sends), it
   * does not receive one. Every service checks it (`forwardedIdentityGuard`).
   */
  forwardedIdentity?: false;
}

export interface ServiceApp {
  app: FastifyInstance;
  /** The API routes registered through `routes` (filled as the app gets ready). */
  apiRoutes: readonly ApiRoute[];
  metrics: ReturnType<typeof createMetrics>;
  /** Readiness answers 503 from now on, so load balancers drain this instance first. */
  markShuttingDown(): void;
  /**
   * Believe forwarded identities signed with this secret (the kit's runtime calls it with the
   * service's configuration; until then, or without a secret, identity headers answer 401).
   */
  verifyForwardedIdentity(options: IdentityVerifierOptions): void;
}

/**
 * The Fastify app every service starts from: request ids, envelope errors, 404 envelope, health,
 * metrics and the standard response headers. Services register their routes on `app`.
 */
export function createServiceApp(options: ServiceAppOptions): ServiceApp {
  let shuttingDown = false;
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    // Per-request lines are off (the metrics histogram counts requests); errors still log with requestId.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdFrom,
    childLoggerFactory: lazyChildLogger,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    return503OnClosing: true,
    requestTimeout: options.requestTimeoutMs ?? 60_000,
    trustProxy: options.trustProxy ?? false,
    // Routing and every check read one canonical path (canonical-url.ts); one that cannot be made answers 400.
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/') ?? INVALID_PATH_ROUTE,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  });
  app.server.headersTimeout = options.headersTimeoutMs ?? 10_000;
  // First: the schema compilers and the document see every route registered after them.
  const apiRoutes = options.routes ? registerRouteSchemas(app, { title: options.name, version: options.apiVersion ?? '1' }) : [];
  const metrics = options.metrics ?? createMetrics(options.name);
  const apiVersion = options.apiVersion ?? '1';

  // First of all hooks, so the routes' own hooks (role checks before validation) see the verified identity.
  const identityGuard = options.forwardedIdentity === false ? undefined : forwardedIdentityGuard(app);
  // Callback-style hooks: they run on every request, and the async form costs a promise each (bench/gateway).
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    void reply.header('x-api-version', apiVersion);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header('x-response-time', `${reply.elapsedTime.toFixed(2)}ms`);
    done(null, payload);
  });
  // One histogram child per method/route/status, looked up by a plain key: observe() with a labels
  // object re-hashes the labels on every request (bench/gateway).
  const durationByLabels = new Map<string, { observe(seconds: number): void }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let duration = durationByLabels.get(key);
    if (!duration) {
      duration = metrics.httpDuration.labels({ method: request.method, route, status: String(reply.statusCode) });
      durationByLabels.set(key, duration);
    }
    duration.observe(reply.elapsedTime / 1000);
    // A readiness probe's 503 is its answer, not a failure (the dependency's outage is logged once by its client).
    if (reply.statusCode >= 500 && !route.startsWith('/health/')) request.log.warn({ statusCode: reply.statusCode, route }, 'request failed');
    done();
  });

  registerSecurityHeaders(app);
  app.setErrorHandler(handleError);
  app.all(INVALID_PATH_ROUTE, { schema: { hide: true } }, (request, reply) => {
    void reply.status(400).send(errorEnvelope('INVALID_PATH', '요청 경로가 올바르지 않습니다.', undefined, request.id));
  });
  if (!options.customNotFound) {
    app.setNotFoundHandler((request, reply) => {
      void reply.status(404).send(errorEnvelope('ROUTE_NOT_FOUND', '요청한 경로를 찾을 수 없습니다.', undefined, request.id));
    });
  }

  registerHealthRoutes(app, options.checks, () => shuttingDown);
  if (options.metricsRoute !== false) registerMetricsRoute(app, metrics.registry);
  const { routes } = options;
  if (routes) void app.register(async (scoped) => routes(scoped.withTypeProvider<ZodTypeProvider>()));

  return {
    app,
    apiRoutes,
    metrics,
    markShuttingDown: () => {
      shuttingDown = true;
    },
    verifyForwardedIdentity: (identityOptions) => {
      if (!identityGuard) throw new Error(`${options.name} was built without the forwarded-identity check`);
      identityGuard.configure(identityOptions);
    },
  };
}
