import { randomUUID } from 'node:crypto';
import { DEMO_SEED_SCOPE, userRegisteredV1, ZAssessmentHistorySchema, ZComparisonSchema } from '@tov/contracts';
import { startServiceHarness } from '@tov/kit/testing';
import { seedVisa } from '../../src/seed';
import { DEMO_ASSESSMENTS } from '../../src/seed/demo-assessments';
import { visaService } from '../../src/server';

/**
 * The demo challenger's assessments (docs/decisions/130-demo-data.md) on the real database, for an
 * account of this run: its registration reaches the user projection through `auth.user.registered`
 * (the service's own consumer), the seed scores and saves the demo forms once.
 */
type Harness = Awaited<ReturnType<typeof startHarness>>;
const startHarness = () => startServiceHarness(visaService, { database: 'visa_test' });
let h: Harness;
const userId = randomUUID();
const email = `challenger.${userId.slice(0, 8)}@demo.tov`;

beforeAll(async () => {
  h = await startHarness();
  const registration = {
    userId,
    email,
    name: 'Nguyen Van An',
    role: 'challenger' as const,
    roles: ['challenger' as const],
    registeredAt: new Date().toISOString(),
    emailVerified: true,
    nationality: 'Vietnam' as const,
  };
  await h.processed((await h.publish(userRegisteredV1, registration, { key: userId })).id);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const as = (url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', payload?: object) =>
  h.service.app.inject({ method, url, headers: h.identityHeaders(userId, 'challenger'), ...(payload ? { payload } : {}) });

async function snapshot() {
  return JSON.stringify({
    assessments: await h.db.assessment.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    keys: await h.db.idempotencyKey.findMany({ where: { scope: DEMO_SEED_SCOPE, userId }, orderBy: { key: 'asc' } }),
  });
}

const completed = () => h.db.outboxEvent.findMany({ where: { type: 'visa.assessment.completed', payload: { path: ['data', 'userId'], equals: userId } } });

it("saves the demo challenger's D-10, E-7 and F-2-7 assessments once, with their events, and a second seed changes nothing", async () => {
  const first = await seedVisa(h.db, h.deps.sql, { email, waitMs: 30_000 });
  expect(first.created).toHaveLength(DEMO_ASSESSMENTS.length);
  expect(first).toMatchObject({ existing: [], announced: 0 });
  const before = await snapshot();
  expect(await completed()).toHaveLength(DEMO_ASSESSMENTS.length);

  const second = await seedVisa(h.db, h.deps.sql, { email, waitMs: 30_000 });
  expect(second).toMatchObject({ created: [], announced: 0 });
  expect(second.existing.sort()).toEqual([...first.created].sort());
  expect(await snapshot()).toBe(before);
  expect(await completed()).toHaveLength(DEMO_ASSESSMENTS.length);
}, 120_000);

it('gives the history (newest first), the comparison and the latest score something to show', async () => {
  const history = ZAssessmentHistorySchema.parse((await as('/api/visa/v3/assessment/history?page=1&limit=10')).json().data);
  expect(history.total).toBe(3);
  // Newest first: the F-2-7 of three days ago, then E-7, then D-10.
  expect(history.evaluations.map((a) => a.visaType)).toEqual(['F-2', 'E-7', 'D-10']);
  expect(history.evaluations.map((a) => a.visaSubtype)).toEqual(['F-2-7', 'E-7-1', 'D-10-1']);
  expect(history.evaluations.every((a) => a.score > 0)).toBe(true);
  expect(history.evaluations.filter((a) => a.eligible).length).toBeGreaterThanOrEqual(2);
  const compare = await as('/api/visa/v3/assessment/compare', 'POST', { assessmentIds: history.evaluations.map((a) => a.assessmentId) });
  expect(compare.statusCode).toBe(200);
  expect(ZComparisonSchema.parse(compare.json().data).assessments).toHaveLength(3);
});

it('keeps an assessment the applicant deleted deleted, and announces the others again with --announce', async () => {
  const [newest] = ZAssessmentHistorySchema.parse((await as('/api/visa/v3/assessment/history?page=1&limit=10')).json().data).evaluations;
  expect((await as(`/api/visa/v3/assessment/${newest!.assessmentId}`, 'DELETE')).statusCode).toBe(200);
  const announced = await seedVisa(h.db, h.deps.sql, { email, announce: true, waitMs: 30_000 });
  expect(announced).toMatchObject({ created: [], announced: 2 });
  expect(await h.db.assessment.count({ where: { userId } })).toBe(2);
  expect(await completed()).toHaveLength(DEMO_ASSESSMENTS.length + 2);
}, 60_000);
