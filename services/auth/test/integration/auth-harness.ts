import path from 'node:path';
import { EMAIL_QUEUE, REFRESH_COOKIE, type TAuthResponse } from '@tov/contracts';
import { closeRedis, createBullQueueRedis, isRedisDown, createKafka, createLogger, createRedis, OutboxRelay, type ServiceApp } from '@tov/kit';
import {
  generateSigningKeys,
  migrateTestDatabase,
  testInfrastructure,
  waitForAccountEmail,
  type AccountEmail,
  type TestInfrastructure,
} from '@tov/kit/testing';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { argon2Passwords, type Passwords } from '../../src/domain/password';
import { createTokenService, type TokenService } from '../../src/domain/tokens';
import { AccountEmails } from '../../src/jobs/account-emails';
import { createAuthDb, type AuthDb } from '../../src/store/db';
import { LoginAttempts } from '../../src/store/login-attempts';

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
}

export interface AuthHarness {
  infra: TestInfrastructure;
  service: ServiceApp;
  db: AuthDb;
  redis: Redis;
  relay: OutboxRelay;
  tokens: TokenService;
  keys: { privateKey: string; publicKey: string };
  /** The `email` queue auth produces to (a prefix of its own; no worker takes its jobs). */
  emailQueue: Queue;
  /** The newest account e-mail of `kind` queued for `to`, with its link token. */
  accountEmail(to: string, kind: AccountEmail['kind'], after?: Date): Promise<AccountEmail>;
  close(): Promise<void>;
}

/** The real auth app on the real Postgres (auth_test), Redis and Kafka; nothing mocked. */
export async function startAuthHarness(options: AuthHarnessOptions = {}): Promise<AuthHarness> {
  const infra = await testInfrastructure();
  const databaseUrl = infra.databaseUrl('auth_test');
  await migrateTestDatabase(path.resolve(__dirname, '..', '..'), databaseUrl);
  const logger = createLogger({ name: 'auth-test', level: 'silent' });
  const db = createAuthDb(databaseUrl);
  const redis = createRedis(options.redisUrl ?? infra.redisUrl);
  const bull = createBullQueueRedis(options.redisUrl ?? infra.redisUrl);
  const run = `${process.pid}-${Date.now()}`;
  const emailQueue = new Queue(EMAIL_QUEUE, { connection: bull, prefix: `auth-test-${run}` });
  const kafka = createKafka('auth-test', infra.kafkaBrokers, logger);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 100, backoffBaseMs: 200, backoffMaxMs: 1_000, databaseUrl });
  const keys = generateSigningKeys();
  const tokens = createTokenService({ ...keys, issuer: ISSUER, ttlSeconds: options.ttlSeconds ?? 900 });
  const service = buildApp({
    db,
    redis,
    logger,
    tokens,
    passwords: options.passwords ?? argon2Passwords,
    loginAttempts: new LoginAttempts(redis, {
      maxPerAddress: options.maxFailures ?? 5,
      maxPerAccount: options.accountMaxFailures ?? 20,
      lockSeconds: 60,
      prefix: `auth-test:${run}:login:`,
    }),
    sessions: { rememberSeconds: 30 * 24 * 3600, sessionSeconds: 24 * 3600, reuseGraceSeconds: options.reuseGraceSeconds ?? 30 },
    accountEmails: new AccountEmails({ queue: emailQueue, redis, cooldownSeconds: options.cooldownSeconds ?? 0, logger }),
    links: { verifyEmailSeconds: 24 * 3600, resetPasswordSeconds: 3600 },
    inviteCodes: [INVITE_CODE],
  });
  await service.app.ready();
  return {
    infra,
    service,
    db,
    redis,
    relay,
    tokens,
    keys,
    emailQueue,
    accountEmail: (to, kind, after) => waitForAccountEmail({ queue: emailQueue }, to, kind, { after, timeoutMs: 5_000 }),
    async close() {
      await service.app.close();
      await relay.stop(1_000);
      // A queue whose Redis is down would wait for it: its connection is dropped first.
      if (isRedisDown(bull)) await closeRedis(bull);
      else await emailQueue.obliterate({ force: true }).catch(() => undefined);
      await emailQueue.close();
      await closeRedis(bull);
      await closeRedis(redis);
      await db.$disconnect();
    },
  };
}

/** The refresh token a response set in its cookie, or undefined. */
export function refreshCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  const cookie = cookies.find((c: string) => c.startsWith(`${REFRESH_COOKIE}=`));
  const value = cookie?.slice(REFRESH_COOKIE.length + 1).split(';', 1)[0];
  return value || undefined;
}

/**
 * Signs up through the real flow: register (202, no token), the verification link from the queued
 * e-mail, `POST /verify-email`. Answers the sign-in and its refresh cookie.
 */
export async function signUpVerified(
  h: AuthHarness,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<TAuthResponse & { refreshToken: string }> {
  const registered = await h.service.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });
  if (registered.statusCode !== 202) throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  const { token } = await h.accountEmail(String(payload.email), 'verify-email');
  const verified = await h.service.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, headers });
  if (verified.statusCode !== 200) throw new Error(`verify-email answered ${verified.statusCode}: ${verified.body}`);
  return { ...(verified.json().data as TAuthResponse), refreshToken: refreshCookieOf(verified)! };
}

let counter = 0;
/** A unique e-mail per test, so tests never depend on each other's data. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@test.tov`;
}

export function challengerPayload(overrides: Record<string, unknown> = {}) {
  return {
    role: 'challenger',
    email: uniqueEmail('challenger'),
    password: 'secret123',
    name: 'Nguyen Van A',
    nationality: 'Vietnam',
    phoneNumber: '010-1234-5678',
    gender: 'male',
    dateOfBirth: '1995-04-12',
    availableLanguages: 'Vietnamese, English',
    visaType: 'E-7',
    inquiryType: 'visa',
    purpose: 'visa_consultation',
    ...overrides,
  };
}

export function companyPayload(overrides: Record<string, unknown> = {}) {
  return {
    role: 'company',
    email: uniqueEmail('company'),
    password: 'secret123',
    name: 'Lee Manager',
    companyName: 'ACME Korea',
    businessNumber: '123-45-67890',
    companyAddress: 'Seoul, Gangnam-gu',
    phoneNumber: '02-123-4567',
    ...overrides,
  };
}

export function proPayload(overrides: Record<string, unknown> = {}) {
  return {
    role: 'pro',
    email: uniqueEmail('pro'),
    password: 'secret123',
    name: 'Kim Specialist',
    expertise: 'administrative',
    certification: ['행정사'],
    experience: 7,
    phoneNumber: '010-9876-5432',
    ...overrides,
  };
}
