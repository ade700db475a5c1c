import {
  CHALLENGE_CATEGORIES,
  DASHBOARD_ACTIVITY_MAX,
  DASHBOARD_RECOMMENDED_MAX,
  DASHBOARD_UPCOMING_MAX,
  type TChallengeCategory,
  type TDashboardActivityKind,
} from '@tov/contracts';

/** An open challenge the caller may be recommended, with what the `trending` sort reads. */
export interface RecommendationCandidate {
  id: string;
  category: string;
  /** Joins in the last 7 days. */
  recentJoins: number;
  participantCount: number;
  createdAt: Date;
}

/**
 * The recommendation order (docs/rules/tovspark-dashboard.md): challenges in a category of the caller's evaluated
 * submissions first, then the `trending` sort (joins in the last 7 days, all-time participants),
 * then newest, then id; at most `limit`.
 */
export function recommend<T extends RecommendationCandidate>(
  candidates: T[],
  preferredCategories: ReadonlySet<string>,
  limit = DASHBOARD_RECOMMENDED_MAX,
): T[] {
  const unique = [...new Map(candidates.map((c) => [c.id, c])).values()];
  const preferred = (c: T) => (preferredCategories.has(c.category) ? 1 : 0);
  return unique
    .sort(
      (a, b) =>
        preferred(b) - preferred(a) ||
        b.recentJoins - a.recentJoins ||
        b.participantCount - a.participantCount ||
        b.createdAt.getTime() - a.createdAt.getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, limit);
}

export interface SkillScore {
  skill: TChallengeCategory;
  /** Rounded average score. */
  value: number;
  evaluated: number;
  best: number;
}

/** Per category of the evaluated submissions: rounded average, count and best score, in the contracts' category order. */
export function skillScores(evaluated: Array<{ category: string; score: number }>): SkillScore[] {
  return CHALLENGE_CATEGORIES.flatMap((skill) => {
    const scores = evaluated.filter((s) => s.category === skill).map((s) => s.score);
    if (scores.length === 0) return [];
    return [{ skill, value: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length), evaluated: scores.length, best: Math.max(...scores) }];
  });
}

export interface ActivityItem {
  kind: TDashboardActivityKind;
  title: string;
  at: Date;
  amount: number | null;
}

/** On the same instant the later step comes first (points after the evaluation that earned them). */
const STEP: Record<TDashboardActivityKind, number> = { bridge: 0, joined: 1, submitted: 2, evaluated: 3, points: 4 };

/** The newest `limit` items, newest first. */
export function recentActivity(items: ActivityItem[], limit = DASHBOARD_ACTIVITY_MAX): ActivityItem[] {
  return [...items].sort((a, b) => b.at.getTime() - a.at.getTime() || STEP[b.kind] - STEP[a.kind]).slice(0, limit);
}

/** Joined challenges not handed in yet whose deadline is ahead, soonest first, at most `limit`. */
export function upcomingDeadlines<T extends { deadline: Date; handedIn: boolean; open: boolean }>(
  joined: T[],
  now: Date = new Date(),
  limit = DASHBOARD_UPCOMING_MAX,
): T[] {
  return joined
    .filter((c) => c.open && !c.handedIn && c.deadline.getTime() > now.getTime())
    .sort((a, b) => a.deadline.getTime() - b.deadline.getTime())
    .slice(0, limit);
}

/** The caller's participations by state and the rounded average of their evaluated scores. */
export function learningProgress(participations: Array<{ submission: 'draft' | 'submitted' | 'evaluated' | null; score: number | null }>) {
  const scores = participations.filter((p) => p.submission === 'evaluated').map((p) => p.score ?? 0);
  return {
    joined: participations.length,
    inProgress: participations.filter((p) => p.submission === null || p.submission === 'draft').length,
    submitted: participations.filter((p) => p.submission === 'submitted').length,
    evaluated: scores.length,
    averageScore: scores.length === 0 ? null : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
  };
}
