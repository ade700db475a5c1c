import { EMAIL_QUEUE } from '@tov/contracts';
import type { Logger, ServiceRuntime } from '@tov/kit';
import type { Redis } from 'ioredis';
import type { AuthConfig } from './config';
import { argon2Passwords, type Passwords } from './domain/password';
import { createTokenService, type TokenService } from './domain/tokens';
import { AccountEmails } from './jobs/account-emails';
import type { AuthDb } from './store/db';
import { LoginAttempts } from './store/login-attempts';
import type { SessionPolicy } from './store/sessions';

/** Everything the routes need, built from the kit's clients (server.ts, and tests through the same declaration). */
export interface AuthDeps {
  db: AuthDb;
  redis: Redis;
  tokens: TokenService;
  passwords: Passwords;
  loginAttempts: LoginAttempts;
  sessions: SessionPolicy;
  accountEmails: AccountEmails;
  /** Lifetimes of the e-mailed one-time links. */
  links: { verifyEmailSeconds: number; resetPasswordSeconds: number };
  inviteCodes: readonly string[];
  logger: Logger;
  /** Trust `x-forwarded-*`: only the gateway reaches auth (app.ts). */
  trustProxy?: boolean;
}

export function authDependencies({ config, db, redis, logger, queue }: ServiceRuntime<AuthConfig, AuthDb>): AuthDeps {
  return {
    db,
    redis,
    logger,
    tokens: createTokenService({
      privateKey: config.JWT_PRIVATE_KEY,
      publicKey: config.JWT_PUBLIC_KEY,
      issuer: config.JWT_ISSUER,
      ttlSeconds: config.JWT_TTL_SECONDS,
    }),
    passwords: argon2Passwords,
    loginAttempts: new LoginAttempts(redis, {
      maxPerAddress: config.LOGIN_MAX_FAILURES,
      maxPerAccount: config.LOGIN_ACCOUNT_MAX_FAILURES,
      lockSeconds: config.LOGIN_LOCK_SECONDS,
      prefix: config.LOGIN_FAILURES_PREFIX,
    }),
    sessions: {
      rememberSeconds: config.REFRESH_REMEMBER_SECONDS,
      sessionSeconds: config.REFRESH_SESSION_SECONDS,
      reuseGraceSeconds: config.REFRESH_REUSE_GRACE_SECONDS,
    },
    accountEmails: new AccountEmails({ queue: queue(EMAIL_QUEUE), redis, cooldownSeconds: config.ACCOUNT_EMAIL_COOLDOWN_SECONDS, logger }),
    links: { verifyEmailSeconds: config.VERIFY_EMAIL_TTL_SECONDS, resetPasswordSeconds: config.RESET_PASSWORD_TTL_SECONDS },
    inviteCodes: config.BRIDGE_ADMIN_INVITE_CODES,
    trustProxy: config.TRUST_PROXY,
  };
}
