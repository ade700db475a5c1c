// Issue 12, items 4, 6 and 7: bad input is a 4xx in the envelope that stores nothing; an id is one id
// however it is spelled; an Idempotency-Key is bound to what it was first sent with.
import { randomUUID } from 'node:crypto';
import { call, deeplyNestedJson, isEnvelope, tokenOf } from './support';

const D10 = { personalInfo: { nationality: 'Vietnam', age: 27 }, educationInfo: { highestDegree: 'MASTER' }, languageInfo: { topikLevel: 4 } };

async function savedAssessment(token: string): Promise<string> {
  const answer = await call('POST', '/api/visa/v3/assessment/evaluate', { token, body: { visaType: 'D-10', userData: D10 } });
  expect(answer.status).toBe(201);
  return (answer.json!.data as { assessmentId: string }).assessmentId;
}

describe('bad input answers 4xx in the envelope, never 5xx', () => {
  it.each([
    ['a non-UUID assessmentId in feedback', 'POST', '/api/visa/v3/feedback', { assessmentId: 'not-a-uuid', rating: 4 }],
    ['a NUL in a feedback comment', 'POST', '/api/visa/v3/feedback', { assessmentId: randomUUID(), rating: 4, comment: 'good\u0000bad' }],
    ['a NUL in matching/create assessmentId', 'POST', '/api/visa/v3/matching/create', { assessmentId: `${randomUUID()}\u0000` }],
    [
      'a NUL in matching preferences.languages',
      'POST',
      '/api/visa/v3/matching/create',
      { assessmentId: randomUUID(), preferences: { languages: ['en\u0000'] } },
    ],
    ['a NUL in a batch item', 'POST', '/api/visa/v3/assessment/batch', { applicants: [{ visaType: 'D-10\u0000', userData: {} }] }],
    ["a NUL in a saved evaluation's userData", 'POST', '/api/visa/v3/assessment/evaluate', { visaType: 'D-10', userData: { name: 'a\u0000b' } }],
  ])('%s', async (_what, method, path, body) => {
    const token = await tokenOf('challenger');
    const answer = await call(method, path, { token, body });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(isEnvelope(answer)).toBe(true);
  });

  it('answers userData nested 5,000 arrays deep with 400, and stores nothing', async () => {
    const token = await tokenOf('challenger');
    const before = (await call('GET', '/api/visa/v3/assessment?limit=1', { token })).json!.data as { total: number };
    const answer = await call('POST', '/api/visa/v3/assessment/evaluate', { token, raw: `{"visaType":"D-10","userData":${deeplyNestedJson('deep', 5_000)}}` });
    expect([answer.status, answer.json?.code]).toEqual([400, 'VALIDATION_ERROR']);
    const after = (await call('GET', '/api/visa/v3/assessment?limit=1', { token })).json!.data as { total: number };
    expect(after.total).toBe(before.total);
  });

  it('answers a NUL in a query string and in the login e-mail with 400', async () => {
    const list = await call('GET', '/api/visa/v3/assessment?visaType=%00', { token: await tokenOf('challenger') });
    expect([list.status, list.json?.code]).toEqual([400, 'VALIDATION_ERROR']);
    const login = await call('POST', '/api/auth/login', { body: { email: 'a\u0000@demo.tov', password: 'demo1234' } });
    expect([login.status, login.json?.code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('an id is one id however it is spelled', () => {
  it('deletes by an upper-case id: the lower-case read is gone from the cache and matching refuses it', async () => {
    const token = await tokenOf('challenger');
    const id = await savedAssessment(token);
    expect((await call('GET', `/api/visa/v3/assessment/${id}`, { token })).status).toBe(200); // cached now
    const deleted = await call('DELETE', `/api/visa/v3/assessment/${id.toUpperCase()}`, { token });
    expect(deleted.status).toBe(200);
    expect((deleted.json!.data as { assessmentId: string }).assessmentId).toBe(id);
    const read = await call('GET', `/api/visa/v3/assessment/${id}`, { token });
    expect([read.status, read.json?.code]).toEqual([404, 'ASSESSMENT_NOT_FOUND']);
    // matching's projection drops it once the deletion event arrives
    let matched = 0;
    for (let i = 0; i < 40 && matched !== 404; i++) {
      matched = (await call('POST', '/api/visa/v3/matching/create', { token, body: { assessmentId: id.toUpperCase() } })).status;
      if (matched !== 404) await new Promise((r) => setTimeout(r, 250));
    }
    expect(matched).toBe(404);
  });
});

describe('an Idempotency-Key is bound to its body', () => {
  it('answers 409 for the same key with another body, and the stored assessment stays the first', async () => {
    const token = await tokenOf('challenger');
    const key = `security-${randomUUID()}`;
    const first = await call('POST', '/api/visa/v3/assessment/evaluate', {
      token,
      headers: { 'idempotency-key': key },
      body: { visaType: 'D-10', userData: D10 },
    });
    expect(first.status).toBe(201);
    const other = await call('POST', '/api/visa/v3/assessment/evaluate', {
      token,
      headers: { 'idempotency-key': key },
      body: { visaType: 'E-9', userData: {} },
    });
    expect([other.status, other.json?.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    const stored = await call('GET', `/api/visa/v3/assessment/${(first.json!.data as { assessmentId: string }).assessmentId}`, { token });
    expect((stored.json!.data as { visaType: string }).visaType).toBe('D-10');
  });
});
