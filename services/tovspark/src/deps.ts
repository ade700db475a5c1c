import { EMAIL_QUEUE } from '@tov/contracts';
import { ObjectStore, objectStoreConfig, type Logger, type ServiceRuntime } from '@tov/kit';
import type { Redis } from 'ioredis';
import type { TovsparkConfig } from './config';
import { QueueNoticeMailer, type NoticeMailer } from './jobs/notice-emails';
import { QueueTalentContactMailer, type TalentContactMailer } from './jobs/talent-contact-email';
import type { TovsparkDb } from './store/db';
import { Leaderboards } from './store/leaderboards';

/** Everything the routes and handlers need, built from the kit's clients (server.ts, and tests through the same declaration). */
export interface TovsparkDeps {
  db: TovsparkDb;
  redis: Redis;
  leaderboards: Leaderboards;
  /** The workers' `email` queue, for companies' messages to talents. */
  talentMail: TalentContactMailer;
  /** The workers' `email` queue, for the score and publication notices (decision 118). */
  notices: NoticeMailer;
  /** The bucket of submission files (S3). */
  objectStore: ObjectStore;
  files: { maxBytes: number; uploadsMax: number };
  logger: Logger;
}

export function tovsparkDependencies({ config, db, redis, logger, queue, onClose }: ServiceRuntime<TovsparkConfig, TovsparkDb>): TovsparkDeps {
  const objectStore = new ObjectStore(objectStoreConfig(config, config.S3_BUCKET), logger);
  // The bucket is made now when missing; a store that is down does not stop the start (the next upload asks again).
  objectStore
    .ensureBucket()
    .catch((error: unknown) =>
      logger.warn(
        { err: error instanceof Error ? error.message : String(error), bucket: config.S3_BUCKET },
        'object store not reachable at start; uploads answer 503 until it is',
      ),
    );
  onClose('object store', () => objectStore.close());
  return {
    db,
    redis,
    leaderboards: new Leaderboards(redis, db, config.LEADERBOARD_KEY_PREFIX),
    talentMail: new QueueTalentContactMailer(queue(EMAIL_QUEUE), logger),
    notices: new QueueNoticeMailer(queue(EMAIL_QUEUE), logger),
    objectStore,
    files: { maxBytes: config.FILE_MAX_BYTES, uploadsMax: config.FILE_UPLOADS_MAX },
    logger,
  };
}
