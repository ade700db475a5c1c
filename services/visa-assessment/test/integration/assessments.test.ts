import { SUPPORTED_VISA_TYPES } from '../../src/domain';
import { ELIGIBLE_FORMS } from '../unit/fixtures';
import { newUser, startVisaHarness, type VisaHarness } from './visa-harness';

let h: VisaHarness;
beforeAll(async () => {
  h = await startVisaHarness();
}, 120_000);
afterAll(async () => h.close());

async function evaluate(userId: string | null, visaType: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const sample = ELIGIBLE_FORMS[visaType]!;
  return h.as(userId, {
    method: 'POST',
    url: '/api/visa/v3/assessment/evaluate',
    headers,
    payload: { visaType, applicationType: sample.applicationType, userData: sample.form, ...extra },
  });
}

async function saved(userId: string, visaType = 'D-10'): Promise<string> {
  const res = await evaluate(userId, visaType);
  expect(res.statusCode).toBe(201);
  return res.json().data.assessmentId;
}

describe('evaluate', () => {
  it.each(SUPPORTED_VISA_TYPES.map((t) => [t]))('scores and saves an eligible %s applicant', async (visaType) => {
    const userId = newUser();
    const res = await evaluate(userId, visaType);
    expect(res.statusCode).toBe(201);
    const a = res.json().data;
    expect(a).toMatchObject({ visaType, eligible: true, saved: true, mode: 'full', message: '기본 요건을 충족합니다.' });
    expect(a.assessmentId).toBe(a.evaluationId);
    expect(a.score).toBeGreaterThanOrEqual(60);
    expect(a.score).toBeLessThanOrEqual(100);
    expect(a.breakdown.length).toBeGreaterThan(0);
    expect(a.ruleSetId).toBeTruthy();
    const row = await h.db.assessment.findUnique({ where: { id: a.assessmentId } });
    expect(row).toMatchObject({ userId, visaType, eligible: true, ruleSetId: a.ruleSetId });
    const outbox = await h.db.outboxEvent.findFirst({ where: { key: a.assessmentId, type: 'visa.assessment.completed' } });
    expect(outbox).not.toBeNull();
    // Committed, then handed to the relay to publish at once; the row is left to the poller only
    // if that never happens (reserved for a while).
    const handed = h.published.find((row) => row.key === a.assessmentId);
    expect(handed).toMatchObject({ id: outbox!.id, type: 'visa.assessment.completed', topic: 'visa.assessment' });
    expect(JSON.parse(handed!.payload)).toEqual(outbox!.payload);
    expect(outbox!.status).toBe('pending');
    expect(outbox!.availableAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
  });

  it('publishes the documents the applicant did not tick as missingDocuments of visa.assessment.completed', async () => {
    const userId = newUser();
    const sample = ELIGIBLE_FORMS['E-7']!;
    const res = await evaluate(userId, 'E-7', { userData: { ...sample.form, documents: [] } });
    expect(res.statusCode).toBe(201);
    const a = res.json().data;
    expect(a.missingDocuments.length).toBeGreaterThan(0);
    const outbox = await h.db.outboxEvent.findFirst({ where: { key: a.assessmentId, type: 'visa.assessment.completed' } });
    expect((outbox!.payload as { data: { missingDocuments: string[] } }).data.missingDocuments).toEqual(a.missingDocuments);
  });

  it('saves a burst of concurrent evaluations, committed in groups, twice over (the groups are prepared statements by size)', async () => {
    const userId = newUser();
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(Array.from({ length: 40 }, () => evaluate(userId, 'D-10')));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(40).fill(201));
      const ids = answers.map((res) => res.json().data.assessmentId);
      expect(await h.db.assessment.count({ where: { id: { in: ids } } })).toBe(40);
      expect(await h.db.outboxEvent.count({ where: { key: { in: ids } } })).toBe(40);
      expect(h.published.filter((row) => ids.includes(row.key))).toHaveLength(40);
    }
  });

  it('answers an anonymous quick check without saving it', async () => {
    const res = await evaluate(null, 'F-2', { options: { quickCheck: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ saved: false, mode: 'quickCheck', message: '기본 요건을 충족합니다.' });
    expect(await h.db.assessment.count({ where: { id: res.json().data.assessmentId } })).toBe(0);
  });

  it('never saves quick checks, even for a signed-in user, and says what to check when not eligible', async () => {
    const userId = newUser();
    const res = await h.as(userId, {
      method: 'POST',
      url: '/api/visa/v3/assessment/evaluate',
      payload: { visaType: 'D-10', userData: {}, options: { quickCheck: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ saved: false, eligible: false, message: '자격 요건을 확인해주세요.' });
    expect(await h.db.assessment.count({ where: { userId } })).toBe(0);
  });

  it('adds a roadmap when asked', async () => {
    const res = await h.as(newUser(), {
      method: 'POST',
      url: '/api/visa/v3/assessment/evaluate',
      payload: { visaType: 'D-10', userData: {}, options: { includeRoadmap: true } },
    });
    expect(res.json().data.roadmap.length).toBeGreaterThan(1);
  });

  it('refuses an unknown visa type with VISA_TYPE_NOT_SUPPORTED and saves nothing', async () => {
    const userId = newUser();
    const res = await h.as(userId, { method: 'POST', url: '/api/visa/v3/assessment/evaluate', payload: { visaType: 'Z-99', userData: { a: 1 } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VISA_TYPE_NOT_SUPPORTED' });
    expect(await h.db.assessment.count({ where: { userId } })).toBe(0);
  });

  it('refuses an unknown application type naming the field', async () => {
    const res = await evaluate(newUser(), 'E-7', { applicationType: 'RENEWAL' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('applicationType');
  });

  it.each([
    ['spec', 'd10-spec-v1', 130],
    ['current', 'd10-current-v1', 195],
  ])('scores by the %s rules when asked, names them, and reads the saved assessment back the same', async (ruleSet, ruleSetId, maxPoints) => {
    const userId = newUser();
    const res = await evaluate(userId, 'D-10', { options: { ruleSet } });
    expect(res.statusCode).toBe(201);
    const a = res.json().data;
    expect(a).toMatchObject({ ruleSetId, ruleSetKind: ruleSet, scoreKind: 'points', maxPoints });
    const read = await h.as(userId, { method: 'GET', url: `/api/visa/v3/assessment/${a.assessmentId}` });
    expect(read.json().data).toMatchObject({ ruleSetId, ruleSetKind: ruleSet, scoreKind: 'points', breakdown: a.breakdown, score: a.score });
    // Only current sets say when they were checked against public sources.
    expect(read.json().data.ruleSetCheckedOn).toBe(ruleSet === 'current' ? a.ruleSetCheckedOn : undefined);
    if (ruleSet === 'current') expect(a.ruleSetCheckedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('scores by the current rules by default, calls a type without a points system a readiness score, and refuses an unknown rule set', async () => {
    const res = await evaluate(null, 'E-2');
    expect(res.json().data).toMatchObject({ ruleSetId: 'e2-current-v1', ruleSetKind: 'current', scoreKind: 'readiness', ruleSetCheckedOn: '2026-11-24' });
    const asSpec = await evaluate(null, 'E-2', { options: { ruleSet: 'spec' } });
    expect(asSpec.json().data).toMatchObject({ ruleSetId: 'e2-current-v1', ruleSetKind: 'current' });
    const bad = await evaluate(null, 'E-2', { options: { ruleSet: 'official' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('options.ruleSet');
  });

  it('creates one assessment for a retried request with the same Idempotency-Key', async () => {
    const userId = newUser();
    const first = await evaluate(userId, 'E-9', {}, { 'idempotency-key': 'retry-1' });
    const second = await evaluate(userId, 'E-9', {}, { 'idempotency-key': 'retry-1' });
    expect(second.json().data.assessmentId).toBe(first.json().data.assessmentId);
    expect(await h.db.assessment.count({ where: { userId } })).toBe(1);
  });

  it('saves once when five calls with one Idempotency-Key arrive at the same time', async () => {
    const userId = newUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => evaluate(userId, 'E-9', {}, { 'idempotency-key': 'burst-1' })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().data.assessmentId)).size).toBe(1);
    expect(await h.db.assessment.count({ where: { userId } })).toBe(1);
  });

  it('refuses the same Idempotency-Key with another body (409) and keeps the first assessment as it was', async () => {
    const userId = newUser();
    const first = await evaluate(userId, 'E-9', {}, { 'idempotency-key': 'reused-1' });
    const other = await evaluate(userId, 'D-10', {}, { 'idempotency-key': 'reused-1' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED', details: [{ field: 'Idempotency-Key' }] });
    const stored = await h.db.assessment.findMany({ where: { userId } });
    expect(stored.map((a) => [a.id, a.visaType])).toEqual([[first.json().data.assessmentId, 'E-9']]);
  });
});

describe('reading, history and ownership', () => {
  it('pages the history: page 1 has 10 of 12, page 2 the last 2, newest first', async () => {
    const userId = newUser();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await saved(userId, i % 2 ? 'D-10' : 'F-2'));
    const page1 = (await h.as(userId, { method: 'GET', url: '/api/visa/v3/assessment/history' })).json().data;
    expect(page1).toMatchObject({ page: 1, limit: 10, total: 12 });
    expect(page1.evaluations).toHaveLength(10);
    expect(page1.evaluations[0].assessmentId).toBe(ids[11]);
    const page2 = (await h.as(userId, { method: 'GET', url: '/api/visa/v3/assessment/history?page=2' })).json().data;
    expect(page2).toMatchObject({ page: 2, total: 12 });
    expect(page2.evaluations.map((e: { assessmentId: string }) => e.assessmentId)).toEqual([ids[1], ids[0]]);
  });

  it('filters the list by visa type, status and date range', async () => {
    const userId = newUser();
    await saved(userId, 'D-10');
    await saved(userId, 'F-2');
    await h.as(userId, { method: 'POST', url: '/api/visa/v3/assessment/evaluate', payload: { visaType: 'D-10', userData: {} } });
    const d10 = (await h.as(userId, { method: 'GET', url: '/api/visa/v3/assessment?visaType=D-10' })).json().data;
    expect(d10.total).toBe(2);
    const ineligible = (await h.as(userId, { method: 'GET', url: '/api/visa/v3/assessment?status=ineligible&dateRange=7d' })).json().data;
    expect(ineligible.total).toBe(1);
    expect(ineligible.assessments[0].eligible).toBe(false);
    const bad = await h.as(userId, { method: 'GET', url: '/api/visa/v3/assessment?status=pending' });
    expect(bad.statusCode).toBe(400);
  });

  it('caches an assessment (MISS then HIT), bypasses with forceRefresh and adds analysis', async () => {
    const userId = newUser();
    const id = await saved(userId);
    const first = await h.as(userId, { method: 'GET', url: `/api/visa/v3/assessment/${id}` });
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await h.as(userId, { method: 'GET', url: `/api/visa/v3/assessment/${id}?includeAnalysis=true` });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.json().data.analysis).toHaveProperty('pointsToPass');
    const forced = await h.as(userId, { method: 'GET', url: `/api/visa/v3/assessment/${id}?forceRefresh=true` });
    expect(forced.headers['x-cache']).toBe('MISS');
    expect(forced.json().data.assessmentId).toBe(id);
  });

  it("answers ASSESSMENT_NOT_FOUND for another user's assessment, cached or not", async () => {
    const owner = newUser();
    const id = await saved(owner);
    await h.as(owner, { method: 'GET', url: `/api/visa/v3/assessment/${id}` });
    for (const url of [`/api/visa/v3/assessment/${id}`, `/api/visa/v3/analysis/${id}`, `/api/visa/v3/bookmark/check/${id}`]) {
      const res = await h.as(newUser(), { method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ASSESSMENT_NOT_FOUND');
    }
    expect((await h.as(newUser(), { method: 'DELETE', url: `/api/visa/v3/assessment/${id}` })).statusCode).toBe(404);
    expect(await h.db.assessment.count({ where: { id } })).toBe(1);
  });

  it('needs a signed-in user for the history', async () => {
    const res = await h.as(null, { method: 'GET', url: '/api/visa/v3/assessment/history' });
    expect(res.statusCode).toBe(401);
  });

  it('deletes an assessment, its cache entry and bookmark, and publishes the deletion', async () => {
    const userId = newUser();
    const id = await saved(userId);
    await h.as(userId, { method: 'GET', url: `/api/visa/v3/assessment/${id}` });
    await h.as(userId, { method: 'POST', url: '/api/visa/v3/bookmark', payload: { assessmentId: id } });
    const res = await h.as(userId, { method: 'DELETE', url: `/api/visa/v3/assessment/${id}` });
    expect(res.statusCode).toBe(200);
    expect((await h.as(userId, { method: 'GET', url: `/api/visa/v3/assessment/${id}` })).statusCode).toBe(404);
    expect(await h.db.bookmark.count({ where: { assessmentId: id } })).toBe(0);
    expect(await h.db.outboxEvent.count({ where: { key: id, type: 'visa.assessment.deleted' } })).toBe(1);
  });
});

describe('compare', () => {
  it('compares five assessments and names the best', async () => {
    const userId = newUser();
    const ids = [];
    for (const t of ['D-10', 'F-2', 'E-7', 'E-9', 'F-6']) ids.push(await saved(userId, t));
    const res = await h.as(userId, { method: 'POST', url: '/api/visa/v3/assessment/compare', payload: { assessmentIds: ids } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.assessments).toHaveLength(5);
    expect(ids).toContain(res.json().data.comparison.bestAssessmentId);
  });

  it('rejects a comparison of six assessments', async () => {
    const userId = newUser();
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await saved(userId));
    const res = await h.as(userId, { method: 'POST', url: '/api/visa/v3/assessment/compare', payload: { assessmentIds: ids } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'assessmentIds' }] });
  });

  it("refuses to compare another user's assessment", async () => {
    const mine = await saved(newUser());
    const theirs = await saved(newUser());
    const res = await h.as(newUser(), { method: 'POST', url: '/api/visa/v3/assessment/compare', payload: { assessmentIds: [mine, theirs] } });
    expect(res.statusCode).toBe(404);
  });
});

describe('bookmarks, feedback, types and required documents', () => {
  it('adds, checks, lists and removes a bookmark; adding twice keeps one', async () => {
    const userId = newUser();
    const id = await saved(userId);
    expect((await h.as(userId, { method: 'POST', url: '/api/visa/v3/bookmark', payload: { assessmentId: id } })).statusCode).toBe(201);
    expect((await h.as(userId, { method: 'POST', url: '/api/visa/v3/bookmark', payload: { assessmentId: id } })).statusCode).toBe(200);
    expect((await h.as(userId, { method: 'GET', url: `/api/visa/v3/bookmark/check/${id}` })).json().data.bookmarked).toBe(true);
    const list = (await h.as(userId, { method: 'GET', url: '/api/visa/v3/bookmark' })).json().data;
    expect(list.total).toBe(1);
    expect(list.bookmarks[0]).toMatchObject({ assessmentId: id, visaType: 'D-10' });
    expect((await h.as(userId, { method: 'DELETE', url: `/api/visa/v3/bookmark/${id}` })).statusCode).toBe(200);
    expect((await h.as(userId, { method: 'GET', url: `/api/visa/v3/bookmark/check/${id}` })).json().data.bookmarked).toBe(false);
  });

  it("refuses to bookmark another user's assessment", async () => {
    const id = await saved(newUser());
    const res = await h.as(newUser(), { method: 'POST', url: '/api/visa/v3/bookmark', payload: { assessmentId: id } });
    expect(res.statusCode).toBe(404);
  });

  it("keeps feedback on the assessment's metadata and refuses a bad rating", async () => {
    const userId = newUser();
    const id = await saved(userId);
    await h.as(userId, { method: 'GET', url: `/api/visa/v3/assessment/${id}` });
    const ok = await h.as(userId, {
      method: 'POST',
      url: '/api/visa/v3/feedback',
      payload: { assessmentId: id, rating: 5, helpful: true, comment: '도움이 됐어요' },
    });
    expect(ok.statusCode).toBe(201);
    const bad = await h.as(userId, { method: 'POST', url: '/api/visa/v3/feedback', payload: { assessmentId: id, rating: 9 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('rating');
    const read = await h.as(userId, { method: 'GET', url: `/api/visa/v3/assessment/${id}` });
    expect(read.headers['x-cache']).toBe('MISS');
    expect(read.json().data.metadata.feedback).toEqual([expect.objectContaining({ rating: 5, helpful: true, comment: '도움이 됐어요' })]);
  });

  it('lists all 37 statuses of stay with the 13 full assessments first, from cache the second time', async () => {
    await h.redis.del('visa:types:v1');
    const first = await h.as(null, { method: 'GET', url: '/api/visa/v3/types' });
    expect(first.headers['x-cache']).toBe('MISS');
    const types = first.json().data;
    expect(types).toHaveLength(37);
    expect(types.slice(0, 13).every((t: { fullAssessment: boolean }) => t.fullAssessment)).toBe(true);
    expect(types.filter((t: { fullAssessment: boolean }) => t.fullAssessment)).toHaveLength(13);
    expect(types[0]).toEqual(expect.objectContaining({ code: expect.any(String), name: expect.any(String) }));
    expect((await h.as(null, { method: 'GET', url: '/api/visa/v3/types' })).headers['x-cache']).toBe('HIT');
  });

  it('lists the documents per visa type and application type, NEW by default and C1 for E-4, and the guided types’ guides', async () => {
    const e7 = (await h.as(null, { method: 'GET', url: '/api/visa/v3/required-fields/E-7' })).json().data;
    expect(e7.applicationType).toBe('NEW');
    expect(e7.documents.length).toBeGreaterThan(3);
    expect(e7.documents[0]).toEqual(expect.objectContaining({ code: expect.any(String), ko: expect.any(String), en: expect.any(String) }));
    const change = (await h.as(null, { method: 'GET', url: '/api/visa/v3/required-fields/E-7?applicationType=CHANGE' })).json().data;
    expect(change.documents).not.toEqual(e7.documents);
    expect((await h.as(null, { method: 'GET', url: '/api/visa/v3/required-fields/E-4' })).json().data.applicationType).toBe('C1');
    const guided = await h.as(null, { method: 'GET', url: '/api/visa/v3/required-fields/B-2' });
    expect(guided.statusCode).toBe(200);
    expect(guided.json().data).toEqual({
      visaType: 'B-2',
      applicationType: 'NEW',
      documents: expect.arrayContaining([expect.objectContaining({ code: 'PASSPORT', ko: '여권', en: 'Passport', zh: '护照', ja: '旅券' })]),
    });
    const student = (await h.as(null, { method: 'GET', url: '/api/visa/v3/required-fields/d2?applicationType=EXTENSION' })).json().data;
    expect(student.visaType).toBe('D-2');
    expect(student.applicationType).toBe('EXTENSION');
    expect(student.documents.map((d: { code: string }) => d.code)).toEqual(expect.arrayContaining(['ENROLMENT_CERTIFICATE', 'ALIEN_REGISTRATION_CARD']));
    const holiday = (await h.as(null, { method: 'GET', url: '/api/visa/v3/required-fields/H-1' })).json().data;
    expect(holiday.documents.map((d: { code: string }) => d.code)).toEqual(expect.arrayContaining(['BANK_STATEMENT', 'RETURN_TICKET', 'TRAVEL_PLAN']));
    // A sub-type adds its own documents (those its assessment counts as missing when not ticked).
    const codes = async (query: string) =>
      ((await h.as(null, { method: 'GET', url: `/api/visa/v3/required-fields/F-2${query}` })).json().data.documents as { code: string }[]).map((d) => d.code);
    const f2 = await codes('');
    const f27 = await codes('?subtype=f-2-7');
    expect(f2).not.toContain('TAX_CERTIFICATE');
    expect(f27).toEqual(expect.arrayContaining([...f2, 'DEGREE_CERTIFICATE', 'INCOME_PROOF', 'KOREAN_PROFICIENCY_CERTIFICATE', 'TAX_CERTIFICATE']));
    expect(await codes('?subtype=F-2-2')).toEqual(expect.arrayContaining(['FAMILY_RELATION_CERTIFICATE', 'SPONSOR_STATUS_PROOF']));
    expect((await h.as(null, { method: 'GET', url: '/api/visa/v3/required-fields/F-2?subtype=<b>' })).statusCode).toBe(400);
    const unknown = await h.as(null, { method: 'GET', url: '/api/visa/v3/required-fields/Z-9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VISA_TYPE_NOT_SUPPORTED');
  });
});
