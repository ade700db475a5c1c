import { randomUUID } from 'node:crypto';
import { waitForAccountEmail } from '@tov/kit/testing';
import { Kafka, logLevel } from 'kafkajs';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const SMTP_SINK = process.env.SMTP_SINK_URL ?? 'http://127.0.0.1:1080';
interface AuthData {
  token: string;
  user: { id: string; email: string; role: string };
}

const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

async function call(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-request-id': `e2e-${randomUUID()}`,
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, headers: res.headers, body: (await res.json().catch(() => null)) as { success: boolean; data: AuthData; code?: string } | null };
}

it('signs up through an e-mailed link, refreshes, and logs out everywhere through the running gateway while auth events reach a Kafka consumer', async () => {
  const email = `e2e.${Date.now()}@test.tov`;
  const seen: string[] = [];
  const kafka = new Kafka({ clientId: 'e2e', brokers: BROKERS, logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `e2e-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topic: 'auth.user', fromBeginning: true });
  await consumer.run({ eachMessage: async ({ message }) => void seen.push(message.value?.toString() ?? '') });
  try {
    const registered = await call('POST', '/api/auth/register', {
      role: 'pro',
      email,
      password: 'secret123',
      name: 'E2E Pro',
      expertise: 'language',
      certification: ['TOPIK 6'],
      experience: 3,
      phoneNumber: '010-0000-0000',
    });
    expect(registered.status).toBe(202);
    expect(JSON.stringify(registered.body)).not.toContain('token');
    // Not verified yet: the right password says so.
    const early = await call('POST', '/api/auth/login', { email, password: 'secret123' });
    expect(early.status).toBe(403);
    expect(early.body!.code).toBe('EMAIL_NOT_VERIFIED');

    // The workers deliver the verification link to the SMTP sink; the link signs in.
    const link = await waitForAccountEmail({ smtpSinkUrl: SMTP_SINK }, email, 'verify-email', { timeoutMs: 60_000 });
    const verified = await call('POST', '/api/auth/verify-email', { token: link.token });
    expect(verified.status).toBe(200);
    const userId = verified.body!.data.user.id;
    const cookie = verified.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^tov_refresh=[A-Za-z0-9_-]+; Path=\/api\/auth; HttpOnly; SameSite=Strict/);

    const login = await call('POST', '/api/auth/login', { email, password: 'secret123' });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-request-id')).toMatch(/^e2e-/);
    const me = await call('GET', '/api/auth/me', undefined, login.body!.data.token);
    expect(me.status).toBe(200);
    expect(me.body!.data.user).toMatchObject({ id: userId, email, role: 'pro' });

    const refreshed = await call('POST', '/api/auth/refresh', undefined, undefined, { cookie: cookie.split(';', 1)[0]! });
    expect(refreshed.status).toBe(200);
    const rotated = (refreshed.headers.get('set-cookie') ?? '').split(';', 1)[0]!;

    const deadline = Date.now() + 60_000;
    const events = () => seen.map((v) => JSON.parse(v)).filter((e) => e.key === userId);
    while (events().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(events().find((e) => e.type === 'auth.user.registered')).toMatchObject({
      version: 1,
      source: 'auth',
      data: { email, role: 'pro', emailVerified: false },
    });
    expect(events().find((e) => e.type === 'auth.user.email-verified')).toMatchObject({ version: 1, data: { userId, email } });

    // Logout with the cookie alone revokes every session: the login's token and the refreshed one.
    const out = await call('POST', '/api/auth/logout', undefined, undefined, { cookie: rotated });
    expect(out.status).toBe(200);
    for (const token of [login.body!.data.token, refreshed.body!.data.token]) {
      let after = await call('GET', '/api/visa/v3/assessment/history', undefined, token);
      for (let i = 0; i < 20 && after.status !== 401; i++) after = await call('GET', '/api/visa/v3/assessment/history', undefined, token);
      expect(after.status).toBe(401);
      expect(after.body!.code).toBe('TOKEN_REVOKED');
    }
  } finally {
    await consumer.disconnect();
  }
});

it('serves the frontend at / and client routes, and answers missing services with 503', async () => {
  const page = await fetch(`${BASE}/visa/step1`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root"');
  const demo = await call('POST', '/api/auth/login', { email: `nobody.${Date.now()}@test.tov`, password: 'wrong-pass' });
  expect(demo.status).toBe(401);
  const admin = await call('GET', '/api/v1/admin/overview');
  expect(admin.status).toBe(401);
});

it('serves the merged API document of every running service, and its browsable reference', async () => {
  const res = await fetch(`${BASE}/api/openapi.json`);
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { paths: Record<string, Record<string, { tags: string[] }>>; tags: Array<{ name: string }> };
  expect(doc.tags.map((t) => t.name)).toEqual(expect.arrayContaining(['auth', 'visa', 'matching', 'specialist', 'tovspark', 'company']));
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => `${op.tags[0]} ${method.toUpperCase()} ${path}`),
  );
  // 11 auth, 20 visa, 4 matching, 35 specialist, 52 tovspark routes (each service's own test checks its document lists every route).
  expect(operations.filter((o) => o.startsWith('auth '))).toHaveLength(11);
  expect(operations.filter((o) => o.startsWith('visa '))).toHaveLength(20);
  expect(operations.filter((o) => o.startsWith('specialist '))).toHaveLength(35);
  expect(operations.filter((o) => o.startsWith('tovspark '))).toHaveLength(52);
  // 23 company routes; its internal one (the workers' export rows) is not the platform's API: the
  // gateway routes no /internal path, so the document leaves it out.
  expect(operations.filter((o) => o.startsWith('company '))).toHaveLength(23);
  expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  expect(operations).toEqual(
    expect.arrayContaining(['matching POST /api/visa/v3/matching/{id}/select', 'visa POST /api/visa/v3/assessment/evaluate', 'auth GET /api/auth/me']),
  );
  const page = await fetch(`${BASE}/api/docs/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('swagger-ui');
});
