import { SUBMISSION_FILE_MAX_BYTES, SUBMISSION_FILE_UPLOADS_MAX } from '@tov/contracts';
import { ZConsumerConfigSchema, parseConfig, serviceDefaults } from '@tov/kit';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .default('true')
  .transform((v) => v === 'true' || v === '1');

const ZTovsparkConfigSchema = ZConsumerConfigSchema.extend({
  ...serviceDefaults('tovspark', 4006, 'tovspark'),
  CONSUMER_GROUP: z.string().min(1).default('tovspark'),
  /** Prefix of the leaderboard keys in Redis (tests give each run its own). */
  LEADERBOARD_KEY_PREFIX: z.string().min(1).default('tovspark:leaderboard'),
  // The object store of submission files (any S3 endpoint; locally infra/local's S3Proxy).
  S3_ENDPOINT: z.url().default('http://127.0.0.1:9000'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Made at start when missing. S3 bucket names: 3-63 of lower-case letters, digits, '.', '-'. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET: 3-63 lower-case letters, digits, dots and hyphens')
    .default('tovspark-files'),
  S3_ACCESS_KEY_ID: z.string().min(1).default('tov-local'),
  S3_SECRET_ACCESS_KEY: z.string().min(1).default('tov-local-secret'),
  /** Path-style addresses (`endpoint/bucket/key`): S3Proxy and most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** Largest upload (bytes); over it 413 FILE_TOO_LARGE and nothing is kept. */
  FILE_MAX_BYTES: z.coerce.number().int().positive().default(SUBMISSION_FILE_MAX_BYTES),
  /** Uploads one user may keep per challenge. */
  FILE_UPLOADS_MAX: z.coerce.number().int().positive().default(SUBMISSION_FILE_UPLOADS_MAX),
  /** A store that has not answered within this is down for the call (503 SERVICE_UNAVAILABLE). */
  S3_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
});
export type TovsparkConfig = z.infer<typeof ZTovsparkConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): TovsparkConfig {
  return parseConfig(ZTovsparkConfigSchema, env);
}
