// The idempotent consumer while its database is unreachable (on the real Kafka and Postgres): the
// handler answers as the clients do when Postgres is down, a few times more than the attempts a
// message gets; the event must wait and be applied once, not be dead-lettered.
import { randomUUID } from 'node:crypto';
import { userLoggedInV1 } from '@tov/contracts';
import { Partitioners, type Kafka } from 'kafkajs';
import { createLogger, DependencyUnavailableError, ensureTopics, on, startIdempotentConsumer, type SqlClient } from '../../src';
import { waitFor } from '../../src/testing';
import type { PrismaClient } from '../fixtures/service/src/generated/prisma/client';
import { connectKitFixture } from './kit-fixture';

const logger = createLogger({ name: 'kit-wait-test', level: 'silent' });
const topic = `kit.wait.${Date.now()}`;
let db: PrismaClient;
let kafka: Kafka;

beforeAll(async () => {
  ({ db, kafka } = await connectKitFixture('kit-wait-test'));
  await ensureTopics(kafka, [topic, `${topic}.dlq`]);
}, 120_000);
afterAll(async () => db.$disconnect());

it('waits while the database is unreachable instead of dead-lettering, then applies the event once', async () => {
  let refusals = 6;
  const consumer = await startIdempotentConsumer({
    kafka,
    db,
    logger,
    consumerName: `kit-wait-${randomUUID()}`,
    maxAttempts: 3,
    retryDelayMs: 10,
    subscriptions: [
      on({ ...userLoggedInV1, topic }, async (event, tx: SqlClient) => {
        if (refusals > 0) {
          refusals -= 1;
          throw new DependencyUnavailableError('postgres');
        }
        await tx.$executeRawUnsafe('INSERT INTO projections (event_id, value) VALUES ($1, $2)', event.id, 'seen');
      }),
    ],
  });
  try {
    const userId = `u-${randomUUID()}`;
    const event = {
      id: randomUUID(),
      type: 'auth.user.logged-in',
      version: 1,
      occurredAt: new Date().toISOString(),
      source: 'kit-test',
      key: userId,
      data: { userId, loggedInAt: new Date().toISOString() },
    };
    const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    await producer.connect();
    await producer.send({ topic, messages: [{ key: userId, value: JSON.stringify(event) }] });
    await producer.disconnect();

    await waitFor(async () => ((await db.projection.count({ where: { eventId: event.id } })) === 1 ? true : undefined), {
      timeoutMs: 30_000,
      what: 'the projection row',
    });
    expect(refusals).toBe(0);
    expect(await db.processedEvent.count({ where: { eventId: event.id } })).toBe(1);
    const admin = kafka.admin();
    await admin.connect();
    const deadLetters = (await admin.fetchTopicOffsets(`${topic}.dlq`)).reduce((n, p) => n + Number(p.high) - Number(p.low), 0);
    await admin.disconnect();
    expect(deadLetters).toBe(0);
    // Caught up: nothing waits past the group's committed offsets (the supervisor's stall check).
    await waitFor(async () => ((await consumer.lag!()) === 0 ? true : undefined), { timeoutMs: 15_000, what: 'lag 0 once committed' });
  } finally {
    await consumer.stop();
  }
}, 60_000);

it('counts the messages waiting past the committed offsets while the handler cannot apply them', async () => {
  let block = false;
  const consumer = await startIdempotentConsumer({
    kafka,
    db,
    logger,
    consumerName: `kit-lag-${randomUUID()}`,
    retryDelayMs: 10,
    subscriptions: [
      on({ ...userLoggedInV1, topic }, async (event, tx: SqlClient) => {
        if (block) throw new DependencyUnavailableError('postgres');
        await tx.$executeRawUnsafe('INSERT INTO projections (event_id, value) VALUES ($1, $2)', event.id, 'lag');
      }),
    ],
    fromBeginning: false,
  });
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  const userId = `u-${randomUUID()}`;
  const send = async () => {
    const event = {
      id: randomUUID(),
      type: 'auth.user.logged-in',
      version: 1,
      occurredAt: new Date().toISOString(),
      source: 'kit-test',
      key: userId,
      data: { userId, loggedInAt: new Date().toISOString() },
    };
    await producer.send({ topic, messages: [{ key: userId, value: JSON.stringify(event) }] });
    return event.id;
  };
  try {
    await waitFor(async () => (consumer.hasJoined() ? true : undefined), { timeoutMs: 30_000, what: 'joined' });
    await producer.connect();
    // One applied and committed: the group has an offset to count from.
    const first = await send();
    await waitFor(async () => ((await db.projection.count({ where: { eventId: first } })) === 1 && (await consumer.lag!()) === 0 ? true : undefined), {
      timeoutMs: 30_000,
      what: 'the first applied',
    });
    block = true;
    for (let i = 0; i < 3; i++) await send();
    await waitFor(async () => ((await consumer.lag!()) === 3 ? true : undefined), { timeoutMs: 15_000, what: 'lag 3 while blocked' });
    block = false;
    await waitFor(async () => ((await consumer.lag!()) === 0 ? true : undefined), { timeoutMs: 30_000, what: 'caught up' });
  } finally {
    await producer.disconnect();
    await consumer.stop();
  }
});
