import { ZServiceConfigSchema, envFlag, parseConfig, serviceDefaults } from '@tov/kit';
import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const ZAuthConfigSchema = ZServiceConfigSchema.extend({
  ...serviceDefaults('auth', 4001, 'auth'),
  /** Ed25519 keys in PEM; the gateway holds only the public one. */
  JWT_PRIVATE_KEY: z
    .string()
    .min(1)
    .transform((v) => v.replace(/\\n/g, '\n')),
  JWT_PUBLIC_KEY: z
    .string()
    .min(1)
    .transform((v) => v.replace(/\\n/g, '\n')),
  JWT_ISSUER: z.string().default('tov-auth'),
  /** Lifetime of an access token (minutes: the refresh cookie renews it, docs/decisions/035-eddsa-access-tokens.md). */
  JWT_TTL_SECONDS: seconds(15 * 60),
  /** A refresh session with "remember me" lives this long after its last use (a persistent cookie)... */
  REFRESH_REMEMBER_SECONDS: seconds(30 * 24 * 3600),
  /** ...and one without it this long (a browser-session cookie, ended by the server after a day at most). */
  REFRESH_SESSION_SECONDS: seconds(24 * 3600),
  /** Two tabs refreshing with the same cookie at once: the later one within this window gets 409, not a theft alarm. */
  REFRESH_REUSE_GRACE_SECONDS: seconds(30),
  /** One-time links: e-mail verification and password reset. */
  VERIFY_EMAIL_TTL_SECONDS: seconds(24 * 3600),
  RESET_PASSWORD_TTL_SECONDS: seconds(3600),
  /** At most one account e-mail of a kind per account in this time (0: no limit); the answer is the same either way. */
  ACCOUNT_EMAIL_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Comma-separated community-admin invite codes (services/auth/README.md, Rules). */
  BRIDGE_ADMIN_INVITE_CODES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  /** Failed logins for one account from one address before that address is locked out of it... */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  /** ...and from all addresses together before the account's logins pause (docs/decisions/036-login-lockout-before-password-check.md). */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().positive().default(20),
  /** The counting window, and how long a lock lasts. */
  LOGIN_LOCK_SECONDS: seconds(900),
  /** Redis prefix of the failure counters; a second stack on the same Redis (tests) uses its own. */
  LOGIN_FAILURES_PREFIX: z.string().default('auth:login-failures:'),
  /** Only the gateway reaches auth, and it sets `x-forwarded-for`/`-proto`: the client's address and TLS come from them. */
  TRUST_PROXY: envFlag('true'),
});
export type AuthConfig = z.infer<typeof ZAuthConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  return parseConfig(ZAuthConfigSchema, env);
}
