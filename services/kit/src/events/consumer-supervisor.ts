import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { RunningConsumer } from './consumer';

/**
 * Starts a service's consumer in the background and keeps it running: while Kafka is unreachable
 * at boot it keeps trying (the API answers meanwhile from its projections; the outbox keeps what it
 * publishes), and readiness (`consumerCheck`) says when the consumer has joined. After a broker
 * restart kafkajs restarts a consumer that crashed on a retriable error by itself; one that crashed
 * for good (`restart: false`) is stopped and started again here, after `retryMs`, so consuming
 * always resumes without a restart of the process.
 */
export function superviseConsumer(start: () => Promise<RunningConsumer>, options: { logger: Logger; retryMs: number }) {
  let running: RunningConsumer | undefined;
  let stopping = false;
  let loop: Promise<void> = Promise.resolve();

  const startLoop = async (): Promise<void> => {
    while (!stopping) {
      try {
        const consumer = await start();
        if (stopping) {
          await consumer.stop();
          return;
        }
        running = consumer;
        consumer.consumer.on(consumer.consumer.events.CRASH, (event) => {
          if (event.payload.restart || stopping || running !== consumer) return;
          options.logger.warn({ err: event.payload.error?.message }, 'consumer crashed and kafkajs will not restart it; starting it again');
          running = undefined;
          loop = (async () => {
            await consumer.stop().catch(() => undefined);
            await sleep(options.retryMs);
            await startLoop();
          })();
        });
        options.logger.info('consumer started');
        return;
      } catch (error) {
        options.logger.warn({ err: (error as Error).message }, 'could not start the consumer yet; retrying');
        await sleep(options.retryMs);
      }
    }
  };
  loop = startLoop();
  return {
    current: () => running,
    async stop() {
      stopping = true;
      await loop.catch(() => undefined);
      await running?.stop();
    },
  };
}
