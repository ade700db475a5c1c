import { randomUUID } from 'node:crypto';
import { assessmentDeletedV1, userRegisteredV1, type EventDefinition, type TUserRegisteredV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import { onAssessmentDeleted } from '../../src/events/on-assessment-deleted';
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
          return method === 'updateMany' ? { count: 0 } : null;
        },
      },
    );
  const tx = { specialistProjection: model('specialistProjection'), assessmentProjection: model('assessmentProjection') };
  return { tx: tx as unknown as MatchingTx, calls };
}

describe('consumers', () => {
  it('subscribes to the registration, completion and deletion events, each through its contract', () => {
    expect(SUBSCRIPTIONS.map((s) => [s.definition.topic, s.definition.type, s.definition.version])).toEqual([
      ['auth.user', 'auth.user.registered', 1],
      ['visa.assessment', 'visa.assessment.completed', 1],
      ['visa.assessment', 'visa.assessment.deleted', 1],
    ]);
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

  it('upserts the specialist without touching rating, load or vacation', async () => {
    const { tx, calls } = recordingTx();
    await onUserRegistered(envelope(userRegisteredV1, registration()), tx);
    expect(calls).toHaveLength(1);
    const [model, method, args] = calls[0]!;
    expect([model, method]).toEqual(['specialistProjection', 'upsert']);
    const update = (args as { update: Record<string, unknown> }).update;
    for (const owned of ['rating', 'ratingCount', 'activeRequests', 'onVacation']) expect(update).not.toHaveProperty(owned);
  });

  it('marks a deleted assessment deleted', async () => {
    const { tx, calls } = recordingTx();
    await onAssessmentDeleted(envelope(assessmentDeletedV1, { assessmentId: 'a1', userId: 'u1', deletedAt: new Date().toISOString() }), tx);
    expect(calls).toEqual([['assessmentProjection', 'updateMany', { where: { assessmentId: 'a1' }, data: { deleted: true } }]]);
  });
});
