import { randomUUID } from 'node:crypto';
import { assessmentCompletedV1, specialistProfileUpdatedV1, userRegisteredV1, seoulDate, ZMatchingRequestSchema, type TMatchingRequest } from '@tov/contracts';
import { waitFor } from '@tov/kit/testing';
import { assessmentCompleted, proRegistration, specialistProfile, startMatchingHarness, type MatchingHarness } from './matching-harness';

/**
 * The specialist service's one event matching reads, on real Kafka and Postgres: the expert's declared
 * profile, vacation and load (`activeRequests`) in the ranking (docs/decisions/116-hand-off-at-selection.md;
 * the quotes and the service after the choice are the specialist service's). The specialists are this
 * file's own (the harness empties the projection), at most ten, so every one of them is a candidate of
 * every request.
 */
const BASE = '/api/visa/v3/matching';
let h: MatchingHarness;

const pros = {
  // Selections: its load is read as a difference.
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

/** The identity the gateway forwards for an applicant, signed with the service's secret. */
const headers = (userId: string) => h.identityHeaders(userId, 'challenger');
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

describe('the expert’s load', () => {
  const position = (request: TMatchingRequest, expertId: string) => request.candidates.find((c) => c.expertId === expertId)!.rank;
  const score = (request: TMatchingRequest, expertId: string) => request.candidates.find((c) => c.expertId === expertId)!.score;
  /** The busy expert's profile as the specialist service publishes it, with `activeRequests` open requests. */
  const busyProfile = (activeRequests: number, updatedAt = new Date().toISOString()) =>
    specialistProfile(pros.busy.userId, {
      name: '박바쁨',
      certifications: ['행정사'],
      experienceYears: 12,
      supportedVisaTypes: ['E-7'],
      activeRequests,
      updatedAt,
    });

  it('ranks with the load the specialist service publishes, and lets a busy expert’s rank recover once it goes down', async () => {
    await deliver(specialistProfileUpdatedV1, busyProfile(0), pros.busy.userId);
    const { request: fresh } = await openRequest();
    // Equal scores while both are free: the more experienced one ranks first.
    expect(position(fresh, pros.busy.userId)).toBeLessThan(position(fresh, pros.rival.userId));

    await deliver(specialistProfileUpdatedV1, busyProfile(2), pros.busy.userId);
    expect(await load(pros.busy.userId)).toBe(2);
    const { request: whileBusy } = await openRequest();
    expect(position(whileBusy, pros.busy.userId)).toBeGreaterThan(position(whileBusy, pros.rival.userId));
    expect(score(whileBusy, pros.busy.userId)).toBe(score(fresh, pros.busy.userId) - 4);
    expect(whileBusy.candidates.find((c) => c.expertId === pros.busy.userId)!.reasons.map((r) => r.ko)).toContain('진행 중인 상담 2건으로 여유 있음');

    await deliver(specialistProfileUpdatedV1, busyProfile(0), pros.busy.userId);
    const { request: recovered } = await openRequest();
    expect(position(recovered, pros.busy.userId)).toBeLessThan(position(recovered, pros.rival.userId));
    expect(score(recovered, pros.busy.userId)).toBe(score(fresh, pros.busy.userId));
  });

  it('keeps the newest count: an older profile arriving late does not bring an old load back', async () => {
    await deliver(specialistProfileUpdatedV1, busyProfile(3), pros.busy.userId);
    await deliver(specialistProfileUpdatedV1, busyProfile(1, new Date(Date.now() - 60_000).toISOString()), pros.busy.userId);
    expect(await load(pros.busy.userId)).toBe(3);
    await deliver(specialistProfileUpdatedV1, busyProfile(0), pros.busy.userId);
    expect(await load(pros.busy.userId)).toBe(0);
  });

  it('does not count a selection itself: the hand-off leaves the load to the specialist service', async () => {
    const before = await load(pros.worker.userId);
    const req = await selectedRequest(pros.worker.userId);
    expect(await load(pros.worker.userId)).toBe(before);
    // The specialist service's count arrives with the expert's profile.
    await deliver(specialistProfileUpdatedV1, specialistProfile(req.expertId, { name: '김업무', activeRequests: before + 1 }), req.expertId);
    expect(await load(pros.worker.userId)).toBe(before + 1);
  });

  it('reads a profile published before the load as one with no open requests', async () => {
    await deliver(specialistProfileUpdatedV1, busyProfile(2), pros.busy.userId);
    const { activeRequests: _dropped, ...older } = busyProfile(0);
    await deliver(specialistProfileUpdatedV1, older, pros.busy.userId);
    expect(await load(pros.busy.userId)).toBe(0);
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

  it('gives the applicant’s card the licences, reviews count, visa types and the price list of the assessment’s visa type', async () => {
    const expertId = pros.declared.userId;
    const profile = specialistProfile(expertId, {
      name: '이프로필',
      expertise: 'language',
      certifications: ['TESOL', '다리 언어센터 (Dari Language Centre)'],
      experienceYears: 3,
      languages: ['ko', 'en', 'vi'],
      supportedVisaTypes: ['E-7', 'F-2'],
      fees: [{ serviceOption: 'document_review', amount: 150_000, currency: 'KRW' }],
      prices: [
        { serviceOption: 'document_review', visaType: 'E-7', amount: 220_000 },
        { serviceOption: 'document_review', visaType: 'F-2', amount: 150_000 },
      ],
      rating: 4.7,
      reviewCount: 9,
    });
    await deliver(specialistProfileUpdatedV1, profile, expertId);

    const { request } = await openRequest();
    expect(candidateOf(request, expertId)).toMatchObject({
      certifications: ['TESOL', '다리 언어센터 (Dari Language Centre)'],
      reviewCount: 9,
      rating: 4.7,
      supportedVisaTypes: ['E-7', 'F-2'],
      // The request is about an E-7 assessment: its price, not the lowest one (F-2's).
      fees: [{ serviceOption: 'document_review', amount: 220_000, currency: 'KRW' }],
    });
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
  it('lists the applicant’s request about their assessment, without its quotes (the specialist service answers those); nothing to anyone else or before they ask', async () => {
    const req = await selectedRequest(pros.worker.userId);
    const { assessmentId } = await view(req.userId, req.requestId);
    const mine = await get(req.userId, `?assessmentId=${assessmentId.toUpperCase()}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ items: [{ requestId: req.requestId, status: 'expert_selected', selectedExpertId: pros.worker.userId }] });
    expect(mine.json().data.items[0]).not.toHaveProperty('quotes');
    expect(mine.json().data.items[0]).not.toHaveProperty('service');

    expect((await get(randomUUID(), `?assessmentId=${assessmentId}`)).json().data).toEqual({ items: [] });
    expect((await get(req.userId, `?assessmentId=${randomUUID()}`)).json().data).toEqual({ items: [] });
    const invalid = await get(req.userId, '?assessmentId=nope');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'assessmentId' }] });
    const anonymous = await h.service.app.inject({ method: 'GET', url: `${BASE}?assessmentId=${assessmentId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
