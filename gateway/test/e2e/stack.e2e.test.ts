import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
interface AuthData {
  token: string;
  user: { id: string; email: string; role: string };
}

const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-request-id': `e2e-${randomUUID()}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, headers: res.headers, body: (await res.json().catch(() => null)) as { success: boolean; data: AuthData; code?: string } | null };
}

it('registers, logs in and answers /api/auth/me through the running gateway while auth.user.registered reaches a Kafka consumer', async () => {
  const email = `e2e.${Date.now()}@test.tov`;
  const seen: string[] = [];
  const kafka = new Kafka({ clientId: 'e2e', brokers: BROKERS, logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `e2e-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topic: 'auth.user', fromBeginning: true });
  await consumer.run({ eachMessage: async ({ message }) => void seen.push(message.value?.toString() ?? '') });
  try {
    const registered = await call('POST', '/api/auth/register', { role: 'pro', email, password: 'secret123', name: 'E2E Pro', expertise: 'language', certification: ['TOPIK 6'], experience: 3, phoneNumber: '010-0000-0000' });
    expect(registered.status).toBe(201);
    const userId = registered.body!.data.user.id;

    const login = await call('POST', '/api/auth/login', { email, password: 'secret123' });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-request-id')).toMatch(/^e2e-/);
    const me = await call('GET', '/api/auth/me', undefined, login.body!.data.token);
    expect(me.status).toBe(200);
    expect(me.body!.data.user).toMatchObject({ id: userId, email, role: 'pro' });

    const deadline = Date.now() + 60_000;
    const mine = () => seen.map((v) => JSON.parse(v)).find((e) => e.type === 'auth.user.registered' && e.data.userId === userId);
    while (!mine() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(mine()).toMatchObject({ version: 1, source: 'auth', key: userId, data: { email, role: 'pro' } });

    const out = await call('POST', '/api/auth/logout', undefined, login.body!.data.token);
    expect(out.status).toBe(200);
    let after = await call('GET', '/api/auth/me', undefined, login.body!.data.token);
    for (let i = 0; i < 20 && after.status !== 401; i++) after = await call('GET', '/api/auth/me', undefined, login.body!.data.token);
    expect(after.status).toBe(401);
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
