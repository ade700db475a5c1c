import { z } from 'zod';
import { CHALLENGE_CATEGORIES } from './tovspark';
import { ZPageQuerySchema, ZPageSchema } from './common';
import { requiredPlainText } from './validators';

/**
 * The challenger dashboard calls answered by tovspark (`/api/v1/dashboard/me/challenger`,
 * `/api/v1/dashboard/skills/detail`, `/api/v1/dashboard/achievements/detail`,
 * `/api/v1/dashboard/learning/progress`): the caller's own data only. Rules (badges, the
 * recommendation order, matching opportunities): docs/rules/tovspark-dashboard.md.
 */
export const TOVSPARK_BADGES = ['first_join', 'first_submission', 'first_evaluation', 'high_score', 'top_three', 'points_1000', 'five_challenges'] as const;
export type TTovsparkBadge = (typeof TOVSPARK_BADGES)[number];
export const DASHBOARD_ACTIVITY_KINDS = ['joined', 'submitted', 'evaluated', 'points', 'bridge'] as const;
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
  recommendedChallenges: z
    .array(z.object({ id: z.string(), title: z.string(), category: z.enum(CHALLENGE_CATEGORIES), sparkPoints: int(), daysLeft: int() }))
    .max(DASHBOARD_RECOMMENDED_MAX),
  /** Average score per category of the caller's evaluated submissions (category order of the contracts). */
  skillAnalysis: z.array(ZDashboardSkillSchema),
  /** Newest first. `amount` is the SparkPoints of a `points` entry, else null. A `bridge` item is a logged community activity (its title as written). */
  recentActivity: z
    .array(z.object({ kind: z.enum(DASHBOARD_ACTIVITY_KINDS), title: z.string(), at: z.string(), amount: int().nullable() }))
    .max(DASHBOARD_ACTIVITY_MAX),
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

/**
 * Community (/bridge) activities a user logs on their dashboard (`GET/POST /api/v1/dashboard/bridge-activity`,
 * spec 000 §7; the kinds follow the community area's sections, spec 000 §1). docs/rules/tovspark-dashboard.md, "Bridge activity".
 */
export const BRIDGE_ACTIVITY_KINDS = ['class', 'event', 'buddy_session', 'project', 'help', 'media'] as const;
export type TBridgeActivityKind = (typeof BRIDGE_ACTIVITY_KINDS)[number];
export const BRIDGE_ACTIVITY_TITLE_MAX = 200;
/** How far back an activity may be logged. */
export const BRIDGE_ACTIVITY_MAX_AGE_DAYS = 365;
/** Clock skew allowed between the browser and the server for "now". */
const FUTURE_SKEW_MS = 5 * 60_000;

export const ZBridgeActivityInputSchema = z.object({
  kind: z.enum(BRIDGE_ACTIVITY_KINDS, { error: `활동 종류는 ${BRIDGE_ACTIVITY_KINDS.join(', ')} 중 하나여야 합니다.` }),
  title: requiredPlainText(BRIDGE_ACTIVITY_TITLE_MAX, '활동 이름을 입력해주세요.'),
  occurredAt: z.iso.datetime({ offset: true, error: '활동 일시는 ISO 8601 날짜-시간이어야 합니다 (예: 2026-11-20T19:00:00+09:00).' }).pipe(
    z
      .string()
      .refine((value) => Date.parse(value) <= Date.now() + FUTURE_SKEW_MS, { error: '아직 일어나지 않은 활동은 기록할 수 없습니다.' })
      .refine((value) => Date.parse(value) >= Date.now() - BRIDGE_ACTIVITY_MAX_AGE_DAYS * 86_400_000, {
        error: `${BRIDGE_ACTIVITY_MAX_AGE_DAYS}일보다 오래된 활동은 기록할 수 없습니다.`,
      }),
  ),
  minutes: z
    .number({ error: '활동 시간(분)은 1에서 1440 사이의 정수여야 합니다.' })
    .int({ error: '활동 시간(분)은 1에서 1440 사이의 정수여야 합니다.' })
    .min(1, { error: '활동 시간(분)은 1 이상이어야 합니다.' })
    .max(1_440, { error: '활동 시간(분)은 1440 이하여야 합니다.' })
    .nullable()
    .default(null),
});
export type TBridgeActivityInput = z.infer<typeof ZBridgeActivityInputSchema>;

export const ZBridgeActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(BRIDGE_ACTIVITY_KINDS),
  title: z.string(),
  occurredAt: z.string(),
  minutes: int().nullable(),
  createdAt: z.string(),
});
export type TBridgeActivity = z.infer<typeof ZBridgeActivitySchema>;

export const ZBridgeActivityQuerySchema = ZPageQuerySchema;

/** `GET /api/v1/dashboard/bridge-activity`: the caller's activities, newest first, paged, with totals over all of them. */
export const ZBridgeActivitySummarySchema = ZPageSchema(ZBridgeActivitySchema).extend({
  /** Activities per kind (every kind, 0 when none). */
  byKind: z.record(z.enum(BRIDGE_ACTIVITY_KINDS), int().min(0)),
  /** Activities of the current month (Korea time). */
  thisMonth: int().min(0),
  /** Sum of the minutes given. */
  totalMinutes: int().min(0),
});
export type TBridgeActivitySummary = z.infer<typeof ZBridgeActivitySummarySchema>;
