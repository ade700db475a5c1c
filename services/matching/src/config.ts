import { ZBaseConfigSchema, parseConfig } from '@tov/kit';
import { z } from 'zod';

const ZMatchingConfigSchema = ZBaseConfigSchema.extend({
  SERVICE_NAME: z.string().default('matching'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4003),
  DATABASE_URL: z.string().url().default('postgresql://postgres:postgres@127.0.0.1:5432/matching'),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(250),
  /**
   * Kafka group (and `processed_events` consumer name) of the projections. A stack on other
   * databases (the end-to-end stack on matching_test) needs its own group on a shared broker.
   */
  CONSUMER_GROUP: z.string().min(1).default('matching'),
  /** A new group reads the topics from the start (projections need the history); test stacks start at the end. */
  CONSUMER_FROM_BEGINNING: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Wait between attempts to start the consumer while Kafka is unreachable at boot. */
  CONSUMER_RETRY_MS: z.coerce.number().int().positive().default(5_000),
});
export type MatchingConfig = z.infer<typeof ZMatchingConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): MatchingConfig {
  return parseConfig(ZMatchingConfigSchema, env);
}
