// Issue 12, items 1 and 5: percent-encoded, doubled, dotted or upper-case paths reach exactly what the
// plain path reaches (the same status for every route group and role), and every answer about a path
// is in the envelope.
import { ROUTE_TABLE } from '../../src/route-table';
import { call, isEnvelope, parseRaw, rawRequest, tokenOf, type DemoRole } from './support';

/** A path under the prefix, spelled the ways a client can spell it; each names the same resource. */
function spellings(path: string): Record<string, string> {
  const [, , ...rest] = path.split('/'); // '', 'api', ...
  const encodeFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  return {
    'encoded segments': `/api/${rest.map(encodeFirst).join('/')}`,
    'encoded api': `/${encodeFirst('api')}/${rest.join('/')}`,
    'doubled slashes': `//api//${rest.join('//')}`,
    'upper case': path.toUpperCase(),
    'encoded slash': `/api%2F${rest.join('%2F')}`,
  };
}

const ROLES: Array<DemoRole | 'anonymous'> = ['anonymous', 'challenger', 'company', 'pro', 'admin'];

describe('one canonical path for every route group and role', () => {
  for (const route of ROUTE_TABLE) {
    const path = `${route.prefix}/users`;
    it(`answers ${path} the same however it is spelled, for each role`, async () => {
      for (const role of ROLES) {
        const token = role === 'anonymous' ? undefined : await tokenOf(role);
        const plain = await call('GET', path, { token });
        for (const [how, spelled] of Object.entries(spellings(path))) {
          const answer = await call('GET', spelled, { token });
          expect([role, how, answer.status]).toEqual([role, how, plain.status]);
          expect(isEnvelope(answer)).toBe(true);
        }
      }
    });
  }

  it('resolves .. and . before any check: a challenger cannot climb from an open group into the admin one', async () => {
    const token = await tokenOf('challenger');
    for (const path of ['/api/auth/../v1/admin/users', '/api/visa/v3/%2e%2e/%2e%2e/v1/admin/users', '/api/./v1/./admin/users']) {
      const answer = parseRaw(await rawRequest(`GET ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`));
      expect([path, answer.status, answer.json?.code]).toEqual([path, 403, 'PERMISSION_DENIED']);
    }
  });

  it('applies the login budget to an encoded login path, and the 413 of a chunked body to an encoded API path', async () => {
    const plain = await call('POST', '/api/auth/login', { body: { email: 'nobody@test.tov', password: 'wrong-one' } });
    const encoded = await call('POST', '/api/%61uth/login', { body: { email: 'nobody@test.tov', password: 'wrong-one' } });
    const general = await call('GET', '/api/visa/v3/types');
    expect(encoded.headers.get('x-ratelimit-limit')).toBe(plain.headers.get('x-ratelimit-limit'));
    expect(encoded.headers.get('x-ratelimit-limit')).not.toBe(general.headers.get('x-ratelimit-limit'));
    for (const path of ['/api/visa/v3/assessment/evaluate', '/%61pi/visa/v3/assessment/evaluate']) {
      const chunked = parseRaw(
        await rawRequest(
          `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
        ),
      );
      expect([path, chunked.status, chunked.json?.code]).toEqual([path, 413, 'PAYLOAD_TOO_LARGE']);
    }
  });
});

describe('answers about a path are in the envelope', () => {
  it.each([
    ['an :id over 100 characters', `/api/visa/v3/assessment/${'a'.repeat(150)}`, 414, 'URI_TOO_LONG'],
    ['a malformed percent-escape', '/api/visa/v3/assessment/%E0%A4%A', 400, 'INVALID_PATH'],
    ['a NUL in the path', '/api/visa/v3/assessment/a%00b', 400, 'INVALID_PATH'],
    ['a double encoding', '/api/v1/%2561dmin/users', 400, 'INVALID_PATH'],
  ])('%s', async (_what, path, status, code) => {
    const answer = await call('GET', path, { token: await tokenOf('challenger') });
    expect([answer.status, answer.json?.code]).toEqual([status, code]);
    expect(isEnvelope(answer)).toBe(true);
  });

  it('answers a 20 KB header with 431 in the envelope', async () => {
    const answer = parseRaw(await rawRequest(`GET /api/visa/v3/types HTTP/1.1\r\nHost: x\r\nX-Padding: ${'p'.repeat(20_000)}\r\n\r\n`));
    expect([answer.status, answer.json?.code, answer.json?.success]).toEqual([431, 'HEADERS_TOO_LARGE', false]);
  });

  it('answers //api/... and a .. above the root in the envelope, never a bare 403', async () => {
    const doubled = await call('GET', '//api/visa/v3/types');
    expect([doubled.status, isEnvelope(doubled)]).toEqual([200, true]);
    const above = parseRaw(await rawRequest('GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    expect([above.status, above.json?.code]).toEqual([400, 'INVALID_PATH']);
  });
});
