import { userEmailVerifiedV1, userRegisteredV1 } from '@tov/contracts';
import { collectEvents, waitFor, type EventCollector } from '@tov/kit/testing';
import { seed } from '../../src/seed';
import { proPayload, startAuthHarness, type AuthHarness } from './auth-harness';

const AUTH_EVENTS = [userRegisteredV1, userEmailVerifiedV1];
let h: AuthHarness;
// A real consumer elsewhere on the real broker: what auth published, by user.
let received: EventCollector;

beforeAll(async () => {
  h = await startAuthHarness();
  h.relay.start();
  received = await collectEvents(h.kafka, AUTH_EVENTS);
}, 120_000);

afterAll(async () => {
  await received?.stop();
  await h?.close();
});

const register = async (payload: Record<string, unknown>) => {
  const res = await h.service.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  expect(res.statusCode).toBe(202);
  return h.db.user.findUniqueOrThrow({ where: { email: String(payload.email) } });
};

it('publishes auth.user.registered and, once the link is used, auth.user.email-verified through the outbox to a consumer on the real broker', async () => {
  const user = await register(proPayload());
  const events = await waitFor(async () => (received.byKey(user.id).length > 0 ? received.byKey(user.id) : undefined), {
    timeoutMs: 45_000,
    what: 'auth.user.registered',
  });
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ type: 'auth.user.registered', version: 1, source: 'auth', key: user.id });
  expect(events[0]!.data).toMatchObject({ userId: user.id, email: user.email, role: 'pro', expertise: 'administrative', emailVerified: false });
  const { token } = await h.accountEmail(user.email, 'verify-email');
  expect((await h.service.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
  const both = await waitFor(async () => (received.byKey(user.id).length >= 2 ? received.byKey(user.id) : undefined), {
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
  const registrations = () => received.byKey(pro.id).filter((e) => e.type === 'auth.user.registered');
  const before = registrations().length;
  expect(await seed(databaseUrl)).toEqual([]);
  await seed(databaseUrl, { announce: true });
  await waitFor(async () => (registrations().length > before ? true : undefined), { timeoutMs: 45_000, what: 'the announced registration' });
  await new Promise((r) => setTimeout(r, 2_000));
  // One more, from the announcing run only.
  expect(registrations()).toHaveLength(before + 1);
  expect(registrations().at(-1)!.data).toMatchObject({ userId: pro.id, email: 'pro@demo.tov', role: 'pro', expertise: 'administrative' });
  // The admins are announced as admins, never as applicants; the demo challenger as visible to companies.
  const announced = async (email: string) => {
    const user = await h.db.user.findUniqueOrThrow({ where: { email } });
    return waitFor(
      async () =>
        received
          .byKey(user.id)
          .filter((e) => e.type === 'auth.user.registered')
          .at(-1)?.data,
      { timeoutMs: 45_000, what: email },
    );
  };
  for (const [email, role] of [
    ['admin@demo.tov', 'admin'],
    ['superadmin@demo.tov', 'super_admin'],
  ] as const) {
    const data = await announced(email);
    expect(data).toMatchObject({ role, roles: [role] });
    expect(data).not.toHaveProperty('visibleToCompanies');
  }
  expect(await announced('challenger@demo.tov')).toMatchObject({ role: 'challenger', visibleToCompanies: true });
}, 120_000);
