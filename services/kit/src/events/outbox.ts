import { context, propagation } from '@opentelemetry/api';
import type { EventDefinition } from '@tov/contracts';
import type { z } from 'zod';
import type { SqlClient } from '../db/prisma';
import { newId } from '../ids';
import { OUTBOX_CHANNEL } from './outbox-wakeups';

/** An event to publish: its contract, the aggregate id (the Kafka key), its data and the publishing service. */
export interface OutboxMessage<D extends EventDefinition = EventDefinition> {
  event: D;
  key: string;
  data: z.input<D['data']>;
  source: string;
}

/** W3C traceparent of the active span, so a consumer's work joins the producer's trace. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/**
 * Writes an event to the outbox inside the caller's transaction (`tx`, a service's Prisma transaction
 * client as it is), so the state change and the event commit together or not at all. The relay is
 * woken by the commit and publishes it. Returns the event id.
 */
export async function enqueueEvent<D extends EventDefinition>(tx: SqlClient, message: OutboxMessage<D>): Promise<string> {
  const [id] = await enqueueEvents(tx, [message]);
  return id!;
}

/** An outbox row ready to insert: the envelope built and checked against its contract. */
export interface OutboxRow {
  id: string;
  topic: string;
  key: string;
  type: string;
  version: number;
  /** The envelope as JSON. */
  payload: string;
  traceparent?: string | undefined;
}

export function outboxRow(message: OutboxMessage, occurredAt = new Date().toISOString(), traceparent = currentTraceparent()): OutboxRow {
  const id = newId();
  const envelope = {
    id,
    type: message.event.type,
    version: message.event.version,
    occurredAt,
    source: message.source,
    key: message.key,
    ...(traceparent ? { traceparent } : {}),
    data: message.event.data.parse(message.data),
  };
  return {
    id,
    topic: message.event.topic,
    key: message.key,
    type: message.event.type,
    version: message.event.version,
    payload: JSON.stringify(envelope),
    traceparent,
  };
}

/** Many events in one INSERT (a batch evaluation saves thousands of assessments at once). */
export async function enqueueEvents(tx: SqlClient, messages: OutboxMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const occurredAt = new Date().toISOString();
  const traceparent = currentTraceparent();
  const outbox = messages.map((m) => outboxRow(m, occurredAt, traceparent));
  const values: unknown[] = [];
  const rows: string[] = [];
  for (const row of outbox) {
    const n = values.length;
    rows.push(`($${n + 1}::uuid, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}::jsonb, 'pending', 0, now(), clock_timestamp())`);
    values.push(row.id, row.topic, row.key, row.type, row.version, row.payload);
  }
  // One statement: the rows, and the notification the relay wakes on once this transaction commits.
  await tx.$queryRawUnsafe(
    `WITH inserted AS (
       INSERT INTO outbox_events (id, topic, key, type, version, payload, status, attempts, available_at, created_at) VALUES ${rows.join(', ')} RETURNING 1)
     SELECT count(*)::int AS written FROM inserted CROSS JOIN pg_notify('${OUTBOX_CHANNEL}', '') AS notified`,
    ...values,
  );
  return outbox.map((row) => row.id);
}
