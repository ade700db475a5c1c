import { randomUUID } from 'node:crypto';
import type { EventDefinition } from '@tov/contracts';
import type { z } from 'zod';
import type { Kafka } from 'kafkajs';

/** An event as a test sent it: the platform's envelope. */
export interface PublishedEvent<T> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  source: string;
  key: string;
  data: T;
}

export interface TestEventProducer {
  /** Publishes a real event in the platform's envelope (as the service that owns it would); the envelope is checked against its contract first. `data` is the contract's input (fields with a default may be left out, as an older producer would). */
  publish<S extends z.ZodType>(
    event: EventDefinition<S>,
    data: z.input<S>,
    options?: { key?: string; partition?: number; id?: string },
  ): Promise<PublishedEvent<z.input<S>>>;
  /** Sends an envelope again, as a broker redelivery would. */
  republish(envelope: PublishedEvent<unknown>, topic: string, partition?: number): Promise<void>;
  disconnect(): Promise<void>;
}

/** A connected producer for integration tests that feed a service's consumer with events of other services. */
export async function testEventProducer(kafka: Kafka, source: string): Promise<TestEventProducer> {
  const producer = kafka.producer();
  await producer.connect();
  const send = async (envelope: PublishedEvent<unknown>, topic: string, partition?: number) => {
    await producer.send({ topic, messages: [{ key: envelope.key, value: JSON.stringify(envelope), ...(partition === undefined ? {} : { partition }) }] });
  };
  return {
    async publish(event, data, options = {}) {
      const envelope = {
        id: options.id ?? randomUUID(),
        type: event.type,
        version: event.version,
        occurredAt: new Date().toISOString(),
        source,
        key: options.key ?? randomUUID(),
        data,
      };
      event.envelope.parse(envelope);
      await send(envelope, event.topic, options.partition);
      return envelope;
    },
    republish: send,
    disconnect: () => producer.disconnect(),
  };
}
