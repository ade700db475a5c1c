import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  closeRedis,
  createBullQueueRedis,
  createLogger,
  createRedis,
  createSqlStatements,
  type OutboxRow,
  type ServiceApp,
  type SqlStatements,
} from '@tov/kit';
import { migrateTestDatabase, testInfrastructure, type TestInfrastructure } from '@tov/kit/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import type { Queue } from 'bullmq';
import { buildApp } from '../../src/app';
import { createQueues } from '../../src/queues';
import { AssessmentWriter } from '../../src/store/assessment-writer';
import { createVisaDb, type VisaDb } from '../../src/store/db';
import { TODAY } from '../unit/fixtures';

export interface VisaHarness {
  infra: TestInfrastructure;
  service: ServiceApp;
  db: VisaDb;
  sql: SqlStatements;
  redis: Redis;
  emailQueue: Queue;
  batchQueue: Queue;
  prefix: string;
  /** Outbox rows the writer handed over for publishing once committed (the relay's `publishCommitted`). */
  published: OutboxRow[];
  /** Calls the app as a signed-in user (the gateway's forwarded identity). */
  as(userId: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real visa-assessment app on the real Postgres (visa_test), Redis and BullMQ queues of its own, on
 * `today` (the unit tests' day unless told). `redisUrl` points the cache and the queues at another
 * Redis (an address where none listens: Redis down).
 */
export async function startVisaHarness(options: { today?: string; redisUrl?: string } = {}): Promise<VisaHarness> {
  const today = options.today ?? TODAY;
  const infra = await testInfrastructure();
  const databaseUrl = infra.databaseUrl('visa_test');
  await migrateTestDatabase(path.resolve(__dirname, '..', '..'), databaseUrl);
  const logger = createLogger({ name: 'visa-test', level: 'silent' });
  const db = createVisaDb(databaseUrl);
  const sql = createSqlStatements(databaseUrl, { poolSize: 4 });
  const redis = createRedis(options.redisUrl ?? infra.redisUrl);
  const prefix = `test-${randomUUID().slice(0, 8)}`;
  const queueRedis = createBullQueueRedis(options.redisUrl ?? infra.redisUrl);
  const { emailQueue, batchQueue } = createQueues(queueRedis, prefix);
  const published: OutboxRow[] = [];
  const service = buildApp({
    db,
    sql,
    writer: new AssessmentWriter(sql, (rows) => published.push(...rows)),
    redis,
    logger,
    emailQueue,
    batchQueue,
    cacheTtlSeconds: 60,
    today: () => today,
  });
  await service.app.ready();
  return {
    infra,
    service,
    db,
    sql,
    redis,
    emailQueue,
    batchQueue,
    prefix,
    published,
    as(userId, options) {
      const headers = { ...(options.headers ?? {}), ...(userId ? { 'x-user-id': userId, 'x-user-roles': 'challenger' } : {}) };
      return service.app.inject({ ...options, headers });
    },
    async close() {
      await service.app.close();
      if (!options.redisUrl) {
        await emailQueue.obliterate({ force: true }).catch(() => undefined);
        await batchQueue.obliterate({ force: true }).catch(() => undefined);
      }
      await closeRedis(queueRedis);
      await Promise.all([emailQueue.close(), batchQueue.close()]);
      await closeRedis(redis);
      await sql.close();
      await db.$disconnect();
    },
  };
}

export const newUser = () => randomUUID();
