import type { Redis } from 'ioredis';
import type { Logger } from '@tov/kit';
import type { AuthDb } from './store/db';
import type { TokenService } from './domain/tokens';
import type { LoginAttempts } from './store/login-attempts';

/** Everything the routes need, built by server.ts (or by a test). */
export interface AuthDeps {
  db: AuthDb;
  redis: Redis;
  tokens: TokenService;
  loginAttempts: LoginAttempts;
  inviteCodes: readonly string[];
  logger: Logger;
  /** Called after a transaction wrote outbox rows, so the relay publishes without waiting for its poll. */
  onOutboxWrite(): void;
}
