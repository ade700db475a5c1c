import { randomUUID } from 'node:crypto';
import { userLoggedInV1 } from '@tov/contracts';
import type { Kafka } from 'kafkajs';
import { createKafka, createLogger, DIRECT_PUBLISH_RESERVATION, ensureTopics, OutboxRelay, outboxRow, type OutboxRow } from '../../src';
import { waitFor } from '../../src/testing';
import type { PrismaClient } from '../fixtures/service/src/generated/prisma/client';
import { connectKitFixture } from './kit-fixture';

const logger = createLogger({ name: 'kit-direct-test', level: 'silent' });
let db: PrismaClient;
let kafka: Kafka;
/** Every event id seen on the topic, in the order it arrived. */
const seen: string[] = [];
const stoppers: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  ({ db, kafka } = await connectKitFixture('kit-direct-test'));
  await ensureTopics(kafka, [userLoggedInV1.topic]);
  const consumer = kafka.consumer({ groupId: `kit-direct-${randomUUID()}`, maxWaitTimeInMs: 50 });
  await consumer.connect();
  await consumer.subscribe({ topic: userLoggedInV1.topic, fromBeginning: false });
  let joined = false;
  consumer.on(consumer.events.GROUP_JOIN, () => {
    joined = true;
  });
  await consumer.run({ eachMessage: async ({ message }) => void seen.push(JSON.parse(message.value!.toString()).id) });
  stoppers.push(() => consumer.disconnect());
  await waitFor(async () => (joined ? true : undefined), { timeoutMs: 30_000, what: 'the consumer to join' });
}, 120_000);

afterAll(async () => {
  for (const stop of stoppers.reverse()) await stop();
  await db.$disconnect();
});

/** Commits events the way a service's writer does: reserved for the process that publishes them. */
async function commitReserved(count: number, key = `direct-${randomUUID()}`, reservation = DIRECT_PUBLISH_RESERVATION): Promise<OutboxRow[]> {
  const rows = Array.from({ length: count }, (_, i) =>
    outboxRow({ event: userLoggedInV1, key, source: 'kit-test', data: { userId: key, loggedInAt: new Date(Date.now() + i).toISOString() } }),
  );
  for (const row of rows) {
    await db.$executeRawUnsafe(
      `INSERT INTO outbox_events (id, topic, key, type, version, payload, status, attempts, available_at, created_at)
       VALUES ($1::uuid, $2, $3, $4, $5, $6::jsonb, 'pending', 0, now() + $7::interval, clock_timestamp())`,
      row.id,
      row.topic,
      row.key,
      row.type,
      row.version,
      row.payload,
      reservation,
    );
  }
  return rows;
}

const statusOf = async (rows: OutboxRow[]) =>
  (await db.outboxEvent.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { createdAt: 'asc' } })).map((r) => r.status);
/** Waits until the rows are gone: a published row is deleted. */
const deleted = (rows: OutboxRow[]) =>
  waitFor(async () => ((await db.outboxEvent.count({ where: { id: { in: rows.map((r) => r.id) } } })) === 0 ? true : undefined), {
    timeoutMs: 10_000,
    what: 'the published rows deleted',
  });

it('publishes committed rows at once and in order, with no poll, and deletes them', async () => {
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 60_000, forgetEveryMs: 50 });
  stoppers.push(() => relay.stop(1_000));
  const rows = await commitReserved(5);
  relay.publishCommitted(rows);
  await waitFor(async () => (rows.every((r) => seen.includes(r.id)) ? true : undefined), { timeoutMs: 30_000, what: 'the five events' });
  expect(seen.filter((id) => rows.some((r) => r.id === id))).toEqual(rows.map((r) => r.id));
  await deleted(rows);
}, 60_000);

it('hands the rows back to the poller when Kafka refuses them, and the poller publishes them', async () => {
  const unreachable = createKafka('kit-direct-down', ['127.0.0.1:1'], logger);
  const broken = new OutboxRelay({ db, kafka: unreachable, logger, pollIntervalMs: 60_000 });
  const rows = await commitReserved(3);
  broken.publishCommitted(rows);
  // Released: due now instead of after the reservation, still pending.
  await waitFor(
    async () => {
      const due = await db.$queryRawUnsafe<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM outbox_events WHERE id = ANY($1::uuid[]) AND status = 'pending' AND available_at <= now()`,
        rows.map((r) => r.id),
      );
      return due[0]!.n === 3 ? true : undefined;
    },
    { timeoutMs: 30_000, what: 'the rows handed back' },
  );
  await broken.stop(500);
  expect(rows.some((r) => seen.includes(r.id))).toBe(false);

  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 50 });
  relay.start();
  stoppers.push(() => relay.stop(1_000));
  await waitFor(async () => (rows.every((r) => seen.includes(r.id)) ? true : undefined), { timeoutMs: 30_000, what: 'the poller to publish them' });
  await deleted(rows);
}, 90_000);

it('leaves the rows of a process that died before publishing to the poller until their reservation passes', async () => {
  const rows = await commitReserved(2, `died-${randomUUID()}`, '2 seconds');
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 100 });
  relay.start();
  stoppers.push(() => relay.stop(1_000));
  await new Promise((r) => setTimeout(r, 1_000));
  // Reserved: the poller has passed over them several times.
  expect(await statusOf(rows)).toEqual(['pending', 'pending']);
  expect(rows.some((r) => seen.includes(r.id))).toBe(false);
  await waitFor(async () => (rows.every((r) => seen.includes(r.id)) ? true : undefined), { timeoutMs: 30_000, what: 'the poller to take them over' });
  await deleted(rows);
}, 60_000);

it('publishes rows handed over during a send in the next one, none lost', async () => {
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 60_000, forgetEveryMs: 20 });
  stoppers.push(() => relay.stop(1_000));
  const groups = await Promise.all(Array.from({ length: 20 }, () => commitReserved(3)));
  for (const rows of groups) relay.publishCommitted(rows);
  const all = groups.flat();
  await waitFor(async () => (all.every((r) => seen.includes(r.id)) ? true : undefined), { timeoutMs: 30_000, what: 'all 60 events' });
  for (const rows of groups) expect(seen.filter((id) => rows.some((r) => r.id === id))).toEqual(rows.map((r) => r.id));
  await deleted(all);
}, 60_000);

it('vacuums the table once it has deleted the configured number of rows, by either path', async () => {
  const vacuums = async () =>
    (await db.$queryRawUnsafe<Array<{ n: number }>>(`SELECT vacuum_count::int AS n FROM pg_stat_user_tables WHERE relname = 'outbox_events'`))[0]!.n;
  // The earlier tests' relays still poll: stopped, so every row here is deleted by this relay.
  for (const stop of stoppers.splice(1).reverse()) await stop();
  const before = await vacuums();
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 50, forgetEveryMs: 20, vacuumEveryDeleted: 30 });
  relay.start();
  stoppers.push(() => relay.stop(1_000));
  // 20 published directly: fewer than the threshold, no vacuum yet.
  const direct = await commitReserved(20);
  relay.publishCommitted(direct);
  await deleted(direct);
  await new Promise((r) => setTimeout(r, 300));
  expect(await vacuums()).toBe(before);
  // 15 more through the poller (due at once): 35 deleted in all, one vacuum.
  const polled = await commitReserved(15, `polled-${randomUUID()}`, '0 seconds');
  await deleted(polled);
  await waitFor(async () => ((await vacuums()) === before + 1 ? true : undefined), { timeoutMs: 10_000, what: 'one vacuum of outbox_events' });
}, 60_000);
