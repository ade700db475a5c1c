import { EventEmitter } from 'node:events';
import pino from 'pino';
import type { Consumer } from 'kafkajs';
import { superviseConsumer, type RunningConsumer } from '../../src';

const EVENTS = {
  FETCH_START: 'consumer.fetch_start',
  HEARTBEAT: 'consumer.heartbeat',
  START_BATCH_PROCESS: 'consumer.start_batch_process',
  END_BATCH_PROCESS: 'consumer.end_batch_process',
  GROUP_JOIN: 'consumer.group_join',
  CRASH: 'consumer.crash',
};

/** A consumer as kafkajs gives it, reduced to its events; `stop` can be made to hang like a stuck disconnect. */
function fakeConsumer(options: { stopHangs?: boolean } = {}) {
  const emitter = new EventEmitter();
  let stopped = false;
  const running: RunningConsumer = {
    consumer: { events: EVENTS, on: (event: string, listener: (e: unknown) => void) => emitter.on(event, listener) } as unknown as Consumer,
    hasJoined: () => true,
    stop: () => (options.stopHangs ? new Promise<void>(() => undefined) : Promise.resolve().then(() => void (stopped = true))),
  };
  return { running, emit: (event: string, payload: unknown = {}) => emitter.emit(event, { payload }), wasStopped: () => stopped };
}

const logger = pino({ level: 'silent' });
const until = async (check: () => boolean, ms = 3_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (check()) return;
  throw new Error('condition not met in time');
};

describe('consumer supervisor', () => {
  it('replaces a consumer that shows no sign of life for the stall time, even when stopping it hangs', async () => {
    const made = [fakeConsumer({ stopHangs: true }), fakeConsumer()];
    let starts = 0;
    const supervisor = superviseConsumer(async () => made[starts++]!.running, { logger, retryMs: 10, stallMs: 300 });
    await until(() => supervisor.current() === made[0]!.running);
    await until(() => supervisor.current() === made[1]!.running, 6_500);
    expect(starts).toBe(2);
    await supervisor.stop();
    expect(made[1]!.wasStopped()).toBe(true);
  });

  it('keeps a consumer that fetches or heartbeats (one waiting for its database) however long it runs', async () => {
    const only = fakeConsumer();
    let starts = 0;
    const supervisor = superviseConsumer(async () => {
      starts += 1;
      return only.running;
    }, { logger, retryMs: 10, stallMs: 300 });
    await until(() => supervisor.current() === only.running);
    const beat = setInterval(() => only.emit(starts % 2 ? EVENTS.HEARTBEAT : EVENTS.FETCH_START), 100);
    await new Promise((r) => setTimeout(r, 1_200));
    clearInterval(beat);
    expect(starts).toBe(1);
    expect(supervisor.current()).toBe(only.running);
    await supervisor.stop();
  });

  it('starts again a consumer that crashed for good, and leaves one kafkajs restarts itself', async () => {
    const made = [fakeConsumer(), fakeConsumer()];
    let starts = 0;
    const supervisor = superviseConsumer(async () => made[starts++]!.running, { logger, retryMs: 10, stallMs: 60_000 });
    await until(() => supervisor.current() === made[0]!.running);
    made[0]!.emit(EVENTS.CRASH, { restart: true, error: new Error('retriable') });
    await new Promise((r) => setTimeout(r, 100));
    expect(starts).toBe(1);
    made[0]!.emit(EVENTS.CRASH, { restart: false, error: new Error('for good') });
    await until(() => supervisor.current() === made[1]!.running);
    expect(made[0]!.wasStopped()).toBe(true);
    await supervisor.stop();
  });
});
