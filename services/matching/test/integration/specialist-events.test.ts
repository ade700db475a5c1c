import { randomUUID } from 'node:crypto';
import {
  assessmentCompletedV1,
  paymentCapturedV1,
  quoteClosedV1,
  quoteSentV1,
  serviceCancelledV1,
  serviceCompletedV1,
  specialistProfileUpdatedV1,
  userRegisteredV1,
  seoulDate,
  ZMatchingRequestSchema,
  type TMatchingRequest,
} from '@tov/contracts';
import { waitFor } from '@tov/kit/testing';
import {
  assessmentCompleted,
  paymentCaptured,
  proRegistration,
  quoteSent,
  serviceEnded,
  specialistProfile,
  startMatchingHarness,
  type MatchingHarness,
} from './matching-harness';

/**
 * The specialist workspace's events on real Kafka and Postgres: quotes and the paid service on the
 * applicant's request, the expert's load going down again (once per request), and the declared
 * profile and vacation in the ranking. The specialists are this file's own (the harness empties the
 * projection), at most ten, so every one of them is a candidate of every request.
 */
const BASE = '/api/visa/v3/matching';
let h: MatchingHarness;

const pros = {
  // Quotes and services: its load is read as a difference in each test.
  worker: proRegistration({ name: '김업무', expertise: 'administrative', certification: ['행정사'], experience: 6 }),
  // The ranking pair: equal scores while both are free, the busier one is older in the trade.
  busy: proRegistration({ name: '박바쁨', expertise: 'administrative', certification: ['행정사'], experience: 12 }),
  rival: proRegistration({ name: '최경쟁', expertise: 'administrative', certification: ['행정사'], experience: 11 }),
  // Profiles and vacations.
  declared: proRegistration({ name: '이프로필', expertise: 'language', certification: ['TESOL'], experience: 3 }),
};

beforeAll(async () => {
  h = await startMatchingHarness();
  for (const pro of Object.values(pros)) await h.publish(userRegisteredV1, pro, { key: pro.userId });
  const ids = Object.values(pros).map((p) => p.userId);
  await waitFor(async () => ((await h.db.specialistProjection.count({ where: { userId: { in: ids } } })) === ids.length ? true : undefined), {
    timeoutMs: 30_000,
    what: 'the specialists in the projection',
  });
}, 180_000);

afterAll(async () => {
  await h?.close();
});

const headers = (userId: string) => ({ 'x-user-id': userId, 'x-user-roles': 'challenger' });
const get = (userId: string, path: string) => h.service.app.inject({ method: 'GET', url: `${BASE}${path}`, headers: headers(userId) });

/** A new applicant's request about a new E-7 assessment (no language preference). */
async function openRequest(): Promise<{ userId: string; request: TMatchingRequest }> {
  const userId = randomUUID();
  const assessment = assessmentCompleted(userId);
  const published = await h.publish(assessmentCompletedV1, assessment, { key: assessment.assessmentId });
  await h.processed(published.id);
  const res = await h.service.app.inject({
    method: 'POST',
    url: `${BASE}/create`,
    headers: headers(userId),
    payload: { assessmentId: assessment.assessmentId },
  });
  expect(res.statusCode).toBe(201);
  return { userId, request: ZMatchingRequestSchema.parse(res.json().data) };
}

/** A request whose applicant chose `expertId`: the specialist workspace's events are about it. */
async function selectedRequest(expertId: string) {
  const { userId, request } = await openRequest();
  const res = await h.service.app.inject({
    method: 'POST',
    url: `${BASE}/${request.requestId}/select`,
    headers: headers(userId),
    payload: { expertId, serviceOption: 'document_review' },
  });
  expect(res.statusCode).toBe(200);
  return { userId, requestId: request.requestId, expertId };
}

async function view(userId: string, requestId: string): Promise<TMatchingRequest> {
  const res = await get(userId, `/${requestId}`);
  expect(res.statusCode).toBe(200);
  return ZMatchingRequestSchema.parse(res.json().data);
}

const load = async (expertId: string) => (await h.db.specialistProjection.findUniqueOrThrow({ where: { userId: expertId } })).activeRequests;

/** Publishes an event keyed as the workspace keys it and waits until this run's consumer has applied it. */
async function deliver<T>(definition: Parameters<MatchingHarness['publish']>[0], data: T, key: string) {
  const event = await h.publish(definition as never, data as never, { key });
  await h.processed(event.id);
  return event;
}

describe('quotes on the request', () => {
  it('shows the selected expert’s quotes, newest first: the standing one sent, the earlier one superseded', async () => {
    const req = await selectedRequest(pros.worker.userId);
    expect(await view(req.userId, req.requestId)).toMatchObject({ quotes: [], service: null });

    const first = quoteSent(req, { amount: 350_000, sentAt: new Date(Date.now() - 60_000).toISOString() });
    const second = quoteSent(req, { amount: 300_000, serviceOption: 'full_service', message: null });
    await deliver(quoteSentV1, first, req.requestId);
    await deliver(quoteSentV1, second, req.requestId);

    const { quotes, service } = await view(req.userId, req.requestId);
    expect(service).toBeNull();
    expect(quotes).toEqual([
      {
        quoteId: second.quoteId,
        requestId: req.requestId,
        expertId: pros.worker.userId,
        expertName: '김업무',
        amount: 300_000,
        currency: 'KRW',
        serviceOption: 'full_service',
        message: null,
        validUntil: second.validUntil,
        status: 'sent',
        createdAt: second.sentAt,
      },
      expect.objectContaining({ quoteId: first.quoteId, amount: 350_000, message: first.message, status: 'superseded' }),
    ]);
  });

  it('ignores a quote on a request that is not matching’s, or from an expert the applicant did not choose', async () => {
    const req = await selectedRequest(pros.worker.userId);
    await deliver(quoteSentV1, quoteSent({ ...req, expertId: pros.rival.userId }), req.requestId);
    const stranger = quoteSent({ ...req, requestId: randomUUID() });
    await deliver(quoteSentV1, stranger, stranger.requestId);
    expect((await view(req.userId, req.requestId)).quotes).toEqual([]);
    expect(await h.db.quoteProjection.count({ where: { quoteId: stranger.quoteId } })).toBe(0);
  });

  it('shows the paid service and the accepted quote after specialist.payment.captured, and its end after specialist.service.completed', async () => {
    const req = await selectedRequest(pros.worker.userId);
    const quote = quoteSent(req);
    await deliver(quoteSentV1, quote, req.requestId);
    const payment = paymentCaptured({ ...req, quoteId: quote.quoteId });
    await deliver(paymentCapturedV1, payment, payment.serviceId);

    const paid = await view(req.userId, req.requestId);
    expect(paid.service).toEqual({ serviceId: payment.serviceId, status: 'accepted' });
    expect(paid.quotes.map((q) => [q.quoteId, q.status])).toEqual([[quote.quoteId, 'accepted']]);

    await deliver(serviceCompletedV1, serviceEnded({ ...req, serviceId: payment.serviceId }), payment.serviceId);
    expect((await view(req.userId, req.requestId)).service).toEqual({ serviceId: payment.serviceId, status: 'completed' });
  });

  it('shows a declined quote as declined', async () => {
    const req = await selectedRequest(pros.worker.userId);
    const quote = quoteSent(req);
    await deliver(quoteSentV1, quote, req.requestId);
    await deliver(quoteClosedV1, { ...req, quoteId: quote.quoteId, reason: 'declined', closedAt: new Date().toISOString() }, req.requestId);
    expect((await view(req.userId, req.requestId)).quotes.map((q) => q.status)).toEqual(['declined']);
  });
});

describe('the expert’s load', () => {
  it('goes down when the quote is declined, and not again when a service of that request ends later', async () => {
    const before = await load(pros.worker.userId);
    const req = await selectedRequest(pros.worker.userId);
    expect(await load(pros.worker.userId)).toBe(before + 1);

    const quote = quoteSent(req);
    await deliver(quoteSentV1, quote, req.requestId);
    await deliver(quoteClosedV1, { ...req, quoteId: quote.quoteId, reason: 'declined', closedAt: new Date().toISOString() }, req.requestId);
    expect(await load(pros.worker.userId)).toBe(before);

    // The closed request's end, however it comes (a stray completion, a cancellation): no second decrement.
    const serviceId = randomUUID();
    await deliver(serviceCompletedV1, serviceEnded({ ...req, serviceId }), serviceId);
    await deliver(serviceCancelledV1, serviceEnded({ ...req, serviceId }), serviceId);
    expect(await load(pros.worker.userId)).toBe(before);
    expect(await h.db.matchingRequest.findUniqueOrThrow({ where: { id: req.requestId } })).toMatchObject({ loadCounted: false });
  });

  it('goes down once when an expired request is quoted again, paid and completed (the new quote takes the load back while it runs)', async () => {
    const before = await load(pros.worker.userId);
    const req = await selectedRequest(pros.worker.userId);
    const old = quoteSent(req, { sentAt: new Date(Date.now() - 120_000).toISOString() });
    await deliver(quoteSentV1, old, req.requestId);
    await deliver(quoteClosedV1, { ...req, quoteId: old.quoteId, reason: 'expired', closedAt: new Date(Date.now() - 60_000).toISOString() }, req.requestId);
    expect(await load(pros.worker.userId)).toBe(before);

    const again = quoteSent(req);
    await deliver(quoteSentV1, again, req.requestId);
    expect(await load(pros.worker.userId)).toBe(before + 1);
    const payment = paymentCaptured({ ...req, quoteId: again.quoteId });
    await deliver(paymentCapturedV1, payment, payment.serviceId);
    expect(await load(pros.worker.userId)).toBe(before + 1);
    await deliver(serviceCompletedV1, serviceEnded({ ...req, serviceId: payment.serviceId }), payment.serviceId);
    expect(await load(pros.worker.userId)).toBe(before);
    expect((await view(req.userId, req.requestId)).quotes.map((q) => [q.quoteId, q.status])).toEqual([
      [again.quoteId, 'accepted'],
      [old.quoteId, 'superseded'],
    ]);
  });

  it('goes down once when the service is cancelled, also when the end arrives before the payment and when events are redelivered', async () => {
    const before = await load(pros.worker.userId);
    const req = await selectedRequest(pros.worker.userId);
    const quote = quoteSent(req);
    await deliver(quoteSentV1, quote, req.requestId);
    const payment = paymentCaptured({ ...req, quoteId: quote.quoteId });
    // The end is applied first (another topic may be read sooner): the late capture does not bring the load back.
    const cancelled = await deliver(serviceCancelledV1, serviceEnded({ ...req, serviceId: payment.serviceId }), payment.serviceId);
    expect(await load(pros.worker.userId)).toBe(before);
    await deliver(paymentCapturedV1, payment, payment.serviceId);
    expect(await load(pros.worker.userId)).toBe(before);
    expect((await view(req.userId, req.requestId)).service).toEqual({ serviceId: payment.serviceId, status: 'cancelled' });

    // A redelivery of the cancellation is skipped by the processed-events table; a completion after it changes nothing.
    await h.republish(cancelled, serviceCancelledV1.topic, 0);
    const marker = await h.publish(serviceCompletedV1, serviceEnded({ ...req, serviceId: payment.serviceId }), { key: payment.serviceId, partition: 0 });
    await h.processed(marker.id);
    expect(await load(pros.worker.userId)).toBe(before);
    expect(await h.db.processedEvent.count({ where: { consumer: h.consumerName, eventId: cancelled.id } })).toBe(1);
  });

  it('never goes below zero', async () => {
    const req = await selectedRequest(pros.worker.userId);
    // Someone zeroed the load behind matching's back (a repair, an old projection): ending the request keeps it at 0.
    await h.db.specialistProjection.update({ where: { userId: pros.worker.userId }, data: { activeRequests: 0 } });
    const quote = quoteSent(req);
    await deliver(quoteSentV1, quote, req.requestId);
    await deliver(quoteClosedV1, { ...req, quoteId: quote.quoteId, reason: 'expired', closedAt: new Date().toISOString() }, req.requestId);
    expect(await load(pros.worker.userId)).toBe(0);
  });

  it('lets a busy expert’s rank recover once their services complete', async () => {
    const position = (request: TMatchingRequest, expertId: string) => request.candidates.find((c) => c.expertId === expertId)!.rank;
    const { request: fresh } = await openRequest();
    // Equal scores while both are free: the more experienced one ranks first.
    expect(position(fresh, pros.busy.userId)).toBeLessThan(position(fresh, pros.rival.userId));

    const requests = [await selectedRequest(pros.busy.userId), await selectedRequest(pros.busy.userId)];
    expect(await load(pros.busy.userId)).toBe(2);
    const { request: whileBusy } = await openRequest();
    expect(position(whileBusy, pros.busy.userId)).toBeGreaterThan(position(whileBusy, pros.rival.userId));
    const busyCandidate = whileBusy.candidates.find((c) => c.expertId === pros.busy.userId)!;
    expect(busyCandidate.score).toBe(fresh.candidates.find((c) => c.expertId === pros.busy.userId)!.score - 4);

    for (const req of requests) {
      const quote = quoteSent(req);
      await deliver(quoteSentV1, quote, req.requestId);
      const payment = paymentCaptured({ ...req, quoteId: quote.quoteId });
      await deliver(paymentCapturedV1, payment, payment.serviceId);
      await deliver(serviceCompletedV1, serviceEnded({ ...req, serviceId: payment.serviceId }), payment.serviceId);
    }
    expect(await load(pros.busy.userId)).toBe(0);
    const { request: recovered } = await openRequest();
    expect(position(recovered, pros.busy.userId)).toBeLessThan(position(recovered, pros.rival.userId));
    expect(recovered.candidates.find((c) => c.expertId === pros.busy.userId)!.score).toBe(fresh.candidates.find((c) => c.expertId === pros.busy.userId)!.score);
  });
});

describe('the expert’s own profile', () => {
  const candidateOf = (request: TMatchingRequest, expertId: string) => request.candidates.find((c) => c.expertId === expertId);

  it('ranks with the declared languages, visa types, bio, fees and rating; an older profile arriving late and a replayed registration change nothing', async () => {
    const expertId = pros.declared.userId;
    const profile = specialistProfile(expertId, {
      name: '이프로필',
      expertise: 'language',
      certifications: ['TESOL'],
      experienceYears: 3,
      languages: ['ko', 'en', 'vi'],
      supportedVisaTypes: ['E-7', 'F-2'],
      bio: '베트남어로 E-7 상담을 합니다.',
      fees: [{ serviceOption: 'document_review', amount: 200_000, currency: 'KRW' }],
      rating: 4.9,
      reviewCount: 31,
    });
    await deliver(specialistProfileUpdatedV1, profile, expertId);
    const older = specialistProfile(expertId, { languages: ['ko'], bio: 'old', updatedAt: new Date(Date.now() - 3_600_000).toISOString() });
    await deliver(specialistProfileUpdatedV1, older, expertId);
    await deliver(userRegisteredV1, pros.declared, expertId);

    const { request } = await openRequest();
    expect(candidateOf(request, expertId)).toMatchObject({
      name: '이프로필',
      languages: ['ko', 'en', 'vi'],
      rating: 4.9,
      bio: '베트남어로 E-7 상담을 합니다.',
      fees: [{ serviceOption: 'document_review', amount: 200_000, currency: 'KRW' }],
    });
    expect(candidateOf(request, expertId)!.reasons.map((r) => r.ko)).toEqual(expect.arrayContaining(['E-7 비자 업무 지원 가능', '평점 4.9 (후기 31건)']));
  });

  it('leaves out an expert whose vacation covers today in Asia/Seoul, and offers them again once it is over', async () => {
    const expertId = pros.declared.userId;
    const today = seoulDate(new Date());
    const day = (offset: number) => seoulDate(new Date(Date.now() + offset * 86_400_000));
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();

    await deliver(
      specialistProfileUpdatedV1,
      specialistProfile(expertId, { supportedVisaTypes: ['E-7'], vacation: { from: today, to: day(3) }, updatedAt: at(1_000) }),
      expertId,
    );
    expect(candidateOf((await openRequest()).request, expertId)).toBeUndefined();

    await deliver(
      specialistProfileUpdatedV1,
      specialistProfile(expertId, { supportedVisaTypes: ['E-7'], vacation: { from: day(1), to: day(3) }, updatedAt: at(2_000) }),
      expertId,
    );
    expect(candidateOf((await openRequest()).request, expertId)).toBeDefined();

    await deliver(
      specialistProfileUpdatedV1,
      specialistProfile(expertId, { supportedVisaTypes: ['E-7'], vacation: { from: day(-5), to: day(-1) }, updatedAt: at(3_000) }),
      expertId,
    );
    expect(candidateOf((await openRequest()).request, expertId)).toBeDefined();
    expect(await h.db.specialistProjection.findUniqueOrThrow({ where: { userId: expertId } })).toMatchObject({
      vacationFrom: new Date(`${day(-5)}T00:00:00Z`),
      vacationTo: new Date(`${day(-1)}T00:00:00Z`),
    });
  });

  it('creates an expert whose profile arrives before their registration, and keeps the declared values when the registration follows', async () => {
    const pro = proRegistration({ name: '늦은등록', expertise: 'psychology', certification: ['상담심리사'], experience: 2 });
    await deliver(
      specialistProfileUpdatedV1,
      specialistProfile(pro.userId, { name: '먼저온프로필', languages: ['ko', 'ja'], supportedVisaTypes: ['E-7'] }),
      pro.userId,
    );
    await deliver(userRegisteredV1, pro, pro.userId);
    expect(await h.db.specialistProjection.findUniqueOrThrow({ where: { userId: pro.userId } })).toMatchObject({
      name: '먼저온프로필',
      languages: ['ko', 'ja'],
      supportedVisaTypes: ['E-7'],
    });
    await h.db.specialistProjection.delete({ where: { userId: pro.userId } });
  });
});

describe('GET /matching?assessmentId=', () => {
  it('lists the applicant’s request about their assessment, with its quotes; nothing to anyone else or before they ask', async () => {
    const req = await selectedRequest(pros.worker.userId);
    const { assessmentId } = await view(req.userId, req.requestId);
    await deliver(quoteSentV1, quoteSent(req), req.requestId);
    const mine = await get(req.userId, `?assessmentId=${assessmentId.toUpperCase()}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ items: [{ requestId: req.requestId, quotes: [{ status: 'sent' }] }] });

    expect((await get(randomUUID(), `?assessmentId=${assessmentId}`)).json().data).toEqual({ items: [] });
    expect((await get(req.userId, `?assessmentId=${randomUUID()}`)).json().data).toEqual({ items: [] });
    const invalid = await get(req.userId, '?assessmentId=nope');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'assessmentId' }] });
    const anonymous = await h.service.app.inject({ method: 'GET', url: `${BASE}?assessmentId=${assessmentId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
