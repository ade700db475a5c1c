import { ZAnyEventEnvelopeSchema, findEventDefinition, type TAnyEventEnvelope } from '@tov/contracts';
import { Partitioners, type Consumer, type Kafka, type KafkaMessage, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { SqlClient, TransactionalClient } from '../db/prisma';
import type { ReadinessCheck } from '../health';

/** A handler for one event type; it runs inside the transaction that records the event as processed. */
export type EventHandler = (event: TAnyEventEnvelope, tx: SqlClient) => Promise<void>;

/**
 * A handler for a run of consecutive events of one type, in partition order, inside the transaction
 * that records them as processed: one multi-row statement instead of one per event.
 */
export type BatchEventHandler = (events: TAnyEventEnvelope[], tx: SqlClient) => Promise<void>;

export interface Subscription {
  topic: string;
  /** Event type -> handler of one event. */
  handlers?: Record<string, EventHandler>;
  /** Event type -> handler of a run of events (for projections written many rows at a time). */
  batchHandlers?: Record<string, BatchEventHandler>;
}

export interface IdempotentConsumerOptions {
  kafka: Kafka;
  db: TransactionalClient;
  logger: Logger;
  /** Names the consumer in `processed_events` and is the Kafka group id. */
  consumerName: string;
  subscriptions: Subscription[];
  maxAttempts?: number;
  retryDelayMs?: number;
  fromBeginning?: boolean;
  /** At most this many messages of a fetched batch are applied in one transaction (default 500). */
  chunkSize?: number;
  /**
   * A fetch is answered once this many bytes are waiting or `fetchMaxWaitMs` has passed (defaults
   * 256 KiB and 250 ms): under load the consumer gets a few hundred events per fetch and applies
   * them in one transaction per partition, instead of a transaction every few events; when traffic
   * is light an event waits at most a quarter of a second more (docs/decisions.md).
   */
  fetchMinBytes?: number;
  fetchMaxWaitMs?: number;
}

export interface RunningConsumer {
  consumer: Consumer;
  /** True once the consumer has joined its group (readiness: it will see what is published from now on). */
  hasJoined(): boolean;
  stop(): Promise<void>;
}

class PoisonMessageError extends Error {}

type HandlersByType = Map<string, BatchEventHandler>;

/** Every handler as a run handler: a one-event handler applies the run's events one after another. */
function handlersOf(subscription: Subscription): HandlersByType {
  const byType: HandlersByType = new Map();
  for (const [type, handler] of Object.entries(subscription.handlers ?? {})) {
    byType.set(type, async (events, tx) => {
      for (const event of events) await handler(event, tx);
    });
  }
  for (const [type, handler] of Object.entries(subscription.batchHandlers ?? {})) byType.set(type, handler);
  return byType;
}

/** Consecutive events of one type, in order. */
function runsOfOneType(events: TAnyEventEnvelope[]): TAnyEventEnvelope[][] {
  const runs: TAnyEventEnvelope[][] = [];
  for (const event of events) {
    const last = runs[runs.length - 1];
    if (last && last[0]!.type === event.type) last.push(event);
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
export async function startIdempotentConsumer(options: IdempotentConsumerOptions): Promise<RunningConsumer> {
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
  const byTopic = new Map(options.subscriptions.map((s) => [s.topic, handlersOf(s)]));

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
      for (let start = 0; start < batch.messages.length; start += chunkSize) {
        if (!isRunning() || isStale()) return;
        const chunk = batch.messages.slice(start, start + chunkSize);
        const applied = await applyTogether(chunk, handlers).then(
          () => true,
          (error: Error) => {
            if (!(error instanceof PoisonMessageError)) logger.warn({ topic: batch.topic, partition: batch.partition, count: chunk.length, err: error.message }, 'event chunk failed; applying its messages one by one');
            return false;
          },
        );
        if (applied) {
          resolveOffset(chunk[chunk.length - 1]!.offset);
        } else {
          for (const message of chunk) {
            await applyWithRetries(batch.topic, batch.partition, message, handlers);
            resolveOffset(message.offset);
            await heartbeat();
          }
        }
        await heartbeat();
      }
    },
  });

  /** One transaction for the chunk: the processed-event rows in one statement, then each run of new events. */
  async function applyTogether(messages: KafkaMessage[], handlers: HandlersByType): Promise<void> {
    const events = messages.map(parseEvent).filter((event) => handlers.has(event.type));
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
      for (const run of runsOfOneType(toApply)) await handlers.get(run[0]!.type)!(run, tx);
    });
  }

  async function applyWithRetries(topic: string, partition: number, message: KafkaMessage, handlers: HandlersByType): Promise<void> {
    let lastError: Error | undefined;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      try {
        await applyTogether([message], handlers);
        return;
      } catch (error) {
        lastError = error as Error;
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

  return {
    consumer,
    hasJoined: () => joined,
    async stop() {
      await consumer.disconnect().catch(() => undefined);
      await dlqProducer.disconnect().catch(() => undefined);
    },
  };
}

/** Re-parses a message: the envelope, then the data with the registered contract of its type and version. */
export function parseEvent(message: Pick<KafkaMessage, 'value'>): TAnyEventEnvelope {
  let raw: unknown;
  try {
    raw = JSON.parse(message.value?.toString('utf8') ?? '');
  } catch {
    throw new PoisonMessageError('message is not JSON');
  }
  const envelope = ZAnyEventEnvelopeSchema.safeParse(raw);
  if (!envelope.success) throw new PoisonMessageError(`not an event envelope: ${envelope.error.message.slice(0, 200)}`);
  const definition = findEventDefinition(envelope.data.type, envelope.data.version);
  if (!definition) throw new PoisonMessageError(`unknown event ${envelope.data.type} v${envelope.data.version}`);
  const data = definition.data.safeParse(envelope.data.data);
  if (!data.success) throw new PoisonMessageError(`invalid ${envelope.data.type} data: ${data.error.message.slice(0, 200)}`);
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
