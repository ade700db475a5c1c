import { ZBaseConfigSchema, parseConfig } from '@tov/kit';
import { z } from 'zod';

const ZVisaConfigSchema = ZBaseConfigSchema.extend({
  SERVICE_NAME: z.string().default('visa-assessment'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  DATABASE_URL: z.string().url().default('postgresql://postgres:postgres@127.0.0.1:5432/visa'),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(250),
  /** How long `GET /assessment/{id}` and `/types` stay in the Redis cache. */
  CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  /** This process also runs the batch-evaluation queue (the data is this service's). */
  BATCH_WORKER_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  BULLMQ_PREFIX: z.string().default('bull'),
  /** Kafka consumer group; a second stack on the same broker (tests) uses its own. */
  CONSUMER_GROUP: z.string().default('visa-assessment'),
  /** A new group reads the topics from the start (projections need the history); test stacks start at the end. */
  CONSUMER_FROM_BEGINNING: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type VisaConfig = z.infer<typeof ZVisaConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): VisaConfig {
  return parseConfig(ZVisaConfigSchema, env);
}
