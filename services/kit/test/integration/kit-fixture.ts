import path from 'node:path';
import type { Kafka } from 'kafkajs';
import { createKafka, createLogger, createPrismaClient } from '../../src';
import { migrateTestDatabase, testInfrastructure } from '../../src/testing';
import { PrismaClient } from '../fixtures/service/src/generated/prisma/client';

/** The kit's fixture service on `kit_test` (migrated) and a Kafka client, for the kit's integration tests. */
export async function connectKitFixture(clientId: string): Promise<{ db: PrismaClient; kafka: Kafka; databaseUrl: string }> {
  const infra = await testInfrastructure();
  const url = infra.databaseUrl('kit_test');
  await migrateTestDatabase(path.join(__dirname, '..', 'fixtures', 'service'), url);
  return {
    databaseUrl: url,
    db: createPrismaClient(PrismaClient, url),
    kafka: createKafka(clientId, infra.kafkaBrokers, createLogger({ name: clientId, level: 'silent' })),
  };
}
