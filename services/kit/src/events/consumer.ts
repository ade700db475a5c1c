import { ZAnyEventEnvelopeSchema, findEventDefinition, type TAnyEventEnvelope } from '@tov/contracts';
import { Partitioners, type Consumer, type Kafka, type KafkaMessage, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { SqlClient, TransactionalClient } from '../db/prisma';
import type { ReadinessCheck } from '../health';

/** A handler for one event type; it runs inside the transaction that records the event as processed. */
export type EventHandler = (event: TAnyEventEnvelope, tx: SqlClient) => Promise<void>;

export interface Subscription {
  topic: string;
  handlers: Record<string, EventHandler>;
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
}

export interface RunningConsumer {
  consumer: Consumer;
  /** True once the consumer has joined its group (readiness: it will see what is published from now on). */
  hasJoined(): boolean;
  stop(): Promise<void>;
}

class PoisonMessageError extends Error {}

/**
 * Consumes with at-least-once delivery and exactly-once effect: each message is re-parsed with its
 * contract, `(consumer, event id)` is inserted under a unique key in the same transaction as the
 * handler's effect (a duplicate is skipped), the offset is committed only after the handler finishes,
 * and a message that keeps failing goes to `<topic>.dlq` after bounded retries.
 */
export async function startIdempotentConsumer(options: IdempotentConsumerOptions): Promise<RunningConsumer> {
  const { kafka, db, logger, consumerName } = options;
  const maxAttempts = options.maxAttempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const consumer = kafka.consumer({ groupId: consumerName, sessionTimeout: 15_000, heartbeatInterval: 1_000, retry: { retries: 5 } });
  const dlqProducer: Producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner });
  const byTopic = new Map(options.subscriptions.map((s) => [s.topic, s.handlers]));

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
    eachMessage: async ({ topic, partition, message }) => {
      const handlers = byTopic.get(topic) ?? {};
      let lastError: Error | undefined;
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        try {
          await handleOnce(message, handlers);
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
    },
  });

  async function handleOnce(message: KafkaMessage, handlers: Record<string, EventHandler>): Promise<void> {
    const event = parseEvent(message);
    const handler = handlers[event.type];
    if (!handler) return;
    await db.$transaction(async (tx) => {
      const inserted = await tx.$executeRawUnsafe(
        `INSERT INTO processed_events (consumer, event_id, processed_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING`,
        consumerName,
        event.id,
      );
      if (inserted === 0) return; // already processed: effect exists, skip
      await handler(event, tx);
    });
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
