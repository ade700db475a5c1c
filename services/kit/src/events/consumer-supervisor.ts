import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { RunningConsumer } from './consumer';

/**
 * Starts a service's consumer in the background and keeps trying while Kafka is unreachable at
 * boot: the API answers meanwhile (from its projections; the outbox keeps what it publishes), and
 * readiness (`consumerCheck`) says when the consumer has joined.
 */
export function superviseConsumer(start: () => Promise<RunningConsumer>, options: { logger: Logger; retryMs: number }) {
  let running: RunningConsumer | undefined;
  let stopping = false;
  const loop = async (): Promise<void> => {
    while (!stopping) {
      try {
        running = await start();
        options.logger.info('consumer started');
        return;
      } catch (error) {
        options.logger.warn({ err: (error as Error).message }, 'could not start the consumer yet; retrying');
        await sleep(options.retryMs);
      }
    }
  };
  const started = loop();
  return {
    current: () => running,
    async stop() {
      stopping = true;
      await started.catch(() => undefined);
      await running?.stop();
    },
  };
}
