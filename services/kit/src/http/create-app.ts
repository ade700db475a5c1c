import { errorEnvelope } from '@tov/contracts';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { registerHealthRoutes, type ReadinessCheck } from '../health';
import { lazyChildLogger } from '../observability/lazy-child-logger';
import { createMetrics, registerMetricsRoute } from '../observability/metrics';
import { handleError } from './error-handler';
import { requestIdFrom } from './request-id';

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  checks: ReadinessCheck[];
  bodyLimit?: number;
  apiVersion?: string;
  /** The gateway sets its own 404 handler (static frontend fallback). */
  customNotFound?: boolean;
}

export interface ServiceApp {
  app: FastifyInstance;
  metrics: ReturnType<typeof createMetrics>;
  /** Readiness answers 503 from now on, so load balancers drain this instance first. */
  markShuttingDown(): void;
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
  });
  const metrics = createMetrics(options.name);
  const apiVersion = options.apiVersion ?? '1';

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
    if (reply.statusCode >= 500) request.log.warn({ statusCode: reply.statusCode, route }, 'request failed');
    done();
  });

  app.setErrorHandler(handleError);
  if (!options.customNotFound) {
    app.setNotFoundHandler((request, reply) => {
      void reply.status(404).send(errorEnvelope('ROUTE_NOT_FOUND', '요청한 경로를 찾을 수 없습니다.', undefined, request.id));
    });
  }

  registerHealthRoutes(app, options.checks, () => shuttingDown);
  registerMetricsRoute(app, metrics.registry);

  return {
    app,
    metrics,
    markShuttingDown: () => {
      shuttingDown = true;
    },
  };
}
