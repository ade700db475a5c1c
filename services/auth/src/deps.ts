import type { Redis } from 'ioredis';
import type { Logger } from '@tov/kit';
import type { AuthDb } from './store/db';
import type { Passwords } from './domain/password';
import type { TokenService } from './domain/tokens';
import type { AccountEmails } from './jobs/account-emails';
import type { LoginAttempts } from './store/login-attempts';
import type { SessionPolicy } from './store/sessions';

/** Everything the routes need, built by server.ts (or by a test). */
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
}
