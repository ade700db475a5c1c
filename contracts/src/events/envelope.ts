import { z } from 'zod';

/** Every Kafka event: `{ id, type, version, occurredAt, source, key, traceparent, data }` (ARCHITECTURE.md). */
export const ZEventEnvelopeSchema = <T extends z.ZodType>(type: string, version: number, data: T) =>
  z.object({
    id: z.uuid(),
    type: z.literal(type),
    version: z.literal(version),
    occurredAt: z.iso.datetime(),
    source: z.string().min(1),
    key: z.string().min(1),
    traceparent: z.string().optional(),
    data,
  });

export const ZAnyEventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  source: z.string().min(1),
  key: z.string().min(1),
  traceparent: z.string().optional(),
  data: z.unknown(),
});
export type TAnyEventEnvelope = z.infer<typeof ZAnyEventEnvelopeSchema>;

/** What a publisher provides; the outbox fills id, occurredAt and traceparent. */
export interface EventDefinition<T extends z.ZodType = z.ZodType> {
  type: string;
  version: number;
  topic: string;
  data: T;
  envelope: z.ZodType;
}

export function defineEvent<T extends z.ZodType>(type: string, version: number, topic: string, data: T): EventDefinition<T> {
  return { type, version, topic, data, envelope: ZEventEnvelopeSchema(type, version, data) };
}
