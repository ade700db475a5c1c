import { createLogger } from '../observability/logger';
import { startTracing } from '../observability/tracing';
import { installGracefulShutdown } from '../shutdown';
import type { ProcessConfig, ServiceDb, ServiceDefinition } from './service-definition';
import { startService } from './service-runtime';

/**
 * Runs a service as a process: configuration from the environment (a bad value stops the start with
 * every problem listed), tracing, the clients, topics, the relay, the consumer and the background
 * work, then HTTP on HOST:PORT. On SIGTERM or SIGINT: readiness off, HTTP drained, then the steps of
 * `startService` in order, within SHUTDOWN_TIMEOUT_MS.
 */
export function runService<C extends ProcessConfig, Db extends ServiceDb | undefined, Deps>(definition: ServiceDefinition<C, Db, Deps>): void {
  const main = async () => {
    const config = definition.loadConfig(process.env);
    const tracing = startTracing(config.SERVICE_NAME, config.OTEL_EXPORTER_OTLP_ENDPOINT);
    const logger = createLogger({ name: config.SERVICE_NAME, level: config.LOG_LEVEL });
    const started = await startService(definition, config, logger);
    if (started.runtime.db) started.runtime.relay.start();
    for (const task of started.background) task.start();
    await started.service.app.listen({ host: config.HOST, port: config.PORT });
    installGracefulShutdown(
      logger,
      [
        { name: 'readiness', run: async () => started.service.markShuttingDown() },
        { name: 'http', run: () => started.service.app.close() },
        ...started.closeSteps,
        { name: 'tracing', run: () => tracing.shutdown() },
      ],
      config.SHUTDOWN_TIMEOUT_MS,
    );
  };
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
