import { TOVSPARK_BADGES, type TTovsparkBadge } from '@tov/contracts';

/** What the badge rules read about one user (docs/rules/tovspark-dashboard.md). */
export interface BadgeFacts {
  /** joinedAt of the user's current participations. */
  joins: Date[];
  /** The user's handed-in submissions (drafts left out). */
  submissions: Array<{
    status: 'submitted' | 'evaluated';
    score: number | null;
    submittedAt: Date | null;
    evaluatedAt: Date | null;
    /** Submissions of the same challenge scored higher by the time this one was scored (evaluated only). */ higherWhenScored: number;
  }>;
  /** The user's ledger entries. */
  ledger: Array<{ amount: number; awardedAt: Date }>;
}

export interface BadgeState {
  code: TTovsparkBadge;
  earned: boolean;
  earnedAt: Date | null;
  progress: { current: number; target: number };
}

export const HIGH_SCORE = 90;
export const TOP_PLACES = 3;
export const POINTS_BADGE = 1_000;
export const CHALLENGES_BADGE = 5;

const byTime = (a: Date, b: Date) => a.getTime() - b.getTime();
/** The `n`th (1-based) earliest time, or null when there are fewer. */
const nth = (times: Array<Date | null>, n: number): Date | null => times.filter((t): t is Date => t !== null).sort(byTime)[n - 1] ?? null;

/**
 * Every badge with whether, and when, it was earned: the time its condition first became true (the
 * entry that crossed it). `top_three` counts a place at the moment of scoring (fewer than three of the
 * challenge's submissions scored higher by then), so a later higher score does not take it back.
 * Progress `current` is capped at `target`.
 */
export function badges(facts: BadgeFacts): BadgeState[] {
  const evaluated = facts.submissions.filter((s) => s.status === 'evaluated');
  const bestScore = Math.max(0, ...evaluated.map((s) => s.score ?? 0));
  const topPlaced = evaluated.filter((s) => s.higherWhenScored < TOP_PLACES);
  const ledger = [...facts.ledger].sort((a, b) => byTime(a.awardedAt, b.awardedAt));
  let running = 0;
  let pointsReachedAt: Date | null = null;
  for (const entry of ledger) {
    running += entry.amount;
    if (running >= POINTS_BADGE) {
      pointsReachedAt = entry.awardedAt;
      break;
    }
  }
  const balance = facts.ledger.reduce((sum, e) => sum + e.amount, 0);

  const rules: Record<TTovsparkBadge, { earnedAt: Date | null; current: number; target: number }> = {
    first_join: { earnedAt: nth(facts.joins, 1), current: facts.joins.length, target: 1 },
    first_submission: {
      earnedAt: nth(
        facts.submissions.map((s) => s.submittedAt),
        1,
      ),
      current: facts.submissions.length,
      target: 1,
    },
    first_evaluation: {
      earnedAt: nth(
        evaluated.map((s) => s.evaluatedAt),
        1,
      ),
      current: evaluated.length,
      target: 1,
    },
    high_score: {
      earnedAt: nth(
        evaluated.filter((s) => (s.score ?? 0) >= HIGH_SCORE).map((s) => s.evaluatedAt),
        1,
      ),
      current: bestScore,
      target: HIGH_SCORE,
    },
    top_three: {
      earnedAt: nth(
        topPlaced.map((s) => s.evaluatedAt),
        1,
      ),
      current: topPlaced.length,
      target: 1,
    },
    points_1000: { earnedAt: pointsReachedAt, current: Math.max(0, balance), target: POINTS_BADGE },
    five_challenges: {
      earnedAt: nth(
        evaluated.map((s) => s.evaluatedAt),
        CHALLENGES_BADGE,
      ),
      current: evaluated.length,
      target: CHALLENGES_BADGE,
    },
  };
  return TOVSPARK_BADGES.map((code) => {
    const { earnedAt, current, target } = rules[code];
    return { code, earned: earnedAt !== null, earnedAt, progress: { current: Math.min(current, target), target } };
  });
}
