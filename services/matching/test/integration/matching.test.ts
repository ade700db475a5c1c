import { randomUUID } from 'node:crypto';
import {
  assessmentCompletedV1,
  assessmentDeletedV1,
  expertSelectedV1,
  matchingRequestCreatedV1,
  userRegisteredV1,
  seoulDate,
  ZMatchingRequestSchema,
  type TAnyEventEnvelope,
  type TMatchingRequest,
} from '@tov/contracts';
import { createLogger, on, startIdempotentConsumer, type RunningConsumer } from '@tov/kit';
import { waitFor } from '@tov/kit/testing';
import { assessmentCompleted, proRegistration, startMatchingHarness, type MatchingHarness } from './matching-harness';

const BASE = '/api/visa/v3/matching';
let h: MatchingHarness;
let watcher: RunningConsumer;
const published = new Map<string, TAnyEventEnvelope[]>();

/**
 * Every specialist competes in every ranking, so the three specialists are registered once for the
 * file; each test makes its own applicant, assessment and requests.
 */
const pros = {
  administrative: proRegistration({ name: '김행정', expertise: 'administrative', certification: ['행정사', 'TOEIC 950'], experience: 12 }),
  language: proRegistration({ name: 'Lee Language', expertise: 'language', certification: ['TESOL', 'JLPT N1'], experience: 9 }),
  psychology: proRegistration({ name: '박심리', expertise: 'psychology', certification: ['상담심리사 1급'], experience: 15 }),
};
const proIds: string[] = Object.values(pros).map((p) => p.userId);

beforeAll(async () => {
  h = await startMatchingHarness();
  h.relay.start();
  const logger = createLogger({ name: 'matching-events-test', level: 'silent' });
  // What matching publishes, read back from the real broker by a consumer of our own.
  watcher = await startIdempotentConsumer({
    kafka: h.kafka,
    db: h.db,
    logger,
    consumerName: `matching-watcher-${randomUUID()}`,
    subscriptions: [matchingRequestCreatedV1, expertSelectedV1].map((definition) =>
      on(definition, async (event) => {
        published.set(event.data.requestId, [...(published.get(event.data.requestId) ?? []), event]);
      }),
    ),
  });
  // Real auth.user.registered events for three pro accounts and one challenger (ignored).
  for (const pro of Object.values(pros)) await h.publish(userRegisteredV1, pro, { key: pro.userId });
  await waitFor(async () => ((await h.db.specialistProjection.count({ where: { userId: { in: proIds } } })) === 3 ? true : undefined), {
    timeoutMs: 30_000,
    what: 'three specialists in the projection',
  });
}, 180_000);

afterAll(async () => {
  await watcher?.stop();
  await h?.close();
});

/** The identity the gateway forwards for an applicant, signed with the service's secret. */
const headers = (userId: string) => h.identityHeaders(userId, 'challenger');

/** Publishes `visa.assessment.completed` for a new assessment of `userId` and waits for the projection. */
async function givenAssessment(userId: string, overrides: Parameters<typeof assessmentCompleted>[1] = {}) {
  const data = assessmentCompleted(userId, overrides);
  await h.publish(assessmentCompletedV1, data, { key: data.assessmentId });
  await waitFor(async () => (await h.db.assessmentProjection.findUnique({ where: { assessmentId: data.assessmentId } })) ?? undefined, {
    timeoutMs: 30_000,
    what: 'the assessment in the projection',
  });
  return data;
}

const create = (userId: string, payload: unknown, extra: Record<string, string> = {}) =>
  h.service.app.inject({ method: 'POST', url: `${BASE}/create`, headers: { ...headers(userId), ...extra }, payload: payload as object });

const select = (userId: string, requestId: string, payload: unknown) =>
  h.service.app.inject({ method: 'POST', url: `${BASE}/${requestId}/select`, headers: headers(userId), payload: payload as object });

const englishSpeaker = { languages: ['en'], budget: 'medium', consultationMode: 'online', urgency: 'normal' };

async function createdRequest(userId: string, preferences: object = englishSpeaker): Promise<TMatchingRequest> {
  const assessment = await givenAssessment(userId);
  const res = await create(userId, { assessmentId: assessment.assessmentId, preferences });
  expect(res.statusCode).toBe(201);
  return ZMatchingRequestSchema.parse(res.json().data);
}

const ours = (request: TMatchingRequest) => request.candidates.filter((c) => proIds.includes(c.expertId));

describe('POST /matching/create', () => {
  it('ranks the specialists of auth.user.registered for an assessment of visa.assessment.completed and says why', async () => {
    const userId = randomUUID();
    const assessment = await givenAssessment(userId);
    const res = await create(userId, { assessmentId: assessment.assessmentId, preferences: englishSpeaker });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '전문가 매칭 요청이 생성되었습니다.' });
    const request = ZMatchingRequestSchema.parse(body.data);
    expect(request).toMatchObject({
      status: 'open',
      assessmentId: assessment.assessmentId,
      visaType: 'E-7',
      selectedExpertId: null,
      preferences: englishSpeaker,
    });

    const [administrative, language, psychology] = ours(request);
    expect([administrative?.expertId, language?.expertId, psychology?.expertId]).toEqual(proIds);
    expect(request.candidates[0]!.expertId).toBe(pros.administrative.userId);
    expect(administrative).toMatchObject({
      name: '김행정',
      expertise: 'administrative',
      experienceYears: 12,
      languages: ['ko', 'en'],
      rating: 4.5,
      score: 99,
      rank: 1,
    });
    expect(administrative!.reasons.map((r) => r.ko)).toEqual([
      '비자 행정 업무를 전문으로 하는 행정 전문가',
      'E-7 비자 업무 지원 가능',
      '요청하신 언어(영어)로 상담 가능',
      '신규 전문가 (기본 평점 4.5)',
      '진행 중인 상담이 없어 바로 응대 가능',
      '경력 12년',
    ]);
    expect(language).toMatchObject({ languages: ['ko', 'en', 'ja'] });
    expect(language!.reasons.map((r) => r.ko)).toContain('요청하신 언어(영어)로 상담 가능');
    expect(psychology!.reasons.some((r) => r.ko.startsWith('요청하신 언어'))).toBe(false);
    expect(administrative!.score).toBeGreaterThan(language!.score);
    expect(language!.score).toBeGreaterThan(psychology!.score);
    expect(request.candidates.map((c) => c.rank)).toEqual(request.candidates.map((_, i) => i + 1));
  });

  it('refuses another user’s, an unknown and a deleted assessment with ASSESSMENT_NOT_FOUND', async () => {
    const owner = randomUUID();
    const assessment = await givenAssessment(owner);
    const stranger = await create(randomUUID(), { assessmentId: assessment.assessmentId });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ success: false, code: 'ASSESSMENT_NOT_FOUND', data: null });
    expect((await create(owner, { assessmentId: randomUUID() })).json().code).toBe('ASSESSMENT_NOT_FOUND');

    const deleted = await h.publish(
      assessmentDeletedV1,
      { assessmentId: assessment.assessmentId, userId: owner, deletedAt: new Date().toISOString() },
      { key: assessment.assessmentId },
    );
    await h.processed(deleted.id);
    const res = await create(owner, { assessmentId: assessment.assessmentId });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ASSESSMENT_NOT_FOUND');
  });

  it('requires a signed-in user', async () => {
    const res = await h.service.app.inject({ method: 'POST', url: `${BASE}/create`, payload: { assessmentId: randomUUID() } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_REQUIRED');
  });

  it('names the failing fields of an invalid request', async () => {
    const res = await create(randomUUID(), { assessmentId: '', preferences: { languages: 'en', budget: 'cheap' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['assessmentId', 'preferences.budget', 'preferences.languages']);
  });

  it('creates one request for a call retried with the same Idempotency-Key', async () => {
    const userId = randomUUID();
    const assessment = await givenAssessment(userId);
    const payload = { assessmentId: assessment.assessmentId, preferences: englishSpeaker };
    const key = randomUUID();
    const first = await create(userId, payload, { 'idempotency-key': key });
    const retry = await create(userId, payload, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data).toEqual(first.json().data);
    expect(await h.db.matchingRequest.count({ where: { userId } })).toBe(1);

    const otherBody = await create(userId, { ...payload, preferences: { languages: ['ja'] } }, { 'idempotency-key': key });
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The same key from another user is that user's own key.
    const another = await create(randomUUID(), payload, { 'idempotency-key': key });
    expect(another.json().code).toBe('ASSESSMENT_NOT_FOUND');
    expect(await h.db.matchingRequest.count({ where: { userId } })).toBe(1);
  });

  it('keeps one request per assessment: asking again (also twice at once) answers the same request, with one event', async () => {
    const userId = randomUUID();
    const assessment = await givenAssessment(userId);
    const payload = { assessmentId: assessment.assessmentId, preferences: englishSpeaker };
    const [a, b] = await Promise.all([create(userId, payload), create(userId, payload)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const again = await create(userId, { assessmentId: assessment.assessmentId.toUpperCase(), preferences: { languages: ['ja'] } });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('이 평가로 이미 요청한 전문가 매칭입니다.');
    const id = a.json().data.requestId;
    expect([b.json().data.requestId, again.json().data.requestId]).toEqual([id, id]);
    expect(await h.db.matchingRequest.count({ where: { userId } })).toBe(1);
    await waitFor(async () => (published.get(id)?.length === 1 ? true : undefined), { timeoutMs: 30_000, what: 'the created event' });
    await new Promise((r) => setTimeout(r, 500));
    expect(published.get(id)!.map((e) => e.type)).toEqual(['matching.request.created']);
  });

  it('answers an empty candidate list with a clear message when no specialist is available', async () => {
    const userId = randomUUID();
    const assessment = await givenAssessment(userId);
    // Everyone on vacation today (Asia/Seoul) for the length of this test (the projection is this file's own database).
    const today = new Date(`${seoulDate(new Date())}T00:00:00Z`);
    const everyone = await h.db.specialistProjection.findMany({ select: { userId: true, vacationFrom: true, vacationTo: true } });
    await h.db.specialistProjection.updateMany({ data: { vacationFrom: today, vacationTo: today } });
    try {
      const res = await create(userId, { assessmentId: assessment.assessmentId });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('현재 매칭 가능한 전문가가 없습니다. 전문가가 등록되면 다시 요청해주세요.');
      expect(res.json().data).toMatchObject({
        status: 'open',
        candidates: [],
        preferences: { languages: [], budget: null, consultationMode: null, urgency: null },
      });
    } finally {
      for (const { userId: id, vacationFrom, vacationTo } of everyone)
        await h.db.specialistProjection.update({ where: { userId: id }, data: { vacationFrom, vacationTo } });
    }
  });
});

describe('GET /matching/:id', () => {
  it('answers the stored request to its owner', async () => {
    const userId = randomUUID();
    const request = await createdRequest(userId);
    const res = await h.service.app.inject({ method: 'GET', url: `${BASE}/${request.requestId}`, headers: headers(userId) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(request);
  });

  it('answers NOT_FOUND to another user and for an unknown id', async () => {
    const request = await createdRequest(randomUUID());
    const other = await h.service.app.inject({ method: 'GET', url: `${BASE}/${request.requestId}`, headers: headers(randomUUID()) });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await h.service.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: headers(randomUUID()) });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('POST /matching/:id/select', () => {
  it('records the chosen candidate, leaves their load to the specialist service and refuses a second choice with ALREADY_APPLIED', async () => {
    const userId = randomUUID();
    const request = await createdRequest(userId);
    const before = await h.db.specialistProjection.findUniqueOrThrow({ where: { userId: pros.language.userId } });

    const res = await select(userId, request.requestId, { expertId: pros.language.userId, serviceOption: 'document_review' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('전문가 선택이 완료되었습니다.');
    const selected = ZMatchingRequestSchema.parse(res.json().data);
    expect(selected).toMatchObject({
      requestId: request.requestId,
      status: 'expert_selected',
      selectedExpertId: pros.language.userId,
      serviceOption: 'document_review',
    });
    expect(selected.selectedAt).not.toBeNull();
    expect(selected.candidates).toEqual(request.candidates);
    // The hand-off (decision 116): the specialist service counts the request and publishes the expert's load.
    const after = await h.db.specialistProjection.findUniqueOrThrow({ where: { userId: pros.language.userId } });
    expect(after.activeRequests).toBe(before.activeRequests);

    for (const expertId of [pros.language.userId, pros.administrative.userId]) {
      const again = await select(userId, request.requestId, { expertId, serviceOption: 'consultation' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ success: false, code: 'ALREADY_APPLIED', message: '이미 전문가를 선택한 매칭 요청입니다.' });
    }
    expect((await h.db.specialistProjection.findUniqueOrThrow({ where: { userId: pros.language.userId } })).activeRequests).toBe(before.activeRequests);
  });

  it('refuses an expert who is not among the candidates and names expertId', async () => {
    const userId = randomUUID();
    const request = await createdRequest(userId);
    const res = await select(userId, request.requestId, { expertId: randomUUID(), serviceOption: 'consultation' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'expertId' }] });
    const badOption = await select(userId, request.requestId, { expertId: pros.administrative.userId, serviceOption: 'everything' });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().details.map((d: { field: string }) => d.field)).toEqual(['serviceOption']);
    expect((await h.db.matchingRequest.findUniqueOrThrow({ where: { id: request.requestId } })).status).toBe('open');
  });

  it('answers NOT_FOUND when another user selects', async () => {
    const request = await createdRequest(randomUUID());
    const res = await select(randomUUID(), request.requestId, { expertId: pros.administrative.userId, serviceOption: 'consultation' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await h.db.matchingRequest.findUniqueOrThrow({ where: { id: request.requestId } })).status).toBe('open');
  });
});

describe('events', () => {
  it('publishes matching.request.created and matching.expert.selected to Kafka through the outbox', async () => {
    const userId = randomUUID();
    const request = await createdRequest(userId);
    expect((await select(userId, request.requestId, { expertId: pros.administrative.userId, serviceOption: 'full_service' })).statusCode).toBe(200);

    const events = await waitFor(async () => ((published.get(request.requestId)?.length ?? 0) >= 2 ? published.get(request.requestId) : undefined), {
      timeoutMs: 45_000,
      what: 'both matching events',
    });
    expect(events.map((e) => e.type)).toEqual(['matching.request.created', 'matching.expert.selected']);
    expect(events[0]).toMatchObject({ version: 1, source: 'matching', key: request.requestId });
    expect(events[0]!.data).toMatchObject({
      requestId: request.requestId,
      userId,
      assessmentId: request.assessmentId,
      visaType: 'E-7',
      preferences: englishSpeaker,
      candidates: request.candidates.map(({ expertId, score, rank }) => ({ expertId, score, rank })),
    });
    expect(events[1]!.data).toMatchObject({ requestId: request.requestId, userId, expertId: pros.administrative.userId, serviceOption: 'full_service' });
    // Both published, so both deleted from the outbox (Kafka holds them).
    await waitFor(async () => ((await h.db.outboxEvent.count({ where: { key: request.requestId } })) === 0 ? true : undefined), {
      timeoutMs: 10_000,
      what: 'the published rows deleted',
    });
  }, 60_000);

  it('applies a redelivered event to the projection once', async () => {
    const userId = randomUUID();
    const data = assessmentCompleted(userId, { score: 64 });
    // One partition, so the redelivery and the marker after it arrive in order.
    const original = await h.publish(assessmentCompletedV1, data, { key: data.assessmentId, partition: 0 });
    await h.processed(original.id);
    // Change the projection behind the consumer's back: a second application would overwrite it.
    await h.db.assessmentProjection.update({ where: { assessmentId: data.assessmentId }, data: { score: 1 } });

    await h.republish(original, assessmentCompletedV1.topic, 0);
    const marker = await h.publish(assessmentCompletedV1, assessmentCompleted(userId), { partition: 0 });
    await h.processed(marker.id);

    expect((await h.db.assessmentProjection.findUniqueOrThrow({ where: { assessmentId: data.assessmentId } })).score).toBe(1);
    expect(await h.db.processedEvent.count({ where: { consumer: h.consumerName, eventId: original.id } })).toBe(1);
  });
});
