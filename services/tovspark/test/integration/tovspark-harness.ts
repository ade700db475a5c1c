import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { submissionScoredV1, userRegisteredV1 } from '@tov/contracts';
import { createKafka, createLogger, createRedis, ensureTopics, OutboxRelay, type RunningConsumer, type ServiceApp } from '@tov/kit';
import { migrateTestDatabase, testEventProducer, testInfrastructure, waitFor, type TestEventProducer, type TestInfrastructure } from '@tov/kit/testing';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { startTovsparkConsumer } from '../../src/events/subscriptions';
import { TOVSPARK_TOPICS } from '../../src/events/topics';
import { createTovsparkDb, type TovsparkDb } from '../../src/store/db';
import { Leaderboards } from '../../src/store/leaderboards';

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
  /** This run's leaderboard key prefix in Redis (other runs' boards are never touched). */
  leaderboardPrefix: string;
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
export async function startTovsparkHarness(): Promise<TovsparkHarness> {
  const infra = await testInfrastructure();
  const databaseUrl = infra.databaseUrl('tovspark_test');
  await migrateTestDatabase(path.resolve(__dirname, '..', '..'), databaseUrl);
  const logger = createLogger({ name: 'tovspark-test', level: 'silent' });
  const db = createTovsparkDb(databaseUrl);
  await db.sparkPointsEntry.deleteMany({});
  const redis = createRedis(infra.redisUrl);
  const leaderboardPrefix = `tovspark-test:${randomUUID()}:leaderboard`;
  const leaderboards = new Leaderboards(redis, db, leaderboardPrefix);
  const kafka = createKafka('tovspark-test', infra.kafkaBrokers, logger);
  await ensureTopics(kafka, TOVSPARK_TOPICS);
  const relay = new OutboxRelay({ db, kafka, logger, pollIntervalMs: 100, backoffBaseMs: 200, backoffMaxMs: 1_000, databaseUrl });
  const service = buildApp({ db, redis, leaderboards, logger });
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
    leaderboardPrefix,
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
      const keys = await redis.keys(`${leaderboardPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await db.$disconnect();
    },
  };
  await waitUntilConsuming(harness);
  return harness;
}

/**
 * A new group starting at the end of a topic only sees messages sent after it fetched its offsets.
 * Probes (a registration of nobody, a score that earns nothing) go to each partition until one is processed there.
 */
async function waitUntilConsuming(h: TovsparkHarness): Promise<void> {
  const admin = h.kafka.admin();
  await admin.connect();
  try {
    const metadata = await admin.fetchTopicMetadata({ topics: [userRegisteredV1.topic, submissionScoredV1.topic] });
    for (const topic of metadata.topics) {
      for (const { partitionId } of topic.partitions) {
        await waitFor(
          async () => {
            const probe =
              topic.name === userRegisteredV1.topic
                ? await h.publish(userRegisteredV1, registration('challenger', 'probe'), { partition: partitionId })
                : await h.publish(submissionScoredV1, { submissionId: randomUUID(), challengeId: randomUUID(), userId: 'probe', score: 0, challengeSparkPoints: 100, scoredBy: 'probe', scoredAt: new Date().toISOString() }, { partition: partitionId });
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
