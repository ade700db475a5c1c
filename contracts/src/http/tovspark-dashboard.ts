import { z } from 'zod';
import { CHALLENGE_CATEGORIES } from './tovspark';

/**
 * The challenger dashboard calls answered by tovspark (`/api/v1/dashboard/me/challenger`,
 * `/api/v1/dashboard/skills/detail`, `/api/v1/dashboard/achievements/detail`,
 * `/api/v1/dashboard/learning/progress`): the caller's own data only. Rules (badges, the
 * recommendation order, matching opportunities): docs/decisions.md, "Tovspark: challenger dashboard".
 */
export const TOVSPARK_BADGES = ['first_join', 'first_submission', 'first_evaluation', 'high_score', 'top_three', 'points_1000', 'five_challenges'] as const;
export type TTovsparkBadge = (typeof TOVSPARK_BADGES)[number];
export const DASHBOARD_ACTIVITY_KINDS = ['joined', 'submitted', 'evaluated', 'points'] as const;
export type TDashboardActivityKind = (typeof DASHBOARD_ACTIVITY_KINDS)[number];

export const DASHBOARD_RECOMMENDED_MAX = 5;
export const DASHBOARD_ACTIVITY_MAX = 10;
export const DASHBOARD_UPCOMING_MAX = 5;

const int = () => z.number().int();
const score = () => z.number().int().min(0).max(100);

export const ZDashboardSkillSchema = z.object({ skill: z.enum(CHALLENGE_CATEGORIES), value: score() });
export type TDashboardSkill = z.infer<typeof ZDashboardSkillSchema>;

export const ZChallengerDashboardSchema = z.object({
  stats: z.object({
    totalSparkPoints: int(),
    /** Evaluated submissions. */
    completedChallenges: int(),
    /** Place on the all-time board (null without points). */
    globalRanking: int().min(1).nullable(),
    /** Published challenges still open, not joined by the caller, offering recruitment or internship. */
    matchingOpportunities: int(),
  }),
  recommendedChallenges: z.array(z.object({ id: z.string(), title: z.string(), category: z.enum(CHALLENGE_CATEGORIES), sparkPoints: int(), daysLeft: int() })).max(DASHBOARD_RECOMMENDED_MAX),
  /** Average score per category of the caller's evaluated submissions (category order of the contracts). */
  skillAnalysis: z.array(ZDashboardSkillSchema),
  /** Newest first. `amount` is the SparkPoints of a `points` entry, else null. */
  recentActivity: z.array(z.object({ kind: z.enum(DASHBOARD_ACTIVITY_KINDS), title: z.string(), at: z.string(), amount: int().nullable() })).max(DASHBOARD_ACTIVITY_MAX),
  /** Earned badges only, in the order of TOVSPARK_BADGES. */
  achievements: z.array(z.object({ code: z.enum(TOVSPARK_BADGES), earnedAt: z.string() })),
  /** Joined, not handed in yet, deadline ahead; soonest first. */
  upcomingEvents: z.array(z.object({ id: z.string(), title: z.string(), deadline: z.string(), daysLeft: int() })).max(DASHBOARD_UPCOMING_MAX),
});
export type TChallengerDashboard = z.infer<typeof ZChallengerDashboardSchema>;

/** `GET /api/v1/dashboard/skills/detail`. */
export const ZSkillsDetailSchema = z.object({ skills: z.array(ZDashboardSkillSchema.extend({ evaluated: int().min(1), best: score() })) });
export type TSkillsDetail = z.infer<typeof ZSkillsDetailSchema>;

/** `GET /api/v1/dashboard/achievements/detail`: every badge, earned or not. */
export const ZAchievementsDetailSchema = z.object({
  achievements: z.array(
    z.object({
      code: z.enum(TOVSPARK_BADGES),
      earned: z.boolean(),
      earnedAt: z.string().nullable(),
      /** `current` is capped at `target`. */
      progress: z.object({ current: int().min(0), target: int().min(1) }),
    }),
  ),
});
export type TAchievementsDetail = z.infer<typeof ZAchievementsDetailSchema>;

/** `GET /api/v1/dashboard/learning/progress`: the caller's participations by state. */
export const ZLearningProgressSchema = z.object({
  /** Current participations (every state below). */
  joined: int(),
  /** Joined, nothing handed in (maybe a draft). */
  inProgress: int(),
  /** Handed in, not scored yet. */
  submitted: int(),
  evaluated: int(),
  /** Rounded average of the evaluated scores (null when none). */
  averageScore: score().nullable(),
});
export type TLearningProgress = z.infer<typeof ZLearningProgressSchema>;
