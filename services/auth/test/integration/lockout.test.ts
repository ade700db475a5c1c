import { argon2Passwords, type Passwords } from '../../src/domain/password';
import { challengerPayload, signUpVerified, startAuthHarness, type AuthHarness } from './auth-harness';

/** The real argon2 functions, with every password check counted. */
const checks: string[] = [];
const counted: Passwords = {
  ...argon2Passwords,
  verify: async (hash, password) => {
    checks.push(password);
    return argon2Passwords.verify(hash, password);
  },
};

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ passwords: counted, maxFailures: 5, accountMaxFailures: 20 });
});
afterAll(async () => h.close());

const login = (email: string, password: string, address: string) =>
  h.service.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { 'x-forwarded-for': address } });

async function account() {
  const payload = challengerPayload();
  await signUpVerified(h, payload);
  checks.length = 0;
  return payload;
}

describe('login lockout', () => {
  it('checks at most 5 passwords of 40 wrong ones sent at once from one address', async () => {
    const { email } = await account();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `wrong-${i}`, '203.0.113.10')));
    expect(checks.length).toBeLessThanOrEqual(5);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checks.length);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - checks.length);
  });

  it('counts the normalised e-mail: spellings in other cases and with spaces share one counter', async () => {
    const { email } = await account();
    const spellings = [email, email.toUpperCase(), ` ${email}`, `${email.toUpperCase()} `, email, email];
    const statuses = [];
    for (const spelling of spellings) statuses.push((await login(spelling, 'nope-nope', '203.0.113.11')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(checks).toHaveLength(5);
  });

  it('does not let one address lock the owner out: its refused attempts do not count for the account', async () => {
    const { email, password } = await account();
    for (let i = 0; i < 60; i++) await login(email, `wrong-${i}`, '203.0.113.12');
    expect(checks).toHaveLength(5);
    expect((await login(email, password, '198.51.100.1')).statusCode).toBe(200);
  });

  it('pauses the account for every address after 20 failures from several, for a bounded time', async () => {
    const { email, password } = await account();
    for (const address of ['203.0.113.21', '203.0.113.22', '203.0.113.23', '203.0.113.24']) {
      for (let i = 0; i < 5; i++) expect((await login(email, `wrong-${i}`, address)).statusCode).toBe(401);
    }
    const owner = await login(email, password, '198.51.100.2');
    expect(owner.statusCode).toBe(429);
    const retryAfter = Number(owner.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(checks).toHaveLength(20);
  });

  it("clears the address's count on a right password", async () => {
    const { email, password } = await account();
    for (let i = 0; i < 4; i++) await login(email, 'wrong-pass', '203.0.113.30');
    expect((await login(email, password, '203.0.113.30')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(email, 'wrong-pass', '203.0.113.30')).statusCode).toBe(401);
  });

  it('ends every lock of the account when its password is reset by the e-mailed link', async () => {
    const { email } = await account();
    for (const address of ['203.0.113.41', '203.0.113.42', '203.0.113.43', '203.0.113.44']) {
      for (let i = 0; i < 6; i++) await login(email, `wrong-${i}`, address);
    }
    expect((await login(email, 'anything1', '203.0.113.41')).statusCode).toBe(429);
    await h.service.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const { token } = await h.accountEmail(email, 'reset-password');
    expect((await h.service.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'owner-again-1' } })).statusCode).toBe(
      200,
    );
    expect((await login(email, 'owner-again-1', '203.0.113.41')).statusCode).toBe(200);
  });

  it('refuses an e-mail over 254 characters before anything is counted or checked', async () => {
    checks.length = 0;
    const res = await login(`${'a'.repeat(60_000)}@test.tov`, 'whatever1', '203.0.113.50');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(checks).toHaveLength(0);
  });
});
