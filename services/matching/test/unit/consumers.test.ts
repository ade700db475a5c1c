import { randomUUID } from 'node:crypto';
import { userRegisteredV1, type TAnyEventEnvelope, type TUserRegisteredV1 } from '@tov/contracts';
import type { SqlClient } from '@tov/kit';
import { onAssessmentDeleted } from '../../src/events/on-assessment-deleted';
import { onUserRegistered, specialistFromRegistration } from '../../src/events/on-user-registered';
import { SUBSCRIPTIONS } from '../../src/events/subscriptions';

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

const envelope = (type: string, data: unknown): TAnyEventEnvelope => ({
  id: randomUUID(),
  type,
  version: 1,
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
  return { tx: tx as unknown as SqlClient, calls };
}

describe('consumers', () => {
  it('subscribes to auth.user and visa.assessment with one handler per event (completions a run at a time)', () => {
    expect(SUBSCRIPTIONS.map((s) => [s.topic, Object.keys(s.handlers ?? {}), Object.keys(s.batchHandlers ?? {})])).toEqual([
      ['auth.user', ['auth.user.registered'], []],
      ['visa.assessment', ['visa.assessment.deleted'], ['visa.assessment.completed']],
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
    await onUserRegistered(envelope('auth.user.registered', registration({ role: 'company', roles: ['company'] })), tx);
    expect(calls).toEqual([]);
  });

  it('upserts the specialist without touching rating, load or vacation', async () => {
    const { tx, calls } = recordingTx();
    await onUserRegistered(envelope('auth.user.registered', registration()), tx);
    expect(calls).toHaveLength(1);
    const [model, method, args] = calls[0]!;
    expect([model, method]).toEqual(['specialistProjection', 'upsert']);
    const update = (args as { update: Record<string, unknown> }).update;
    for (const owned of ['rating', 'ratingCount', 'activeRequests', 'onVacation']) expect(update).not.toHaveProperty(owned);
  });

  it('marks a deleted assessment deleted', async () => {
    const { tx, calls } = recordingTx();
    await onAssessmentDeleted(envelope('visa.assessment.deleted', { assessmentId: 'a1', userId: 'u1', deletedAt: new Date().toISOString() }), tx);
    expect(calls).toEqual([['assessmentProjection', 'updateMany', { where: { assessmentId: 'a1' }, data: { deleted: true } }]]);
  });
});
