import { ZConsumerConfigSchema, parseConfig, serviceDefaults } from '@tov/kit';
import { z } from 'zod';

const ZTovsparkConfigSchema = ZConsumerConfigSchema.extend({
  ...serviceDefaults('tovspark', 4006, 'tovspark'),
  CONSUMER_GROUP: z.string().min(1).default('tovspark'),
  /** Prefix of the leaderboard keys in Redis (tests give each run its own). */
  LEADERBOARD_KEY_PREFIX: z.string().min(1).default('tovspark:leaderboard'),
});
export type TovsparkConfig = z.infer<typeof ZTovsparkConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): TovsparkConfig {
  return parseConfig(ZTovsparkConfigSchema, env);
}
