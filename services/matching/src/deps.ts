import type { Redis } from 'ioredis';
import type { Logger } from '@tov/kit';
import type { MatchingDb } from './store/db';

/** Everything the routes need, built by server.ts (or by a test). */
export interface MatchingDeps {
  db: MatchingDb;
  redis: Redis;
  logger: Logger;
}
