import { Writable } from 'node:stream';
import pino from 'pino';
import { z } from 'zod';
import { ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import {
  REDACTED_PATHS,
  SERVICE_ROLE,
  createServiceApp,
  identityOf,
  identitySigner,
  identityVerifier,
  requireRoles,
  requireServiceCaller,
  serviceCallHeaders,
} from '../../src';
import { generateIdentitySecret, signedIdentityHeaders } from '../../src/testing/identity';

const secret = generateIdentitySecret();
const now = Date.parse('2026-12-01T09:00:00Z');
const requestId = 'req-identity-1';
const alice = { userId: 'alice', roles: ['challenger'] };

const signed = (identity = alice, at = now, key = secret) => identitySigner(key).headers(identity, requestId, at);
const verify = identityVerifier({ secret, maxAgeMs: 60_000 });

describe('signing and verifying the forwarded identity', () => {
  it('accepts the identity the gateway signed, with its roles parsed as the services read them', () => {
    expect(verify(signed({ userId: 'alice', roles: ['Company', 'bridge_admin'] }), requestId, now + 1_000)).toEqual({
      ok: true,
      userId: 'alice',
      roles: ['company', 'bridge_admin'],
    });
  });

  it('refuses tampered roles, a tampered user id and the signature of another request', () => {
    expect(verify({ ...signed(), 'x-user-roles': 'admin' }, requestId, now)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verify({ ...signed(), 'x-user-roles': 'challenger,admin' }, requestId, now)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verify({ ...signed(), 'x-user-id': 'mallory' }, requestId, now)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verify({ ...signed(), 'x-identity-issued-at': String(now + 1) }, requestId, now)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verify(signed(), 'req-identity-2', now)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a signature older than the allowed age, and one from too far in the future', () => {
    expect(verify(signed(), requestId, now + 60_000).ok).toBe(true);
    expect(verify(signed(), requestId, now + 60_001)).toEqual({ ok: false, reason: 'expired' });
    expect(verify(signed(), requestId, now - 5_000).ok).toBe(true);
    expect(verify(signed(), requestId, now - 5_001)).toEqual({ ok: false, reason: 'expired' });
    const strict = identityVerifier({ secret, maxAgeMs: 1_000 });
    expect(strict(signed(), requestId, now + 1_001)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a signature made with another secret', () => {
    expect(verify(signed(alice, now, generateIdentitySecret()), requestId, now)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses identity headers without a signature or its time, and malformed ones', () => {
    const { 'x-identity-signature': _signature, ...unsigned } = signed();
    const { 'x-identity-issued-at': _at, ...undated } = signed();
    expect(verify(unsigned, requestId, now)).toEqual({ ok: false, reason: 'missing-signature' });
    expect(verify(undated, requestId, now)).toEqual({ ok: false, reason: 'missing-signature' });
    expect(verify({ 'x-user-id': 'alice', 'x-user-roles': 'admin' }, requestId, now)).toEqual({ ok: false, reason: 'missing-signature' });
    expect(verify({ ...signed(), 'x-identity-signature': 'v1.c2hvcnQ' }, requestId, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verify({ ...signed(), 'x-identity-signature': signed()['x-identity-signature']!.replace('v1.', 'v2.') }, requestId, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verify({ ...signed(), 'x-identity-issued-at': 'yesterday' }, requestId, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verify({ ...signed(), 'x-user-id': '' }, requestId, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('believes nothing without a secret', () => {
    expect(identityVerifier({ secret: undefined })(signed(), requestId, now)).toEqual({ ok: false, reason: 'no-secret' });
  });
});

describe('the guard every service runs', () => {
  function guardedApp(options: { guard?: boolean } = {}) {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ level: 'info', redact: { paths: REDACTED_PATHS, censor: '[MASKED]' } }, sink);
    const service = createServiceApp({
      name: 'unit',
      logger,
      checks: [],
      routes: (app) => {
        app.get(
          '/api/who',
          { schema: { response: { 200: ZSuccessEnvelopeSchema(z.object({ userId: z.string().nullable(), roles: z.array(z.string()) })) } } },
          async (request) => {
            const identity = identityOf(request);
            return successEnvelope({ userId: identity?.userId ?? null, roles: identity?.roles ?? [] });
          },
        );
        // As the services do: a plugin whose own hook checks the role before the input is validated.
        void app.register(async (scoped) => {
          scoped.addHook('onRequest', async (request) => {
            requireRoles(request, ['admin']);
          });
          scoped.get('/api/admin', { schema: { response: { 200: ZSuccessEnvelopeSchema(z.string()) } } }, async (request) => {
            requireRoles(request, ['admin']);
            return successEnvelope('ledger');
          });
        });
      },
    });
    if (options.guard !== false) service.verifyForwardedIdentity({ secret, maxAgeMs: 60_000 });
    return { app: service.app, lines };
  }

  it('gives a route the identity the gateway signed', async () => {
    const { app } = guardedApp();
    const res = await app.inject({ method: 'GET', url: '/api/who', headers: signedIdentityHeaders(secret, { userId: 'alice', roles: ['challenger'] }) });
    expect(res.json().data).toEqual({ userId: 'alice', roles: ['challenger'] });
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin', headers: signedIdentityHeaders(secret, { userId: 'root', roles: 'admin' }) })).statusCode,
    ).toBe(200);
  });

  it('answers 401 AUTH_REQUIRED to unsigned identity headers on every route, and logs why without the secret or the signature', async () => {
    const { app, lines } = guardedApp();
    for (const url of ['/api/admin', '/api/who', '/api/unknown']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-user-id': 'mallory', 'x-user-roles': 'admin' } });
      expect([res.statusCode, res.json().code]).toEqual([401, 'AUTH_REQUIRED']);
    }
    const forged: Record<string, string> = { ...signedIdentityHeaders(secret, { userId: 'mallory', roles: 'challenger' }), 'x-user-roles': 'admin' };
    const res = await app.inject({ method: 'GET', url: '/api/admin', headers: forged });
    expect([res.statusCode, res.json().code]).toEqual([401, 'AUTH_REQUIRED']);
    const refusals = lines.map((l) => JSON.parse(l)).filter((l) => l.msg?.startsWith('forwarded identity refused'));
    expect(refusals.map((l) => l.reason)).toEqual(['missing-signature', 'missing-signature', 'missing-signature', 'bad-signature']);
    expect(refusals[0]).toMatchObject({ level: 40, claimedUserId: 'mallory' });
    const text = lines.join('');
    expect(text).not.toContain(secret);
    expect(text).not.toContain(forged['x-identity-signature']!.slice(3));
  });

  it('lets anonymous requests through as anonymous', async () => {
    const { app } = guardedApp();
    expect((await app.inject({ method: 'GET', url: '/api/who' })).json().data).toEqual({ userId: null, roles: [] });
    expect((await app.inject({ method: 'GET', url: '/api/admin' })).json().code).toBe('AUTH_REQUIRED');
  });

  it('believes no identity header at all in an app that was not given the secret', async () => {
    const { app } = guardedApp({ guard: false });
    const res = await app.inject({ method: 'GET', url: '/api/admin', headers: { 'x-user-id': 'mallory', 'x-user-roles': 'admin' } });
    expect([res.statusCode, res.json().code]).toEqual([401, 'AUTH_REQUIRED']);
  });
});

describe('a platform process calling a service as itself (decision 142)', () => {
  function rowSource() {
    const service = createServiceApp({ name: 'unit-owner', logger: pino({ level: 'silent' }), checks: [] });
    service.verifyForwardedIdentity({ secret, maxAgeMs: 60_000 });
    service.app.get('/internal/rows', async (request) => ({ caller: requireServiceCaller(request, ['workers']).userId }));
    return service.app;
  }

  it('signs the call as service:<name> with the one role service, under a request id of its own', () => {
    const headers = serviceCallHeaders(secret, 'workers');
    expect(headers).toMatchObject({ 'x-user-id': 'service:workers', 'x-user-roles': SERVICE_ROLE });
    expect(verify(headers, headers['x-request-id']!)).toMatchObject({ ok: true, userId: 'service:workers', roles: ['service'] });
  });

  it('lets only the named service through: a user, even an admin, is refused 403, another service 403, no identity 401', async () => {
    const app = rowSource();
    const as = async (headers: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url: '/internal/rows', headers });
      return [res.statusCode, res.json().code ?? res.json().caller];
    };
    expect(await as(serviceCallHeaders(secret, 'workers'))).toEqual([200, 'service:workers']);
    expect(await as(signedIdentityHeaders(secret, { userId: 'root', roles: ['admin', 'super_admin'] }))).toEqual([403, 'PERMISSION_DENIED']);
    expect(await as(signedIdentityHeaders(secret, { userId: 'service:workers', roles: ['company'] }))).toEqual([403, 'PERMISSION_DENIED']);
    expect(await as(serviceCallHeaders(secret, 'gateway'))).toEqual([403, 'PERMISSION_DENIED']);
    expect(await as(serviceCallHeaders(generateIdentitySecret(), 'workers'))).toEqual([401, 'AUTH_REQUIRED']);
    expect(await as({})).toEqual([401, 'AUTH_REQUIRED']);
  });
});
