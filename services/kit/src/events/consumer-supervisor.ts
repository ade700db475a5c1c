import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { RunningConsumer } from './consumer';

/** How long a consumer with messages waiting may process no batch before it is replaced. */
export const CONSUMER_STALL_MS = 30_000;
/** A consumer idle this many stall periods whose lag cannot be read at all is replaced too. */
const UNKNOWN_LAG_STALLS = 3;
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
 * crash nor restart (seen in the fault suite: events waited on the topic, unapplied, while readiness
 * said ready). So a consumer that is not inside a batch (one waiting for its database is), has
 * processed no batch for `stallMs` and has messages waiting past its committed offsets is replaced
 * like a crashed one. An idle consumer with nothing waiting is left alone.
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

  const watch = (consumer: RunningConsumer) => {
    const { events } = consumer.consumer;
    let inBatch = false;
    let lastBatchAt = Date.now();
    let checking = false;
    consumer.consumer.on(events.START_BATCH_PROCESS, () => {
      inBatch = true;
      lastBatchAt = Date.now();
    });
    consumer.consumer.on(events.END_BATCH_PROCESS, () => {
      inBatch = false;
      lastBatchAt = Date.now();
    });
    // Inside a batch the consumer heartbeats (also while it waits for its database): a batch with no
    // heartbeat for two stall periods is stuck, not slow.
    let lastHeartbeatAt = Date.now();
    consumer.consumer.on(events.HEARTBEAT, () => {
      lastHeartbeatAt = Date.now();
    });
    consumer.consumer.on(events.CRASH, (event) => {
      inBatch = false;
      if (!event.payload.restart) replace(consumer, 'crashed and kafkajs will not restart it', event.payload.error?.message);
    });
    clearInterval(watchdog);
    // Messages that arrived a moment ago wait too: only waiting seen on two checks a tick apart, with
    // no batch in between, counts as a stall.
    let suspected = false;
    watchdog = setInterval(
      () => {
        const idleMs = Date.now() - lastBatchAt;
        if (inBatch && Date.now() - Math.max(lastBatchAt, lastHeartbeatAt) > stallMs * 2) {
          replace(consumer, `stuck inside a batch: no heartbeat for ${Date.now() - Math.max(lastBatchAt, lastHeartbeatAt)} ms`);
          return;
        }
        if (inBatch || idleMs <= stallMs) {
          suspected = false;
          return;
        }
        if (checking || !consumer.lag) return;
        checking = true;
        consumer
          .lag()
          .then((waiting) => {
            // A batch may have begun while the lag was read: that is progress, not a stall.
            if (inBatch || Date.now() - lastBatchAt <= stallMs) {
              suspected = false;
              return;
            }
            if (waiting !== 0) options.logger.info({ idleMs: Date.now() - lastBatchAt, waiting, suspected }, 'consumer idle past the stall limit; lag read');
            if (waiting === null && Date.now() - lastBatchAt > stallMs * UNKNOWN_LAG_STALLS) {
              // Kafka could not say for long while nothing was processed: a fresh consumer costs a rejoin, a hung one every event.
              replace(consumer, `processed no batch for ${Date.now() - lastBatchAt} ms and its lag could not be read`);
            } else if (waiting === null) {
              suspected = false; // Kafka cannot say yet: look again at the next tick
            } else if (waiting === 0) {
              suspected = false;
              lastBatchAt = Date.now() - stallMs / 2; // nothing waits: look again in a while
            } else if (suspected) {
              replace(consumer, `processed no batch for ${Date.now() - lastBatchAt} ms with ${waiting} messages waiting`);
            } else {
              suspected = true;
            }
          })
          .finally(() => {
            checking = false;
          });
      },
      Math.max(50, Math.floor(stallMs / 6)),
    );
    watchdog.unref();
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
        watch(consumer);
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
