import { DASHBOARD_RECOMMENDED_MAX } from '@tov/contracts';
import { Prisma } from '../generated/prisma/client';
import type { TovsparkDb } from './db';

/**
 * What the challenger dashboard reads about one user (docs/rules/tovspark-dashboard.md):
 * their participations, submissions and ledger entries, each submission's place when it
 * was scored, open challenges to recommend and the matching opportunities.
 */
export async function dashboardFacts(db: TovsparkDb, userId: string) {
  const [participations, submissions, ledger, places] = await Promise.all([
    db.participation.findMany({ where: { userId }, include: { challenge: { select: { title: true, category: true, deadline: true, status: true } } } }),
    db.submission.findMany({
      where: { userId },
      select: {
        id: true,
        challengeId: true,
        status: true,
        score: true,
        submittedAt: true,
        evaluatedAt: true,
        challenge: { select: { title: true, category: true } },
      },
    }),
    db.sparkPointsEntry.findMany({ where: { userId }, select: { amount: true, awardedAt: true, challengeId: true } }),
    // For each evaluated submission: how many of the challenge's submissions had been scored higher when it was scored.
    db.$queryRaw<Array<{ id: string; higher: bigint }>>`
      SELECT s.id, (SELECT count(*) FROM submissions o
                     WHERE o.challenge_id = s.challenge_id AND o.id <> s.id AND o.status = 'evaluated'
                       AND o.score > s.score AND o.evaluated_at <= s.evaluated_at) AS higher
        FROM submissions s WHERE s.user_id = ${userId} AND s.status = 'evaluated'`,
  ]);
  const higher = new Map(places.map((p) => [p.id, Number(p.higher)]));
  return { participations, submissions: submissions.map((s) => ({ ...s, higherWhenScored: higher.get(s.id) ?? 0 })), ledger };
}

export interface OpenCandidate {
  id: string;
  title: string;
  category: string;
  sparkPoints: number;
  deadline: Date;
  createdAt: Date;
  participantCount: number;
  recentJoins: number;
}

/** Published challenges before their deadline that the user has not joined. */
const openNotJoined = (userId: string) =>
  Prisma.sql`c.status = 'published' AND c.deadline > now() AND NOT EXISTS (SELECT 1 FROM participations p WHERE p.challenge_id = c.id AND p.user_id = ${userId})`;

/**
 * The best `limit` open challenges the user has not joined by the trending sort, within the preferred
 * categories and outside them (the domain merges both: src/domain/dashboard.ts `recommend`).
 */
export async function recommendationCandidates(
  db: TovsparkDb,
  userId: string,
  preferred: string[],
  limit = DASHBOARD_RECOMMENDED_MAX,
): Promise<OpenCandidate[]> {
  const top = (categoryFilter: Prisma.Sql) => db.$queryRaw<Array<Omit<OpenCandidate, 'recentJoins'> & { recentJoins: bigint }>>`
    SELECT c.id, c.title, c.category, c.spark_points AS "sparkPoints", c.deadline, c.created_at AS "createdAt", c.participant_count AS "participantCount",
           (SELECT count(*) FROM participations p WHERE p.challenge_id = c.id AND p.joined_at > now() - interval '7 days') AS "recentJoins"
      FROM challenges c
     WHERE ${openNotJoined(userId)} AND ${categoryFilter}
     ORDER BY "recentJoins" DESC, c.participant_count DESC, c.created_at DESC, c.id
     LIMIT ${limit}`;
  const rows =
    preferred.length === 0
      ? await top(Prisma.sql`TRUE`)
      : (
          await Promise.all([top(Prisma.sql`c.category IN (${Prisma.join(preferred)})`), top(Prisma.sql`c.category NOT IN (${Prisma.join(preferred)})`)])
        ).flat();
  return rows.map((r) => ({ ...r, recentJoins: Number(r.recentJoins) }));
}

/** Open challenges the user has not joined that offer recruitment or internship. */
export async function matchingOpportunities(db: TovsparkDb, userId: string): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ n: bigint }>>`
    SELECT count(*) AS n FROM challenges c WHERE ${openNotJoined(userId)} AND c.rewards && ARRAY['recruitment', 'internship']::text[]`;
  return Number(row?.n ?? 0);
}
