import { createLogger, createRedis, installGracefulShutdown, serveMetrics, serviceShutdownSteps, startTracing } from '@tov/kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { RevocationList } from './revocation-list';

async function main(): Promise<void> {
  const config = loadConfig();
  const tracing = startTracing(config.SERVICE_NAME, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const logger = createLogger({ name: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const redis = createRedis(config.REDIS_URL, { logger });
  const revocations = new RevocationList(redis, createRedis(config.REDIS_URL, { logger, name: 'redis (revocations)' }));
  // Not awaited: with Redis down at boot the gateway serves the public routes, and token checks
  // answer 503 until the list is loaded (RevocationList).
  void revocations.start();
  const { app, markShuttingDown, metrics } = await buildApp({ config, logger, redis, revocations });
  const metricsServer = await serveMetrics(metrics.registry, config.METRICS_HOST, config.METRICS_PORT);
  await app.listen({ host: config.HOST, port: config.PORT });

  installGracefulShutdown(
    logger,
    serviceShutdownSteps({
      markShuttingDown,
      app,
      beforeOutbox: [
        { name: 'revocations', run: () => revocations.stop() },
        { name: 'metrics listener', run: () => new Promise<void>((resolve) => metricsServer.close(() => resolve())) },
      ],
      redis,
      tracing,
    }),
    config.SHUTDOWN_TIMEOUT_MS,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
