import { randomUUID } from 'node:crypto';
import { EMAIL_QUEUE } from '@tov/contracts';
import { removeBucket, startServiceHarness, testObjectStore } from '@tov/kit/testing';
import { tovsparkService } from '../../src/server';

export type { PublishedEvent } from '@tov/kit/testing';
export { assessment, registration } from './event-fixtures';

/** The upload limit of a test run (small, so the 413 test sends little). */
export const TEST_FILE_MAX_BYTES = 64 * 1024;

export type TovsparkHarness = Awaited<ReturnType<typeof startTovsparkHarness>>;

/**
 * The tovspark service's own declaration on the real Postgres (tovspark_test), Redis, Kafka and
 * S3Proxy: a bucket and leaderboard keys of this run's own; the ledger is emptied at the start so the
 * boards hold this run's users only.
 */
export async function startTovsparkHarness() {
  const store = await testObjectStore();
  const leaderboardPrefix = `tovspark-test:${randomUUID()}:leaderboard`;
  const h = await startServiceHarness(tovsparkService, {
    database: 'tovspark_test',
    env: {
      LEADERBOARD_KEY_PREFIX: leaderboardPrefix,
      S3_ENDPOINT: store.endpoint,
      S3_REGION: store.region,
      S3_ACCESS_KEY_ID: store.accessKeyId,
      S3_SECRET_ACCESS_KEY: store.secretAccessKey,
      S3_BUCKET: `tovspark-test-${randomUUID()}`,
      FILE_MAX_BYTES: String(TEST_FILE_MAX_BYTES),
      FILE_UPLOADS_MAX: '5',
    },
  });
  await h.db.sparkPointsEntry.deleteMany({});
  const { leaderboards, objectStore } = h.deps;
  await objectStore.ensureBucket();
  return {
    ...h,
    leaderboards,
    objectStore,
    leaderboardPrefix,
    fileMaxBytes: TEST_FILE_MAX_BYTES,
    /** The workers' `email` queue under this run's prefix (no worker takes its jobs unless a test starts one with `bullPrefix`). */
    emailQueue: h.queue(EMAIL_QUEUE),
    async close() {
      const keys = await h.redis.keys(`${leaderboardPrefix}:*`);
      if (keys.length > 0) await h.redis.del(...keys);
      await h.close();
      await removeBucket(store, objectStore.bucket).catch(() => {});
    },
  };
}
