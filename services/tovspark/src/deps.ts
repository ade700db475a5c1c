import type { Redis } from 'ioredis';
import type { Logger } from '@tov/kit';
import type { TalentContactMailer } from './jobs/talent-contact-email';
import type { TovsparkDb } from './store/db';
import type { Leaderboards } from './store/leaderboards';
import type { ObjectStore } from './store/object-store';

/** Everything the routes need, built by server.ts (or by a test). */
export interface TovsparkDeps {
  db: TovsparkDb;
  redis: Redis;
  leaderboards: Leaderboards;
  /** The workers' `email` queue, for companies' messages to talents. */
  talentMail: TalentContactMailer;
  /** The bucket of submission files (S3). */
  objectStore: ObjectStore;
  files: { maxBytes: number; uploadsMax: number };
  logger: Logger;
}
