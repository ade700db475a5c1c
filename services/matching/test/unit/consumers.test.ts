import { randomUUID } from 'node:crypto';
import {
  assessmentDeletedV1,
  specialistProfileUpdatedV1,
  userRegisteredV1,
  type EventDefinition,
  type TSpecialistProfileUpdatedV1,
  type TUserRegisteredV1,
} from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import { onAssessmentDeleted } from '../../src/events/on-assessment-deleted';
import { onProfileUpdated, specialistFromProfile } from '../../src/events/on-profile-updated';
import { onUserRegistered, specialistFromRegistration } from '../../src/events/on-user-registered';
import { SUBSCRIPTIONS } from '../../src/events/subscriptions';
import type { MatchingTx } from '../../src/store/db';

const registration = (overrides: Partial<TUserRegisteredV1> = {}): TUserRegisteredV1 =>
  userRegisteredV1.data.parse({
    userId: 'u1',
    email: 'pro@test.tov',
    name: 'Kim Pro',
    role: 'pro',
    roles: ['pro'],
    registeredAt: new Date().toISOString(),
    expertise: 'administrative',
    certification: ['행정사', 'TOEIC 900'],
    experience: 7,
    ...overrides,
  });

const envelope = <D extends EventDefinition>(definition: D, data: EventOf<D>['data']): EventOf<D> => ({
  id: randomUUID(),
  type: definition.type,
  version: definition.version,
  occurredAt: new Date().toISOString(),
  source: 'test',
  key: 'k',
  data,
});

/** Records the model calls a handler makes inside its transaction. */
function recordingTx() {
  const calls: Array<[string, string, unknown]> = [];
  const model = (name: string) =>
    new Proxy(
      {},
      {
        get: (_target, method: string) => async (args: unknown) => {
          calls.push([name, method, args]);
          return method === 'updateMany' || method === 'createMany' ? { count: 0 } : null;
        },
      },
    );
  const tx = { specialistProjection: model('specialistProjection'), assessmentProjection: model('assessmentProjection') };
  return { tx: tx as unknown as MatchingTx, calls };
}

describe('consumers', () => {
  it('subscribes to the registration, the assessments and the expert’s profile, each through its contract, and to nothing after the choice of an expert', () => {
    expect(SUBSCRIPTIONS.map((s) => [s.definition.topic, s.definition.type, s.definition.version])).toEqual([
      ['auth.user', 'auth.user.registered', 1],
      ['visa.assessment', 'visa.assessment.completed', 1],
      ['visa.assessment', 'visa.assessment.deleted', 1],
      ['specialist.profile', 'specialist.profile.updated', 1],
    ]);
    // Quotes, payments and services are the specialist service's (decision 116): no mirror of them here.
    expect(SUBSCRIPTIONS.some((s) => ['specialist.quote', 'specialist.payment', 'specialist.service'].includes(s.definition.topic))).toBe(false);
  });

  it('turns a pro registration into a specialist with derived languages and visa types', () => {
    expect(specialistFromRegistration(registration())).toMatchObject({
      userId: 'u1',
      name: 'Kim Pro',
      expertise: 'administrative',
      certification: ['행정사', 'TOEIC 900'],
      experienceYears: 7,
      languages: ['ko', 'en'],
      supportedVisaTypes: expect.arrayContaining(['E-7', 'F-2', 'F-6', 'D-10']),
    });
  });

  it('ignores challenger and company registrations', async () => {
    expect(specialistFromRegistration(registration({ role: 'challenger', roles: ['challenger'], expertise: undefined }))).toBeNull();
    const { tx, calls } = recordingTx();
    await onUserRegistered(envelope(userRegisteredV1, registration({ role: 'company', roles: ['company'] })), tx);
    expect(calls).toEqual([]);
  });

  it('creates the specialist, and refreshes only one whose own profile has not arrived, without touching rating, load or vacation', async () => {
    const { tx, calls } = recordingTx();
    await onUserRegistered(envelope(userRegisteredV1, registration()), tx);
    expect(calls.map(([model, method]) => [model, method])).toEqual([
      ['specialistProjection', 'createMany'],
      ['specialistProjection', 'updateMany'],
    ]);
    expect(calls[0]![2]).toMatchObject({ skipDuplicates: true });
    const update = calls[1]![2] as { where: Record<string, unknown>; data: Record<string, unknown> };
    expect(update.where).toEqual({ userId: 'u1', profileUpdatedAt: null });
    for (const owned of ['rating', 'ratingCount', 'activeRequests', 'vacationFrom', 'vacationTo', 'bio', 'fees']) expect(update.data).not.toHaveProperty(owned);
  });

  const profile = (overrides: Partial<TSpecialistProfileUpdatedV1> = {}): TSpecialistProfileUpdatedV1 =>
    specialistProfileUpdatedV1.data.parse({
      expertId: 'u1',
      name: 'Kim Pro',
      expertise: 'administrative',
      certifications: ['행정사'],
      experienceYears: 8,
      languages: ['ko', 'EN', 'Vietnamese'],
      supportedVisaTypes: ['E-7', 'F-2', 'f-6'],
      bio: '10년차 행정사',
      fees: [
        { serviceOption: 'consultation', amount: 50_000, currency: 'KRW' },
        { serviceOption: 'full_service', amount: 900_000, currency: 'KRW' },
        { serviceOption: 'retired_option', amount: 1, currency: 'KRW' },
      ],
      vacation: { from: '2026-12-24', to: '2026-12-31' },
      rating: 4.8,
      reviewCount: 12,
      activeRequests: 3,
      updatedAt: '2026-12-01T00:00:00.000Z',
      ...overrides,
    });

  it('takes the declared languages, visa types, bio, fees, rating, vacation and load of a profile', () => {
    expect(specialistFromProfile(profile())).toEqual({
      userId: 'u1',
      name: 'Kim Pro',
      expertise: 'administrative',
      certification: ['행정사'],
      experienceYears: 8,
      languages: ['ko', 'en', 'vi'],
      supportedVisaTypes: ['E-7', 'F-2', 'F-6'],
      bio: '10년차 행정사',
      fees: [
        { serviceOption: 'consultation', amount: 50_000, currency: 'KRW' },
        { serviceOption: 'full_service', amount: 900_000, currency: 'KRW' },
      ],
      prices: [],
      rating: 4.8,
      ratingCount: 12,
      activeRequests: 3,
      vacation: { from: '2026-12-24', to: '2026-12-31' },
      profileUpdatedAt: new Date('2026-12-01T00:00:00.000Z'),
    });
  });

  it('keeps the whole price list by base visa type, without options it does not know (a profile before the list: none)', () => {
    const prices = [
      { serviceOption: 'full_service', visaType: 'F-2-7', amount: 700_000 },
      { serviceOption: 'full_service', visaType: 'E-7', amount: 550_000 },
      { serviceOption: 'retired_option', visaType: 'E-7', amount: 1 },
    ];
    expect(specialistFromProfile(profile({ prices })).prices).toEqual([
      { serviceOption: 'full_service', visaType: 'F-2', amount: 700_000 },
      { serviceOption: 'full_service', visaType: 'E-7', amount: 550_000 },
    ]);
    expect(specialistFromProfile(profile()).prices).toEqual([]);
  });

  it('keeps the starting rating of an expert without reviews', () => {
    expect(specialistFromProfile(profile({ rating: null, reviewCount: 0 }))).toMatchObject({ rating: 4.5, ratingCount: 0 });
  });

  it('reads a profile published before the load as one with no open requests', () => {
    const { activeRequests: _dropped, ...older } = profile();
    expect(specialistFromProfile(specialistProfileUpdatedV1.data.parse(older))).toMatchObject({ activeRequests: 0 });
  });

  it('applies a profile only over an older one, and creates an expert it does not know yet', async () => {
    const { tx, calls } = recordingTx();
    await onProfileUpdated(envelope(specialistProfileUpdatedV1, profile()), tx);
    expect(calls.map(([model, method]) => [model, method])).toEqual([
      ['specialistProjection', 'updateMany'],
      ['specialistProjection', 'createMany'],
    ]);
    const update = calls[0]![2] as { where: Record<string, unknown>; data: Record<string, unknown> };
    expect(update.where).toEqual({ userId: 'u1', OR: [{ profileUpdatedAt: null }, { profileUpdatedAt: { lte: new Date('2026-12-01T00:00:00.000Z') } }] });
    expect(update.data).toMatchObject({ vacationFrom: new Date('2026-12-24T00:00:00.000Z'), vacationTo: new Date('2026-12-31T00:00:00.000Z') });
    expect(update.data).toMatchObject({ activeRequests: 3 });
    expect(calls[1]![2]).toMatchObject({ skipDuplicates: true });
  });

  it('marks a deleted assessment deleted', async () => {
    const { tx, calls } = recordingTx();
    await onAssessmentDeleted(envelope(assessmentDeletedV1, { assessmentId: 'a1', userId: 'u1', deletedAt: new Date().toISOString() }), tx);
    expect(calls).toEqual([['assessmentProjection', 'updateMany', { where: { assessmentId: 'a1' }, data: { deleted: true } }]]);
  });
});
