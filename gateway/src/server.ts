import { createLogger, createRedis, installGracefulShutdown, serviceShutdownSteps, startTracing } from '@tov/kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { RevocationList } from './revocation-list';

async function main(): Promise<void> {
  const config = loadConfig();
  const tracing = startTracing(config.SERVICE_NAME, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const logger = createLogger({ name: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const redis = createRedis(config.REDIS_URL);
  const revocations = new RevocationList(redis, createRedis(config.REDIS_URL));
  await revocations.start();
  const { app, markShuttingDown } = await buildApp({ config, logger, redis, revocations });
  await app.listen({ host: config.HOST, port: config.PORT });

  installGracefulShutdown(
    logger,
    serviceShutdownSteps({ markShuttingDown, app, beforeOutbox: [{ name: 'revocations', run: () => revocations.stop() }], redis, tracing }),
    config.SHUTDOWN_TIMEOUT_MS,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
