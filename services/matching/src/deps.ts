import type { Redis } from 'ioredis';
import type { Logger, ServiceRuntime } from '@tov/kit';
import type { MatchingConfig } from './config';
import type { MatchingDb } from './store/db';

/** Everything the routes need, built from the kit's clients (server.ts, and tests through the same declaration). */
export interface MatchingDeps {
  db: MatchingDb;
  redis: Redis;
  logger: Logger;
}

export function matchingDependencies({ db, redis, logger }: ServiceRuntime<MatchingConfig, MatchingDb>): MatchingDeps {
  return { db, redis, logger };
}
