// The gateway started while its Redis is unreachable (an address where nothing listens), in front of
// the real auth service: public calls go through, signed-in calls fail closed until the revoked-token
// list has been loaded once (docs/decisions/027-dependencies-down-per-call.md).
import type { InjectOptions } from 'fastify';
import { freePort } from '@tov/kit/testing';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness';
import { companyPayload, signUpVerified } from '../../../services/auth/test/integration/auth-harness';

let h: GatewayHarness;
beforeAll(async () => {
  h = await startGatewayHarness({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
}, 120_000);
afterAll(async () => h.close());

const gateway = (options: InjectOptions) => h.gateway.app.inject(options);

describe('the gateway while its Redis is down', () => {
  it('passes public calls through, rate limits counted in memory', async () => {
    const res = await gateway({ method: 'POST', url: '/api/auth/register', payload: companyPayload() });
    expect(res.statusCode).toBe(202);
  });

  it('refuses a signed-in call with a fast 503 and Retry-After until the revoked-token list has been loaded', async () => {
    const { token } = await signUpVerified(h.auth, companyPayload());
    const started = Date.now();
    const res = await gateway({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('names Redis and the revoked-token list in readiness and stays live', async () => {
    const ready = await gateway({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(
      ready
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['redis', 'revocations']);
    expect((await gateway({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});
