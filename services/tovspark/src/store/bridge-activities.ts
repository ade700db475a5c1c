import { pageWindow } from '@tov/kit';
import { BRIDGE_ACTIVITY_KINDS, type TBridgeActivityInput, type TBridgeActivityKind } from '@tov/contracts';
import type { BridgeActivity } from '../generated/prisma/client';
import type { TovsparkDb } from './db';

/**
 * Logs an activity; the same one again (kind, title and time) answers the stored row (`created`
 * false), so a double click or a retried request logs it once.
 */
export async function logBridgeActivity(db: TovsparkDb, userId: string, input: TBridgeActivityInput): Promise<{ activity: BridgeActivity; created: boolean }> {
  const key = { userId, kind: input.kind, title: input.title, occurredAt: new Date(input.occurredAt) };
  const rows = await db.bridgeActivity.createManyAndReturn({ data: [{ ...key, minutes: input.minutes }], skipDuplicates: true });
  if (rows[0]) return { activity: rows[0], created: true };
  const existing = await db.bridgeActivity.findUniqueOrThrow({ where: { userId_kind_title_occurredAt: key } });
  return { activity: existing, created: false };
}

/** A page of the user's activities, newest first, with their totals (per kind, in `month`, minutes). */
export async function bridgeActivitiesOf(db: TovsparkDb, userId: string, page: number, limit: number, month: { start: Date; end: Date }) {
  const [items, total, kinds, thisMonth, minutes] = await Promise.all([
    db.bridgeActivity.findMany({ where: { userId }, orderBy: [{ occurredAt: 'desc' }, { createdAt: 'desc' }], ...pageWindow({ page, limit }) }),
    db.bridgeActivity.count({ where: { userId } }),
    db.bridgeActivity.groupBy({ by: ['kind'], where: { userId }, _count: { _all: true } }),
    db.bridgeActivity.count({ where: { userId, occurredAt: { gte: month.start, lt: month.end } } }),
    db.bridgeActivity.aggregate({ where: { userId }, _sum: { minutes: true } }),
  ]);
  const byKind = Object.fromEntries(BRIDGE_ACTIVITY_KINDS.map((k) => [k, 0])) as Record<TBridgeActivityKind, number>;
  for (const k of kinds) if (k.kind in byKind) byKind[k.kind as TBridgeActivityKind] = k._count._all;
  return { items, total, byKind, thisMonth, totalMinutes: minutes._sum.minutes ?? 0 };
}

/** The user's latest activities, for the dashboard's recent activity. */
export function recentBridgeActivities(db: TovsparkDb, userId: string, limit: number) {
  return db.bridgeActivity.findMany({
    where: { userId },
    orderBy: [{ occurredAt: 'desc' }, { createdAt: 'desc' }],
    take: limit,
    select: { title: true, occurredAt: true },
  });
}
