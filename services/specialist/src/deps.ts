import type { Redis } from 'ioredis';
import type { Logger } from '@tov/kit';
import type { SpecialistDb } from './store/db';

/** Everything the routes need, built by server.ts (or by a test). */
export interface SpecialistDeps {
  db: SpecialistDb;
  redis: Redis;
  logger: Logger;
  /** The clock (tests move it to expire quotes); defaults to the real one. */
  now?: () => Date;
}
