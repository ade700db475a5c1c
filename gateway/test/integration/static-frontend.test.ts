// The built frontend as the gateway serves it (decision 115): the brotli or gzip copy the build made,
// chosen by Accept-Encoding with Vary, a year of immutable caching for hashed assets and revalidation
// for the rest, the SPA fallback, and 404 for a missing file. The gateway alone (buildApp, the real
// Redis), no upstream: a build of its own in a temporary folder, compressed here as the build does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { closeRedis, createLogger, createRedis, type ServiceApp } from '@tov/kit';
import { generateIdentitySecret, generateSigningKeys, testInfrastructure } from '@tov/kit/testing';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { RevocationList } from '../../src/revocation-list';

const ENTRY = 'index-Ab12Cd34.js';
const STYLE = 'index-Ef56Gh78.css';
/** Bodies larger than the build's 1 KB threshold, so each has its .br and .gz. */
const INDEX_HTML = `<!doctype html><html lang="ko"><head><title>TOV</title><script type="module" src="/assets/${ENTRY}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const ENTRY_JS = `export const answer = ${JSON.stringify('한국 정착 '.repeat(300))};`;
const STYLE_CSS = `.card { padding: 16px; }\n`.repeat(100);
const WORKER_JS = `self.addEventListener('fetch', () => undefined);\n`.repeat(40);

let dist: string;
let gateway: ServiceApp;
let redis: Redis;
let revocations: RevocationList;

/** Writes `file` with its brotli and gzip copies, as frontend/build-tools/precompress.ts does. */
function writeCompressed(file: string, body: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-static-'));
  writeCompressed(path.join(dist, 'index.html'), INDEX_HTML);
  writeCompressed(path.join(dist, 'service-worker.js'), WORKER_JS);
  writeCompressed(path.join(dist, 'assets', ENTRY), ENTRY_JS);
  writeCompressed(path.join(dist, 'assets', STYLE), STYLE_CSS);
  // Too small to be worth compressing: the build leaves it alone.
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  const infra = await testInfrastructure();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: infra.redisUrl,
    JWT_PUBLIC_KEY: generateSigningKeys().publicKey,
    INTERNAL_IDENTITY_SECRET: generateIdentitySecret(),
    FRONTEND_DIST: dist,
    RATE_LIMIT_PREFIX: `gateway-static-test:${process.pid}:${Date.now()}:`,
  });
  redis = createRedis(config.REDIS_URL);
  revocations = new RevocationList(redis, createRedis(config.REDIS_URL));
  await revocations.start();
  gateway = await buildApp({ config, logger: createLogger({ name: 'gateway-static-test', level: 'silent' }), redis, revocations });
  await gateway.app.ready();
}, 120_000);

afterAll(async () => {
  await gateway?.app.close();
  await revocations?.stop();
  if (redis) await closeRedis(redis);
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: InjectOptions['headers'] = {}) =>
  gateway.app.inject({ method: 'GET', url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers } });

/** The body as the browser reads it, after undoing the content encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

const CHROME = 'gzip, deflate, br, zstd';

describe('the frontend through the gateway', () => {
  it('sends the brotli copy when the browser accepts br, with Vary: Accept-Encoding and the type of the file', async () => {
    const res = await get(`/assets/${ENTRY}`, CHROME);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'assets', `${ENTRY}.br`)).size);
    expect(decoded(res)).toBe(ENTRY_JS);
  });

  it('sends the gzip copy when the browser accepts gzip only, or refuses br', async () => {
    for (const accepted of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const res = await get(`/assets/${STYLE}`, accepted);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^text\/css/);
      expect(decoded(res)).toBe(STYLE_CSS);
    }
  });

  it('sends the file itself when the browser accepts neither br nor gzip, still with Vary: Accept-Encoding', async () => {
    for (const accepted of [undefined, 'identity', 'deflate']) {
      const res = await get(`/assets/${ENTRY}`, accepted);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.body).toBe(ENTRY_JS);
    }
  });

  it('sends a file the build did not compress as it is, to a browser that accepts br', async () => {
    const res = await get('/favicon.svg', CHROME);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<svg');
  });

  it('caches hashed assets for a year as immutable, whatever the encoding', async () => {
    for (const accepted of [CHROME, 'gzip', undefined]) {
      expect((await get(`/assets/${ENTRY}`, accepted)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get(`/assets/${STYLE}`, accepted)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('compresses index.html too and has it revalidated, never immutable, on / and on /index.html', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, CHROME);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toBe(INDEX_HTML);
    }
  });

  it('has the service worker revalidated, never immutable', async () => {
    const res = await get('/service-worker.js', CHROME);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(WORKER_JS);
  });

  it('answers a client route with index.html (the SPA fallback), compressed and revalidated', async () => {
    for (const [url, accepted, encoding] of [
      ['/visa/step1', CHROME, 'br'],
      ['/tovspark', 'gzip', 'gzip'],
      ['/challenger-dashboard?tab=points', undefined, undefined],
    ] as const) {
      const res = await get(url, accepted, { accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toBe(INDEX_HTML);
    }
  });

  it('answers a missing file with the 404 envelope, not index.html, whatever the browser accepts', async () => {
    for (const url of ['/assets/index-Zz99Yy88.js', '/missing.css', '/assets/nothing.js.br']) {
      for (const accepted of [CHROME, 'gzip', undefined]) {
        const res = await get(url, accepted);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
        expect(res.body).not.toContain('<div id="root">');
      }
    }
  });

  it('leaves API paths to the API: an unknown one is the 404 envelope, not index.html', async () => {
    const res = await get('/api/nothing-here', CHROME);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });
});
