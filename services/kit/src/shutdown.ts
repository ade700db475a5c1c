import type { Logger } from 'pino';
import { closeRedis } from './redis';
import { isPostgresConnectionError, isSocketError, unavailableDependency } from './resilience/dependency-errors';

export interface ShutdownStep {
  name: string;
  run(): Promise<unknown>;
}

/**
 * On SIGTERM or SIGINT runs the steps in order (drain HTTP, flush the outbox, close clients) within
 * a time limit, then exits. The same signal again (Ctrl-C pressed twice) exits at once; the other
 * one lets the shutdown finish: Ctrl-C under `npm start` sends SIGINT to every process and the
 * launcher then asks each to stop with SIGTERM.
 */
export function installGracefulShutdown(logger: Logger, steps: ShutdownStep[], timeoutMs: number): void {
  installProcessGuards(logger);
  let stoppingOn: string | undefined;
  const stop = async (signal: string) => {
    if (stoppingOn === signal) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    if (stoppingOn) {
      logger.info({ signal }, 'already shutting down');
      return;
    }
    stoppingOn = signal;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    let failed = false;
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        failed = true;
        logger.error({ step: step.name, err: (error as Error).message }, 'shutdown step failed');
      }
    }
    clearTimeout(timer);
    logger.info('stopped');
    logger.flush?.();
    process.exit(failed ? 1 : 0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/**
 * The usual order for a service: readiness off (load balancers drain it), HTTP drained, then its own
 * steps (workers, consumers), the outbox flushed, then the clients closed and traces sent.
 */
export function serviceShutdownSteps(parts: {
  markShuttingDown(): void;
  app: { close(): Promise<unknown> };
  beforeOutbox?: ShutdownStep[];
  relay?: { stop(): Promise<void> };
  afterOutbox?: ShutdownStep[];
  kafkaReady?: { close(): Promise<void> };
  redis?: { quit(): Promise<unknown>; disconnect?(): void; status?: string };
  db?: { $disconnect(): Promise<void> };
  tracing: { shutdown(): Promise<void> };
}): ShutdownStep[] {
  const step = (name: string, run: (() => Promise<unknown>) | undefined): ShutdownStep[] => (run ? [{ name, run }] : []);
  return [
    { name: 'readiness', run: async () => parts.markShuttingDown() },
    { name: 'http', run: () => parts.app.close() },
    ...(parts.beforeOutbox ?? []),
    ...step('outbox', parts.relay && (() => parts.relay!.stop())),
    ...(parts.afterOutbox ?? []),
    ...step('kafka', parts.kafkaReady && (() => parts.kafkaReady!.close())),
    ...step('redis', parts.redis && (() => closeRedis(parts.redis!))),
    ...step('postgres', parts.db && (() => parts.db!.$disconnect())),
    { name: 'tracing', run: () => parts.tracing.shutdown() },
  ];
}

let guardsInstalled = false;

/**
 * The last line of defence behind the clients' own error handlers (docs/decisions/030-process-guards.md): an error
 * that says a dependency is unreachable and reaches the process unhandled (an `'error'` event
 * nobody listens to, a forgotten promise) is logged and the process keeps serving; the dependency's
 * client reconnects by itself. Anything else is a bug: logged as fatal, and the process exits as
 * Node would. Installed once per process, by `installGracefulShutdown`.
 */
export function installProcessGuards(logger: Logger): void {
  if (guardsInstalled) return;
  guardsInstalled = true;
  const handle = (error: unknown, kind: string) => {
    const dependency = unavailableDependency(error) ?? (isPostgresConnectionError(error) || isSocketError(error) ? 'network' : undefined);
    const err = error instanceof Error ? { message: error.message, name: error.name, stack: error.stack } : String(error);
    if (dependency) {
      logger.error({ dependency, err }, `${kind} from a dependency's client (an error nobody handled): the process keeps running`);
      return;
    }
    logger.fatal({ err }, kind);
    logger.flush?.();
    process.exit(1);
  };
  process.on('unhandledRejection', (reason) => handle(reason, 'unhandled rejection'));
  process.on('uncaughtException', (error) => handle(error, 'uncaught exception'));
}
