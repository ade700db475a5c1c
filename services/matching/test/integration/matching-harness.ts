import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { assessmentCompletedV1 } from '@tov/contracts';
import {
  assessmentDeletedV1,
  paymentCapturedV1,
  quoteClosedV1,
  serviceCompletedV1,
  specialistProfileUpdatedV1,
  userRegisteredV1,
  type EventDefinition,
  type TPaymentCapturedV1,
  type TQuoteSentV1,
  type TServiceEndedV1,
  type TSpecialistProfileUpdatedV1,
} from '@tov/contracts';
import { createKafka, createLogger, createRedis, ensureTopics, OutboxRelay, type RunningConsumer, type ServiceApp } from '@tov/kit';
import { migrateTestDatabase, testEventProducer, testInfrastructure, waitFor, type TestEventProducer, type TestInfrastructure } from '@tov/kit/testing';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { buildApp } from '../../src/app';
import { startMatchingConsumer } from '../../src/events/subscriptions';
import { MATCHING_TOPICS } from '../../src/events/topics';
import { createMatchingDb, type MatchingDb } from '../../src/store/db';

type Kafka = ReturnType<typeof createKafka>;

export type { PublishedEvent } from '@tov/kit/testing';

export interface MatchingHarness extends Omit<TestEventProducer, 'disconnect'> {
  infra: TestInfrastructure;
  service: ServiceApp;
  db: MatchingDb;
  redis: Redis;
  kafka: Kafka;
  relay: OutboxRelay;
  /** This run's consumer name (its Kafka group and its `processed_events` rows). */
  consumerName: string;
  /** Waits until this run's consumer has recorded an event as processed. */
  processed(eventId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real matching app and its consumer on the real Postgres (matching_test), Redis and Kafka.
 * The consumer group is new for each run and starts at the end of the topics, so only the events a
 * test publishes reach the projections (the topics hold every other test's history).
 */
export async function startMatchingHarness(): Promise<MatchingHarness> {
  const infra = await testInfrastructure();
  const databaseUrl = infra.databaseUrl('matching_test');
  await migrateTestDatabase(path.resolve(__dirname, '..', '..'), databaseUrl);
  const logger = createLogger({ name: 'matching-test', level: 'silent' });
  const db = createMatchingDb(databaseUrl);
  // Specialists left by earlier runs would compete with this run's in the rankings.
  await db.specialistProjection.deleteMany({});
  const redis = createRedis(infra.redisUrl);
  const kafka = createKafka('matching-test', infra.kafkaBrokers, logger);
  await ensureTopics(kafka, MATCHING_TOPICS);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 100, backoffBaseMs: 200, backoffMaxMs: 1_000, databaseUrl });
  const service = buildApp({ db, redis, logger });
  await service.app.ready();

  const producer = await testEventProducer(kafka, 'matching-test');
  const consumerName = `matching-test-${randomUUID()}`;
  const consumer: RunningConsumer = await startMatchingConsumer({ kafka, db, logger, consumerName, fromBeginning: false });

  const harness: MatchingHarness = {
    infra,
    service,
    db,
    redis,
    kafka,
    relay,
    consumerName,
    publish: producer.publish,
    republish: producer.republish,
    async processed(eventId) {
      await waitFor(
        async () => {
          const rows = await db.processedEvent.count({ where: { consumer: consumerName, eventId } });
          return rows > 0 ? true : undefined;
        },
        { timeoutMs: 30_000, what: `event ${eventId} processed` },
      );
    },
    async close() {
      await consumer.stop();
      await producer.disconnect();
      await service.app.close();
      await relay.stop(1_000);
      await redis.quit();
      await db.$disconnect();
    },
  };
  await waitUntilConsuming(harness);
  return harness;
}

/** An id no request has: the specialist workspace's events about it are ignored. */
const unknownRequest = () => ({ requestId: randomUUID(), expertId: randomUUID(), userId: 'probe' });
const PROBE_EXPERT = 'probe-';

/** For each consumed topic, an event its handler ignores (or whose row is removed afterwards), sent to one partition. */
const PROBES: Array<[EventDefinition, () => unknown]> = [
  [userRegisteredV1, () => ({ ...challengerRegistration(), name: 'probe' })],
  [assessmentDeletedV1, () => ({ assessmentId: `probe-${randomUUID()}`, userId: 'probe', deletedAt: new Date().toISOString() })],
  [specialistProfileUpdatedV1, () => ({ ...specialistProfile(`${PROBE_EXPERT}${randomUUID()}`), name: 'probe' })],
  [quoteClosedV1, () => ({ ...unknownRequest(), quoteId: randomUUID(), reason: 'expired', closedAt: new Date().toISOString() })],
  [paymentCapturedV1, () => paymentCaptured({ ...unknownRequest(), quoteId: randomUUID() })],
  [serviceCompletedV1, () => serviceEnded({ ...unknownRequest(), serviceId: randomUUID() })],
];

/**
 * A new group starting at the end of a topic only sees messages sent after it fetched its offsets.
 * Probes (events every handler ignores) go to each partition until one is processed there.
 */
async function waitUntilConsuming(h: MatchingHarness): Promise<void> {
  const admin = h.kafka.admin();
  await admin.connect();
  try {
    for (const [definition, probeData] of PROBES) {
      const [topic] = (await admin.fetchTopicMetadata({ topics: [definition.topic] })).topics;
      for (const { partitionId } of topic!.partitions) {
        await waitFor(
          async () => {
            const probe = await h.publish(definition, probeData() as never, { partition: partitionId });
            for (let i = 0; i < 20; i++) {
              if ((await h.db.processedEvent.count({ where: { consumer: h.consumerName, eventId: probe.id } })) > 0) return true;
              await new Promise((r) => setTimeout(r, 100));
            }
            return undefined;
          },
          { timeoutMs: 60_000, intervalMs: 0, what: `the consumer on ${topic!.name}[${partitionId}]` },
        );
      }
    }
  } finally {
    await admin.disconnect();
  }
  // The profile probes made specialists; they must not compete in the rankings.
  await h.db.specialistProjection.deleteMany({ where: { userId: { startsWith: PROBE_EXPERT } } });
}

export function challengerRegistration() {
  return {
    userId: randomUUID(),
    email: `challenger.${randomUUID()}@test.tov`,
    name: 'Nguyen Van A',
    role: 'challenger' as const,
    roles: ['challenger' as const],
    registeredAt: new Date().toISOString(),
    nationality: 'Vietnam' as const,
  };
}

/** `auth.user.registered` of a `pro` account, as auth publishes it. */
export function proRegistration(overrides: {
  name: string;
  expertise: 'administrative' | 'language' | 'culture' | 'psychology';
  certification: string[];
  experience: number;
}) {
  return {
    userId: randomUUID(),
    email: `pro.${randomUUID()}@test.tov`,
    role: 'pro' as const,
    roles: ['pro' as const],
    registeredAt: new Date().toISOString(),
    ...overrides,
  };
}

/** `visa.assessment.completed` of a saved assessment, as visa-assessment publishes it. */
export function assessmentCompleted(userId: string, overrides: Partial<z.infer<typeof assessmentCompletedV1.data>> = {}) {
  return {
    assessmentId: randomUUID(),
    userId,
    visaType: 'E-7',
    visaSubtype: 'E-7-1',
    applicationType: 'NEW',
    eligible: true,
    score: 78,
    ruleSetId: 'e7-2026-01',
    nationality: 'Vietnam',
    changePaths: ['F-2'],
    missingDocuments: [] as string[],
    evaluatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** `specialist.profile.updated` as the specialist workspace publishes it (no vacation, no reviews). */
export function specialistProfile(expertId: string, overrides: Partial<TSpecialistProfileUpdatedV1> = {}): TSpecialistProfileUpdatedV1 {
  return {
    expertId,
    name: 'Profile Pro',
    expertise: 'administrative',
    certifications: ['행정사'],
    experienceYears: 10,
    languages: ['ko'],
    supportedVisaTypes: ['E-7'],
    bio: null,
    fees: [],
    vacation: null,
    rating: null,
    reviewCount: 0,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** `specialist.quote.sent` of the request's expert (valid for a week). */
export function quoteSent(request: { requestId: string; expertId: string; userId: string }, overrides: Partial<TQuoteSentV1> = {}): TQuoteSentV1 {
  return {
    ...request,
    quoteId: randomUUID(),
    amount: 300_000,
    currency: 'KRW',
    serviceOption: 'document_review',
    message: '서류 검토 후 보완 사항을 안내해 드립니다.',
    validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    sentAt: new Date().toISOString(),
    ...overrides,
  };
}

/** `specialist.payment.captured` of an accepted quote (the sandbox provider). */
export function paymentCaptured(
  request: { requestId: string; expertId: string; userId: string; quoteId: string },
  overrides: Partial<TPaymentCapturedV1> = {},
): TPaymentCapturedV1 {
  return {
    ...request,
    paymentId: randomUUID(),
    serviceId: randomUUID(),
    amount: 300_000,
    currency: 'KRW',
    provider: 'sandbox',
    providerReference: `sandbox_${randomUUID()}`,
    capturedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** `specialist.service.completed` / `.cancelled` of a service. */
export function serviceEnded(
  request: { requestId: string; expertId: string; userId: string; serviceId: string },
  overrides: Partial<TServiceEndedV1> = {},
): TServiceEndedV1 {
  return { ...request, amount: 300_000, endedAt: new Date().toISOString(), ...overrides };
}
