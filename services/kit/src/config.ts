import { z } from 'zod';
import { DEFAULT_IDENTITY_MAX_AGE_MS, IDENTITY_SECRET_MIN_LENGTH } from './auth/signed-identity';

/** A `true`/`false` setting from the environment. */
export const envFlag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

/** What every process of the platform reads: the gateway, the workers and each service. */
export const ZProcessConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SERVICE_NAME: z.string().min(1),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** The BullMQ prefix of the queues a process adds jobs to or serves (tests give each run its own). */
  BULLMQ_PREFIX: z.string().min(1).default('bull'),
});

/**
 * The secret the gateway signs the forwarded identity with and every service the gateway routes to
 * checks it with (auth/signed-identity.ts, docs/decisions/126-signed-forwarded-identity.md): one value
 * shared by them, from a Secret, never a default. The gateway's and each service's configuration
 * take these fields from here.
 */
export const ZInternalIdentityConfigSchema = z.object({
  INTERNAL_IDENTITY_SECRET: z
    .string({ error: 'required: the secret shared by the gateway and the services (infra/scripts/keys.mjs makes one locally)' })
    .min(IDENTITY_SECRET_MIN_LENGTH, { error: `at least ${IDENTITY_SECRET_MIN_LENGTH} characters` }),
  /** How long after the gateway signed an identity a service still accepts it (against replay). */
  INTERNAL_IDENTITY_MAX_AGE_MS: z.coerce.number().int().positive().max(300_000).default(DEFAULT_IDENTITY_MAX_AGE_MS),
});

/** A service with a database of its own and a transactional outbox to Kafka; the gateway routes to it, so it checks the forwarded identity. */
export const ZServiceConfigSchema = ZProcessConfigSchema.extend({
  ...ZInternalIdentityConfigSchema.shape,
  DATABASE_URL: z.string().url(),
  KAFKA_BROKERS: z
    .string()
    .default('127.0.0.1:9092')
    .transform((v) =>
      v
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean),
    ),
  /** The relay's safety-net poll; commits wake it at once (OutboxWakeups). */
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(250),
});

/** A service that also keeps projections from other services' events. */
export const ZConsumerConfigSchema = ZServiceConfigSchema.extend({
  /** Kafka group (and `processed_events` consumer name); a second stack on one broker (tests) uses its own. */
  CONSUMER_GROUP: z.string().min(1),
  /** A new group reads the topics from the start (projections need the history); test stacks start at the end. */
  CONSUMER_FROM_BEGINNING: envFlag('true'),
  /** Wait between attempts to start the consumer while Kafka is unreachable at boot. */
  CONSUMER_RETRY_MS: z.coerce.number().int().positive().default(5_000),
});

export type ServiceConfig = z.infer<typeof ZServiceConfigSchema>;

/** A process's own defaults for the layer fields (its name and port), so its `config.ts` says only what is its own. */
export function processDefaults(name: string, port: number) {
  return {
    SERVICE_NAME: z.string().min(1).default(name),
    PORT: z.coerce.number().int().min(0).max(65535).default(port),
  };
}

/** A service's defaults: name, port and its local database. */
export function serviceDefaults(name: string, port: number, database: string) {
  return { ...processDefaults(name, port), DATABASE_URL: z.string().url().default(`postgresql://postgres:postgres@127.0.0.1:5432/${database}`) };
}

export class ConfigError extends Error {}

/** Parses `env` with `schema`; a bad value stops start-up with every problem listed (never the values). */
export function parseConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
