// Issue 12, item 9: security headers on the page and the API, CORS preflight for every method the
// frontend uses, and no metrics on the public port.
import { BASE, call } from './support';

const ORIGIN = new URL(BASE).origin.replace('127.0.0.1', 'localhost');

describe('security headers', () => {
  it.each([
    ['the app page', '/'],
    ['a client route', '/visa/step1'],
    ['an API answer', '/api/visa/v3/types'],
    ['an API error', '/api/visa/v3/assessment/not-there'],
  ])('are on %s', async (_what, path) => {
    const answer = await call('GET', path);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('serves a page with no inline script, so the policy costs it nothing', async () => {
    const page = await call('GET', '/');
    expect(page.text).toContain('<script type="module"');
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('CORS and metrics', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])("allows %s from the app's origin in the preflight", async (method) => {
    const answer = await call('OPTIONS', '/api/v1/user/settings', {
      headers: { origin: ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-methods')).toContain(method);
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });

  it("does not serve the gateway's metrics on its public port", async () => {
    const answer = await call('GET', '/metrics');
    expect(answer.text).not.toContain('# HELP');
    expect(answer.text).not.toContain('http_request_duration_seconds');
  });
});
