// visa-assessment with its Redis unreachable (an address where nothing listens: the cache and the
// queues) and the real Postgres: evaluations and reads go on; what needs a queue answers a fast 503
// and stores nothing (docs/decisions/027-dependencies-down-per-call.md).
import { freePort } from '@tov/kit/testing';
import { ELIGIBLE_FORMS } from '../unit/fixtures';
import { newUser, startVisaHarness, type VisaHarness } from './visa-harness';

let h: VisaHarness;
beforeAll(async () => {
  h = await startVisaHarness({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
}, 120_000);
afterAll(async () => h.close());

const d10 = () => ({ visaType: 'D-10', applicationType: ELIGIBLE_FORMS['D-10']!.applicationType, userData: ELIGIBLE_FORMS['D-10']!.form });

/** A call that must answer 503 SERVICE_UNAVAILABLE with Retry-After within a second. */
async function expectFast503(call: () => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): { code?: string } }>) {
  const started = Date.now();
  const res = await call();
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(res.statusCode).toBe(503);
  expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
  expect(res.headers['retry-after']).toBeDefined();
}

describe('visa-assessment while Redis is down', () => {
  it('saves evaluations and reads them back from the database (a cache miss, not an error)', async () => {
    const userId = newUser();
    const saved = await h.as(userId, { method: 'POST', url: '/api/visa/v3/assessment/evaluate', payload: d10() });
    expect(saved.statusCode).toBe(201);
    const read = await h.as(userId, { method: 'GET', url: `/api/visa/v3/assessment/${saved.json().data.assessmentId}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-cache']).toBe('MISS');
  });

  it('refuses a batch with a fast 503 and stores none of it', async () => {
    const userId = newUser();
    await expectFast503(() => h.as(userId, { method: 'POST', url: '/api/visa/v3/assessment/batch', payload: { applicants: [{ reference: 'a', ...d10() }] } }));
    expect(await h.db.batch.count({ where: { userId } })).toBe(0);
  });

  it('refuses an e-mail of an assessment with a fast 503 and says delivery is not available', async () => {
    const userId = newUser();
    const assessmentId = (await h.as(userId, { method: 'POST', url: '/api/visa/v3/assessment/evaluate', payload: d10() })).json().data.assessmentId as string;
    await expectFast503(() => h.as(userId, { method: 'POST', url: '/api/visa/v3/email/send', payload: { assessmentId, to: 'someone@example.test' } }));
    const availability = await h.as(userId, { method: 'GET', url: '/api/visa/v3/email/availability' });
    expect(availability.json().data).toMatchObject({ available: false });
  });
});
