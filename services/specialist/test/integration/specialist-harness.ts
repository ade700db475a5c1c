import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { assessmentCompletedV1, EMAIL_QUEUE, expertSelectedV1, userRegisteredV1 } from '@tov/contracts';
import {
  closeRedis,
  createBullQueueRedis,
  createKafka,
  createLogger,
  createRedis,
  createSqlStatements,
  ensureTopics,
  OutboxRelay,
  type RunningConsumer,
  type ServiceApp,
} from '@tov/kit';
import { migrateTestDatabase, testEventProducer, testInfrastructure, waitFor, type TestEventProducer, type TestInfrastructure } from '@tov/kit/testing';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { startSpecialistConsumer } from '../../src/events/subscriptions';
import { SPECIALIST_TOPICS } from '../../src/events/topics';
import { QuoteExpirySweep } from '../../src/jobs/quote-expiry';
import { QueueRoadmapMailer } from '../../src/jobs/roadmap-message-email';
import { SandboxPaymentProvider } from '../../src/payments/sandbox';
import { createSpecialistDb, type SpecialistDb } from '../../src/store/db';

type Kafka = ReturnType<typeof createKafka>;

export type { PublishedEvent } from '@tov/kit/testing';

export interface SpecialistHarness extends Omit<TestEventProducer, 'disconnect'> {
  infra: TestInfrastructure;
  service: ServiceApp;
  db: SpecialistDb;
  redis: Redis;
  kafka: Kafka;
  relay: OutboxRelay;
  /** The service's clock: tests move it forward (quote expiry). */
  clock: { now: Date };
  /** The sandbox payment provider the app charges through (tests count its movements). */
  payments: SandboxPaymentProvider;
  /** The workers' `email` queue under this run's own BullMQ prefix (no worker takes its jobs unless a test starts one with `bullPrefix`). */
  emailQueue: Queue;
  bullPrefix: string;
  /** A sweep on the harness clock (not started: tests run it once). */
  sweep: QuoteExpirySweep;
  /** This run's consumer name (its Kafka group and its `processed_events` rows). */
  consumerName: string;
  /** Waits until this run's consumer has recorded an event as processed. */
  processed(eventId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real specialist app and its consumer on the real Postgres (specialist_test + TOV_TEST_DB_SUFFIX),
 * Redis and Kafka. The consumer group is new for each run and starts at the end of the topics, so only
 * the events of this run reach it. Every test makes its own users, so no table is emptied.
 */
export async function startSpecialistHarness(): Promise<SpecialistHarness> {
  const infra = await testInfrastructure();
  const databaseUrl = infra.databaseUrl('specialist_test');
  await migrateTestDatabase(path.resolve(__dirname, '..', '..'), databaseUrl);
  const logger = createLogger({ name: 'specialist-test', level: (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent' });
  const db = createSpecialistDb(databaseUrl);
  const sql = createSqlStatements(databaseUrl);
  const redis = createRedis(infra.redisUrl);
  const kafka = createKafka('specialist-test', infra.kafkaBrokers, logger);
  await ensureTopics(kafka, SPECIALIST_TOPICS);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 100, backoffBaseMs: 200, backoffMaxMs: 1_000, databaseUrl });
  const clock = { now: new Date() };
  let moved = false;
  const now = () => (moved ? clock.now : new Date());
  const clockProxy = {
    get now() {
      return now();
    },
    set now(value: Date) {
      moved = true;
      clock.now = value;
    },
  };
  const payments = new SandboxPaymentProvider(now);
  const bullPrefix = `specialist-test-${randomUUID().slice(0, 8)}`;
  const queueRedis = createBullQueueRedis(infra.redisUrl);
  const emailQueue = new Queue(EMAIL_QUEUE, { connection: queueRedis, prefix: bullPrefix });
  const service = buildApp({ db, sql, redis, logger, now, payments, roadmapMail: new QueueRoadmapMailer(emailQueue, logger) });
  await service.app.ready();
  const sweep = new QuoteExpirySweep(db, logger, 60_000, now);

  const producer = await testEventProducer(kafka, 'specialist-test');
  const consumerName = `specialist-test-${randomUUID()}`;
  const consumer: RunningConsumer = await startSpecialistConsumer({ kafka, db, logger, consumerName, fromBeginning: false });

  const harness: SpecialistHarness = {
    infra,
    service,
    db,
    redis,
    kafka,
    relay,
    clock: clockProxy,
    payments,
    emailQueue,
    bullPrefix,
    sweep,
    consumerName,
    publish: producer.publish,
    republish: producer.republish,
    async processed(eventId) {
      await waitFor(async () => ((await db.processedEvent.count({ where: { consumer: consumerName, eventId } })) > 0 ? true : undefined), {
        timeoutMs: 30_000,
        what: `event ${eventId} processed`,
      });
    },
    async close() {
      await consumer.stop();
      await producer.disconnect();
      await service.app.close();
      await relay.stop(1_000);
      await emailQueue.obliterate({ force: true }).catch(() => undefined);
      await emailQueue.close();
      await closeRedis(queueRedis);
      await redis.quit();
      await sql.close();
      await db.$disconnect();
    },
  };
  await waitUntilConsuming(harness);
  return harness;
}

/**
 * A new group starting at the end of a topic only sees messages sent after it fetched its offsets.
 * Probes (a registration of nobody, a selection and an assessment of nobody) go to each partition until one is processed there.
 */
async function waitUntilConsuming(h: SpecialistHarness): Promise<void> {
  const admin = h.kafka.admin();
  await admin.connect();
  try {
    const metadata = await admin.fetchTopicMetadata({ topics: [userRegisteredV1.topic, expertSelectedV1.topic, assessmentCompletedV1.topic] });
    for (const topic of metadata.topics) {
      for (const { partitionId } of topic.partitions) {
        await waitFor(
          async () => {
            const probe =
              topic.name === userRegisteredV1.topic
                ? await h.publish(userRegisteredV1, registration('challenger', 'probe'), { partition: partitionId })
                : topic.name === assessmentCompletedV1.topic
                  ? await h.publish(assessmentCompletedV1, assessment('probe', 'PROBE'), { partition: partitionId })
                  : await h.publish(expertSelectedV1, selection('probe-expert', 'probe', randomUUID()), { partition: partitionId });
            for (let i = 0; i < 20; i++) {
              if ((await h.db.processedEvent.count({ where: { consumer: h.consumerName, eventId: probe.id } })) > 0) return true;
              await new Promise((r) => setTimeout(r, 100));
            }
            return undefined;
          },
          { timeoutMs: 60_000, intervalMs: 0, what: `the consumer on ${topic.name}[${partitionId}]` },
        );
      }
    }
  } finally {
    await admin.disconnect();
  }
}

/** `auth.user.registered` of a new account, as auth publishes it. */
export function registration(role: 'challenger' | 'pro' | 'company' | 'admin', name: string, extra: Record<string, unknown> = {}) {
  return {
    userId: randomUUID(),
    email: `${role}.${randomUUID()}@test.tov`,
    name,
    role,
    roles: [role],
    registeredAt: new Date().toISOString(),
    ...(role === 'pro' ? { expertise: 'administrative' as const, certification: ['행정사'], experience: 7 } : {}),
    ...extra,
  };
}

/** `visa.assessment.completed` of a user, as visa-assessment publishes it. */
export function assessment(userId: string, visaType: string, overrides: Record<string, unknown> = {}) {
  return {
    assessmentId: randomUUID(),
    userId,
    visaType,
    visaSubtype: null,
    applicationType: 'change',
    eligible: true,
    score: 72,
    ruleSetId: 'rules-2026',
    nationality: 'Vietnam',
    changePaths: [],
    missingDocuments: ['passport_copy', 'employment_contract'],
    evaluatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** `matching.expert.selected`, as matching publishes it. */
export function selection(expertId: string, userId: string, assessmentId: string, overrides: Record<string, unknown> = {}) {
  return {
    requestId: randomUUID(),
    userId,
    assessmentId,
    expertId,
    serviceOption: 'document_review',
    visaType: 'E-7',
    selectedAt: new Date().toISOString(),
    ...overrides,
  };
}
