import { DEMO_ACCOUNTS, isDemoEmail } from '@tov/contracts';
import { DEMO_ACCOUNT_REQUESTS, DEMO_PASSWORD, seed } from '../../src/seed';
import { startAuthHarness, type AuthHarness } from './auth-harness';

/** The demo accounts (README, Demo accounts): the other services' seeds find them by the addresses contracts lists. */
let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const listed = [DEMO_ACCOUNTS.company, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.superAdmin, ...DEMO_ACCOUNTS.challengers, ...DEMO_ACCOUNTS.pros];

it("seeds exactly the accounts contracts' DEMO_ACCOUNTS lists, with distinct names for the experts", () => {
  expect(DEMO_ACCOUNT_REQUESTS.map((a) => a.request.email).sort()).toEqual([...listed].sort());
  expect(DEMO_ACCOUNT_REQUESTS.every((a) => isDemoEmail(a.request.email) && a.request.password === DEMO_PASSWORD)).toBe(true);
  const pros = DEMO_ACCOUNT_REQUESTS.filter((a) => a.request.role === 'pro');
  expect(new Set(pros.map((a) => a.request.name)).size).toBe(DEMO_ACCOUNTS.pros.length);
});

it('creates every demo account verified and signs in with the demo password, and a second seed creates none and changes nothing', async () => {
  const databaseUrl = h.infra.databaseUrl('auth_test');
  await seed(databaseUrl);
  const snapshot = async () => JSON.stringify(await h.db.user.findMany({ where: { email: { in: listed } }, orderBy: { email: 'asc' } }));
  const before = await snapshot();
  expect(await seed(databaseUrl)).toEqual([]);
  expect(await snapshot()).toBe(before);

  const users = await h.db.user.findMany({ where: { email: { in: listed } } });
  expect(users).toHaveLength(listed.length);
  expect(users.every((u) => u.emailVerifiedAt !== null)).toBe(true);
  for (const email of [DEMO_ACCOUNTS.challengers[1], DEMO_ACCOUNTS.pros[1]]) {
    const res = await h.service.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
  }
}, 60_000);
