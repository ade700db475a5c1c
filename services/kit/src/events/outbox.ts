import { randomUUID } from 'node:crypto';
import { context, propagation } from '@opentelemetry/api';
import type { EventDefinition } from '@tov/contracts';
import type { z } from 'zod';
import type { SqlClient } from '../db/prisma';

export interface OutboxMessage<T> {
  event: EventDefinition<z.ZodType<T>>;
  key: string;
  data: T;
  source: string;
}

/** W3C traceparent of the active span, so a consumer's work joins the producer's trace. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/**
 * Writes an event to the outbox inside the caller's transaction (`tx`), so the state change and the
 * event commit together or not at all. The relay publishes it later. Returns the event id.
 */
export async function enqueueEvent<T>(tx: SqlClient, message: OutboxMessage<T>): Promise<string> {
  const parsed = message.event.data.parse(message.data);
  const id = randomUUID();
  const traceparent = currentTraceparent();
  const envelope = {
    id,
    type: message.event.type,
    version: message.event.version,
    occurredAt: new Date().toISOString(),
    source: message.source,
    key: message.key,
    ...(traceparent ? { traceparent } : {}),
    data: parsed,
  };
  await tx.$executeRawUnsafe(
    `INSERT INTO outbox_events (id, topic, key, type, version, payload, status, attempts, available_at, created_at)
     VALUES ($1::uuid, $2, $3, $4, $5, $6::jsonb, 'pending', 0, now(), now())`,
    id,
    message.event.topic,
    message.key,
    message.event.type,
    message.event.version,
    JSON.stringify(envelope),
  );
  return id;
}
