import path from 'node:path';
import { createKafka, createLogger, createRedis, OutboxRelay, type ServiceApp } from '@tov/kit';
import { generateSigningKeys, migrateTestDatabase, testInfrastructure, type TestInfrastructure } from '@tov/kit/testing';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { createTokenService, type TokenService } from '../../src/domain/tokens';
import { createAuthDb, type AuthDb } from '../../src/store/db';
import { LoginAttempts } from '../../src/store/login-attempts';

export const INVITE_CODE = 'bridge-admin-2026';
export const ISSUER = 'tov-auth-test';

export interface AuthHarness {
  infra: TestInfrastructure;
  service: ServiceApp;
  db: AuthDb;
  redis: Redis;
  relay: OutboxRelay;
  tokens: TokenService;
  keys: { privateKey: string; publicKey: string };
  close(): Promise<void>;
}

/** The real auth app on the real Postgres (auth_test), Redis and Kafka; nothing mocked. */
export async function startAuthHarness(options: { ttlSeconds?: number; maxFailures?: number } = {}): Promise<AuthHarness> {
  const infra = await testInfrastructure();
  const databaseUrl = infra.databaseUrl('auth_test');
  await migrateTestDatabase(path.resolve(__dirname, '..', '..'), databaseUrl);
  const logger = createLogger({ name: 'auth-test', level: 'silent' });
  const db = createAuthDb(databaseUrl);
  const redis = createRedis(infra.redisUrl);
  const kafka = createKafka('auth-test', infra.kafkaBrokers, logger);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 100, backoffBaseMs: 200, backoffMaxMs: 1_000 });
  const keys = generateSigningKeys();
  const tokens = createTokenService({ ...keys, issuer: ISSUER, ttlSeconds: options.ttlSeconds ?? 3600 });
  const service = buildApp({
    db,
    redis,
    logger,
    tokens,
    loginAttempts: new LoginAttempts(redis, options.maxFailures ?? 5, 60),
    inviteCodes: [INVITE_CODE],
    onOutboxWrite: () => relay.wake(),
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
    async close() {
      await service.app.close();
      await relay.stop(1_000);
      await redis.quit();
      await db.$disconnect();
    },
  };
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
