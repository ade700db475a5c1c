import { ZInternalIdentityConfigSchema, ZProcessConfigSchema, envFlag, parseConfig, processDefaults } from '@tov/kit';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const ZGatewayConfigSchema = ZProcessConfigSchema.extend({
  ...processDefaults('gateway', 8080),
  /** The secret it signs the forwarded identity with, shared with the services (the kit's layer). */
  ...ZInternalIdentityConfigSchema.shape,
  HOST: z.string().default('0.0.0.0'),
  JWT_PUBLIC_KEY: z
    .string()
    .min(1)
    .transform((v) => v.replace(/\\n/g, '\n')),
  JWT_ISSUER: z.string().default('tov-auth'),
  /** Upstreams; a missing one makes its routes answer 503 (the service does not exist yet). */
  AUTH_URL: optionalUrl,
  VISA_URL: optionalUrl,
  MATCHING_URL: optionalUrl,
  SPECIALIST_URL: optionalUrl,
  COMPANY_URL: optionalUrl,
  TOVSPARK_URL: optionalUrl,
  ADMIN_URL: optionalUrl,
  CORS_ORIGIN: z
    .string()
    .default('http://localhost:8080,http://localhost:5173')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1_200),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Redis key prefix of the counters: replicas of one deployment share it. */
  RATE_LIMIT_PREFIX: z.string().default('gateway:rl:'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().positive().default(64),
  /** Slow clients (buffered-bodies.ts): headers within, the whole request within, the least body rate, bodies at once per address. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(1_024),
  BODY_RATE_GRACE_MS: z.coerce.number().int().positive().default(5_000),
  BODY_UPLOADS_PER_CLIENT: z.coerce.number().int().positive().default(32),
  FRONTEND_DIST: z.string().default(''),
  API_VERSION: z.string().default('1'),
  /** `/metrics` is served here, not on the public port (in Kubernetes the pod's address, reachable from monitoring only). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** Behind an ingress that sets x-forwarded-for/-proto: client addresses and TLS are read from them. */
  TRUST_PROXY: envFlag('false'),
});
export type GatewayConfig = z.infer<typeof ZGatewayConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return parseConfig(ZGatewayConfigSchema, env);
}
