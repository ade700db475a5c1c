import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { RunningConsumer } from './consumer';

/** How long a consumer may show no sign of life (no fetch, heartbeat, batch or crash) before it is replaced. */
export const CONSUMER_STALL_MS = 30_000;
/** How long stopping a replaced consumer may take before it is left behind (its disconnect can hang on a dead broker). */
const STOP_WAIT_MS = 5_000;

/**
 * Starts a service's consumer in the background and keeps it running: while Kafka is unreachable
 * at boot it keeps trying (the API answers meanwhile from its projections; the outbox keeps what it
 * publishes), and readiness (`consumerCheck`) says when the consumer has joined. After a broker
 * restart kafkajs restarts a consumer that crashed on a retriable error by itself; one that crashed
 * for good (`restart: false`) is stopped and started again here, after `retryMs`, so consuming
 * always resumes without a restart of the process.
 *
 * A watchdog covers the case kafkajs leaves behind: after "Crash: KafkaJSNumberOfRetriesExceeded"
 * while the broker is still down, its crash handler can hang in `disconnect()` and neither emit the
 * crash nor restart (seen in the fault suite: the consumer stayed silent and its events unapplied).
 * A consumer alive fetches every few hundred ms, and one waiting for its database heartbeats, so
 * `stallMs` without any of these means it is gone: it is replaced like a crashed one.
 */
export function superviseConsumer(start: () => Promise<RunningConsumer>, options: { logger: Logger; retryMs: number; stallMs?: number }) {
  const stallMs = options.stallMs ?? CONSUMER_STALL_MS;
  let running: RunningConsumer | undefined;
  let stopping = false;
  let loop: Promise<void> = Promise.resolve();
  let watchdog: NodeJS.Timeout | undefined;

  const replace = (consumer: RunningConsumer, why: string, err?: string) => {
    if (stopping || running !== consumer) return;
    options.logger.warn({ err }, `consumer ${why}; starting it again`);
    running = undefined;
    clearInterval(watchdog);
    loop = (async () => {
      await Promise.race([consumer.stop().catch(() => undefined), sleep(STOP_WAIT_MS)]);
      await sleep(options.retryMs);
      await startLoop();
    })();
  };

  const startLoop = async (): Promise<void> => {
    while (!stopping) {
      try {
        const consumer = await start();
        if (stopping) {
          await consumer.stop();
          return;
        }
        running = consumer;
        const { events } = consumer.consumer;
        let lastSign = Date.now();
        const alive = () => {
          lastSign = Date.now();
        };
        for (const event of [events.FETCH_START, events.HEARTBEAT, events.START_BATCH_PROCESS, events.END_BATCH_PROCESS, events.GROUP_JOIN]) consumer.consumer.on(event, alive);
        consumer.consumer.on(events.CRASH, (event) => {
          alive();
          if (!event.payload.restart) replace(consumer, 'crashed and kafkajs will not restart it', event.payload.error?.message);
        });
        clearInterval(watchdog);
        watchdog = setInterval(() => {
          const silentMs = Date.now() - lastSign;
          if (silentMs > stallMs) replace(consumer, `showed no sign of life for ${silentMs} ms`);
        }, Math.max(100, Math.floor(stallMs / 6)));
        watchdog.unref();
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
      clearInterval(watchdog);
      await loop.catch(() => undefined);
      await running?.stop();
    },
  };
}
