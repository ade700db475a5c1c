import { randomUUID } from 'node:crypto';
import { createKafka, createLogger, on, startIdempotentConsumer, superviseConsumer } from '@tov/kit';
import { waitFor } from '@tov/kit/testing';
import { userEmailVerifiedV1, userRegisteredV1, type TAnyEventEnvelope } from '@tov/contracts';
import { seed } from '../../src/seed';
import { challengerPayload, proPayload, startAuthHarness, type AuthHarness } from './auth-harness';

let h: AuthHarness;
let consumer: ReturnType<typeof superviseConsumer>;
const received = new Map<string, TAnyEventEnvelope[]>();

beforeAll(async () => {
  h = await startAuthHarness();
  h.relay.start();
  const logger = createLogger({ name: 'auth-events-test', level: 'silent' });
  // A real consumer on the real broker, through the kit's idempotent consumer helper, supervised as the
  // services' are (after the broker's restart below, kafkajs can leave a consumer hung: the watchdog replaces it).
  const consumerName = `auth-events-test-${randomUUID()}`;
  const start = () =>
    startIdempotentConsumer({
      kafka: createKafka('auth-events-test', h.infra.kafkaBrokers, logger),
      db: h.db,
      logger,
      consumerName,
      subscriptions: [
        on(userRegisteredV1, async (event) => {
          received.set(event.data.userId, [...(received.get(event.data.userId) ?? []), event]);
        }),
        on(userEmailVerifiedV1, async (event) => {
          received.set(event.data.userId, [...(received.get(event.data.userId) ?? []), event]);
        }),
      ],
    });
  consumer = superviseConsumer(start, { logger, retryMs: 500, stallMs: 6_000 });
  await waitFor(async () => (consumer.current()?.hasJoined() ? true : undefined), { timeoutMs: 60_000, what: 'the consumer joined' });
}, 120_000);

afterAll(async () => {
  await consumer.stop();
  await h.close();
});

const register = async (payload: Record<string, unknown>) => {
  const res = await h.service.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  expect(res.statusCode).toBe(202);
  return h.db.user.findUniqueOrThrow({ where: { email: String(payload.email) } });
};

it('publishes auth.user.registered and, once the link is used, auth.user.email-verified through the outbox to a consumer on the real broker', async () => {
  const user = await register(proPayload());
  const events = await waitFor(async () => received.get(user.id), { timeoutMs: 45_000, what: 'auth.user.registered' });
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ type: 'auth.user.registered', version: 1, source: 'auth', key: user.id });
  expect(events[0]!.data).toMatchObject({ userId: user.id, email: user.email, role: 'pro', expertise: 'administrative', emailVerified: false });
  const { token } = await h.accountEmail(user.email, 'verify-email');
  expect((await h.service.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
  const both = await waitFor(async () => ((received.get(user.id)?.length ?? 0) >= 2 ? received.get(user.id) : undefined), {
    timeoutMs: 45_000,
    what: 'auth.user.email-verified',
  });
  expect(both[1]).toMatchObject({ type: 'auth.user.email-verified', version: 1, key: user.id, data: { userId: user.id, email: user.email } });
  // Published, so deleted from the outbox (Kafka holds it).
  await waitFor(async () => ((await h.db.outboxEvent.count({ where: { key: user.id } })) === 0 ? true : undefined), {
    timeoutMs: 10_000,
    what: 'the published row deleted',
  });
}, 60_000);

it('keeps accepting registrations while Kafka is down and delivers the event after it restarts', async () => {
  await h.infra.stopKafka();
  let user: { id: string };
  try {
    user = await register(challengerPayload());
    // The relay tries, fails and keeps the row for a retry; nothing is lost.
    const failed = await waitFor(
      async () => {
        const row = await h.db.outboxEvent.findFirst({ where: { key: user.id } });
        return row && row.attempts > 0 && row.status === 'failed' ? row : undefined;
      },
      { timeoutMs: 60_000, what: 'a failed publish attempt' },
    );
    expect(failed.lastError).toBeTruthy();
  } finally {
    await h.infra.startKafka();
  }
  const events = await waitFor(async () => received.get(user.id), { timeoutMs: 90_000, intervalMs: 250, what: 'the event after the restart' });
  expect(events).toHaveLength(1);
  await waitFor(async () => ((await h.db.outboxEvent.count({ where: { key: user.id } })) === 0 ? true : undefined), {
    timeoutMs: 10_000,
    what: 'the published row deleted',
  });
}, 240_000);

it("announces the demo accounts again with the seed's --announce (test stacks consume from the end of the topics), and not without it", async () => {
  const databaseUrl = h.infra.databaseUrl('auth_test');
  await seed(databaseUrl);
  const pro = await h.db.user.findUniqueOrThrow({ where: { email: 'pro@demo.tov' } });
  // Whatever the first seed wrote is published before counting.
  await waitFor(async () => ((await h.db.outboxEvent.count({ where: { key: pro.id } })) === 0 ? true : undefined), {
    timeoutMs: 45_000,
    what: 'the outbox drained',
  });
  await new Promise((r) => setTimeout(r, 2_000));
  const registrations = () => (received.get(pro.id) ?? []).filter((e) => e.type === 'auth.user.registered');
  const before = registrations().length;
  expect(await seed(databaseUrl)).toEqual([]);
  await seed(databaseUrl, { announce: true });
  await waitFor(async () => (registrations().length > before ? true : undefined), { timeoutMs: 45_000, what: 'the announced registration' });
  await new Promise((r) => setTimeout(r, 2_000));
  // One more, from the announcing run only.
  expect(registrations()).toHaveLength(before + 1);
  expect(registrations().at(-1)!.data).toMatchObject({ userId: pro.id, email: 'pro@demo.tov', role: 'pro', expertise: 'administrative' });
}, 120_000);
