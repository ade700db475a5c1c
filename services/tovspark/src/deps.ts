import type { Redis } from 'ioredis';
import type { Logger } from '@tov/kit';
import type { TovsparkDb } from './store/db';
import type { Leaderboards } from './store/leaderboards';

/** Everything the routes need, built by server.ts (or by a test). */
export interface TovsparkDeps {
  db: TovsparkDb;
  redis: Redis;
  leaderboards: Leaderboards;
  logger: Logger;
}
