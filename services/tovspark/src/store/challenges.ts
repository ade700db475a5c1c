import type { TChallengeListQuery, TChallengeStatus, TCreateChallenge, TParticipationStatus, TUpdateChallenge } from '@tov/contracts';
import { AppError, createIdempotently, enqueueEvent, isUuid, withTransactionRetry, type IdempotentRequest } from '@tov/kit';
import { canTransition } from '../domain/challenge-status';
import { participationStatus } from '../domain/participation-status';
import { challengeClosedEvent, challengePublishedEvent } from '../events/challenge-published';
import { Prisma, type Challenge } from '../generated/prisma/client';
import type { TovsparkDb, TovsparkTx } from './db';

export async function findChallenge(db: TovsparkDb, id: string): Promise<Challenge | null> {
  if (!isUuid(id)) return null;
  return db.challenge.findUnique({ where: { id } });
}

export interface ChallengeOwner {
  companyId: string;
  companyName: string;
}

/**
 * Stores a new challenge (with an `Idempotency-Key`, a retry answers the first one). `alongside` runs
 * in the same transaction (create-from-template counts the template's use there, so a replay counts
 * nothing).
 */
export async function createChallenge(
  db: TovsparkDb,
  input: TCreateChallenge,
  owner: ChallengeOwner,
  idempotency: IdempotentRequest | undefined,
  alongside?: (tx: TovsparkTx, challenge: Challenge) => Promise<void>,
) {
  return createIdempotently(db, idempotency, {
    create: async (tx) => {
      const challenge = await tx.challenge.create({
        data: {
          title: input.title,
          description: input.description,
          category: input.category,
          type: input.type,
          difficulty: input.difficulty,
          sparkPoints: input.sparkPoints,
          rewards: input.rewards,
          deadline: new Date(input.deadline),
          mentor: input.mentor ?? null,
          culturalGuide: input.culturalGuide ?? null,
          status: input.status,
          companyId: owner.companyId,
          companyName: owner.companyName,
        },
      });
      if (alongside) await alongside(tx, challenge);
      return { id: challenge.id, value: challenge };
    },
    load: (id) => findChallenge(db, id),
  });
}

/** Applies an edit under the status the caller saw (a concurrent status change makes it INVALID_STATUS_TRANSITION). */
export async function updateChallenge(db: TovsparkDb, challenge: Challenge, patch: TUpdateChallenge): Promise<Challenge> {
  const { deadline, status, mentor, culturalGuide, ...rest } = patch;
  const data: Prisma.ChallengeUpdateManyMutationInput = {
    ...rest,
    ...(deadline === undefined ? {} : { deadline: new Date(deadline) }),
    ...(mentor === undefined ? {} : { mentor }),
    ...(culturalGuide === undefined ? {} : { culturalGuide }),
    ...(status === undefined ? {} : { status, rejectionReason: null }),
  };
  const { count } = await db.challenge.updateMany({ where: { id: challenge.id, status: challenge.status }, data });
  if (count === 0) throw new AppError('INVALID_STATUS_TRANSITION');
  return db.challenge.findUniqueOrThrow({ where: { id: challenge.id } });
}

/** Deletes a challenge that was never public (checked again in the statement). */
export async function deleteChallenge(db: TovsparkDb, challenge: Challenge): Promise<void> {
  const { count } = await db.challenge.deleteMany({ where: { id: challenge.id, status: { in: ['draft', 'pending_review', 'rejected'] } } });
  if (count === 0) throw new AppError('CHALLENGE_NOT_EDITABLE');
}

/**
 * An admin's status change, with `tovspark.challenge.published` in the same transaction when it
 * publishes. The update is conditional on the status read, so two admins cannot both apply one.
 */
export async function changeStatusAsAdmin(
  db: TovsparkDb,
  challenge: Challenge,
  to: TChallengeStatus,
  adminId: string,
  reason: string | undefined,
): Promise<Challenge> {
  if (!canTransition('admin', challenge.status as TChallengeStatus, to))
    throw new AppError('INVALID_STATUS_TRANSITION', `${challenge.status}에서 ${to}(으)로 바꿀 수 없습니다.`);
  if (to === 'published' && challenge.deadline.getTime() <= Date.now())
    throw new AppError('CHALLENGE_DEADLINE_PASSED', '마감일이 지난 챌린지는 공개할 수 없습니다. 마감일을 먼저 바꿔주세요.');
  return withTransactionRetry(db, async (tx) => {
    const now = new Date();
    const { count } = await tx.challenge.updateMany({
      where: { id: challenge.id, status: challenge.status },
      data: {
        status: to,
        rejectionReason: to === 'rejected' ? (reason ?? null) : null,
        ...(to === 'published' ? { publishedAt: now } : {}),
      },
    });
    if (count === 0) throw new AppError('INVALID_STATUS_TRANSITION');
    const updated = await tx.challenge.findUniqueOrThrow({ where: { id: challenge.id } });
    if (to === 'published') await enqueueEvent(tx, challengePublishedEvent(updated, adminId, now));
    if (to === 'closed') await enqueueEvent(tx, challengeClosedEvent(updated, adminId, now));
    return updated;
  });
}

const ORDER_BY: Record<TChallengeListQuery['sort'], Prisma.Sql> = {
  newest: Prisma.sql`c.created_at DESC, c.id`,
  sparkpoints: Prisma.sql`c.spark_points DESC, c.created_at DESC, c.id`,
  participants: Prisma.sql`c.participant_count DESC, c.created_at DESC, c.id`,
  // Upcoming deadlines first, soonest first; past ones after them.
  deadline: Prisma.sql`(c.deadline <= now()) ASC, c.deadline ASC, c.id`,
  // Joins in the last 7 days (docs/rules/tovspark.md), then all-time participants, then newest.
  trending: Prisma.sql`(SELECT count(*) FROM participations p WHERE p.challenge_id = c.id AND p.joined_at > now() - interval '7 days') DESC, c.participant_count DESC, c.created_at DESC, c.id`,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of challenges the caller may see: admins everything; others `published` and `closed`
 * ones plus every challenge of their own company (`ownOnly`, the company API: only those). Filters and sorts in SQL; the caller's
 * participation status of each in one more query.
 */
export async function listChallenges(db: TovsparkDb, query: TChallengeListQuery, viewer: { userId: string; admin: boolean; ownOnly?: boolean }) {
  const where: Prisma.Sql[] = [];
  if (viewer.ownOnly && !viewer.admin) where.push(Prisma.sql`c.company_id = ${viewer.userId}`);
  else if (!viewer.admin) where.push(Prisma.sql`(c.status IN ('published', 'closed') OR c.company_id = ${viewer.userId})`);
  if (query.category) where.push(Prisma.sql`c.category = ${query.category}`);
  if (query.type) where.push(Prisma.sql`c.type = ${query.type}`);
  if (query.difficulty) where.push(Prisma.sql`c.difficulty = ${query.difficulty}`);
  if (query.status) where.push(Prisma.sql`c.status = ${query.status}`);
  if (query.reward) where.push(Prisma.sql`${query.reward} = ANY(c.rewards)`);
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(Prisma.sql`(c.title ILIKE ${pattern} OR c.description ILIKE ${pattern})`);
  }
  const whereSql = where.length > 0 ? Prisma.sql`WHERE ${Prisma.join(where, ' AND ')}` : Prisma.empty;
  const [ids, [counted]] = await Promise.all([
    db.$queryRaw<
      Array<{ id: string }>
    >`SELECT c.id FROM challenges c ${whereSql} ORDER BY ${ORDER_BY[query.sort]} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    db.$queryRaw<Array<{ total: bigint }>>`SELECT count(*) AS total FROM challenges c ${whereSql}`,
  ]);
  const rows = await db.challenge.findMany({ where: { id: { in: ids.map((r) => r.id) } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((r) => byId.get(r.id)).filter((r): r is Challenge => r !== undefined);
  const statuses = await participationStatuses(
    db,
    viewer.userId,
    ordered.map((c) => c.id),
  );
  return {
    items: ordered.map((challenge) => ({ challenge, participationStatus: statuses.get(challenge.id) ?? 'not_started' })),
    total: Number(counted?.total ?? 0),
  };
}

/** The caller's participation status in each of `challengeIds`. */
export async function participationStatuses(db: TovsparkDb, userId: string, challengeIds: string[]): Promise<Map<string, TParticipationStatus>> {
  if (challengeIds.length === 0) return new Map();
  const [joined, submissions] = await Promise.all([
    db.participation.findMany({ where: { userId, challengeId: { in: challengeIds } }, select: { challengeId: true } }),
    db.submission.findMany({ where: { userId, challengeId: { in: challengeIds } }, select: { challengeId: true, status: true } }),
  ]);
  const joinedIds = new Set(joined.map((j) => j.challengeId));
  const submissionStatus = new Map(submissions.map((s) => [s.challengeId, s.status as 'draft' | 'submitted' | 'evaluated']));
  return new Map(challengeIds.map((id) => [id, participationStatus(joinedIds.has(id), submissionStatus.get(id))]));
}

/** Titles by challenge id (a deleted challenge is absent). */
export async function challengeTitles(db: TovsparkDb, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.challenge.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } });
  return new Map(rows.map((r) => [r.id, r.title]));
}
