import { ZBaseConfigSchema, parseConfig } from '@tov/kit';
import { z } from 'zod';

const ZAuthConfigSchema = ZBaseConfigSchema.extend({
  SERVICE_NAME: z.string().default('auth'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  DATABASE_URL: z.string().url().default('postgresql://postgres:postgres@127.0.0.1:5432/auth'),
  /** Ed25519 keys in PEM; the gateway holds only the public one. */
  JWT_PRIVATE_KEY: z.string().min(1).transform((v) => v.replace(/\\n/g, '\n')),
  JWT_PUBLIC_KEY: z.string().min(1).transform((v) => v.replace(/\\n/g, '\n')),
  JWT_ISSUER: z.string().default('tov-auth'),
  JWT_TTL_SECONDS: z.coerce.number().int().positive().default(7 * 24 * 3600),
  /** Comma-separated community-admin invite codes (docs/decisions.md). */
  BRIDGE_ADMIN_INVITE_CODES: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((c) => c.trim()).filter(Boolean)),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_SECONDS: z.coerce.number().int().positive().default(900),
  /** Redis prefix of the failure counters; a second stack on the same Redis (tests) uses its own. */
  LOGIN_FAILURES_PREFIX: z.string().default('auth:login-failures:'),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(250),
});
export type AuthConfig = z.infer<typeof ZAuthConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  return parseConfig(ZAuthConfigSchema, env);
}
