// Auth with its Redis unreachable (an address where nothing listens) and the real Postgres and Kafka:
// what keeps working and what answers a fast 503 (docs/decisions/027-dependencies-down-per-call.md). The
// accounts are made first by a second auth on the live Redis (sign-up queues its e-mail on Redis).
import { freePort } from '@tov/kit/testing';
import { companyPayload, signUpVerified, startAuthHarness, type AuthHarness } from './auth-harness';

let h: AuthHarness;
let live: AuthHarness;
beforeAll(async () => {
  live = await startAuthHarness();
  h = await startAuthHarness({ maxFailures: 3, redisUrl: `redis://127.0.0.1:${await freePort()}` });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await live?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  h.service.app.inject({ method: 'POST', url, payload: payload as object, headers });

const fastUnavailable = (res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) => {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  expect(res.headers['retry-after']).toBeDefined();
};

describe('auth while Redis is down', () => {
  it('still logs in (failed logins are counted in memory) and answers /me from Postgres', async () => {
    const payload = companyPayload();
    await signUpVerified(live, payload);
    const login = await post('/api/auth/login', { email: payload.email, password: payload.password });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    const me = await h.service.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(payload.email);
  });

  it('still locks an account after repeated failures, counted in this process (the rate limit fails open to a local count)', async () => {
    const payload = companyPayload();
    await signUpVerified(live, payload);
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/login', { email: payload.email, password: 'wrong-password' })).statusCode).toBe(401);
    const locked = await post('/api/auth/login', { email: payload.email, password: payload.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('LOGIN_RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a sign-up (its e-mail cannot be queued) and a logout (its cut-off cannot be published) with a fast 503 and Retry-After, and keeps nothing of the sign-up', async () => {
    const payload = companyPayload();
    let started = Date.now();
    fastUnavailable(await post('/api/auth/register', payload));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await h.db.user.findUnique({ where: { email: String(payload.email) } })).toBeNull();

    const other = companyPayload();
    await signUpVerified(live, other);
    // Signed in on the auth whose Redis is down (its tokens are its own).
    const token = (await post('/api/auth/login', { email: other.email, password: other.password })).json().data.token as string;
    started = Date.now();
    fastUnavailable(await h.service.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } }));
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reports Redis in readiness and stays live', async () => {
    const ready = await h.service.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'redis' })]));
    expect((await h.service.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});
