import { randomUUID } from 'node:crypto';
import {
  assessmentCompletedV1,
  expertSelectedV1,
  paymentCapturedV1,
  paymentRefundedV1,
  quoteClosedV1,
  serviceCancelledV1,
  serviceCompletedV1,
  userRegisteredV1,
  ZAcceptQuoteResultSchema,
  ZClientServiceSchema,
  ZRoadmapSchema,
  ZSettlementListSchema,
  type TAnyEventEnvelope,
} from '@tov/contracts';
import { createLogger, on, startIdempotentConsumer, type RunningConsumer } from '@tov/kit';
import { sinkMessages, startTestWorkers, waitFor, type SinkMessage, type TestWorkers } from '@tov/kit/testing';
import { sendQuote } from '../../src/store/quotes';
import { api } from './money-fixtures';
import { assessment, registration, selection, startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

/**
 * The paid service end to end inside the service, through the real broker: the accounts, the
 * assessment and the selection arrive as events, the expert quotes, the applicant accepts the quote
 * twice at once and pays once, the expert assigns a roadmap and writes, the client answers (the real
 * workers e-mail the quote, the payment to both sides and both messages through the SMTP sink, each
 * once), the expert completes the service, a settlement appears, an admin's refund shrinks it; what the
 * service published is read back from Kafka, each event once.
 */
let h: SpecialistHarness;
let a: ReturnType<typeof api>;
let watcher: RunningConsumer;
let workers: TestWorkers | undefined;
const published: TAnyEventEnvelope[] = [];

beforeAll(async () => {
  h = await startSpecialistHarness();
  a = api(h);
  h.relay.start();
  watcher = await startIdempotentConsumer({
    kafka: h.kafka,
    db: h.db,
    logger: createLogger({ name: 'specialist-watcher', level: 'silent' }),
    consumerName: `specialist-watcher-${randomUUID()}`,
    subscriptions: [paymentCapturedV1, paymentRefundedV1, serviceCompletedV1, serviceCancelledV1, quoteClosedV1].map((definition) =>
      on(definition, async (event) => {
        published.push(event);
      }),
    ),
  });
  workers = await startTestWorkers({ redisUrl: h.infra.redisUrl, bullPrefix: h.bullPrefix, smtp: h.infra.smtp });
}, 240_000);

afterAll(async () => {
  await workers?.stop();
  await watcher?.stop();
  await h?.close();
});

const about = (serviceId: string, type: string) => published.filter((e) => e.type === type && (e.data as { serviceId?: string }).serviceId === serviceId);

it("takes a selected expert's quote to a paid, completed and refunded service, publishing each fact once and e-mailing the quote, the payment and the messages", async () => {
  const expertAccount = registration('pro', 'Story Expert');
  const clientAccount = registration('challenger', 'Story Client');
  const adminAccount = registration('admin', 'Story Admin');
  for (const account of [expertAccount, clientAccount, adminAccount]) await h.processed((await h.publish(userRegisteredV1, account)).id);
  const assessed = assessment(clientAccount.userId, 'E-7', { missingDocuments: ['EMPLOYMENT_CONTRACT'], nationality: 'Japan' });
  await h.processed((await h.publish(assessmentCompletedV1, assessed)).id);
  const selected = selection(expertAccount.userId, clientAccount.userId, assessed.assessmentId);
  await h.processed((await h.publish(expertSelectedV1, selected)).id);
  const expert = { userId: expertAccount.userId, role: 'pro' as const, name: expertAccount.name, email: expertAccount.email };
  const client = { userId: clientAccount.userId, role: 'challenger' as const, name: clientAccount.name, email: clientAccount.email };
  const admin = { userId: adminAccount.userId, role: 'admin' as const };

  // The expert quotes (the quote call is the inbox's, built beside this one).
  const { value: quote } = await sendQuote(
    h.db,
    expert.userId,
    selected.requestId,
    { serviceOption: 'document_review', amount: 400_000 },
    new Date(),
    undefined,
  );
  const request = { requestId: selected.requestId, assessmentId: assessed.assessmentId, quote: { id: quote.id, amount: quote.amount } };

  // The applicant's accept is sent twice at once: one payment.
  const key = randomUUID();
  const [first, second] = await Promise.all([a.accept(client, request, key), a.accept(client, request, key)]);
  expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
  const { service, payment } = ZAcceptQuoteResultSchema.parse(first.json().data);
  expect(second.json().data.service.serviceId).toBe(service.serviceId);

  // The expert works through the roadmap and writes to the client, who is e-mailed in Japanese.
  const roadmap = ZRoadmapSchema.parse(
    (await a.call('POST', `/api/specialist/roadmap/${service.serviceId}/assign`, expert, { applicationType: 'change' })).json().data,
  );
  expect(roadmap.steps.map((s) => s.key)).toEqual(['EMPLOYMENT_CONTRACT', 'submission', 'result']);
  await a.moveTo(expert, service.serviceId, 'in_progress');
  const written = await a.call('POST', `/api/specialist/roadmap/${roadmap.progressId}/communication`, expert, {
    body: `계약서 확인 ${key}`,
    stepId: roadmap.steps[0]!.stepId,
    markStepDone: true,
  });
  expect(written.statusCode).toBe(201);
  const mail = await waitFor(async () => (await sinkMessages(h.infra.smtp.httpUrl, client.email)).find((m) => m.text.includes(key)), {
    timeoutMs: 60_000,
    what: `the roadmap e-mail\n${workers?.output()}`,
  });
  expect(mail.subject).toBe('[TOV] Story Expert から E-7 の進捗のお知らせ');
  expect(mail.text).toContain(`/visa/services/${service.serviceId}`);
  const seen = ZClientServiceSchema.parse((await a.call('GET', `/api/visa/v3/services/${service.serviceId}`, client)).json().data);
  expect(seen.roadmap?.messages).toHaveLength(1);
  expect(seen.progress).toEqual({ done: 1, total: 3 });

  // The quote and the payment were e-mailed by the real workers, each once: the applicant in Japanese
  // (their nationality), the expert in Korean (their profile); the client's answer reaches the expert.
  const kind = (m: SinkMessage) => m.headers['x-tov-email-kind'];
  const quoteMail = await waitFor(async () => (await sinkMessages(h.infra.smtp.httpUrl, client.email)).find((m) => kind(m) === 'quote-sent'), {
    timeoutMs: 60_000,
    what: `the quote e-mail\n${workers?.output()}`,
  });
  expect(quoteMail.subject).toBe('[TOV] Story Expert から E-7 の見積もりが届きました');
  expect(quoteMail.text).toContain('400,000ウォン');
  expect(quoteMail.text).toContain(`/visa/result/${assessed.assessmentId}`);
  const receipt = await waitFor(async () => (await sinkMessages(h.infra.smtp.httpUrl, client.email)).find((m) => kind(m) === 'payment-captured-client'), {
    timeoutMs: 60_000,
    what: `the payment e-mail to the applicant\n${workers?.output()}`,
  });
  expect(receipt.subject).toBe('[TOV] 400,000ウォンのお支払いが完了しました（E-7 · 書類チェック）');
  const paidNotice = await waitFor(async () => (await sinkMessages(h.infra.smtp.httpUrl, expert.email)).find((m) => kind(m) === 'payment-captured-expert'), {
    timeoutMs: 60_000,
    what: `the payment e-mail to the expert\n${workers?.output()}`,
  });
  expect(paidNotice.subject).toBe('[TOV] Story Client 님이 견적을 결제했습니다 (E-7 · 서류 검토)');
  expect(paidNotice.text).toContain(`/pro/services/${service.serviceId}`);
  const answered = await a.call('POST', `/api/visa/v3/services/${service.serviceId}/messages`, client, { body: `받았습니다 ${key}` });
  expect(answered.statusCode).toBe(201);
  const toExpert = await waitFor(
    async () => (await sinkMessages(h.infra.smtp.httpUrl, expert.email)).find((m) => kind(m) === 'client-message' && m.text.includes(key)),
    {
      timeoutMs: 60_000,
      what: `the client's message e-mail\n${workers?.output()}`,
    },
  );
  expect(toExpert.subject).toBe('[TOV] Story Client 님이 E-7 로드맵에 메시지를 남겼습니다');
  await new Promise((r) => setTimeout(r, 1_000));
  const kinds = [...(await sinkMessages(h.infra.smtp.httpUrl, client.email)), ...(await sinkMessages(h.infra.smtp.httpUrl, expert.email))].map(kind);
  expect(kinds.filter((k) => k === 'quote-sent')).toHaveLength(1);
  expect(kinds.filter((k) => k === 'payment-captured-client')).toHaveLength(1);
  expect(kinds.filter((k) => k === 'payment-captured-expert')).toHaveLength(1);

  await a.moveTo(expert, service.serviceId, 'completed');
  const settled = ZSettlementListSchema.parse((await a.call('GET', '/api/specialist/settlements', expert)).json().data);
  expect(settled.items).toEqual([
    expect.objectContaining({ serviceId: service.serviceId, gross: 400_000, platformFee: 40_000, net: 360_000, payoutStatus: 'pending' }),
  ]);

  expect(
    (await a.call('POST', `/api/v1/admin/payments/transactions/${payment.paymentId}/refund`, admin, { reason: '일부 환불', amount: 100_000 })).statusCode,
  ).toBe(201);
  const shrunk = ZSettlementListSchema.parse((await a.call('GET', '/api/specialist/settlements', expert)).json().data).items[0]!;
  expect(shrunk).toMatchObject({ refunded: 100_000, platformFee: 30_000, net: 270_000 });

  await waitFor(async () => (about(service.serviceId, 'specialist.payment.refunded').length >= 1 ? true : undefined), {
    timeoutMs: 60_000,
    what: 'the events on Kafka',
  });
  await new Promise((r) => setTimeout(r, 1_000));
  expect(about(service.serviceId, 'specialist.payment.captured').map((e) => e.data)).toEqual([
    expect.objectContaining({ paymentId: payment.paymentId, amount: 400_000, userId: client.userId, expertId: expert.userId }),
  ]);
  expect(about(service.serviceId, 'specialist.service.completed')).toHaveLength(1);
  expect(about(service.serviceId, 'specialist.payment.refunded').map((e) => (e.data as { amount: number }).amount)).toEqual([100_000]);
  expect(about(service.serviceId, 'specialist.service.cancelled')).toHaveLength(0);
  // Events about a service are keyed by it: they stay in order on their partition.
  expect(published.filter((e) => (e.data as { serviceId?: string }).serviceId === service.serviceId).every((e) => e.key === service.serviceId)).toBe(true);
});
