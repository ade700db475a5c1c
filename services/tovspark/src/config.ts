import { SUBMISSION_FILE_MAX_BYTES, SUBMISSION_FILE_UPLOADS_MAX } from '@tov/contracts';
import { ZBucketNameSchema, ZConsumerConfigSchema, ZObjectStoreConfigSchema, parseConfig, serviceDefaults } from '@tov/kit';
import { z } from 'zod';

const ZTovsparkConfigSchema = ZConsumerConfigSchema.extend({
  ...serviceDefaults('tovspark', 4006, 'tovspark'),
  CONSUMER_GROUP: z.string().min(1).default('tovspark'),
  /** Prefix of the leaderboard keys in Redis (tests give each run its own). */
  LEADERBOARD_KEY_PREFIX: z.string().min(1).default('tovspark:leaderboard'),
  // The object store of submission files (the kit's S3 settings, docs/decisions/082).
  ...ZObjectStoreConfigSchema.shape,
  /** Made at start when missing. */
  S3_BUCKET: ZBucketNameSchema.default('tovspark-files'),
  /** Largest upload (bytes); over it 413 FILE_TOO_LARGE and nothing is kept. */
  FILE_MAX_BYTES: z.coerce.number().int().positive().default(SUBMISSION_FILE_MAX_BYTES),
  /** Uploads one user may keep per challenge. */
  FILE_UPLOADS_MAX: z.coerce.number().int().positive().default(SUBMISSION_FILE_UPLOADS_MAX),
});
export type TovsparkConfig = z.infer<typeof ZTovsparkConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): TovsparkConfig {
  return parseConfig(ZTovsparkConfigSchema, env);
}
