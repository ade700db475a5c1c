import net from 'node:net';
import { ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import { z } from 'zod';
import { createLogger, createServiceApp, type RouteApp } from '../../src';

const logger = createLogger({ name: 'http-edges-test', level: 'silent' });
const routes = (app: RouteApp) => {
  app.get(
    '/api/things/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: ZSuccessEnvelopeSchema(z.object({ id: z.string() })) } } },
    async (request) => successEnvelope({ id: request.params.id }),
  );
};
const build = (options: { trustProxy?: boolean } = {}) => createServiceApp({ name: 'edges', logger, checks: [], routes, ...options });

/** Sends raw bytes to a listening app and reads the whole answer. */
async function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('one canonical path', () => {
  it('routes an encoded, doubled or dotted path to the same route as the plain one, with its id in lower case', async () => {
    const { app } = build();
    for (const url of ['/api/things/AbC', '/%61pi/things/abc', '//api/things/./abc', '/api/x/../things/abc', '/API/THINGS/ABC']) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.json().data]).toEqual([url, 200, { id: 'abc' }]);
    }
  });

  it('answers a path that cannot be made canonical, a malformed escape and an overlong parameter in the envelope', async () => {
    const { app } = build();
    const cases: Array<[string, number, string]> = [
      ['/api/things/%2561', 400, 'INVALID_PATH'],
      ['/api/things/a%00b', 400, 'INVALID_PATH'],
      ['/api/things/%E0%A4%A', 400, 'INVALID_PATH'],
      [`/api/things/${'x'.repeat(150)}`, 414, 'URI_TOO_LONG'],
    ];
    for (const [url, status, code] of cases) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.json().code, res.json().success]).toEqual([url, status, code, false]);
    }
  });

  it('answers a .. above the root (sent raw: clients resolve it) and headers over the limit in the envelope', async () => {
    const { app } = build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (app.server.address() as net.AddressInfo).port;
      const answer = await rawExchange(port, `GET /api/things/a HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, code: 'HEADERS_TOO_LARGE' });
      const above = await rawExchange(port, 'GET /../api/things/a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(above).toMatch(/^HTTP\/1\.1 400 /);
      expect(above).toContain('"code":"INVALID_PATH"');
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  it('sends a strict content security policy, no framing, no sniffing and no referrer on every answer, errors too', async () => {
    const { app } = build();
    for (const url of ['/api/things/a', '/api/nothing-here', '/health/live']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds Strict-Transport-Security only behind TLS (the proxy in front says https)', async () => {
    const { app } = build({ trustProxy: true });
    const res = await app.inject({ method: 'GET', url: '/api/things/a', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
