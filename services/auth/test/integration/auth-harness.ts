import { EMAIL_QUEUE } from '@tov/contracts';
import { generateSigningKeys, startServiceHarness, waitForAccountEmail, type AccountEmail } from '@tov/kit/testing';
import type { Passwords } from '../../src/domain/password';
import { authService } from '../../src/server';

export const INVITE_CODE = 'bridge-admin-2026';
export const ISSUER = 'tov-auth-test';

export interface AuthHarnessOptions {
  ttlSeconds?: number;
  maxFailures?: number;
  accountMaxFailures?: number;
  passwords?: Passwords;
  cooldownSeconds?: number;
  reuseGraceSeconds?: number;
  /** Another Redis for the app (an address where none listens: Redis down). */
  redisUrl?: string;
  /** Another broker (a test's own, which it stops). */
  kafkaBrokers?: string[];
}

export type AuthHarness = Awaited<ReturnType<typeof startAuthHarness>>;

/** The auth service's own declaration on the real Postgres (auth_test), Redis and Kafka; nothing mocked. */
export async function startAuthHarness(options: AuthHarnessOptions = {}) {
  const keys = generateSigningKeys();
  const optional = (name: string, value: number | string | string[] | undefined) => (value === undefined ? {} : { [name]: String(value) });
  const h = await startServiceHarness(authService, {
    database: 'auth_test',
    env: {
      JWT_PRIVATE_KEY: keys.privateKey,
      JWT_PUBLIC_KEY: keys.publicKey,
      JWT_ISSUER: ISSUER,
      BRIDGE_ADMIN_INVITE_CODES: INVITE_CODE,
      LOGIN_FAILURES_PREFIX: `auth-test:${process.pid}-${Date.now()}:login:`,
      LOGIN_LOCK_SECONDS: '60',
      ACCOUNT_EMAIL_COOLDOWN_SECONDS: String(options.cooldownSeconds ?? 0),
      ...optional('JWT_TTL_SECONDS', options.ttlSeconds),
      ...optional('LOGIN_MAX_FAILURES', options.maxFailures),
      ...optional('LOGIN_ACCOUNT_MAX_FAILURES', options.accountMaxFailures),
      ...optional('REFRESH_REUSE_GRACE_SECONDS', options.reuseGraceSeconds),
      ...optional('REDIS_URL', options.redisUrl),
      ...optional('KAFKA_BROKERS', options.kafkaBrokers?.join(',')),
    },
    override: (deps) => (options.passwords ? { ...deps, passwords: options.passwords } : deps),
  });
  const emailQueue = h.queue(EMAIL_QUEUE);
  return {
    ...h,
    keys,
    tokens: h.deps.tokens,
    /** The `email` queue auth produces to (a prefix of its own; no worker takes its jobs). */
    emailQueue,
    /** The newest account e-mail of `kind` queued for `to`, with its link token. */
    accountEmail: (to: string, kind: AccountEmail['kind'], after?: Date) => waitForAccountEmail({ queue: emailQueue }, to, kind, { after, timeoutMs: 5_000 }),
  };
}

export * from './auth-fixtures';
