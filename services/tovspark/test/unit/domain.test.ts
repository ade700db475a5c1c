import { canTransition, isDeletable, isEditableBy } from '../../src/domain/challenge-status';
import { daysLeft } from '../../src/domain/days-left';
import { decodeLeaderboardPoints, encodeLeaderboardScore, isoWeekKey, monthKey, periodRange } from '../../src/domain/leaderboard-score';
import { participationStatus } from '../../src/domain/participation-status';
import { pointsForScore, scoredSubmissionCause } from '../../src/domain/sparkpoints';

describe('challenge status transitions', () => {
  it.each([
    ['owner', 'draft', 'pending_review', true],
    ['owner', 'pending_review', 'draft', true],
    ['owner', 'rejected', 'pending_review', true],
    ['owner', 'rejected', 'draft', true],
    ['owner', 'draft', 'published', false],
    ['owner', 'pending_review', 'published', false],
    ['owner', 'published', 'closed', false],
    ['owner', 'published', 'draft', false],
    ['admin', 'pending_review', 'published', true],
    ['admin', 'draft', 'published', true],
    ['admin', 'pending_review', 'rejected', true],
    ['admin', 'draft', 'rejected', true],
    ['admin', 'published', 'closed', true],
    ['admin', 'published', 'rejected', false],
    ['admin', 'closed', 'published', false],
    ['admin', 'rejected', 'published', false],
    ['admin', 'published', 'published', false],
  ] as const)('lets the %s move a challenge from %s to %s: %s', (actor, from, to, allowed) => {
    expect(canTransition(actor, from, to)).toBe(allowed);
  });

  it('lets the owner edit only a challenge that is not public, and an admin any', () => {
    expect(['draft', 'pending_review', 'rejected', 'published', 'closed'].map((s) => isEditableBy('owner', s as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isEditableBy('admin', 'published')).toBe(true);
  });

  it('deletes only challenges that were never public', () => {
    expect(['draft', 'pending_review', 'rejected', 'published', 'closed'].map((s) => isDeletable(s as never))).toEqual([true, true, true, false, false]);
  });
});

describe('days left', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it.each([
    ['2026-11-24T13:00:00Z', 1],
    ['2026-11-25T12:00:00Z', 1],
    ['2026-11-25T12:00:01Z', 2],
    ['2026-12-04T12:00:00Z', 10],
    ['2026-11-24T12:00:00Z', 0],
    ['2026-11-01T00:00:00Z', 0],
  ])('counts a deadline of %s as %i days left', (deadline, days) => {
    expect(daysLeft(new Date(deadline), now)).toBe(days);
  });
});

describe('participation status', () => {
  it.each([
    [false, null, 'not_started'],
    [true, null, 'in_progress'],
    [true, 'draft', 'in_progress'],
    [true, 'submitted', 'submitted'],
    [true, 'evaluated', 'evaluated'],
  ] as const)('reads joined=%s with a %s submission as %s', (joined, submission, status) => {
    expect(participationStatus(joined, submission)).toBe(status);
  });
});

describe('SparkPoints rule', () => {
  it.each([
    [500, 100, 500],
    [500, 80, 400],
    [500, 0, 0],
    [333, 50, 167],
    [10, 4, 0],
    [10, 5, 1],
    [1, 49, 0],
    [1, 50, 1],
  ])('awards %i SparkPoints at score %i as %i', (sparkPoints, score, points) => {
    expect(pointsForScore(sparkPoints, score)).toBe(points);
  });

  it('keys the award of a submission by the submission alone', () => {
    expect(scoredSubmissionCause('s1')).toBe('submission-scored:s1');
  });
});

describe('leaderboard score encoding', () => {
  const t = (iso: string) => new Date(iso);

  it('ranks more points above fewer, whenever they were reached', () => {
    expect(encodeLeaderboardScore(401, t('2030-01-01T00:00:00Z'))).toBeGreaterThan(encodeLeaderboardScore(400, t('2025-06-01T00:00:00Z')));
  });

  it('ranks who reached the same points first above who reached them later', () => {
    expect(encodeLeaderboardScore(400, t('2026-11-24T10:00:00Z'))).toBeGreaterThan(encodeLeaderboardScore(400, t('2026-11-24T10:00:01Z')));
  });

  it('decodes the points back, exactly, up to the documented ceiling', () => {
    for (const points of [0, 1, 400, 123_456, 9_007_198])
      expect(decodeLeaderboardPoints(encodeLeaderboardScore(points, t('2026-11-24T10:00:00Z')))).toBe(points);
    expect(Number.isSafeInteger(encodeLeaderboardScore(9_007_198, t('2025-01-01T00:00:00Z')))).toBe(true);
  });
});

describe('leaderboard periods (Korea time)', () => {
  it.each([
    ['2026-11-24T12:00:00Z', '2026-W48', '2026-11'],
    ['2026-11-29T14:59:59Z', '2026-W48', '2026-11'],
    ['2026-11-29T15:00:00Z', '2026-W49', '2026-11'],
    ['2026-11-30T15:00:00Z', '2026-W49', '2026-12'],
    ['2027-01-01T00:00:00Z', '2026-W53', '2027-01'],
    ['2025-12-29T00:00:00Z', '2026-W01', '2025-12'],
  ])('puts %s in week %s and month %s', (at, week, month) => {
    expect(isoWeekKey(t(at))).toBe(week);
    expect(monthKey(t(at))).toBe(month);
  });

  it('gives a week from Monday 00:00 KST to the next Monday and a month from the 1st 00:00 KST', () => {
    expect(periodRange('week', t('2026-11-24T12:00:00Z'))).toEqual({ start: t('2026-11-22T15:00:00Z'), end: t('2026-11-29T15:00:00Z') });
    expect(periodRange('month', t('2026-11-24T12:00:00Z'))).toEqual({ start: t('2026-10-31T15:00:00Z'), end: t('2026-11-30T15:00:00Z') });
    expect(periodRange('all', t('2026-11-24T12:00:00Z'))).toBeNull();
  });

  function t(iso: string) {
    return new Date(iso);
  }
});
