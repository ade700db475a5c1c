import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kafka } from 'kafkajs';
import type { RunningConsumer } from '../events/consumer';
import { createLogger } from '../observability/logger';
import { isRedisDown } from '../redis';
import type { OutboxRelay } from '../events/outbox-relay';
import type { ServiceApp } from '../http/create-app';
import type { ProcessConfig, ServiceDb, ServiceDefinition } from '../service/service-definition';
import { startService } from '../service/service-runtime';
import { testEventProducer, type TestEventProducer } from './event-producer';
import { generateIdentitySecret, signedIdentityHeaders, type SignedIdentityOptions } from './identity';
import { migrateTestDatabase, testInfrastructure, type TestInfrastructure } from './infrastructure';
import { waitFor } from './wait-for';

export interface ServiceHarnessOptions<Deps> {
  /** The service's test database (`tovspark_test`); migrated before the start. */
  database?: string;
  /** Configuration over the service's defaults and the test infrastructure's addresses. */
  env?: Record<string, string>;
  /** Start the consumer (default: when the service subscribes to events). */
  consume?: boolean;
  /** Replaces dependencies for the test (a fast password hash, a fixed day, captured publishes). */
  override?(deps: Deps): Deps;
}

export interface ServiceHarness<C, Db, Deps> extends Omit<TestEventProducer, 'disconnect'> {
  infra: TestInfrastructure;
  config: C;
  service: ServiceApp;
  db: Db;
  deps: Deps;
  redis: Redis;
  kafka: Kafka;
  /** Not started: a test that needs its events on Kafka calls `relay.start()`. */
  relay: OutboxRelay;
  /** A queue the service adds jobs to, under this run's own prefix (no worker takes its jobs unless a test starts one). */
  queue(name: string): Queue;
  bullPrefix: string;
  /** This run's consumer group (its `processed_events` rows). */
  consumerName: string;
  /**
   * The identity headers the gateway would forward for this caller, signed with the service's own
   * secret (`INTERNAL_IDENTITY_SECRET` of its configuration), with the `x-request-id` they cover.
   */
  identityHeaders(userId: string, roles: string | readonly string[], options?: SignedIdentityOptions): Record<string, string>;
  /** Waits until this run's consumer has recorded an event as processed. */
  processed(eventId: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Resolves once the consumer has fetched after joining its group: a new group reading from the end of
 * its topics fixes its offsets at its first fetch, so from then on it sees everything published (what
 * a test published before that would be missed). Replaces the probe events each harness once sent.
 */
function firstFetch(consumer: RunningConsumer, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      remove();
      reject(new Error(`the consumer did not fetch within ${timeoutMs} ms of joining its group`));
    }, timeoutMs);
    const remove = consumer.consumer.on(consumer.consumer.events.FETCH, () => {
      clearTimeout(timer);
      remove();
      resolve();
    });
  });
}

/**
 * Starts a service's own declaration in a test, on the real Postgres (its `_test` database), Redis and
 * Kafka: a consumer group, BullMQ prefix and logger of this run, the consumer (when the service
 * subscribes) joined before it returns, a producer to feed it other services' events.
 */
export async function startServiceHarness<C extends ProcessConfig, Db extends ServiceDb, Deps>(
  definition: ServiceDefinition<C, Db, Deps>,
  options: ServiceHarnessOptions<Deps> = {},
): Promise<ServiceHarness<C, Db, Deps>> {
  const infra = await testInfrastructure();
  const run = randomUUID().slice(0, 8);
  const databaseUrl = options.database ? infra.databaseUrl(options.database) : undefined;
  if (databaseUrl) await migrateTestDatabase(definition.root, databaseUrl);
  const config = definition.loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    REDIS_URL: infra.redisUrl,
    KAFKA_BROKERS: infra.kafkaBrokers.join(','),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    BULLMQ_PREFIX: `test-${run}`,
    CONSUMER_GROUP: `test-${run}`,
    CONSUMER_FROM_BEGINNING: 'false',
    CONSUMER_RETRY_MS: '1000',
    // A secret of this run: tests sign identities with it (`identityHeaders`), as the gateway does.
    INTERNAL_IDENTITY_SECRET: generateIdentitySecret(),
    ...options.env,
  });
  const logger = createLogger({ name: `${config.SERVICE_NAME}-test`, level: config.LOG_LEVEL });
  const withOverride = options.override
    ? {
        ...definition,
        dependencies: async (runtime: Parameters<typeof definition.dependencies>[0]) => options.override!(await definition.dependencies(runtime)),
      }
    : definition;
  const started = await startService(withOverride, config, logger, {
    consume: options.consume,
    relay: { pollIntervalMs: 100, backoffBaseMs: 200, backoffMaxMs: 1_000 },
    relayFlushMs: 1_000,
  });
  const { runtime } = started;
  // What is started is stopped again when the start fails half-way: a test file whose harness did not
  // come up must still end (an open client keeps Jest running for ever).
  const closeStarted = async () => {
    await started.service.app.close().catch(() => undefined);
    for (const step of started.closeSteps) await Promise.resolve(step.run()).catch(() => undefined);
  };
  let producer: TestEventProducer;
  try {
    // Prisma loads its query compiler at its first query: here, inside the test file's hook, not in a
    // consumer's batch between two tests (Jest refuses an import there and fails every test of the file).
    if (runtime.db) await runtime.db.$queryRawUnsafe('SELECT 1');
    await started.service.app.ready();
    producer = await testEventProducer(runtime.kafka, `${config.SERVICE_NAME}-test`);
  } catch (error) {
    await closeStarted();
    throw error;
  }
  try {
    if (started.consumer) {
      const consumer = await waitFor(async () => started.consumer!.current(), { timeoutMs: 60_000, what: 'the consumer to start' });
      await firstFetch(consumer);
    }
  } catch (error) {
    await producer.disconnect().catch(() => undefined);
    await closeStarted();
    throw error;
  }
  const consumerName = config.CONSUMER_GROUP ?? '';
  return {
    infra,
    config,
    service: started.service,
    db: runtime.db,
    deps: started.deps,
    redis: runtime.redis,
    kafka: runtime.kafka,
    relay: runtime.relay,
    queue: (name) => runtime.queue(name),
    bullPrefix: config.BULLMQ_PREFIX,
    consumerName,
    identityHeaders(userId, roles, signing) {
      const secret = config.INTERNAL_IDENTITY_SECRET;
      if (!secret) throw new Error(`${config.SERVICE_NAME} has no INTERNAL_IDENTITY_SECRET: it believes no forwarded identity`);
      return signedIdentityHeaders(secret, { userId, roles }, signing);
    },
    publish: producer.publish,
    republish: producer.republish,
    async processed(eventId, timeoutMs = 30_000) {
      const sql = 'SELECT 1 FROM processed_events WHERE consumer = $1 AND event_id = $2';
      await waitFor(async () => ((await runtime.db.$queryRawUnsafe<unknown[]>(sql, consumerName, eventId)).length > 0 ? true : undefined), {
        timeoutMs,
        what: `event ${eventId} processed`,
      });
    },
    async close() {
      await producer.disconnect();
      for (const queue of started.queues.values()) {
        if (!isRedisDown(queue.opts.connection as Redis)) await queue.obliterate({ force: true }).catch(() => undefined);
      }
      // A test may have stopped the relay or a dependency already: closing goes on.
      await closeStarted();
    },
  };
}
