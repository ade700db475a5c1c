import type { TLeaderboardPeriod } from '@tov/contracts';

/**
 * One number per user in a Redis sorted set orders by points, then by who reached them first
 * (docs/decisions/076-redis-leaderboards.md): `points * 1e9 + (1e9 - 1 - secondsSinceEpoch)`,
 * seconds counted from 2025-01-01T00:00:00Z. An earlier time leaves a larger remainder, so it ranks
 * higher at equal points. Exact in a double up to 9,007,198 points and until 2056; users who reach
 * the same points in the same second are ordered by Redis (by user id).
 */
export const LEADERBOARD_EPOCH_MS = Date.UTC(2025, 0, 1);
const TIME_SLOTS = 1_000_000_000;
/** The most points encoded exactly (the score stays a safe integer). */
export const LEADERBOARD_MAX_POINTS = Math.floor(Number.MAX_SAFE_INTEGER / TIME_SLOTS) - 1;

export function encodeLeaderboardScore(points: number, reachedAt: Date): number {
  const seconds = Math.min(TIME_SLOTS - 1, Math.max(0, Math.floor((reachedAt.getTime() - LEADERBOARD_EPOCH_MS) / 1000)));
  return Math.min(points, LEADERBOARD_MAX_POINTS) * TIME_SLOTS + (TIME_SLOTS - 1 - seconds);
}

export function decodeLeaderboardPoints(encoded: number): number {
  return Math.floor(encoded / TIME_SLOTS);
}

/** The program's calendar is Korea's (UTC+9, no daylight saving): weeks and months turn at midnight KST. */
const KST_OFFSET_MS = 9 * 3_600_000;

/** ISO 8601 week of a moment, in KST: `2026-W48`. */
export function isoWeekKey(at: Date): string {
  const kst = new Date(at.getTime() + KST_OFFSET_MS);
  const day = kst.getUTCDay() || 7;
  // The Thursday of this week decides the ISO year.
  const thursday = new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate() + 4 - day));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Month of a moment, in KST: `2026-11`. */
export function monthKey(at: Date): string {
  const kst = new Date(at.getTime() + KST_OFFSET_MS);
  return `${kst.getUTCFullYear()}-${String(kst.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function periodKey(period: TLeaderboardPeriod, at: Date): string {
  if (period === 'week') return isoWeekKey(at);
  if (period === 'month') return monthKey(at);
  return 'all';
}

/** The [start, end) of the period holding `at`, as UTC instants (for rebuilding a board from the ledger). */
export function periodRange(period: TLeaderboardPeriod, at: Date): { start: Date; end: Date } | null {
  if (period === 'all') return null;
  const kst = new Date(at.getTime() + KST_OFFSET_MS);
  const y = kst.getUTCFullYear();
  const m = kst.getUTCMonth();
  if (period === 'month') return { start: new Date(Date.UTC(y, m, 1) - KST_OFFSET_MS), end: new Date(Date.UTC(y, m + 1, 1) - KST_OFFSET_MS) };
  const day = kst.getUTCDay() || 7;
  const monday = Date.UTC(y, m, kst.getUTCDate() - (day - 1));
  return { start: new Date(monday - KST_OFFSET_MS), end: new Date(monday + 7 * 86_400_000 - KST_OFFSET_MS) };
}
