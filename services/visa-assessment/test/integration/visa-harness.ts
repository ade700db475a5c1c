import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createLogger, createRedis, createSqlStatements, type OutboxRow, type ServiceApp, type SqlStatements } from '@tov/kit';
import { migrateTestDatabase, testInfrastructure, type TestInfrastructure } from '@tov/kit/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import type { Queue } from 'bullmq';
import { buildApp } from '../../src/app';
import { bullConnection, createQueues } from '../../src/queues';
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

/** The real visa-assessment app on the real Postgres (visa_test), Redis and BullMQ queues of its own. */
export async function startVisaHarness(): Promise<VisaHarness> {
  const infra = await testInfrastructure();
  const databaseUrl = infra.databaseUrl('visa_test');
  await migrateTestDatabase(path.resolve(__dirname, '..', '..'), databaseUrl);
  const logger = createLogger({ name: 'visa-test', level: 'silent' });
  const db = createVisaDb(databaseUrl);
  const sql = createSqlStatements(databaseUrl, 4);
  const redis = createRedis(infra.redisUrl);
  const prefix = `test-${randomUUID().slice(0, 8)}`;
  const { emailQueue, batchQueue } = createQueues(bullConnection(infra.redisUrl), prefix);
  const published: OutboxRow[] = [];
  const service = buildApp({ db, sql, writer: new AssessmentWriter(sql, (rows) => published.push(...rows)), redis, logger, emailQueue, batchQueue, cacheTtlSeconds: 60, today: () => TODAY, onOutboxWrite: () => undefined });
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
      await emailQueue.obliterate({ force: true }).catch(() => undefined);
      await batchQueue.obliterate({ force: true }).catch(() => undefined);
      await Promise.all([emailQueue.close(), batchQueue.close()]);
      await redis.quit();
      await sql.close();
      await db.$disconnect();
    },
  };
}

export const newUser = () => randomUUID();
