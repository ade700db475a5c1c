import { userRegisteredV1 } from '@tov/contracts';
import { createLogger } from '@tov/kit';
import type { Redis } from 'ioredis';
import { isApplicant, userFromRegistration } from '../../src/events/on-user-registered';
import { subscriptions } from '../../src/events/subscriptions';
import type { TovsparkDb } from '../../src/store/db';
import { Leaderboards } from '../../src/store/leaderboards';

const registration = (overrides: object) =>
  userRegisteredV1.data.parse({
    userId: 'u1',
    email: 'a@test.tov',
    name: 'Kim',
    role: 'challenger',
    roles: ['challenger'],
    registeredAt: '2026-11-24T04:00:00.000Z',
    ...overrides,
  });

describe('consumers', () => {
  it('subscribes to registrations, its own scored submissions and publications, visa assessments and talent-search choices, each through its contract', () => {
    const list = subscriptions({
      leaderboards: new Leaderboards({} as Redis, {} as TovsparkDb, 'test'),
      notices: { submissionScored: jest.fn(), challengePublished: jest.fn() },
      logger: createLogger({ name: 'test', level: 'silent' }),
    });
    expect(list.map((s) => [s.definition.topic, s.definition.type, s.definition.version])).toEqual([
      ['auth.user', 'auth.user.registered', 1],
      ['tovspark.submission', 'tovspark.submission.scored', 1],
      ['tovspark.challenge', 'tovspark.challenge.published', 1],
      ['visa.assessment', 'visa.assessment.completed', 1],
      ['auth.user', 'auth.user.talent-visibility-changed', 1],
    ]);
  });

  it('projects a company account with its company name and a challenger without one', () => {
    expect(userFromRegistration(registration({ userId: 'c1', name: 'Lee Contact', role: 'company', roles: ['company'], companyName: ' Acme Korea ' }))).toEqual(
      {
        userId: 'c1',
        name: 'Lee Contact',
        role: 'company',
        roles: ['company'],
        companyName: 'Acme Korea',
        email: 'a@test.tov',
      },
    );
    expect(userFromRegistration(registration({}))).toMatchObject({ userId: 'u1', name: 'Kim', companyName: null });
  });

  it('takes an applicant for a talent, never an admin nor an applicant holding an admin grant (decision 127)', () => {
    expect(isApplicant({ role: 'challenger', roles: ['challenger'] })).toBe(true);
    expect(isApplicant({ role: 'challenger', roles: ['challenger', 'bridge_admin'] })).toBe(true);
    expect(isApplicant({ role: 'challenger', roles: ['challenger', 'admin'] })).toBe(false);
    expect(isApplicant({ role: 'admin', roles: ['admin'] })).toBe(false);
    expect(isApplicant({ role: 'super_admin', roles: ['super_admin'] })).toBe(false);
    expect(isApplicant({ role: 'company', roles: ['company'] })).toBe(false);
  });
});
