import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createSqlStatements, type SqlStatements } from '../db/sql-statements';
import { consumerCheck, startIdempotentConsumer } from '../events/consumer';
import { superviseConsumer } from '../events/consumer-supervisor';
import { createKafka, ensureTopics, kafkaCheck } from '../events/kafka';
import { OutboxRelay, type OutboxRelayOptions } from '../events/outbox-relay';
import type { ReadinessCheck } from '../health';
import { createBullQueueRedis, createBullWorkerRedis, handleQueueErrors } from '../jobs/bullmq';
import { closeRedis, createRedis, isRedisDown } from '../redis';
import type { ShutdownStep } from '../shutdown';
import { topicsOf, type BackgroundTask, type ProcessConfig, type ServiceDb, type ServiceDefinition, type ServiceRuntime } from './service-definition';

/** A running service's parts, as `runService` and the test harness use them. */
export interface StartedService<C extends ProcessConfig, Db, Deps> {
  runtime: ServiceRuntime<C, Db>;
  deps: Deps;
  service: ReturnType<ServiceDefinition<C, ServiceDb | undefined, Deps>['app']>;
  /** The consumer's supervisor, when the service subscribes to events and `consume` was asked. */
  consumer?: ReturnType<typeof superviseConsumer>;
  background: BackgroundTask[];
  /** The queues the service made so far, by name. */
  queues: ReadonlyMap<string, Queue>;
  /** Everything in shutdown order after HTTP: background, consumer, outbox, the service's own closers, clients. */
  closeSteps: ShutdownStep[];
}

export interface StartOptions {
  /** Start the consumer (projections); the harness may leave it off. Default: when the service subscribes. */
  consume?: boolean;
  /** The relay's timings (the harness publishes faster). */
  relay?: Partial<Pick<OutboxRelayOptions, 'pollIntervalMs' | 'backoffBaseMs' | 'backoffMaxMs'>>;
  /** How long the outbox's last flush may take at shutdown (default 5 s). */
  relayFlushMs?: number;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not configured for this service`);
  return value;
}

/**
 * Builds a service from its definition: clients from its configuration, its dependencies, its app
 * (with Kafka's and the consumer's readiness), its topics, and the consumer started in the background
 * (a broker that is down delays projections, not the API). Does not listen, nor start the relay or the
 * background work: the caller does, so a test decides what runs.
 */
export async function startService<C extends ProcessConfig, Db extends ServiceDb | undefined, Deps>(
  definition: ServiceDefinition<C, Db, Deps>,
  config: C,
  logger: Logger,
  options: StartOptions = {},
): Promise<StartedService<C, Db, Deps>> {
  const closers: ShutdownStep[] = [];
  const redis = createRedis(config.REDIS_URL, { logger });
  const db = definition.database ? definition.database(required(config.DATABASE_URL, 'DATABASE_URL'), logger) : (undefined as Db);
  const kafka = db ? createKafka(config.SERVICE_NAME, required(config.KAFKA_BROKERS, 'KAFKA_BROKERS'), logger) : undefined;
  const relay =
    db && kafka ? new OutboxRelay({ db, kafka, logger, pollIntervalMs: config.OUTBOX_POLL_MS, databaseUrl: config.DATABASE_URL, ...options.relay }) : undefined;
  const queues = new Map<string, Queue>();
  let queueRedis: Redis | undefined;
  let workerRedis: Redis | undefined;
  let sql: SqlStatements | undefined;

  const runtime: ServiceRuntime<C, Db> = {
    config,
    logger,
    db,
    redis,
    get kafka() {
      return required(kafka, 'Kafka (a database and its outbox)');
    },
    get relay() {
      return required(relay, 'the outbox relay (a database)');
    },
    queue(name) {
      let queue = queues.get(name);
      if (!queue) {
        queueRedis ??= createBullQueueRedis(config.REDIS_URL, { logger });
        queue = new Queue(name, { connection: queueRedis, prefix: config.BULLMQ_PREFIX });
        handleQueueErrors(queue, logger, `${name} queue`);
        queues.set(name, queue);
      }
      return queue;
    },
    workerRedis() {
      workerRedis ??= createBullWorkerRedis(config.REDIS_URL, { logger });
      return workerRedis;
    },
    sql() {
      sql ??= createSqlStatements(required(config.DATABASE_URL, 'DATABASE_URL'), { logger });
      return sql;
    },
    onClose(name, close) {
      closers.push({ name, run: async () => close() });
    },
  };

  const deps = await definition.dependencies(runtime);
  const subscriptions = definition.subscriptions?.(deps) ?? [];
  const consume = (options.consume ?? true) && subscriptions.length > 0;
  const kafkaReady = kafka ? kafkaCheck(kafka) : undefined;
  let consumer: ReturnType<typeof superviseConsumer> | undefined;
  const extraChecks: ReadinessCheck[] = [...(kafkaReady ? [kafkaReady] : []), ...(consume ? [consumerCheck(() => consumer?.current())] : [])];
  const service = definition.app(deps, extraChecks);
  // The app checks every forwarded identity from its first hook on; here it learns the secret (a process without one believes none).
  service.verifyForwardedIdentity({ secret: config.INTERNAL_IDENTITY_SECRET, maxAgeMs: config.INTERNAL_IDENTITY_MAX_AGE_MS });

  if (kafka) {
    const published = topicsOf(definition.publishes ?? []);
    // A broker that is down at start does not stop the service: the outbox keeps what it publishes.
    ensureTopics(kafka, published).catch((error: Error) => logger.warn({ err: error.message }, 'could not ensure topics yet'));
  }
  if (consume && kafka && db) {
    const groupId = required(config.CONSUMER_GROUP, 'CONSUMER_GROUP');
    const topics = topicsOf(subscriptions.map((s) => s.definition));
    consumer = superviseConsumer(
      async () => {
        await ensureTopics(kafka, topics);
        return startIdempotentConsumer({
          kafka,
          db,
          logger,
          consumerName: groupId,
          subscriptions,
          fromBeginning: config.CONSUMER_FROM_BEGINNING ?? true,
        });
      },
      { logger, retryMs: config.CONSUMER_RETRY_MS ?? 5_000 },
    );
  }

  const background = definition.background?.(deps, runtime) ?? [];
  const closeSteps: ShutdownStep[] = [
    ...background.map((task) => ({ name: task.name, run: () => task.stop() })),
    ...(consumer ? [{ name: 'consumer', run: () => consumer!.stop() }] : []),
    ...(relay ? [{ name: 'outbox', run: () => relay.stop(options.relayFlushMs) }] : []),
    ...closers,
    {
      name: 'queues',
      run: async () => {
        // A queue whose Redis is down would wait for it: its connection is dropped first.
        if (queueRedis && isRedisDown(queueRedis)) await closeRedis(queueRedis);
        await Promise.all([...queues.values()].map((queue) => queue.close()));
      },
    },
    { name: 'bullmq redis', run: () => Promise.all([queueRedis && closeRedis(queueRedis), workerRedis && closeRedis(workerRedis)]) },
    { name: 'sql statements', run: async () => sql?.close() },
    ...(kafkaReady ? [{ name: 'kafka', run: () => kafkaReady.close() }] : []),
    { name: 'redis', run: () => closeRedis(redis) },
    ...(db ? [{ name: 'postgres', run: () => db.$disconnect() }] : []),
  ];
  return { runtime, deps, service, consumer, background, queues, closeSteps };
}
