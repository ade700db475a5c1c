import { parseConfig } from '@tov/kit';
import { z } from 'zod';

const optionalUrl = z.string().url().optional().or(z.literal('').transform(() => undefined));

const ZGatewayConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SERVICE_NAME: z.string().default('gateway'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  JWT_PUBLIC_KEY: z.string().min(1).transform((v) => v.replace(/\\n/g, '\n')),
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
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean)),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1_200),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Redis key prefix of the counters: replicas of one deployment share it. */
  RATE_LIMIT_PREFIX: z.string().default('gateway:rl:'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().positive().default(64),
  FRONTEND_DIST: z.string().default(''),
  API_VERSION: z.string().default('1'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
});
export type GatewayConfig = z.infer<typeof ZGatewayConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return parseConfig(ZGatewayConfigSchema, env);
}
