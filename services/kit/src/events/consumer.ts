import { ZAnyEventEnvelopeSchema, findEventDefinition, type EventDefinition, type TAnyEventEnvelope } from '@tov/contracts';
import { Partitioners, type Admin, type Consumer, type Kafka, type KafkaMessage, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { SqlClient, TransactionalClient } from '../db/prisma';
import type { ReadinessCheck } from '../health';
import { unavailableDependency } from '../resilience/dependency-errors';

/** An event as a handler receives it: the envelope with its data parsed by the event's contract. */
export type EventOf<D extends EventDefinition> = Omit<TAnyEventEnvelope, 'data'> & { data: z.output<D['data']> };

/**
 * What a consumer does with one event type: `on(definition, handler)` or `onRun(definition, handler)`.
 * `Tx` is the service's transaction client, the one its handlers write their projections with.
 */
export interface Subscription<Tx> {
  definition: EventDefinition;
  /** Applies a run of consecutive events of this type, in partition order, inside the transaction that records them. */
  apply(events: TAnyEventEnvelope[], tx: Tx): Promise<void>;
}

/** `type@version`: a subscriber of one version never receives another (a new version is a new contract). */
const versionedType = (type: string, version: number) => `${type}@${version}`;

/** Subscribes a handler of one event: it receives the event with typed data, inside the transaction that records it as processed. */
export function on<D extends EventDefinition, Tx>(definition: D, handler: (event: EventOf<D>, tx: Tx) => Promise<void>): Subscription<Tx> {
  return {
    definition,
    async apply(events, tx) {
      // parseEvent has parsed each event's data with this definition's contract.
      for (const event of events) await handler(event as EventOf<D>, tx);
    },
  };
}

/**
 * Subscribes a handler of a run of consecutive events of one type (a projection written many rows
 * at a time: one multi-row statement instead of one per event).
 */
export function onRun<D extends EventDefinition, Tx>(definition: D, handler: (events: EventOf<D>[], tx: Tx) => Promise<void>): Subscription<Tx> {
  return { definition, apply: (events, tx) => handler(events as EventOf<D>[], tx) };
}

export interface IdempotentConsumerOptions<Tx extends SqlClient> {
  kafka: Kafka;
  db: TransactionalClient<Tx>;
  logger: Logger;
  /** Names the consumer in `processed_events` and is the Kafka group id. */
  consumerName: string;
  /** Every event this consumer applies (the topics follow from the events' contracts). */
  subscriptions: Subscription<Tx>[];
  maxAttempts?: number;
  retryDelayMs?: number;
  fromBeginning?: boolean;
  /** At most this many messages of a fetched batch are applied in one transaction (default 500). */
  chunkSize?: number;
  /**
   * A fetch is answered once this many bytes are waiting or `fetchMaxWaitMs` has passed (defaults
   * 256 KiB and 250 ms): under load the consumer gets a few hundred events per fetch and applies
   * them in one transaction per partition, instead of a transaction every few events; when traffic
   * is light an event waits at most a quarter of a second more (docs/decisions/012-consumers-apply-batches-in-chunks.md).
   */
  fetchMinBytes?: number;
  fetchMaxWaitMs?: number;
}

export interface RunningConsumer {
  consumer: Consumer;
  /** True once the consumer has joined its group (readiness: it will see what is published from now on). */
  hasJoined(): boolean;
  /** Messages on its topics past the group's committed offsets, or null when Kafka cannot say (the supervisor's stall check). */
  lag?(): Promise<number | null>;
  stop(): Promise<void>;
}

/** The longest a reading of the consumer's lag may take (the watchdog's, consumer-supervisor.ts). */
const LAG_READ_TIMEOUT_MS = 5_000;

class PoisonMessageError extends Error {}

/** The consumer stopped (or lost its partitions) while it waited for a dependency: resolve nothing more. */
class StoppedWaitingError extends Error {}

type HandlersByType<Tx> = Map<string, Subscription<Tx>>;

/** The subscriptions by topic, each topic's handlers by `type@version`. */
function handlersByTopic<Tx>(subscriptions: Subscription<Tx>[]): Map<string, HandlersByType<Tx>> {
  const byTopic = new Map<string, HandlersByType<Tx>>();
  for (const subscription of subscriptions) {
    const { definition } = subscription;
    const handlers = byTopic.get(definition.topic) ?? new Map();
    const key = versionedType(definition.type, definition.version);
    if (handlers.has(key)) throw new Error(`${key} is subscribed twice`);
    handlers.set(key, subscription);
    byTopic.set(definition.topic, handlers);
  }
  return byTopic;
}

/** Consecutive events of one type, in order. */
function runsOfOneType(events: TAnyEventEnvelope[]): TAnyEventEnvelope[][] {
  const runs: TAnyEventEnvelope[][] = [];
  for (const event of events) {
    const last = runs[runs.length - 1];
    if (last && last[0]!.type === event.type && last[0]!.version === event.version) last.push(event);
    else runs.push([event]);
  }
  return runs;
}

/**
 * Consumes with at-least-once delivery and exactly-once effect: each message is re-parsed with its
 * contract, `(consumer, event id)` is inserted under a unique key in the same transaction as the
 * handler's effect (a duplicate is skipped), the offset is committed only after the handler finishes,
 * and a message that keeps failing goes to `<topic>.dlq` after bounded retries.
 *
 * The messages of a fetched batch are applied together, up to `chunkSize` in one transaction (under
 * load a transaction per event was most of a projection's cost: bench/evaluate). A chunk that fails
 * for any reason (a message that is not an event, a handler error) rolls back whole and is applied
 * again one message at a time, with the retries and the dead-letter topic of each.
 */
export async function startIdempotentConsumer<Tx extends SqlClient>(options: IdempotentConsumerOptions<Tx>): Promise<RunningConsumer> {
  const { kafka, db, logger, consumerName } = options;
  const maxAttempts = options.maxAttempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const chunkSize = options.chunkSize ?? 500;
  const consumer = kafka.consumer({
    groupId: consumerName,
    sessionTimeout: 15_000,
    heartbeatInterval: 1_000,
    retry: { retries: 5 },
    minBytes: options.fetchMinBytes ?? 256 * 1024,
    maxWaitTimeInMs: options.fetchMaxWaitMs ?? 250,
  });
  const dlqProducer: Producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner });
  const byTopic = handlersByTopic(options.subscriptions);

  let joined = false;
  consumer.on(consumer.events.GROUP_JOIN, () => {
    joined = true;
  });
  consumer.on(consumer.events.CRASH, () => {
    joined = false;
  });
  await consumer.connect();
  await dlqProducer.connect();
  for (const topic of byTopic.keys()) await consumer.subscribe({ topic, fromBeginning: options.fromBeginning ?? true });

  await consumer.run({
    autoCommit: true,
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
      const handlers = byTopic.get(batch.topic) ?? new Map();
      const wait = { heartbeat, active: () => isRunning() && !isStale(), topic: batch.topic, partition: batch.partition };
      try {
        for (let start = 0; start < batch.messages.length; start += chunkSize) {
          if (!isRunning() || isStale()) return;
          const chunk = batch.messages.slice(start, start + chunkSize);
          const applied = await whileUnavailable(() => applyTogether(chunk, handlers), wait).then(
            () => true,
            (error: Error) => {
              if (error instanceof StoppedWaitingError) throw error;
              if (!(error instanceof PoisonMessageError))
                logger.warn(
                  { topic: batch.topic, partition: batch.partition, count: chunk.length, err: error.message },
                  'event chunk failed; applying its messages one by one',
                );
              return false;
            },
          );
          if (applied) {
            resolveOffset(chunk[chunk.length - 1]!.offset);
          } else {
            for (const message of chunk) {
              await applyWithRetries(batch.topic, batch.partition, message, handlers, wait);
              resolveOffset(message.offset);
              await heartbeat();
            }
          }
          await heartbeat();
        }
      } catch (error) {
        // Stopped while waiting for the database: what was applied is resolved, the rest is fetched again.
        if (error instanceof StoppedWaitingError) return;
        throw error;
      }
    },
  });

  /**
   * Runs `apply` again, with backoff, for as long as it fails because a dependency is down (the
   * database restarting): the events wait in Kafka, uncommitted, and are applied once it answers;
   * an outage never uses up a message's attempts or sends it to the dead-letter topic. Heartbeats
   * keep the consumer in its group meanwhile. Other failures are thrown at once.
   */
  async function whileUnavailable(
    apply: () => Promise<void>,
    wait: { heartbeat(): Promise<void>; active(): boolean; topic: string; partition: number },
  ): Promise<void> {
    let waitedSince: number | undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        await apply();
        if (waitedSince !== undefined)
          logger.info({ topic: wait.topic, partition: wait.partition, waitedMs: Date.now() - waitedSince }, 'dependency back; consuming again');
        return;
      } catch (error) {
        const dependency = unavailableDependency(error);
        if (!dependency) throw error;
        if (waitedSince === undefined) {
          waitedSince = Date.now();
          logger.warn(
            { topic: wait.topic, partition: wait.partition, dependency, err: (error as Error).message.slice(0, 300) },
            'dependency unavailable; the events wait until it answers',
          );
        }
        if (!wait.active()) throw new StoppedWaitingError();
        await new Promise((r) => setTimeout(r, Math.min(200 * 2 ** Math.min(attempt, 4), 2_000)));
        await wait.heartbeat();
      }
    }
  }

  /** One transaction for the chunk: the processed-event rows in one statement, then each run of new events. */
  async function applyTogether(messages: KafkaMessage[], handlers: HandlersByType<Tx>): Promise<void> {
    const events = messages.map((message) => parseEvent(message, handlers)).filter((event) => handlers.has(versionedType(event.type, event.version)));
    if (events.length === 0) return;
    await db.$transaction(async (tx) => {
      const inserted = await tx.$queryRawUnsafe<Array<{ event_id: string }>>(
        `INSERT INTO processed_events (consumer, event_id, processed_at)
         SELECT $1, event_id, now() FROM unnest($2::text[]) AS event_id
         ON CONFLICT DO NOTHING RETURNING event_id`,
        consumerName,
        events.map((event) => event.id),
      );
      const fresh = new Set(inserted.map((row) => row.event_id));
      // A duplicate inside the chunk is applied once: its id leaves the set the first time.
      const toApply = events.filter((event) => fresh.delete(event.id));
      for (const run of runsOfOneType(toApply)) await handlers.get(versionedType(run[0]!.type, run[0]!.version))!.apply(run, tx);
    });
  }

  async function applyWithRetries(
    topic: string,
    partition: number,
    message: KafkaMessage,
    handlers: HandlersByType<Tx>,
    wait: Parameters<typeof whileUnavailable>[1],
  ): Promise<void> {
    let lastError: Error | undefined;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      try {
        await whileUnavailable(() => applyTogether([message], handlers), wait);
        return;
      } catch (error) {
        lastError = error as Error;
        if (error instanceof StoppedWaitingError) throw error;
        if (error instanceof PoisonMessageError) break;
        logger.warn({ topic, partition, offset: message.offset, attempt, err: lastError.message }, 'event handler failed');
        await new Promise((r) => setTimeout(r, retryDelayMs * 2 ** (attempt - 1)));
      }
    }
    await dlqProducer.send({
      topic: `${topic}.dlq`,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            'dlq-consumer': consumerName,
            'dlq-error': (lastError?.message ?? 'unknown').slice(0, 500),
            'dlq-original-topic': topic,
            'dlq-original-offset': message.offset,
          },
        },
      ],
    });
    logger.error({ topic, partition, offset: message.offset, err: lastError?.message }, 'event sent to dead-letter topic');
  }

  let admin: Admin | undefined;
  return {
    consumer,
    hasJoined: () => joined,
    async lag() {
      // Bounded: an admin client connected before a broker restart can sit in its retries for minutes,
      // and a watchdog waiting on it would never decide. A slow or failed reading drops the client, so
      // the next reading connects afresh.
      const reading = (async () => {
        if (!admin) {
          const connecting = kafka.admin();
          await connecting.connect();
          admin = connecting;
        }
        let behind = 0;
        for (const topic of byTopic.keys()) {
          const [ends, [committed]] = await Promise.all([admin.fetchTopicOffsets(topic), admin.fetchOffsets({ groupId: consumerName, topics: [topic] })]);
          const at = new Map((committed?.partitions ?? []).filter((p) => Number(p.offset) >= 0).map((p) => [p.partition, Number(p.offset)]));
          // A partition without a committed offset yet says nothing about a stall: it counts as caught up.
          for (const end of ends) behind += Math.max(0, Number(end.high) - (at.get(end.partition) ?? Number(end.high)));
        }
        return behind;
      })();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), LAG_READ_TIMEOUT_MS);
      });
      const behind = await Promise.race([reading.catch(() => null), timedOut]).finally(() => clearTimeout(timer));
      if (behind === null) {
        const stale = admin;
        admin = undefined;
        void stale?.disconnect().catch(() => undefined);
      }
      return behind;
    },
    async stop() {
      await consumer.disconnect().catch(() => undefined);
      await dlqProducer.disconnect().catch(() => undefined);
      await admin?.disconnect().catch(() => undefined);
    },
  };
}

/**
 * Re-parses a message: the envelope, then, for an event this consumer subscribes to, its data with
 * the subscribed contract. An event of another type is returned unparsed (the consumer skips it); an
 * event no contract of the platform knows is poison (dead-lettered).
 */
export function parseEvent(
  message: Pick<KafkaMessage, 'value'>,
  subscribed: ReadonlyMap<string, { definition: EventDefinition }> = new Map(),
): TAnyEventEnvelope {
  let raw: unknown;
  try {
    raw = JSON.parse(message.value?.toString('utf8') ?? '');
  } catch {
    throw new PoisonMessageError('message is not JSON');
  }
  const envelope = ZAnyEventEnvelopeSchema.safeParse(raw);
  if (!envelope.success) throw new PoisonMessageError(`not an event envelope: ${envelope.error.message.slice(0, 200)}`);
  const { type, version } = envelope.data;
  const definition = subscribed.get(versionedType(type, version))?.definition;
  if (!definition) {
    if (!findEventDefinition(type, version)) throw new PoisonMessageError(`unknown event ${type} v${version}`);
    return envelope.data;
  }
  const data = definition.data.safeParse(envelope.data.data);
  if (!data.success) throw new PoisonMessageError(`invalid ${type} data: ${data.error.message.slice(0, 200)}`);
  return { ...envelope.data, data: data.data };
}

/** Readiness of a consumer that may still be starting (in the background, while Kafka is down). */
export function consumerCheck(current: () => RunningConsumer | undefined): ReadinessCheck {
  return {
    name: 'kafka-consumer',
    check: async () => {
      if (!current()?.hasJoined()) throw new Error('the event consumer has not joined its group yet');
    },
  };
}
