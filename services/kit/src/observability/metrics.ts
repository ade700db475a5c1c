import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One Prometheus registry per app, with process metrics and an HTTP latency histogram. */
export function createMetrics(serviceName: string): {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  counter(name: string, help: string, labels?: string[]): Counter<string>;
} {
  const registry = new Registry();
  registry.setDefaultLabels({ service: serviceName });
  // The event-loop delay is sampled every 100 ms, not prom-client's default 10 ms: each sample is a
  // wake-up, and a hundred a second made up much of an idle service's CPU on this machine.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const counter = (name: string, help: string, labels: string[] = []) => new Counter({ name, help, labelNames: labels, registers: [registry] });
  return { registry, httpDuration, counter };
}

export function registerMetricsRoute(app: FastifyInstance, registry: Registry): void {
  app.get('/metrics', async (_request, reply) => {
    void reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

/**
 * `/metrics` on a listener of its own (the gateway's: its main port is public, so the metrics are
 * served on an internal address only). Resolves once it listens; `close()` the server to stop it.
 */
export async function serveMetrics(registry: Registry, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
