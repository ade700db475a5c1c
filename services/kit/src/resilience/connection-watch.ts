import type { Logger } from 'pino';

export interface ConnectionWatch {
  /** A failure of the connection (an `'error'` event, a failed call): logged once per outage. */
  failed(error: unknown): void;
  /** The connection works again: logged once, with how long it was down and how many failures were seen. */
  recovered(): void;
  /** Whether the last thing seen was a failure. */
  isDown(): boolean;
}

/**
 * Logs a client's outage as two lines, "lost" and "back after N s", instead of one line per
 * reconnect attempt or failed call: a Redis or Postgres that is down for a minute would otherwise
 * write thousands of identical warnings. The handler also makes the client's `'error'` event
 * handled, which keeps the process alive (an EventEmitter without one throws).
 */
export function watchConnection(logger: Logger, dependency: string, client: string = dependency): ConnectionWatch {
  let downSince: number | undefined;
  let failures = 0;
  return {
    failed(error) {
      failures += 1;
      if (downSince !== undefined) return;
      downSince = Date.now();
      logger.warn({ dependency, client, err: (error as Error)?.message ?? String(error) }, `${client}: connection lost; reconnecting with backoff`);
    },
    recovered() {
      if (downSince === undefined) return;
      logger.info({ dependency, client, downMs: Date.now() - downSince, failures }, `${client}: connection back`);
      downSince = undefined;
      failures = 0;
    },
    isDown: () => downSince !== undefined,
  };
}
