import { ZConsumerConfigSchema, envFlag, parseConfig, serviceDefaults } from '@tov/kit';
import { z } from 'zod';

const ZVisaConfigSchema = ZConsumerConfigSchema.extend({
  ...serviceDefaults('visa-assessment', 4002, 'visa'),
  CONSUMER_GROUP: z.string().min(1).default('visa-assessment'),
  /** How long `GET /assessment/{id}` and `/types` stay in the Redis cache. */
  CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  /** This process also runs the batch-evaluation queue (the data is this service's). */
  BATCH_WORKER_ENABLED: envFlag('true'),
});
export type VisaConfig = z.infer<typeof ZVisaConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): VisaConfig {
  return parseConfig(ZVisaConfigSchema, env);
}
