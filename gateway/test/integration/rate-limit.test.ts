import { startGatewayHarness, type GatewayHarness } from './gateway-harness';

let h: GatewayHarness;
beforeAll(async () => {
  // A small budget and a client address of its own, so this test does not touch the others' counters.
  // An hour-long window: the fixed windows start on the clock, and a test must not straddle two.
  h = await startGatewayHarness({ LOGIN_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '3600000' });
}, 120_000);
afterAll(async () => h.close());

const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

it('limits login attempts per client with 429 and Retry-After', async () => {
  const remoteAddress = ip();
  const statuses: number[] = [];
  let last;
  for (let i = 0; i < 4; i++) {
    last = await h.gateway.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: `nobody.${Date.now()}.${i}@test.tov`, password: 'whatever1' },
    });
    statuses.push(last.statusCode);
  }
  expect(statuses).toEqual([401, 401, 401, 429]);
  expect(last!.json()).toMatchObject({ success: false, code: 'LOGIN_RATE_LIMITED' });
  // The gateway's own limiter answered (auth's per-account lock counts one e-mail; these differ).
  expect(last!.headers['x-ratelimit-limit']).toBe('3');
  expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  await new Promise((r) => setTimeout(r, 200)); // counts reach Redis in batches
  const counted = await h.redis.keys('gateway-test:*');
  expect(counted.length).toBeGreaterThan(0);
});

it('limits other calls with the general budget', async () => {
  const remoteAddress = ip();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await h.gateway.app.inject({ method: 'GET', url: '/api/nothing', remoteAddress })).statusCode);
  expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
});

it('counts the calls that send account e-mail on the strict budget too', async () => {
  const remoteAddress = ip();
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++)
    statuses.push(
      (
        await h.gateway.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress,
          payload: { email: `nobody.${Date.now()}.${i}@test.tov` },
        })
      ).statusCode,
    );
  expect(statuses).toEqual([202, 202, 202, 429]);
});
