import { randomUUID } from 'node:crypto';
import { ZAnyEventEnvelopeSchema, type EventDefinition, type TAnyEventEnvelope } from '@tov/contracts';
import type { Kafka } from 'kafkajs';

export interface EventCollector {
  /** The events received so far with this key (the aggregate id), in order. */
  byKey(key: string): TAnyEventEnvelope[];
  stop(): Promise<void>;
}

/**
 * Reads what a service publishes, as a consumer elsewhere would: a group of its own on the topics of
 * `events`, from the end (what is published from now on) or from the beginning. Resolves once it has
 * fetched, so nothing published after it returns is missed.
 */
export async function collectEvents(kafka: Kafka, events: readonly EventDefinition[], options: { fromBeginning?: boolean } = {}): Promise<EventCollector> {
  const received = new Map<string, TAnyEventEnvelope[]>();
  const consumer = kafka.consumer({ groupId: `test-collector-${randomUUID()}`, maxWaitTimeInMs: 100 });
  await consumer.connect();
  const types = new Set(events.map((e) => e.type));
  for (const topic of new Set(events.map((e) => e.topic))) await consumer.subscribe({ topic, fromBeginning: options.fromBeginning ?? false });
  const fetched = new Promise<void>((resolve) => {
    const remove = consumer.on(consumer.events.FETCH, () => {
      remove();
      resolve();
    });
  });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const parsed = ZAnyEventEnvelopeSchema.safeParse(JSON.parse(message.value?.toString() ?? 'null'));
      if (!parsed.success || !types.has(parsed.data.type)) return;
      received.set(parsed.data.key, [...(received.get(parsed.data.key) ?? []), parsed.data]);
    },
  });
  await fetched;
  return { byKey: (key) => received.get(key) ?? [], stop: () => consumer.disconnect() };
}
