import type { TovsparkDb } from './db';
import { namesOf } from './users';

/**
 * Names of users for the leaderboards, kept in memory for `ttlMs`: a board of 20 rows is read far
 * more often than a name changes (a name comes from `auth.user.registered` only), and reading the
 * names from Postgres on every read cost the board a third of its rate (bench/tovspark). A name
 * may lag behind a new registration event by `ttlMs` at most; an unknown user is asked again next time.
 */
export class UserNameCache {
  private readonly entries = new Map<string, { name: string; until: number }>();

  constructor(
    private readonly db: TovsparkDb,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 50_000,
  ) {}

  async namesOf(userIds: string[], now = Date.now()): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const missing: string[] = [];
    for (const userId of userIds) {
      const entry = this.entries.get(userId);
      if (entry && entry.until > now) names.set(userId, entry.name);
      else missing.push(userId);
    }
    if (missing.length === 0) return names;
    const loaded = await namesOf(this.db, missing);
    // Past the bound the oldest insertions go first (a Map iterates in insertion order).
    for (const userId of this.entries.keys()) {
      if (this.entries.size + loaded.size <= this.maxEntries) break;
      this.entries.delete(userId);
    }
    for (const [userId, name] of loaded) {
      this.entries.set(userId, { name, until: now + this.ttlMs });
      names.set(userId, name);
    }
    return names;
  }
}
