import type { Redis } from 'ioredis';
import type { Logger, SqlStatements } from '@tov/kit';
import type { SpecialistDb } from './store/db';

/** Everything the routes need, built by server.ts (or by a test). */
export interface SpecialistDeps {
  db: SpecialistDb;
  /** Plain pg for the inbox's one hot read, a prepared statement (store/inbox.ts). */
  sql: SqlStatements;
  redis: Redis;
  logger: Logger;
  /** The clock (tests move it to expire quotes); defaults to the real one. */
  now?: () => Date;
}
