import { sinkMessages } from '@tov/kit/testing';
import { call, signUp, SMTP_SINK } from './e2e-client';

async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// A F-2-7 applicant on the spec's table (options.ruleSet 'spec'): Korean master's (30), TOPIK 5 (20), age 30 (15), income 65M (6), 3 years of tax (5).
const F27 = {
  visaSubtype: 'F-2-7',
  personalInfo: { nationality: 'Vietnam', birthDate: '1995-03-01', age: 30 },
  education: { level: 'MASTER', degree: 'MASTER', university: 'Seoul National University', koreanDegree: 'true', graduated: 'true' },
  korean: { topik: 5, kiip: 'null' },
  income: { annual: 65_000_000, stable: 'true' },
  bonus: { taxPaymentYears: 3 },
};

it('runs the visa flow through the gateway: types, evaluate, history, compare, bookmark, e-mail, matching', async () => {
  const types = await call('GET', '/api/visa/v3/types');
  expect(types.status).toBe(200);
  expect(types.body.data).toHaveLength(37);

  const anonymous = await call('POST', '/api/visa/v3/assessment/evaluate', { visaType: 'F-2', userData: F27, options: { quickCheck: true } });
  expect(anonymous.status).toBe(200);
  expect(anonymous.body.data.saved).toBe(false);

  const challenger = await signUp({
    role: 'challenger',
    name: 'Flow Tester',
    nationality: 'Vietnam',
    gender: 'female',
    dateOfBirth: '1995-03-01',
    availableLanguages: 'Vietnamese, Korean',
    visaType: 'D-10',
    inquiryType: 'visa',
    purpose: 'visa_consultation',
  });
  const pro = await signUp({ role: 'pro', name: 'Visa Pro', expertise: 'administrative', certification: ['행정사'], experience: 9 });
  expect(pro.user.id).toBeTruthy();

  const ids: string[] = [];
  for (const visaType of ['F-2', 'D-10', 'F-2']) {
    const res = await call(
      'POST',
      '/api/visa/v3/assessment/evaluate',
      visaType === 'F-2'
        ? { visaType, userData: F27, options: { ruleSet: 'spec' } }
        : { visaType, userData: { personalInfo: { age: 27 }, educationInfo: { highestDegree: 'MASTER' } } },
      challenger.token,
    );
    expect(res.status).toBe(201);
    ids.push(res.body.data.assessmentId);
  }
  const f27 = (await call('GET', `/api/visa/v3/assessment/${ids[0]}`, undefined, challenger.token)).body.data;
  expect(f27).toMatchObject({ visaType: 'F-2', visaSubtype: 'F-2-7', saved: true, ruleSetId: 'f2-7-spec-v1', ruleSetKind: 'spec' });
  expect(f27.totalPoints).toBe(76);

  const history = await call('GET', '/api/visa/v3/assessment/history?page=1&limit=2', undefined, challenger.token);
  expect(history.body.data).toMatchObject({ total: 3, page: 1 });
  expect(history.body.data.evaluations).toHaveLength(2);
  const compare = await call('POST', '/api/visa/v3/assessment/compare', { assessmentIds: ids }, challenger.token);
  expect(compare.status).toBe(200);
  expect((await call('POST', '/api/visa/v3/bookmark', { assessmentId: ids[0] }, challenger.token)).status).toBe(201);
  expect((await call('GET', `/api/visa/v3/bookmark/check/${ids[0]}`, undefined, challenger.token)).body.data.bookmarked).toBe(true);

  // Another user sees none of it.
  const stranger = await signUp({ role: 'company', name: 'Other', companyName: 'X', businessNumber: '1', companyAddress: 'Busan' });
  expect((await call('GET', `/api/visa/v3/assessment/${ids[0]}`, undefined, stranger.token)).status).toBe(404);

  // Only to the account's own address: another recipient is refused.
  const relay = await call('POST', '/api/visa/v3/email/send', { assessmentId: ids[0], to: 'someone.else@example.com' }, challenger.token);
  expect(relay.status).toBe(403);
  expect(relay.body.code).toBe('EMAIL_RECIPIENT_NOT_ALLOWED');
  // The verified address reaches visa-assessment by events; the summary is queued for it.
  const mail = await eventually(async () => {
    const res = await call('POST', '/api/visa/v3/email/send-summary', { assessmentId: ids[0] }, challenger.token);
    return res.status === 202 ? res : undefined;
  }, 'the account projection in visa-assessment');
  expect(mail.body.data.status).toBe('queued');
  // The workers deliver it to the SMTP sink, once.
  const delivered = await eventually(async () => {
    const list = (await sinkMessages(SMTP_SINK, challenger.user.email)).filter((m) => !m.headers['x-tov-email-kind']);
    return list.length > 0 ? list : undefined;
  }, 'the summary e-mail in the SMTP sink');
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.text).toContain('F-2');

  // Matching knows the assessment and the specialist from events, then ranks and selects.
  const request = await eventually(async () => {
    const res = await call(
      'POST',
      '/api/visa/v3/matching/create',
      { assessmentId: ids[0], preferences: { languages: ['ko'], budget: 'medium', consultationMode: 'online', urgency: 'normal' } },
      challenger.token,
    );
    return res.status === 201 && res.body.data.candidates.some((c: { expertId: string }) => c.expertId === pro.user.id) ? res : undefined;
  }, 'matching to know the assessment and the specialist');
  const candidate = request.body.data.candidates.find((c: { expertId: string }) => c.expertId === pro.user.id);
  expect(candidate.reasons.length).toBeGreaterThan(0);
  const select = await call(
    'POST',
    `/api/visa/v3/matching/${request.body.data.requestId}/select`,
    { expertId: pro.user.id, serviceOption: 'consultation' },
    challenger.token,
  );
  expect(select.status).toBe(200);
  expect(select.body.data).toMatchObject({ status: 'expert_selected', selectedExpertId: pro.user.id });
});
