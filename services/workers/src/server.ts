import { createLogger, installGracefulShutdown, startTracing } from '@tov/kit';
import { loadConfig } from './config';
import { createRuntime } from './runtime';

async function main(): Promise<void> {
  const config = loadConfig();
  const tracing = startTracing(config.SERVICE_NAME, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const logger = createLogger({ name: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const runtime = createRuntime(config, logger);
  await runtime.app.listen({ host: config.HOST, port: config.PORT });
  installGracefulShutdown(logger, [...runtime.shutdownSteps, { name: 'tracing', run: () => tracing.shutdown() }], config.SHUTDOWN_TIMEOUT_MS);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
