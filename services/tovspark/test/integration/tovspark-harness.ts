import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { assessmentCompletedV1, EMAIL_QUEUE, submissionScoredV1, userRegisteredV1 } from '@tov/contracts';
import {
  closeRedis,
  createBullQueueRedis,
  createKafka,
  createLogger,
  createRedis,
  ensureTopics,
  OutboxRelay,
  type RunningConsumer,
  type ServiceApp,
} from '@tov/kit';
import { DeleteBucketCommand, DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Queue } from 'bullmq';
import {
  migrateTestDatabase,
  testEventProducer,
  testInfrastructure,
  testObjectStore,
  waitFor,
  type TestEventProducer,
  type TestInfrastructure,
  type TestObjectStore,
} from '@tov/kit/testing';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { startTovsparkConsumer } from '../../src/events/subscriptions';
import { TOVSPARK_TOPICS } from '../../src/events/topics';
import { QueueTalentContactMailer } from '../../src/jobs/talent-contact-email';
import { createTovsparkDb, type TovsparkDb } from '../../src/store/db';
import { Leaderboards } from '../../src/store/leaderboards';
import { ObjectStore } from '../../src/store/object-store';

type Kafka = ReturnType<typeof createKafka>;

export type { PublishedEvent } from '@tov/kit/testing';

export interface TovsparkHarness extends Omit<TestEventProducer, 'disconnect'> {
  infra: TestInfrastructure;
  service: ServiceApp;
  db: TovsparkDb;
  redis: Redis;
  kafka: Kafka;
  relay: OutboxRelay;
  leaderboards: Leaderboards;
  /** The real S3Proxy, a bucket of this run's own. */
  objectStore: ObjectStore;
  /** The upload limit of this run (small, so the 413 test sends little). */
  fileMaxBytes: number;
  /** This run's leaderboard key prefix in Redis (other runs' boards are never touched). */
  leaderboardPrefix: string;
  /** The workers' `email` queue under this run's own BullMQ prefix (no worker takes its jobs unless a test starts one with `bullPrefix`). */
  emailQueue: Queue;
  bullPrefix: string;
  /** This run's consumer name (its Kafka group and its `processed_events` rows). */
  consumerName: string;
  /** Waits until this run's consumer has recorded an event as processed. */
  processed(eventId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real tovspark app and its consumer on the real Postgres (tovspark_test), Redis and Kafka. The
 * consumer group is new for each run and starts at the end of the topics, so only the events of this
 * run reach it; the ledger is emptied at the start so the boards hold this run's users only.
 */
export const TEST_FILE_MAX_BYTES = 64 * 1024;

export async function startTovsparkHarness(): Promise<TovsparkHarness> {
  const [infra, store] = await Promise.all([testInfrastructure(), testObjectStore()]);
  const databaseUrl = infra.databaseUrl('tovspark_test');
  await migrateTestDatabase(path.resolve(__dirname, '..', '..'), databaseUrl);
  const logger = createLogger({ name: 'tovspark-test', level: (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent' });
  const db = createTovsparkDb(databaseUrl);
  await db.sparkPointsEntry.deleteMany({});
  const redis = createRedis(infra.redisUrl);
  const leaderboardPrefix = `tovspark-test:${randomUUID()}:leaderboard`;
  const leaderboards = new Leaderboards(redis, db, leaderboardPrefix);
  const kafka = createKafka('tovspark-test', infra.kafkaBrokers, logger);
  await ensureTopics(kafka, TOVSPARK_TOPICS);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 100, backoffBaseMs: 200, backoffMaxMs: 1_000, databaseUrl });
  const bullPrefix = `tovspark-test-${randomUUID().slice(0, 8)}`;
  const queueRedis = createBullQueueRedis(infra.redisUrl);
  const emailQueue = new Queue(EMAIL_QUEUE, { connection: queueRedis, prefix: bullPrefix });
  const objectStore = new ObjectStore({ ...store, bucket: `tovspark-test-${randomUUID()}`, forcePathStyle: true, timeoutMs: 5_000 }, logger);
  await objectStore.ensureBucket();
  const service = buildApp({
    db,
    redis,
    leaderboards,
    talentMail: new QueueTalentContactMailer(emailQueue, logger),
    objectStore,
    files: { maxBytes: TEST_FILE_MAX_BYTES, uploadsMax: 5 },
    logger,
  });
  await service.app.ready();

  const producer = await testEventProducer(kafka, 'tovspark-test');
  const consumerName = `tovspark-test-${randomUUID()}`;
  const consumer: RunningConsumer = await startTovsparkConsumer({ kafka, db, leaderboards, logger, consumerName, fromBeginning: false });

  const harness: TovsparkHarness = {
    infra,
    service,
    db,
    redis,
    kafka,
    relay,
    leaderboards,
    objectStore,
    fileMaxBytes: TEST_FILE_MAX_BYTES,
    leaderboardPrefix,
    emailQueue,
    bullPrefix,
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
      const keys = await redis.keys(`${leaderboardPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await db.$disconnect();
      objectStore.close();
      await removeBucket(store, objectStore.bucket).catch(() => {});
    },
  };
  await waitUntilConsuming(harness);
  return harness;
}

/** Empties and removes a run's bucket (S3Proxy keeps each as a folder of the machine's state dir). */
async function removeBucket(store: TestObjectStore, bucket: string): Promise<void> {
  const s3 = new S3Client({
    endpoint: store.endpoint,
    region: store.region,
    forcePathStyle: true,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
  });
  try {
    for (;;) {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
      const keys = (listed.Contents ?? []).map((o) => o.Key!);
      if (keys.length === 0) break;
      for (const Key of keys) await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
    }
    await s3.send(new DeleteBucketCommand({ Bucket: bucket }));
  } finally {
    s3.destroy();
  }
}

/**
 * A new group starting at the end of a topic only sees messages sent after it fetched its offsets.
 * Probes (a registration of nobody, a score that earns nothing) go to each partition until one is processed there.
 */
async function waitUntilConsuming(h: TovsparkHarness): Promise<void> {
  const admin = h.kafka.admin();
  await admin.connect();
  try {
    const metadata = await admin.fetchTopicMetadata({ topics: [userRegisteredV1.topic, submissionScoredV1.topic, assessmentCompletedV1.topic] });
    for (const topic of metadata.topics) {
      for (const { partitionId } of topic.partitions) {
        await waitFor(
          async () => {
            const probe =
              topic.name === userRegisteredV1.topic
                ? await h.publish(userRegisteredV1, registration('company', 'probe'), { partition: partitionId })
                : topic.name === assessmentCompletedV1.topic
                  ? await h.publish(assessmentCompletedV1, assessment('probe', 'PROBE', new Date(0)), { partition: partitionId })
                  : await h.publish(
                      submissionScoredV1,
                      {
                        submissionId: randomUUID(),
                        challengeId: randomUUID(),
                        userId: 'probe',
                        score: 0,
                        challengeSparkPoints: 100,
                        scoredBy: 'probe',
                        scoredAt: new Date().toISOString(),
                      },
                      { partition: partitionId },
                    );
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
export function registration(role: 'challenger' | 'company' | 'admin', name: string, companyName?: string) {
  return {
    userId: randomUUID(),
    email: `${role}.${randomUUID()}@test.tov`,
    name,
    role,
    roles: [role],
    registeredAt: new Date().toISOString(),
    ...(companyName ? { companyName } : {}),
  };
}

/** `visa.assessment.completed` of a user, as visa-assessment publishes it. */
export function assessment(userId: string, visaType: string, evaluatedAt: Date = new Date(), score = 72) {
  return {
    assessmentId: randomUUID(),
    userId,
    visaType,
    visaSubtype: null,
    applicationType: 'change',
    eligible: score >= 60,
    score,
    ruleSetId: 'rules-2026',
    nationality: 'Vietnam',
    changePaths: [],
    missingDocuments: [] as string[],
    evaluatedAt: evaluatedAt.toISOString(),
  };
}
