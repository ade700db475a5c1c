import { LEADERBOARD_PERIODS, type TLeaderboardPeriod } from '@tov/contracts';
import type { Redis } from 'ioredis';
import { decodeLeaderboardPoints, encodeLeaderboardScore, periodKey, periodRange } from '../domain/leaderboard-score';
import type { TovsparkDb, TovsparkTx } from './db';
import { totalOf, totalsOfAll } from './ledger';

export interface BoardEntry {
  rank: number;
  userId: string;
  sparkPoints: number;
}

/**
 * The SparkPoints leaderboards in Redis sorted sets: all time, per ISO week and per month (KST),
 * `<prefix>:all`, `<prefix>:week:2026-W48`, `<prefix>:month:2026-11`. Redis holds a copy: the
 * ledger in Postgres is the truth, and a board whose key is missing is rebuilt from it before it
 * is read or written (ARCHITECTURE.md, Data). Members are user ids; scores encode points and who
 * reached them first (domain/leaderboard-score.ts).
 */
export class Leaderboards {
  constructor(
    private readonly redis: Redis,
    private readonly db: TovsparkDb,
    private readonly prefix: string,
  ) {}

  key(period: TLeaderboardPeriod, at: Date): string {
    const id = periodKey(period, at);
    return period === 'all' ? `${this.prefix}:all` : `${this.prefix}:${period}:${id}`;
  }

  /**
   * After an award: sets the user's absolute totals (never increments, so a replay is harmless) on
   * the three boards holding `at`, inside the transaction that booked it (`db`), which sees the new
   * entry. A missing board is rebuilt whole instead, so it never holds only the latest users.
   */
  async refreshUser(db: TovsparkDb | TovsparkTx, userId: string, at: Date): Promise<void> {
    for (const period of LEADERBOARD_PERIODS) {
      const key = this.key(period, at);
      const range = periodRange(period, at);
      if ((await this.redis.exists(key)) === 0) {
        await this.rebuild(db, key, range);
        continue;
      }
      const total = await totalOf(db, userId, range);
      if (total.reachedAt) await this.redis.zadd(key, 'GT', encodeLeaderboardScore(total.points, total.reachedAt), userId);
    }
  }

  /**
   * Rewrites a board from the ledger (nothing is written when the period has no entries). Every write
   * is `ZADD GT`: a user's total only grows (entries are positive), and a larger total encodes to a
   * larger score, so a write from an older reading (a rebuild racing an award) never lowers a score.
   */
  private async rebuild(db: TovsparkDb | TovsparkTx, key: string, range: { start: Date; end: Date } | null): Promise<void> {
    const totals = await totalsOfAll(db, range);
    if (totals.length === 0) return;
    const args = totals.flatMap((t) => [encodeLeaderboardScore(t.points, t.reachedAt), t.userId] as const);
    await this.redis.zadd(key, 'GT', ...args);
  }

  /** The top `limit` of a board and the caller's own place, rebuilding the board first when its key is missing. */
  async read(
    period: TLeaderboardPeriod,
    limit: number,
    userId: string,
    at: Date = new Date(),
  ): Promise<{ periodKey: string; rows: BoardEntry[]; me: BoardEntry | null }> {
    const key = this.key(period, at);
    let board = await this.readKey(key, limit, userId);
    if (!board.exists) {
      await this.rebuild(this.db, key, periodRange(period, at));
      board = await this.readKey(key, limit, userId);
    }
    const { flat, rank, score } = board;
    const rows: BoardEntry[] = [];
    for (let i = 0; i < flat.length; i += 2) rows.push({ rank: i / 2 + 1, userId: flat[i]!, sparkPoints: decodeLeaderboardPoints(Number(flat[i + 1])) });
    const me = rank === null || score === null ? null : { rank: rank + 1, userId, sparkPoints: decodeLeaderboardPoints(Number(score)) };
    return { periodKey: periodKey(period, at), rows, me };
  }

  /** One round trip: whether the board exists, its top `limit` and the user's place and score. */
  private async readKey(key: string, limit: number, userId: string): Promise<{ exists: boolean; flat: string[]; rank: number | null; score: string | null }> {
    const replies = await this.redis
      .pipeline()
      .exists(key)
      .zrevrange(key, 0, limit - 1, 'WITHSCORES')
      .zrevrank(key, userId)
      .zscore(key, userId)
      .exec();
    const values = (replies ?? []).map(([error, value]) => {
      if (error) throw error;
      return value;
    });
    return { exists: values[0] === 1, flat: values[1] as string[], rank: values[2] as number | null, score: values[3] as string | null };
  }

  /** The caller's place on the all-time board (null without points). */
  async globalRank(userId: string): Promise<number | null> {
    return (await this.read('all', 1, userId)).me?.rank ?? null;
  }
}
