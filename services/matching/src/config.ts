import { ZConsumerConfigSchema, parseConfig, serviceDefaults } from '@tov/kit';
import { z } from 'zod';

const ZMatchingConfigSchema = ZConsumerConfigSchema.extend({
  ...serviceDefaults('matching', 4003, 'matching'),
  CONSUMER_GROUP: z.string().min(1).default('matching'),
});
export type MatchingConfig = z.infer<typeof ZMatchingConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): MatchingConfig {
  return parseConfig(ZMatchingConfigSchema, env);
}
