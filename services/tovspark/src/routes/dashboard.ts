import {
  DASHBOARD_ACTIVITY_MAX,
  ZAchievementsDetailSchema,
  ZChallengerDashboardSchema,
  ZLearningProgressSchema,
  ZSkillsDetailSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
  type TChallengeCategory,
} from '@tov/contracts';
import { requireIdentity, type RouteApp } from '@tov/kit';
import type { TovsparkDeps } from '../deps';
import { badges, type BadgeFacts } from '../domain/badges';
import { learningProgress, recentActivity, recommend, skillScores, upcomingDeadlines, type ActivityItem } from '../domain/dashboard';
import { daysLeft } from '../domain/days-left';
import { challengeTitles } from '../store/challenges';
import { recentBridgeActivities } from '../store/bridge-activities';
import { dashboardFacts, matchingOpportunities, recommendationCandidates } from '../store/dashboard';

export const DASHBOARD_BASE = '/api/v1/dashboard';

type Facts = Awaited<ReturnType<typeof dashboardFacts>>;

const handedIn = (s: Facts['submissions'][number]): s is Facts['submissions'][number] & { status: 'submitted' | 'evaluated' } =>
  s.status === 'submitted' || s.status === 'evaluated';
const evaluatedOf = (facts: Facts) =>
  facts.submissions.filter((s) => s.status === 'evaluated').map((s) => ({ category: s.challenge.category, score: s.score ?? 0 }));

function badgeFacts(facts: Facts): BadgeFacts {
  return {
    joins: facts.participations.map((p) => p.joinedAt),
    submissions: facts.submissions
      .filter(handedIn)
      .map((s) => ({ status: s.status, score: s.score, submittedAt: s.submittedAt, evaluatedAt: s.evaluatedAt, higherWhenScored: s.higherWhenScored })),
    ledger: facts.ledger,
  };
}

/**
 * The challenger dashboard (spec 000 §2 dashboard, challenger): the caller's own stats, recommended
 * challenges, skills, activity (with the community activities logged through `bridge-activity`),
 * badges and deadlines; any signed-in user.
 */
export function dashboardRoutes(app: RouteApp, deps: TovsparkDeps): void {
  app.get(
    `${DASHBOARD_BASE}/me/challenger`,
    {
      schema: {
        summary: "The caller's challenger dashboard: stats, recommended challenges, skills, recent activity, earned badges, upcoming deadlines",
        response: { 200: ZSuccessEnvelopeSchema(ZChallengerDashboardSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const now = new Date();
      const facts = await dashboardFacts(deps.db, userId);
      const evaluated = evaluatedOf(facts);
      const preferred = new Set(evaluated.map((s) => s.category));
      const [candidates, opportunities, globalRanking, ledgerTitles, bridge] = await Promise.all([
        recommendationCandidates(deps.db, userId, [...preferred]),
        matchingOpportunities(deps.db, userId),
        deps.leaderboards.globalRank(userId),
        challengeTitles(deps.db, [...new Set(facts.ledger.flatMap((e) => (e.challengeId ? [e.challengeId] : [])))]),
        recentBridgeActivities(deps.db, userId, DASHBOARD_ACTIVITY_MAX),
      ]);

      const activity: ActivityItem[] = [
        ...facts.participations.map((p) => ({ kind: 'joined' as const, title: p.challenge.title, at: p.joinedAt, amount: null })),
        ...facts.submissions.flatMap((s) => [
          ...(s.submittedAt ? [{ kind: 'submitted' as const, title: s.challenge.title, at: s.submittedAt, amount: null }] : []),
          ...(s.status === 'evaluated' && s.evaluatedAt ? [{ kind: 'evaluated' as const, title: s.challenge.title, at: s.evaluatedAt, amount: null }] : []),
        ]),
        // An entry whose challenge is unknown (none today: published challenges are never deleted) has no title to show.
        ...facts.ledger.flatMap((e) => {
          const title = e.challengeId ? ledgerTitles.get(e.challengeId) : undefined;
          return title === undefined ? [] : [{ kind: 'points' as const, title, at: e.awardedAt, amount: e.amount }];
        }),
        ...bridge.map((b) => ({ kind: 'bridge' as const, title: b.title, at: b.occurredAt, amount: null })),
      ];
      const submissionStatus = new Map(facts.submissions.map((s) => [s.challengeId, s.status]));
      const upcoming = upcomingDeadlines(
        facts.participations.map((p) => ({
          id: p.challengeId,
          title: p.challenge.title,
          deadline: p.challenge.deadline,
          open: p.challenge.status === 'published',
          handedIn: ['submitted', 'evaluated'].includes(submissionStatus.get(p.challengeId) ?? 'draft'),
        })),
        now,
      );

      return successEnvelope({
        stats: {
          totalSparkPoints: facts.ledger.reduce((sum, e) => sum + e.amount, 0),
          completedChallenges: evaluated.length,
          globalRanking,
          matchingOpportunities: opportunities,
        },
        recommendedChallenges: recommend(candidates, preferred).map((c) => ({
          id: c.id,
          title: c.title,
          category: c.category as TChallengeCategory,
          sparkPoints: c.sparkPoints,
          daysLeft: daysLeft(c.deadline, now),
        })),
        skillAnalysis: skillScores(evaluated).map(({ skill, value }) => ({ skill, value })),
        recentActivity: recentActivity(activity).map((a) => ({ ...a, at: a.at.toISOString() })),
        achievements: badges(badgeFacts(facts)).flatMap((b) => (b.earnedAt ? [{ code: b.code, earnedAt: b.earnedAt.toISOString() }] : [])),
        upcomingEvents: upcoming.map((c) => ({ id: c.id, title: c.title, deadline: c.deadline.toISOString(), daysLeft: daysLeft(c.deadline, now) })),
      });
    },
  );

  app.get(
    `${DASHBOARD_BASE}/skills/detail`,
    {
      schema: {
        summary: "The caller's skills: per category of their evaluated submissions the average score, how many and the best",
        response: { 200: ZSuccessEnvelopeSchema(ZSkillsDetailSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      return successEnvelope({ skills: skillScores(evaluatedOf(await dashboardFacts(deps.db, userId))) });
    },
  );

  app.get(
    `${DASHBOARD_BASE}/achievements/detail`,
    {
      schema: {
        summary: 'Every badge with whether and when the caller earned it and their progress towards it',
        response: { 200: ZSuccessEnvelopeSchema(ZAchievementsDetailSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const states = badges(badgeFacts(await dashboardFacts(deps.db, userId)));
      return successEnvelope({ achievements: states.map((b) => ({ ...b, earnedAt: b.earnedAt?.toISOString() ?? null })) });
    },
  );

  app.get(
    `${DASHBOARD_BASE}/learning/progress`,
    {
      schema: {
        summary: "The caller's participations by state (joined, in progress, submitted, evaluated) and their average score",
        response: { 200: ZSuccessEnvelopeSchema(ZLearningProgressSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const facts = await dashboardFacts(deps.db, userId);
      const submissions = new Map(facts.submissions.map((s) => [s.challengeId, s]));
      return successEnvelope(
        learningProgress(
          facts.participations.map((p) => {
            const s = submissions.get(p.challengeId);
            return { submission: (s?.status ?? null) as 'draft' | 'submitted' | 'evaluated' | null, score: s?.score ?? null };
          }),
        ),
      );
    },
  );
}
