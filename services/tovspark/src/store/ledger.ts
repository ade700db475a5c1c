import { pageWindow } from '@tov/kit';
import type { SparkPointsEntry } from '../generated/prisma/client';
import type { TovsparkDb, TovsparkTx } from './db';

export interface NewLedgerEntry {
  userId: string;
  amount: number;
  reason: string;
  causeKey: string;
  challengeId: string | null;
  submissionId: string | null;
  awardedAt: Date;
}

/**
 * Appends an entry unless its cause was booked already (`cause_key` is unique): answers the new
 * entry, or null for a cause seen before. The user's entries are serialised by a transaction lock
 * on the user, so the totals read after it (for the leaderboards) include every committed award.
 */
export async function appendEntry(tx: TovsparkTx, entry: NewLedgerEntry): Promise<SparkPointsEntry | null> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`tovspark.ledger:${entry.userId}`}, 0))`;
  const { count } = await tx.sparkPointsEntry.createMany({ data: [entry], skipDuplicates: true });
  if (count === 0) return null;
  return tx.sparkPointsEntry.findUniqueOrThrow({ where: { causeKey: entry.causeKey } });
}

/** A user's total and when they reached it, within [start, end) when given. */
export async function totalOf(
  db: TovsparkDb | TovsparkTx,
  userId: string,
  range: { start: Date; end: Date } | null,
): Promise<{ points: number; reachedAt: Date | null }> {
  const result = await db.sparkPointsEntry.aggregate({
    where: { userId, ...(range ? { awardedAt: { gte: range.start, lt: range.end } } : {}) },
    _sum: { amount: true },
    _max: { awardedAt: true },
  });
  return { points: result._sum.amount ?? 0, reachedAt: result._max.awardedAt };
}

/** Every user's total in a period and when they reached it (a leaderboard rebuilt from the ledger). */
export async function totalsOfAll(
  db: TovsparkDb | TovsparkTx,
  range: { start: Date; end: Date } | null,
): Promise<Array<{ userId: string; points: number; reachedAt: Date }>> {
  const rows = await db.sparkPointsEntry.groupBy({
    by: ['userId'],
    where: range ? { awardedAt: { gte: range.start, lt: range.end } } : {},
    _sum: { amount: true },
    _max: { awardedAt: true },
  });
  return rows.filter((r) => r._max.awardedAt !== null).map((r) => ({ userId: r.userId, points: r._sum.amount ?? 0, reachedAt: r._max.awardedAt! }));
}

export async function entriesOf(db: TovsparkDb, userId: string, page: number, limit: number) {
  const [items, total, balance] = await Promise.all([
    db.sparkPointsEntry.findMany({ where: { userId }, orderBy: [{ awardedAt: 'desc' }, { id: 'asc' }], ...pageWindow({ page, limit }) }),
    db.sparkPointsEntry.count({ where: { userId } }),
    totalOf(db, userId, null),
  ]);
  return { items, total, balance: balance.points };
}

/** Points booked per submission (for the caller's results). */
export async function pointsBySubmission(db: TovsparkDb, submissionIds: string[]): Promise<Map<string, number>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db.sparkPointsEntry.groupBy({ by: ['submissionId'], where: { submissionId: { in: submissionIds } }, _sum: { amount: true } });
  return new Map(rows.filter((r) => r.submissionId !== null).map((r) => [r.submissionId!, r._sum.amount ?? 0]));
}
