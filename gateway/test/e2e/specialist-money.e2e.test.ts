import { randomUUID } from 'node:crypto';
import { waitFor, waitForSinkMessage } from '@tov/kit/testing';
import { call, signUp, SMTP_SINK } from './e2e-client';

/** A demo account of the seeded stack (password demo1234). */
async function demo(email: string) {
  const res = await call('POST', '/api/auth/login', { email, password: 'demo1234' });
  expect(res.status).toBe(200);
  return res.body.data as { token: string; user: { id: string; email: string } };
}

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

/**
 * Issue 15's story through the gateway on the seeded stack: an applicant assesses, requests matching
 * and selects an expert (signed up now: the seeded pro@demo.tov's registration event predates this
 * stack's consumer groups, which start at the end of the topics); the expert sees the request within seconds and quotes; the applicant's
 * accept is sent twice at once and pays once; the service goes through its states to completed
 * with a roadmap whose message reaches the applicant by e-mail; a settlement appears; an admin's
 * refund shrinks it. A challenger is refused every specialist and admin payment call.
 */
it('takes an applicant from a selected expert to a paid, completed, settled and partly refunded service through the gateway', async () => {
  const applicant = await signUp({
    role: 'challenger',
    name: 'Money Applicant',
    nationality: 'Vietnam',
    gender: 'female',
    dateOfBirth: '1995-03-01',
    availableLanguages: 'Vietnamese, Korean',
    visaType: 'D-10',
    inquiryType: 'visa',
    purpose: 'visa_consultation',
  });
  const pro = await signUp({ role: 'pro', name: 'Money Pro', expertise: 'administrative', certification: ['행정사'], experience: 9 });
  const admin = await demo('admin@demo.tov');
  await eventually(
    async () => ((await call('GET', '/api/specialist/profile', undefined, pro.token)).status === 200 ? true : undefined),
    "the expert's profile from auth.user.registered",
  );

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
  }, 'matching to offer the expert');
  expect(
    (await call('POST', `/api/visa/v3/matching/${request.requestId}/select`, { expertId: pro.user.id, serviceOption: 'consultation' }, applicant.token)).status,
  ).toBe(200);

  const selectedAt = Date.now();
  await eventually(
    async () => {
      const res = await call('GET', '/api/specialist/matching/requests?status=new&limit=100', undefined, pro.token);
      return res.body.data.items.find((r: { requestId: string }) => r.requestId === request.requestId);
    },
    "the request in the expert's inbox",
    15_000,
  );
  expect(Date.now() - selectedAt).toBeLessThan(10_000);

  // The applicant reads the quotes and the service from the specialist service, through the gateway
  // (decision 116: matching's request no longer carries them); none until the expert quotes.
  const quotesPath = `/api/visa/v3/matching/${request.requestId}/quotes`;
  expect((await call('GET', quotesPath, undefined, applicant.token)).body.data).toEqual({
    requestId: request.requestId,
    quotes: [],
    service: null,
  });
  const quoted = await call(
    'POST',
    `/api/specialist/matching/requests/${request.requestId}/quote`,
    { serviceOption: 'consultation', amount: 150_000, message: '서류 검토와 제출까지 진행합니다.' },
    pro.token,
  );
  expect(quoted.status).toBe(201);
  const quoteId = quoted.body.data.quoteId as string;
  const standing = await call('GET', quotesPath, undefined, applicant.token);
  expect(standing.status).toBe(200);
  expect(standing.body.data).toMatchObject({ requestId: request.requestId, quotes: [{ quoteId, status: 'sent', amount: 150_000 }], service: null });
  const chosen = await call('GET', `/api/visa/v3/matching/${request.requestId}`, undefined, applicant.token);
  expect(chosen.body.data).toMatchObject({ status: 'expert_selected', selectedExpertId: pro.user.id });
  expect(chosen.body.data).not.toHaveProperty('quotes');

  // The accept is sent twice at once with one key (a double click), and once more with another: one payment.
  const acceptPath = `/api/visa/v3/matching/${request.requestId}/quotes/${quoteId}/accept`;
  const key = randomUUID();
  const [one, two] = await Promise.all([
    call('POST', acceptPath, undefined, applicant.token, { 'idempotency-key': key }),
    call('POST', acceptPath, undefined, applicant.token, { 'idempotency-key': key }),
  ]);
  expect([one.status, two.status]).toEqual([201, 201]);
  const serviceId = one.body.data.service.serviceId as string;
  expect(two.body.data.service.serviceId).toBe(serviceId);
  expect(one.body.data.payment).toMatchObject({ kind: 'charge', amount: 150_000, provider: 'sandbox' });
  const third = await call('POST', acceptPath, undefined, applicant.token, { 'idempotency-key': randomUUID() });
  expect([third.status, third.body.code]).toEqual([409, 'QUOTE_ALREADY_ACCEPTED']);
  expect((await call('GET', quotesPath, undefined, applicant.token)).body.data).toMatchObject({
    quotes: [{ quoteId, status: 'accepted' }],
    service: { serviceId, status: 'accepted' },
  });
  const ledger = await call('GET', `/api/v1/admin/payments/transactions?serviceId=${serviceId}`, undefined, admin.token);
  expect(ledger.body.data.items.map((p: { kind: string; amount: number }) => [p.kind, p.amount])).toEqual([['charge', 150_000]]);
  const chargeId = ledger.body.data.items[0].paymentId as string;

  // The expert works the service: an illegal jump is refused, the roadmap is assigned and a message e-mailed.
  const active = await call('GET', '/api/specialist/services/active', undefined, pro.token);
  expect(active.body.data.items.some((s: { serviceId: string }) => s.serviceId === serviceId)).toBe(true);
  const jump = await call('PUT', `/api/specialist/services/${serviceId}/status`, { status: 'completed' }, pro.token);
  expect([jump.status, jump.body.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
  const roadmap = await call('POST', `/api/specialist/roadmap/${serviceId}/assign`, { applicationType: 'change' }, pro.token);
  expect(roadmap.status).toBe(200);
  const steps = roadmap.body.data.steps as Array<{ stepId: string; kind: string }>;
  expect(steps.map((s) => s.kind).slice(-2)).toEqual(['submission', 'result']);
  const note = `서류를 확인했습니다 ${randomUUID().slice(0, 8)}`;
  const written = await call(
    'POST',
    `/api/specialist/roadmap/${roadmap.body.data.progressId}/communication`,
    { body: note, stepId: steps[0]!.stepId, markStepDone: true },
    pro.token,
  );
  expect(written.status).toBe(201);
  const mail = await waitForSinkMessage(SMTP_SINK, applicant.user.email, (m) => m.text.includes(note), { timeoutMs: 60_000 });
  expect(mail.text).toContain(`/visa/services/${serviceId}`);
  const mine = await call('GET', `/api/visa/v3/services/${serviceId}`, undefined, applicant.token);
  expect(mine.body.data).toMatchObject({ serviceId, status: 'accepted', roadmap: { messages: [{ body: note }] } });
  expect((await call('POST', `/api/visa/v3/services/${serviceId}/messages`, { body: '감사합니다.' }, applicant.token)).status).toBe(201);

  for (const status of ['in_progress', 'documents_submitted', 'completed']) {
    const res = await call('PUT', `/api/specialist/services/${serviceId}/status`, { status }, pro.token);
    expect([status, res.status]).toEqual([status, 200]);
  }
  expect((await call('GET', quotesPath, undefined, applicant.token)).body.data.service).toEqual({ serviceId, status: 'completed' });
  const settlements = await call('GET', '/api/specialist/settlements?limit=100', undefined, pro.token);
  expect(settlements.body.data.items.find((s: { serviceId: string }) => s.serviceId === serviceId)).toMatchObject({
    gross: 150_000,
    platformFee: 15_000,
    net: 135_000,
    payoutStatus: 'pending',
  });

  const refund = await call('POST', `/api/v1/admin/payments/transactions/${chargeId}/refund`, { reason: '일부 환불', amount: 50_000 }, admin.token, {
    'idempotency-key': randomUUID(),
  });
  expect(refund.status).toBe(201);
  const after = await call('GET', '/api/specialist/settlements?limit=100', undefined, pro.token);
  expect(after.body.data.items.find((s: { serviceId: string }) => s.serviceId === serviceId)).toMatchObject({
    gross: 150_000,
    refunded: 50_000,
    platformFee: 10_000,
    net: 90_000,
  });
  const beyond = await call('POST', `/api/v1/admin/payments/transactions/${chargeId}/refund`, { reason: 'too much', amount: 100_001 }, admin.token);
  expect([beyond.status, beyond.body.code]).toEqual([409, 'REFUND_EXCEEDS_REMAINING']);

  // Roles at the gateway: the applicant gets 403 on the expert's and the admin's calls; another applicant 404 on this service.
  for (const [method, path] of [
    ['GET', '/api/specialist/services/active'],
    ['PUT', `/api/specialist/services/${serviceId}/status`],
    ['GET', '/api/specialist/settlements'],
    ['GET', '/api/specialist/roadmap/clients'],
    ['GET', '/api/v1/admin/payments/transactions'],
    ['POST', `/api/v1/admin/payments/transactions/${chargeId}/refund`],
  ] as const) {
    const res = await call(method, path, method === 'GET' ? undefined : { status: 'cancelled', reason: 'x' }, applicant.token);
    expect([method, path, res.status]).toEqual([method, path, 403]);
  }
  const stranger = await signUp({
    role: 'challenger',
    name: 'Other Applicant',
    nationality: 'Vietnam',
    gender: 'male',
    dateOfBirth: '1990-01-01',
    availableLanguages: 'Vietnamese',
    visaType: 'E-7',
    inquiryType: 'visa',
    purpose: 'visa_consultation',
  });
  expect((await call('GET', `/api/visa/v3/services/${serviceId}`, undefined, stranger.token)).status).toBe(404);
  expect((await call('POST', acceptPath, undefined, stranger.token)).status).toBe(404);
  expect((await call('GET', quotesPath, undefined, stranger.token)).body.code).toBe('MATCHING_REQUEST_NOT_FOUND');
  expect((await call('GET', quotesPath, undefined, pro.token)).status).toBe(404);
});
