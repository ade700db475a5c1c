import { waitFor } from '@tov/kit/testing';
import { call, signUp } from './e2e-client';

/** The kit's poll, with this file's patience (a minute, 200 ms apart). */
const eventually = <T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> =>
  waitFor(probe, { what, timeoutMs, intervalMs: 200 });

const F27 = {
  visaSubtype: 'F-2-7',
  personalInfo: { nationality: 'Vietnam', birthDate: '1995-03-01', age: 30 },
  education: { level: 'MASTER', degree: 'MASTER', university: 'Seoul National University', koreanDegree: 'true', graduated: 'true' },
  korean: { topik: 5, kiip: 'null' },
  income: { annual: 65_000_000, stable: 'true' },
  bonus: { taxPaymentYears: 3 },
};

it("brings a selected expert the request through the gateway: inbox within seconds, the client's assessment, a quote from the price list; other roles and experts are kept out", async () => {
  const applicant = await signUp({
    role: 'challenger',
    name: 'Inbox Applicant',
    nationality: 'Vietnam',
    gender: 'female',
    dateOfBirth: '1995-03-01',
    availableLanguages: 'Vietnamese, Korean',
    visaType: 'D-10',
    inquiryType: 'visa',
    purpose: 'visa_consultation',
  });
  const pro = await signUp({ role: 'pro', name: 'Inbox Pro', expertise: 'administrative', certification: ['행정사'], experience: 9 });
  const otherPro = await signUp({ role: 'pro', name: 'Other Pro', expertise: 'administrative', certification: ['행정사'], experience: 2 });

  // The pro's profile is made from the registration event.
  const profile = await eventually(async () => {
    const res = await call('GET', '/api/specialist/profile', undefined, pro.token);
    return res.status === 200 ? res.body.data : undefined;
  }, 'the profile from auth.user.registered');
  expect(profile).toMatchObject({ userId: pro.user.id, name: 'Inbox Pro', expertise: 'administrative' });
  const pricing = await call('PUT', '/api/specialist/pricing', { prices: [{ serviceOption: 'consultation', visaType: 'F-2', amount: 120_000 }] }, pro.token);
  expect(pricing.status).toBe(200);

  const assessed = await call('POST', '/api/visa/v3/assessment/evaluate', { visaType: 'F-2', userData: F27, options: { ruleSet: 'spec' } }, applicant.token);
  expect(assessed.status).toBe(201);
  const assessmentId = assessed.body.data.assessmentId as string;
  const request = await eventually(async () => {
    const res = await call(
      'POST',
      '/api/visa/v3/matching/create',
      { assessmentId, preferences: { languages: ['ko'], budget: 'medium', consultationMode: 'online', urgency: 'normal' } },
      applicant.token,
    );
    return res.status === 201 && res.body.data.candidates.some((c: { expertId: string }) => c.expertId === pro.user.id) ? res.body.data : undefined;
  }, 'matching to know the assessment and the specialist');
  const selected = await call(
    'POST',
    `/api/visa/v3/matching/${request.requestId}/select`,
    { expertId: pro.user.id, serviceOption: 'consultation' },
    applicant.token,
  );
  expect(selected.status).toBe(200);

  const selectedAt = Date.now();
  const inbox = await eventually(
    async () => {
      const res = await call('GET', '/api/specialist/matching/requests?status=new', undefined, pro.token);
      return res.body.data.items.find((r: { requestId: string }) => r.requestId === request.requestId);
    },
    "the request in the expert's inbox",
    15_000,
  );
  expect(Date.now() - selectedAt).toBeLessThan(10_000);
  expect(inbox).toMatchObject({
    clientId: applicant.user.id,
    clientName: 'Inbox Applicant',
    assessmentId,
    visaType: 'F-2',
    serviceOption: 'consultation',
    defaultAmount: 120_000,
    quote: null,
  });

  const detail = await call('GET', `/api/specialist/matching/requests/${request.requestId}`, undefined, pro.token);
  expect(detail.body.data.assessment).toMatchObject({ assessmentId, visaType: 'F-2', visaSubtype: 'F-2-7' });
  expect((await call('GET', `/api/specialist/assessment/${assessmentId}`, undefined, pro.token)).status).toBe(200);

  const quote = await call(
    'POST',
    `/api/specialist/matching/requests/${request.requestId}/quote`,
    { serviceOption: 'consultation', message: '첫 상담' },
    pro.token,
  );
  expect(quote.status).toBe(201);
  expect(quote.body.data).toMatchObject({ amount: 120_000, status: 'sent', expertName: 'Inbox Pro' });

  // Another expert: 404 on the request and the assessment; the applicant: 403 on every specialist call.
  expect((await call('GET', `/api/specialist/matching/requests/${request.requestId}`, undefined, otherPro.token)).status).toBe(404);
  expect((await call('GET', `/api/specialist/assessment/${assessmentId}`, undefined, otherPro.token)).status).toBe(404);
  for (const [method, path] of [
    ['GET', '/api/specialist/profile'],
    ['GET', '/api/specialist/matching/requests'],
    ['POST', `/api/specialist/matching/requests/${request.requestId}/quote`],
    ['GET', '/api/specialist/schedules'],
    ['GET', '/api/v1/dashboard/me/pro'],
  ] as const) {
    const res = await call(method, path, method === 'POST' ? { serviceOption: 'consultation', amount: 1 } : undefined, applicant.token);
    expect([method, path, res.status]).toEqual([method, path, 403]);
  }

  const dashboard = await call('GET', '/api/v1/dashboard/me/pro', undefined, pro.token);
  expect(dashboard.status).toBe(200);
  expect(dashboard.body.data.stats.requests).toMatchObject({ quoted: 1 });
});
