import { randomUUID } from 'node:crypto';
import {
  EMAIL_CLIENT_MESSAGE_JOB,
  EMAIL_PAYMENT_CAPTURED_JOB,
  EMAIL_QUOTE_SENT_JOB,
  paymentCapturedV1,
  quoteSentV1,
  ZAcceptQuoteResultSchema,
  ZQuoteSchema,
  ZRoadmapSchema,
  type EventDefinition,
  type TClientMessageEmailJob,
  type TPaymentCapturedEmailJob,
  type TQuoteSentEmailJob,
} from '@tov/contracts';
import { settledJobs as settledJobsOf } from '@tov/kit/testing';
import { upsertAssessments } from '../../src/store/assessments';
import { receiveRequest } from '../../src/store/requests';
import { account, api, type Caller } from './money-fixtures';
import { assessment, selection, startSpecialistHarness, type PublishedEvent, type SpecialistHarness } from './specialist-harness';

/**
 * Issue 24 item 9: the quote the result page promises "here and by e-mail", the payment (to both
 * sides) and a client's message to the expert are each one job on the workers' `email` queue, in the
 * recipient's language, however often the call or the event is repeated.
 */
let h: SpecialistHarness;
let a: ReturnType<typeof api>;

beforeAll(async () => {
  h = await startSpecialistHarness();
  a = api(h);
  // The quote and payment e-mails follow the service's own events: they must reach Kafka.
  h.relay.start();
}, 240_000);

afterAll(async () => {
  await h?.close();
});

const settledJobs = <T>(name: string, matches: (data: T) => boolean, count: number) => settledJobsOf<T>(h.emailQueue, name, matches, count);

/** A request in which `client` (of `nationality`) chose `expert`, without a quote yet. */
async function selected(expert: Caller, client: Caller, nationality: string) {
  const assessed = assessment(client.userId, 'E-7', { nationality });
  const chosen = selection(expert.userId, client.userId, assessed.assessmentId, { visaType: 'E-7' });
  await h.db.$transaction(async (tx) => {
    await upsertAssessments(tx, [assessed]);
    await receiveRequest(tx, chosen);
  });
  return { requestId: chosen.requestId, assessmentId: assessed.assessmentId };
}

const quote = (expert: Caller, requestId: string, key: string) =>
  a.call(
    'POST',
    `/api/specialist/matching/requests/${requestId}/quote`,
    expert,
    { serviceOption: 'document_review', amount: 350_000, message: '서류를 먼저 보내 주세요.' },
    { 'idempotency-key': key },
  );

/** The fact again: a copy under another id (a producer's retry), and that envelope twice (a broker's redelivery). */
async function redeliver(definition: EventDefinition, data: unknown, key: string): Promise<void> {
  const copy = (await h.publish(definition, data as never, { key })) as PublishedEvent<unknown>;
  await h.republish(copy, definition.topic);
  await h.processed(copy.id);
}

describe('notice e-mails of the specialist service', () => {
  it("e-mails the applicant one quote, in their language, with the result page's link, when the call and the event are repeated", async () => {
    const expert = await account(h, 'pro', 'Notice Expert');
    const client = await account(h, 'challenger', 'Notice Client');
    const { requestId, assessmentId } = await selected(expert, client, 'Japan');
    const key = randomUUID();
    const [first, again] = [await quote(expert, requestId, key), await quote(expert, requestId, key)];
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const sent = ZQuoteSchema.parse(first.json().data);
    expect(again.json().data.quoteId).toBe(sent.quoteId);

    const isThis = (d: TQuoteSentEmailJob) => d.quoteId === sent.quoteId;
    const [job] = await settledJobs(EMAIL_QUOTE_SENT_JOB, isThis, 1);
    expect(job!.id).toBe(`quote-sent-${sent.quoteId}`);
    expect(job!.data).toMatchObject({
      to: client.email,
      clientName: 'Notice Client',
      expertName: 'Notice Expert',
      language: 'ja',
      visaType: 'E-7',
      serviceOption: 'document_review',
      amount: 350_000,
      message: '서류를 먼저 보내 주세요.',
      resultPath: `/visa/result/${assessmentId}`,
    });

    const fact = {
      quoteId: sent.quoteId,
      requestId,
      expertId: expert.userId,
      userId: client.userId,
      amount: sent.amount,
      currency: 'KRW',
      serviceOption: sent.serviceOption,
      message: sent.message,
      validUntil: sent.validUntil,
      sentAt: sent.createdAt,
    };
    await redeliver(quoteSentV1, fact, requestId);
    expect(await settledJobs(EMAIL_QUOTE_SENT_JOB, isThis, 1)).toHaveLength(1);
  });

  it('e-mails the applicant and the expert once each when a quote is paid, also when the accept and the event are repeated', async () => {
    const expert = await account(h, 'pro', 'Paid Expert');
    const client = await account(h, 'challenger', 'Paid Client');
    const { requestId } = await selected(expert, client, 'China');
    const sent = ZQuoteSchema.parse((await quote(expert, requestId, randomUUID())).json().data);
    const key = randomUUID();
    const request = { requestId, assessmentId: '', quote: { id: sent.quoteId, amount: sent.amount } };
    const [first, again] = [await a.accept(client, request, key), await a.accept(client, request, key)];
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const { service, payment } = ZAcceptQuoteResultSchema.parse(first.json().data);

    const isThis = (d: TPaymentCapturedEmailJob) => d.paymentId === payment.paymentId;
    const jobs = await settledJobs(EMAIL_PAYMENT_CAPTURED_JOB, isThis, 2);
    const byRecipient = Object.fromEntries(jobs.map((j) => [j.data.recipient, j]));
    expect(byRecipient.client!.id).toBe(`payment-captured-${payment.paymentId}-client`);
    expect(byRecipient.client!.data).toMatchObject({
      to: client.email,
      recipientName: 'Paid Client',
      counterpartName: 'Paid Expert',
      language: 'zh',
      amount: 350_000,
      servicePath: `/visa/services/${service.serviceId}`,
    });
    expect(byRecipient.expert!.data).toMatchObject({
      to: expert.email,
      recipientName: 'Paid Expert',
      counterpartName: 'Paid Client',
      language: 'ko',
      servicePath: `/pro/services/${service.serviceId}`,
    });

    const captured = {
      paymentId: payment.paymentId,
      serviceId: service.serviceId,
      requestId,
      quoteId: sent.quoteId,
      expertId: expert.userId,
      userId: client.userId,
      amount: 350_000,
      currency: 'KRW',
      provider: 'sandbox',
      providerReference: 'ref',
      capturedAt: new Date().toISOString(),
    };
    await redeliver(paymentCapturedV1, captured, service.serviceId);
    expect(await settledJobs(EMAIL_PAYMENT_CAPTURED_JOB, isThis, 2)).toHaveLength(2);
  });

  it("e-mails the expert a client's roadmap message once, in the expert's language, when the call is repeated", async () => {
    const expert = await account(h, 'pro', 'Roadmap Expert');
    await h.db.specialistProfile.update({ where: { userId: expert.userId }, data: { languages: ['vi', 'en', 'ko'] } });
    const client = await account(h, 'challenger', 'Roadmap Client');
    const { service } = await a.paidService(expert, client);
    const roadmap = ZRoadmapSchema.parse(
      (await a.call('POST', `/api/specialist/roadmap/${service.serviceId}/assign`, expert, { applicationType: 'change' })).json().data,
    );
    const key = randomUUID();
    const body = { body: '계약서를 올렸습니다.', stepId: roadmap.steps[0]!.stepId };
    const post = () => a.call('POST', `/api/visa/v3/services/${service.serviceId}/messages`, client, body, { 'idempotency-key': key });
    const [first, again] = [await post(), await post()];
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const messageId = first.json().data.messageId as string;
    expect(again.json().data.messageId).toBe(messageId);

    const jobs = await settledJobs(EMAIL_CLIENT_MESSAGE_JOB, (d: TClientMessageEmailJob) => d.serviceId === service.serviceId, 1);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.id).toBe(`client-message-${messageId}`);
    expect(jobs[0]!.data).toMatchObject({
      messageId,
      to: expert.email,
      expertName: 'Roadmap Expert',
      clientName: 'Roadmap Client',
      language: 'en',
      step: { key: roadmap.steps[0]!.key },
      message: '계약서를 올렸습니다.',
      roadmapPath: `/pro/roadmaps/${service.serviceId}`,
    });
  });
});
