// Issue 12, items 3, 8 and 10: a lockout that holds under concurrency and cannot be used against the
// owner, registration that does not reveal accounts, short access tokens whose logout ends every
// session, bounded sign-up fields, and e-mail only to the account's own address.
import { randomUUID } from 'node:crypto';
import { call, isEnvelope, tokenOf, DEMO, DEMO_PASSWORD } from './support';

const challengerSignUp = (overrides: Record<string, unknown> = {}) => ({
  role: 'challenger',
  email: `security.${randomUUID()}@test.tov`,
  password: 'secret123',
  name: 'Security Tester',
  nationality: 'Vietnam',
  phoneNumber: '010-1234-5678',
  gender: 'female',
  dateOfBirth: '1995-03-01',
  availableLanguages: 'Vietnamese, Korean',
  visaType: 'D-10',
  inquiryType: 'visa',
  purpose: 'visa_consultation',
  ...overrides,
});

describe('the login lockout', () => {
  it('checks at most 5 of 40 wrong passwords sent at once for one account', async () => {
    const email = `lockout.${randomUUID()}@test.tov`;
    const answers = await Promise.all(Array.from({ length: 40 }, () => call('POST', '/api/auth/login', { body: { email, password: 'wrong-password' } })));
    const checked = answers.filter((a) => a.status === 401).length;
    const refused = answers.filter((a) => a.status === 429 && a.json?.code === 'LOGIN_RATE_LIMITED').length;
    console.log(`40 concurrent wrong passwords: ${checked} checked (401), ${refused} refused unchecked (429)`);
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + refused).toBe(40);
    expect(answers.every(isEnvelope)).toBe(true);
  });

  it('does not count a 60 KB "e-mail": it is refused before anything is stored', async () => {
    const answer = await call('POST', '/api/auth/login', { body: { email: `${'x'.repeat(60_000)}@test.tov`, password: 'whatever1' } });
    expect([answer.status, answer.json?.code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('registration', () => {
  it.each([
    ['a 50,000-character name', { name: 'n'.repeat(50_000) }],
    ['a phone number that is markup', { phoneNumber: '<img src=x onerror=alert(1)>' }],
    ['a birth date in 1900', { dateOfBirth: '1900-01-01' }],
  ])('refuses %s', async (_what, overrides) => {
    const answer = await call('POST', '/api/auth/register', { body: challengerSignUp(overrides) });
    expect([answer.status, answer.json?.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('answers an existing e-mail exactly as a new one: it cannot be used to find accounts', async () => {
    const fresh = await call('POST', '/api/auth/register', { body: challengerSignUp() });
    const existing = await call('POST', '/api/auth/register', { body: challengerSignUp({ email: DEMO.challenger }) });
    expect(existing.status).toBe(fresh.status);
    expect(Object.keys(existing.json!.data as object).sort()).toEqual(Object.keys(fresh.json!.data as object).sort());
    expect(existing.json!.message).toBe(fresh.json!.message);
    expect(JSON.stringify(fresh.json)).not.toContain('"token"');
  });

  it('answers forgot-password the same for an account and for no account', async () => {
    const known = await call('POST', '/api/auth/forgot-password', { body: { email: DEMO.company } });
    const unknown = await call('POST', '/api/auth/forgot-password', { body: { email: `nobody.${randomUUID()}@test.tov` } });
    expect([known.status, known.json!.message]).toEqual([unknown.status, unknown.json!.message]);
  });
});

describe('sessions', () => {
  it('gives access tokens of minutes, not days', async () => {
    const token = await tokenOf('company');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(30 * 60);
  });

  it('ends every session of the user on logout, not only the presented token', async () => {
    const login = async () => (await call('POST', '/api/auth/login', { body: { email: DEMO.pro, password: DEMO_PASSWORD } })).json!.data as { token: string };
    const [first, second] = [await login(), await login()];
    expect((await call('GET', '/api/auth/me', { token: second.token })).status).toBe(200);
    expect((await call('POST', '/api/auth/logout', { token: first.token })).status).toBe(200);
    for (const token of [first.token, second.token]) {
      const me = await call('GET', '/api/auth/me', { token });
      expect(me.status).toBe(401);
    }
  });
});

describe('e-mail', () => {
  it("sends an assessment only to the account's own address: another recipient is refused", async () => {
    const token = await tokenOf('challenger');
    const saved = await call('POST', '/api/visa/v3/assessment/evaluate', { token, body: { visaType: 'E-9', userData: {} } });
    const assessmentId = (saved.json!.data as { assessmentId: string }).assessmentId;
    const other = await call('POST', '/api/visa/v3/email/send', { token, body: { assessmentId, to: 'stranger@example.com' } });
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(other.status).toBeLessThan(500);
    expect(isEnvelope(other)).toBe(true);
  });
});
