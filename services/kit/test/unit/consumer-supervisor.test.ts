import { EventEmitter } from 'node:events';
import pino from 'pino';
import type { Consumer } from 'kafkajs';
import { superviseConsumer, type RunningConsumer } from '../../src';

const EVENTS = {
  START_BATCH_PROCESS: 'consumer.start_batch_process',
  END_BATCH_PROCESS: 'consumer.end_batch_process',
  HEARTBEAT: 'consumer.heartbeat',
  CRASH: 'consumer.crash',
};

/** A consumer as kafkajs gives it, reduced to its events and its lag; `stop` can hang like a stuck disconnect. */
function fakeConsumer(options: { stopHangs?: boolean; lag?: () => number | null } = {}) {
  const emitter = new EventEmitter();
  let stopped = false;
  const running: RunningConsumer = {
    consumer: { events: EVENTS, on: (event: string, listener: (e: unknown) => void) => emitter.on(event, listener) } as unknown as Consumer,
    hasJoined: () => true,
    lag: async () => (options.lag ? options.lag() : 0),
    stop: () => (options.stopHangs ? new Promise<void>(() => undefined) : Promise.resolve().then(() => void (stopped = true))),
  };
  return { running, emit: (event: string, payload: unknown = {}) => emitter.emit(event, { payload }), wasStopped: () => stopped };
}

const logger = pino({ level: 'silent' });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => boolean, ms = 3_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await pause(20)) if (check()) return;
  throw new Error('condition not met in time');
};

describe('consumer supervisor', () => {
  it('replaces a consumer that processes nothing while messages wait, even when stopping it hangs', async () => {
    const made = [fakeConsumer({ stopHangs: true, lag: () => 8 }), fakeConsumer()];
    let starts = 0;
    const supervisor = superviseConsumer(async () => made[starts++]!.running, { logger, retryMs: 10, stallMs: 300 });
    await until(() => supervisor.current() === made[0]!.running);
    await until(() => supervisor.current() === made[1]!.running, 7_000);
    expect(starts).toBe(2);
    await supervisor.stop();
    expect(made[1]!.wasStopped()).toBe(true);
  });

  it('replaces an idle consumer whose lag cannot be read for three stall periods, and not before', async () => {
    const made = [fakeConsumer({ lag: () => null }), fakeConsumer()];
    let starts = 0;
    const startedAt = Date.now();
    const supervisor = superviseConsumer(async () => made[starts++]!.running, { logger, retryMs: 10, stallMs: 200 });
    await until(() => supervisor.current() === made[1]!.running, 5_000);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(600);
    expect(starts).toBe(2);
    await supervisor.stop();
  });

  it('keeps an idle consumer with nothing waiting, and one inside a long batch (waiting for its database)', async () => {
    const idle = fakeConsumer({ lag: () => 0 });
    const busy = fakeConsumer({ lag: () => 50 });
    const started: RunningConsumer[] = [];
    const a = superviseConsumer(async () => (started.push(idle.running), idle.running), { logger, retryMs: 10, stallMs: 200 });
    const b = superviseConsumer(async () => (started.push(busy.running), busy.running), { logger, retryMs: 10, stallMs: 200 });
    await until(() => a.current() === idle.running && b.current() === busy.running);
    busy.emit(EVENTS.START_BATCH_PROCESS);
    // Waiting for its database, it heartbeats.
    const beating = setInterval(() => busy.emit(EVENTS.HEARTBEAT), 100);
    await pause(1_200);
    clearInterval(beating);
    expect(started).toHaveLength(2);
    expect([a.current(), b.current()]).toEqual([idle.running, busy.running]);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('replaces a consumer stuck inside a batch (no heartbeat for two stall periods)', async () => {
    const made = [fakeConsumer({ lag: () => 5 }), fakeConsumer()];
    let starts = 0;
    const supervisor = superviseConsumer(async () => made[starts++]!.running, { logger, retryMs: 10, stallMs: 200 });
    await until(() => supervisor.current() === made[0]!.running);
    made[0]!.emit(EVENTS.START_BATCH_PROCESS);
    await until(() => supervisor.current() === made[1]!.running, 3_000);
    expect(starts).toBe(2);
    await supervisor.stop();
  });

  it('does not replace a consumer whose messages arrived a moment before it fetches them', async () => {
    let waiting = 0;
    const only = fakeConsumer({ lag: () => waiting });
    let starts = 0;
    const supervisor = superviseConsumer(async () => (starts++, only.running), { logger, retryMs: 10, stallMs: 300 });
    await until(() => supervisor.current() === only.running);
    await pause(400);
    waiting = 3; // seen once, then the consumer processes them before the next check
    await pause(60);
    only.emit(EVENTS.START_BATCH_PROCESS);
    only.emit(EVENTS.END_BATCH_PROCESS);
    waiting = 0;
    await pause(800);
    expect(starts).toBe(1);
    await supervisor.stop();
  });

  it('starts again a consumer that crashed for good, and leaves one kafkajs restarts itself', async () => {
    const made = [fakeConsumer(), fakeConsumer()];
    let starts = 0;
    const supervisor = superviseConsumer(async () => made[starts++]!.running, { logger, retryMs: 10, stallMs: 60_000 });
    await until(() => supervisor.current() === made[0]!.running);
    made[0]!.emit(EVENTS.CRASH, { restart: true, error: new Error('retriable') });
    await pause(100);
    expect(starts).toBe(1);
    made[0]!.emit(EVENTS.CRASH, { restart: false, error: new Error('for good') });
    await until(() => supervisor.current() === made[1]!.running);
    expect(made[0]!.wasStopped()).toBe(true);
    await supervisor.stop();
  });
});
