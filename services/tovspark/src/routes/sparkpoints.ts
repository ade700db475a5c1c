import {
  ZLeaderboardQuerySchema,
  ZLeaderboardSchema,
  ZMyResultsSchema,
  ZPageQuerySchema,
  ZSparkPointsSchema,
  ZSuccessEnvelopeSchema,
  ZUserStatsSchema,
  successEnvelope,
  type TLeaderboard,
  type TLeaderboardPeriod,
  type TSubmissionStatus,
} from '@tov/contracts';
import { requireIdentity, type RouteApp } from '@tov/kit';
import type { TovsparkDeps } from '../deps';
import { challengeTitles } from '../store/challenges';
import { entriesOf, pointsBySubmission } from '../store/ledger';
import { handedInBy, participationCounts } from '../store/participations';
import { UserNameCache } from '../store/user-names';
import { CHALLENGES_BASE } from './challenges';

export const TOVSPARK_BASE = '/api/v1/tovspark';

const ZLeaderboardAnswer = ZSuccessEnvelopeSchema(ZLeaderboardSchema);

/** SparkPoints, leaderboards, results and stats of the caller (spec 002 §7 "Points and stats", "Results and ranking"). */
export function sparkPointsRoutes(app: RouteApp, deps: TovsparkDeps): void {
  const userNames = new UserNameCache(deps.db);

  async function leaderboard(period: TLeaderboardPeriod, limit: number, userId: string): Promise<TLeaderboard> {
    const board = await deps.leaderboards.read(period, limit, userId);
    const names = await userNames.namesOf([...new Set([...board.rows.map((r) => r.userId), userId])]);
    const row = (entry: { rank: number; userId: string; sparkPoints: number }) => ({
      ...entry,
      name: names.get(entry.userId) ?? null,
      isMe: entry.userId === userId,
    });
    return { period, periodKey: board.periodKey, rows: board.rows.map(row), me: board.me ? row(board.me) : null };
  }

  app.get(
    `${TOVSPARK_BASE}/sparkpoints/me`,
    {
      schema: {
        summary: "The caller's SparkPoints balance (from the ledger) and ledger entries, newest first, paged",
        querystring: ZPageQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZSparkPointsSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const { page, limit } = request.query;
      const { items, total, balance } = await entriesOf(deps.db, userId, page, limit);
      const titleOf = await challengeTitles(
        deps.db,
        items.flatMap((e) => (e.challengeId ? [e.challengeId] : [])),
      );
      return successEnvelope({
        balance,
        page,
        limit,
        total,
        items: items.map((e) => ({
          id: e.id,
          amount: e.amount,
          reason: e.reason,
          challengeId: e.challengeId,
          challengeTitle: e.challengeId ? (titleOf.get(e.challengeId) ?? null) : null,
          submissionId: e.submissionId,
          awardedAt: e.awardedAt.toISOString(),
        })),
      });
    },
  );

  app.get(
    `${TOVSPARK_BASE}/leaderboard`,
    {
      schema: {
        summary: "The SparkPoints leaderboard of this week, month or all time, with the caller's own row",
        querystring: ZLeaderboardQuerySchema,
        response: { 200: ZLeaderboardAnswer },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      return successEnvelope(await leaderboard(request.query.period, request.query.limit, userId));
    },
  );

  app.get(
    `${CHALLENGES_BASE}/leaderboard/overall`,
    {
      schema: {
        summary: 'The all-time SparkPoints leaderboard (as /tovspark/leaderboard?period=all)',
        querystring: ZLeaderboardQuerySchema.pick({ limit: true }),
        response: { 200: ZLeaderboardAnswer },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      return successEnvelope(await leaderboard('all', request.query.limit, userId));
    },
  );

  app.get(
    `${CHALLENGES_BASE}/my/results`,
    {
      schema: {
        summary: "The caller's handed-in submissions with their challenge, score, feedback and SparkPoints",
        response: { 200: ZSuccessEnvelopeSchema(ZMyResultsSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const submissions = await handedInBy(deps.db, userId);
      const points = await pointsBySubmission(
        deps.db,
        submissions.map((s) => s.id),
      );
      return successEnvelope({
        results: submissions.map((s) => ({
          submissionId: s.id,
          challengeId: s.challengeId,
          challengeTitle: s.challenge.title,
          status: s.status as TSubmissionStatus,
          score: s.score,
          feedback: s.feedback,
          sparkPoints: points.get(s.id) ?? 0,
          submittedAt: s.submittedAt?.toISOString() ?? null,
          evaluatedAt: s.evaluatedAt?.toISOString() ?? null,
        })),
      });
    },
  );

  app.get(
    `${TOVSPARK_BASE}/users/me/stats`,
    {
      schema: {
        summary: "The caller's SparkPoints, completed (evaluated), submitted and joined challenges, and all-time rank",
        response: { 200: ZSuccessEnvelopeSchema(ZUserStatsSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const [{ balance }, counts, globalRank] = await Promise.all([
        entriesOf(deps.db, userId, 1, 1),
        participationCounts(deps.db, userId),
        deps.leaderboards.globalRank(userId),
      ]);
      return successEnvelope({
        sparkPoints: balance,
        completedChallenges: counts.evaluated,
        submittedChallenges: counts.submitted,
        joinedChallenges: counts.joined,
        globalRank,
      });
    },
  );
}
