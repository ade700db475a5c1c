import { randomUUID } from 'node:crypto';
import { userLoggedInV1 } from '@tov/contracts';
import { Partitioners, type Consumer, type Kafka } from 'kafkajs';
import { CLAIM_DUE_ROWS_SQL, createLogger, enqueueEvent, ensureTopics, on, onRun, OutboxRelay, startIdempotentConsumer, type SqlClient } from '../../src';
import { waitFor } from '../../src/testing';
import type { PrismaClient } from '../fixtures/service/src/generated/prisma/client';
import { connectKitFixture } from './kit-fixture';

const logger = createLogger({ name: 'kit-test', level: 'silent' });
let db: PrismaClient;
let kafka: Kafka;
let databaseUrl: string;
const topic = `kit.test.${Date.now()}`;
/** A topic of its own for the chunked-apply tests: they count every event they see. */
const burstTopic = `kit.burst.${Date.now()}`;
const stoppers: Array<() => Promise<unknown>> = [];
/** The logged-in contract on this file's own topics, so no other test's events reach its consumers. */
const loggedInHere = { ...userLoggedInV1, topic };
const loggedInBurst = { ...userLoggedInV1, topic: burstTopic };

beforeAll(async () => {
  ({ db, kafka, databaseUrl } = await connectKitFixture('kit-test'));
  await ensureTopics(kafka, [topic, `${topic}.dlq`, burstTopic, `${burstTopic}.dlq`, userLoggedInV1.topic]);
}, 120_000);

afterAll(async () => {
  for (const stop of stoppers.reverse()) await stop();
  await db.$disconnect();
});

function envelope(id = randomUUID()) {
  const userId = `u-${randomUUID()}`;
  return {
    id,
    type: 'auth.user.logged-in',
    version: 1,
    occurredAt: new Date().toISOString(),
    source: 'kit-test',
    key: userId,
    data: { userId, loggedInAt: new Date().toISOString() },
  };
}

async function produce(messages: Array<{ key: string; value: string }>, to = topic) {
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  await producer.send({ topic: to, messages });
  await producer.disconnect();
}

async function readDlq(of = topic): Promise<Consumer & { messages: string[] }> {
  const consumer = kafka.consumer({ groupId: `kit-dlq-${randomUUID()}` }) as Consumer & { messages: string[] };
  consumer.messages = [];
  await consumer.connect();
  await consumer.subscribe({ topic: `${of}.dlq`, fromBeginning: true });
  // error|value|consumer that dead-lettered it
  await consumer.run({
    eachMessage: async ({ message }) =>
      void consumer.messages.push(
        `${message.headers?.['dlq-error']?.toString()}|${message.value?.toString()}|${message.headers?.['dlq-consumer']?.toString()}`,
      ),
  });
  stoppers.push(() => consumer.disconnect());
  return consumer;
}

it('applies an event delivered twice exactly once', async () => {
  const handled: string[] = [];
  const consumer = await startIdempotentConsumer({
    kafka,
    db,
    logger,
    consumerName: `kit-once-${randomUUID()}`,
    subscriptions: [
      on(loggedInHere, async (event, tx: SqlClient) => {
        handled.push(event.id);
        await tx.$executeRawUnsafe('INSERT INTO projections (event_id, value) VALUES ($1, $2)', event.id, 'seen');
      }),
    ],
  });
  stoppers.push(() => consumer.stop());
  const event = envelope();
  const value = JSON.stringify(event);
  await produce([
    { key: event.key, value },
    { key: event.key, value },
  ]);
  await waitFor(async () => ((await db.projection.count({ where: { eventId: event.id } })) === 1 ? true : undefined), {
    timeoutMs: 30_000,
    what: 'the projection row',
  });
  // Give the duplicate time to arrive and be skipped.
  await new Promise((r) => setTimeout(r, 1_500));
  expect(handled).toEqual([event.id]);
  expect(await db.processedEvent.count({ where: { eventId: event.id } })).toBe(1);
}, 60_000);

it('sends a message that keeps failing to the dead-letter topic after bounded retries, and moves on', async () => {
  const dlq = await readDlq();
  let attempts = 0;
  const consumerName = `kit-dlq-${randomUUID()}`;
  const consumer = await startIdempotentConsumer({
    kafka,
    db,
    logger,
    consumerName,
    maxAttempts: 3,
    retryDelayMs: 10,
    subscriptions: [
      on(loggedInHere, async (event) => {
        if (event.data.userId.startsWith('u-')) {
          attempts += 1;
          throw new Error('projection store refused');
        }
      }),
    ],
  });
  stoppers.push(() => consumer.stop());
  const event = envelope();
  await produce([
    { key: event.key, value: JSON.stringify(event) },
    { key: 'junk', value: 'not json at all' },
  ]);
  // The topic also holds the earlier test's event, which this consumer dead-letters too: look for ours.
  const ours = (m: string) => m.startsWith('projection store refused|') && m.includes(event.id);
  const junk = (m: string) => m.startsWith('message is not JSON|');
  await waitFor(async () => (dlq.messages.some(ours) && dlq.messages.some(junk) ? true : undefined), { timeoutMs: 30_000, what: 'both dead letters' });
  expect(dlq.messages.filter(ours)).toHaveLength(1);
  expect(attempts).toBeGreaterThanOrEqual(3);
  // Failed effects roll back with their processed-event row: a later fix can replay the dead letter.
  expect(await db.processedEvent.count({ where: { consumer: consumerName, eventId: event.id } })).toBe(0);
}, 60_000);

it('publishes outbox rows in order per key and deletes them once published', async () => {
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 50 });
  const key = `order-${randomUUID()}`;
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    ids.push(
      await db.$transaction((tx) =>
        enqueueEvent(tx, { event: userLoggedInV1, key, source: 'kit-test', data: { userId: key, loggedInAt: new Date(Date.now() + i).toISOString() } }),
      ),
    );
  }
  const seen: string[] = [];
  const consumer = kafka.consumer({ groupId: `kit-order-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topic: userLoggedInV1.topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      if (message.key?.toString() === key) seen.push(JSON.parse(message.value!.toString()).id);
    },
  });
  stoppers.push(() => consumer.disconnect());
  relay.start();
  stoppers.push(() => relay.stop(1_000));
  await waitFor(async () => (seen.length === 5 ? true : undefined), { timeoutMs: 30_000, what: 'five events' });
  expect(seen).toEqual(ids);
  await waitFor(async () => ((await db.outboxEvent.count({ where: { key } })) === 0 ? true : undefined), {
    timeoutMs: 10_000,
    what: 'the published rows deleted',
  });
}, 60_000);

describe('the relay wakes on commit (no route pokes it)', () => {
  /** Events of `key` seen on the logged-in topic, from now on. */
  async function watch(key: string): Promise<string[]> {
    const seen: string[] = [];
    const consumer = kafka.consumer({ groupId: `kit-wake-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topic: userLoggedInV1.topic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        if (message.key?.toString() === key) seen.push(JSON.parse(message.value!.toString()).id);
      },
    });
    stoppers.push(() => consumer.disconnect());
    return seen;
  }
  const loggedIn = (key: string) => ({ event: userLoggedInV1, key, source: 'kit-test', data: { userId: key, loggedInAt: new Date().toISOString() } });

  it('publishes a committed event at once although the next poll is a minute away, and never a rolled-back one', async () => {
    const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 60_000, databaseUrl });
    relay.start();
    stoppers.push(() => relay.stop(1_000));
    await new Promise((r) => setTimeout(r, 500)); // the first pass and the LISTEN are done
    const key = `wake-${randomUUID()}`;
    const seen = await watch(key);
    await expect(
      db.$transaction(async (tx) => {
        await enqueueEvent(tx, loggedIn(key));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const committed = await db.$transaction((tx) => enqueueEvent(tx, loggedIn(key)));
    await waitFor(async () => (seen.length > 0 ? true : undefined), { timeoutMs: 10_000, what: 'the committed event on Kafka' });
    await new Promise((r) => setTimeout(r, 500));
    expect(seen).toEqual([committed]);
  }, 60_000);

  it('listens again after its connection is cut (a database restart) and is woken by the next commit', async () => {
    const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 60_000, databaseUrl });
    relay.start();
    stoppers.push(() => relay.stop(1_000));
    await new Promise((r) => setTimeout(r, 500));
    const cut = await db.$queryRawUnsafe<Array<{ cut: boolean }>>(
      `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE query = 'LISTEN outbox_events' AND datname = current_database()`,
    );
    expect(cut.length).toBeGreaterThan(0);
    await waitFor(
      async () =>
        (
          await db.$queryRawUnsafe<Array<{ n: number }>>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'LISTEN outbox_events' AND datname = current_database()`,
          )
        )[0]!.n >= cut.length
          ? true
          : undefined,
      { timeoutMs: 10_000, what: 'the listener back' },
    );
    const key = `wake-again-${randomUUID()}`;
    const seen = await watch(key);
    const committed = await db.$transaction((tx) => enqueueEvent(tx, loggedIn(key)));
    await waitFor(async () => (seen.includes(committed) ? true : undefined), { timeoutMs: 10_000, what: 'the event after the reconnect' });
  }, 60_000);
});

it('claims due rows through the partial index, however many published (deleted, not yet vacuumed) rows the table holds', async () => {
  const key = `claim-${randomUUID()}`;
  await db.$executeRawUnsafe(
    `INSERT INTO outbox_events (id, topic, key, type, version, payload)
     SELECT gen_random_uuid(), $1, $2, 'auth.user.logged-in', 1, '{}'::jsonb FROM generate_series(1, 3000)`,
    topic,
    key,
  );
  // Published as the relay does it: every row is deleted and stays as a dead version until vacuum.
  await db.$executeRawUnsafe(`DELETE FROM outbox_events WHERE key = $1`, key);
  await db.$executeRawUnsafe('ANALYZE outbox_events');
  try {
    const explained = await db.$queryRawUnsafe<Array<{ 'QUERY PLAN': unknown }>>(`EXPLAIN (FORMAT JSON) ${CLAIM_DUE_ROWS_SQL}`, 200);
    const text = JSON.stringify(explained[0]?.['QUERY PLAN']);
    expect(text).toContain('"Index Name":"outbox_events_due_idx"');
    expect(text).not.toMatch(/"Node Type":"(Incremental )?Sort"/); // the index order is the publishing order
  } finally {
    await db.$executeRawUnsafe('DELETE FROM outbox_events WHERE key = $1', key);
  }
});

it('rejects an event whose data breaks its contract before anything is written', async () => {
  await expect(
    db.$transaction((tx) => enqueueEvent(tx, { event: userLoggedInV1, key: 'k', source: 'kit-test', data: { userId: 42 } as never })),
  ).rejects.toThrow();
  expect(await db.outboxEvent.count({ where: { key: 'k' } })).toBe(0);
});

describe('a burst of events (applied a chunk per transaction)', () => {
  const projectionCount = async (ids: string[]) => db.projection.count({ where: { eventId: { in: ids } } });

  it('applies each event once and in order, a duplicate inside the burst too, handing runs to a batch handler', async () => {
    const key = `burst-${randomUUID()}`; // one key: one partition, one order
    const runs: string[][] = [];
    const consumer = await startIdempotentConsumer({
      kafka,
      db,
      logger,
      consumerName: `kit-burst-${randomUUID()}`,
      fromBeginning: false,
      chunkSize: 100,
      subscriptions: [
        onRun(loggedInBurst, async (all, tx: SqlClient) => {
          const events = all.filter((e) => e.key === key); // not another test's
          if (events.length === 0) return;
          runs.push(events.map((e) => e.id));
          for (const event of events) await tx.$executeRawUnsafe('INSERT INTO projections (event_id, value) VALUES ($1, $2)', event.id, 'burst');
        }),
      ],
    });
    stoppers.push(() => consumer.stop());
    await waitFor(async () => (consumer.hasJoined() ? true : undefined), { timeoutMs: 30_000, what: 'the group join' });
    const events = Array.from({ length: 300 }, () => ({ ...envelope(), key }));
    const sent = [...events.slice(0, 150), events[10]!, ...events.slice(150)];
    await produce(
      sent.map((e) => ({ key, value: JSON.stringify(e) })),
      burstTopic,
    );

    const ids = events.map((e) => e.id);
    await waitFor(async () => ((await projectionCount(ids)) === 300 ? true : undefined), { timeoutMs: 30_000, what: 'all 300 projections' });
    await new Promise((r) => setTimeout(r, 500)); // nothing more may arrive
    expect(runs.flat()).toEqual(ids);
    expect(runs.length).toBeLessThan(300);
    expect(Math.max(...runs.map((r) => r.length))).toBeGreaterThan(1);
    expect(Math.max(...runs.map((r) => r.length))).toBeLessThanOrEqual(100);
  }, 60_000);

  it('rolls a failing chunk back and applies it one by one: the bad event is dead-lettered, the others applied once', async () => {
    const dlq = await readDlq(burstTopic);
    const key = `burst-${randomUUID()}`;
    const events = Array.from({ length: 40 }, () => ({ ...envelope(), key }));
    const bad = events[25]!.id;
    const applied: string[] = [];
    const consumerName = `kit-burst-fail-${randomUUID()}`;
    const consumer = await startIdempotentConsumer({
      kafka,
      db,
      logger,
      consumerName,
      fromBeginning: false,
      retryDelayMs: 10,
      subscriptions: [
        on(loggedInBurst, async (event, tx: SqlClient) => {
          if (event.key !== key) return; // another test's event
          await tx.$executeRawUnsafe('INSERT INTO projections (event_id, value) VALUES ($1, $2)', event.id, 'one-by-one');
          if (event.id === bad) throw new Error('cannot project this one');
          applied.push(event.id);
        }),
      ],
    });
    stoppers.push(() => consumer.stop());
    await waitFor(async () => (consumer.hasJoined() ? true : undefined), { timeoutMs: 30_000, what: 'the group join' });
    await produce([...events.map((e) => ({ key, value: JSON.stringify(e) })), { key, value: '{"half": "an event"' }], burstTopic);

    const good = events.map((e) => e.id).filter((id) => id !== bad);
    // Ours only: the other test's consumer, still subscribed, dead-letters the non-JSON message too.
    const ours = dlq.messages;
    const badLetter = (m: string) => m.includes(bad) && m.endsWith(`|${consumerName}`);
    const junkLetter = (m: string) => m.startsWith('message is not JSON|') && m.endsWith(`|${consumerName}`);
    await waitFor(async () => (ours.some(badLetter) && ours.some(junkLetter) ? true : undefined), { timeoutMs: 30_000, what: 'the two dead letters' });
    // The junk came last on the partition: once it is dead-lettered, every event before it was applied.
    expect(await projectionCount(good)).toBe(39);
    expect(await projectionCount([bad])).toBe(0); // rolled back with its processed-event row
    // The list also holds what the rolled-back chunk did before it failed; the rows say what committed: each once.
    expect(new Set(applied)).toEqual(new Set(good));
    expect(ours.filter(badLetter)).toHaveLength(1);
  }, 60_000);
});
