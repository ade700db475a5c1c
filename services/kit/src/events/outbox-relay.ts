import { Partitioners, type Kafka, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { TransactionalClient } from '../db/prisma';

interface OutboxRow {
  id: string;
  topic: string;
  key: string;
  type: string;
  version: number;
  payload: unknown;
  attempts: number;
}

export interface OutboxRelayOptions {
  db: TransactionalClient;
  kafka: Kafka;
  logger: Logger;
  batchSize?: number;
  pollIntervalMs?: number;
  /** Retry delay after a failed publish: base * 2^(attempts-1), capped. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Published rows are deleted once this old (Kafka holds the events); default one day. */
  retentionMs?: number;
  /** How often a relay pass also purges; default once a minute. */
  purgeEveryMs?: number;
}

const PURGE_BATCH = 5_000;

/**
 * Claims due rows in publishing order. Served by the partial index `outbox_events_due_idx` (kit.prisma),
 * which holds only unpublished rows. `ORDER BY ... outbox_events.id` is the uuid column, not the
 * text alias, so the index order is the sort order.
 */
export const CLAIM_DUE_ROWS_SQL = `SELECT id::text AS id, topic, key, type, version, payload, attempts FROM outbox_events
   WHERE status IN ('pending', 'failed') AND available_at <= now()
   ORDER BY created_at, outbox_events.id LIMIT $1 FOR UPDATE SKIP LOCKED`;

/**
 * Publishes pending outbox rows to Kafka with an idempotent producer. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several replicas can relay at once; a failed publish is retried with
 * exponential backoff (never left stuck) and the row records its attempts and last error.
 * Published rows are purged after a retention, so the table stays the size of a day's traffic.
 */
export class OutboxRelay {
  private producer: Producer;
  private connected = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeRequested = false;
  private stopped = false;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly retentionMs: number;
  private readonly purgeEveryMs: number;
  private lastPurgeAt = 0;

  constructor(private readonly options: OutboxRelayOptions) {
    this.producer = options.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
      allowAutoTopicCreation: true,
      retry: { retries: 2, initialRetryTime: 200, maxRetryTime: 1_000 },
    });
    this.batchSize = options.batchSize ?? 200;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.backoffBaseMs = options.backoffBaseMs ?? 500;
    this.backoffMaxMs = options.backoffMaxMs ?? 30_000;
    this.retentionMs = options.retentionMs ?? 24 * 60 * 60 * 1000;
    this.purgeEveryMs = options.purgeEveryMs ?? 60_000;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a pass now (after a commit) instead of waiting for the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops polling, publishes what is pending once more (bounded), and disconnects. */
  async stop(flushTimeoutMs = 5_000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await Promise.race([this.publishPending().catch(() => 0), new Promise((r) => setTimeout(r, flushTimeoutMs))]);
    if (this.connected) await this.producer.disconnect().catch(() => undefined);
    this.connected = false;
  }

  /** One pass: publishes up to a batch of due rows; returns how many were published. */
  async publishPending(): Promise<number> {
    const { db } = this.options;
    return db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRawUnsafe<OutboxRow[]>(CLAIM_DUE_ROWS_SQL, this.batchSize);
        if (rows.length === 0) return 0;
        try {
          await this.ensureConnected();
          const byTopic = new Map<string, OutboxRow[]>();
          for (const row of rows) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
          await this.producer.sendBatch({
            topicMessages: [...byTopic.entries()].map(([topic, list]) => ({
              topic,
              messages: list.map((row) => ({
                key: row.key,
                value: JSON.stringify(row.payload),
                headers: headersOf(row),
              })),
            })),
          });
        } catch (error) {
          const message = (error as Error).message.slice(0, 500);
          this.options.logger.warn({ err: message, count: rows.length }, 'outbox publish failed; will retry');
          for (const row of rows) {
            const delay = Math.min(this.backoffBaseMs * 2 ** row.attempts, this.backoffMaxMs);
            await tx.$executeRawUnsafe(
              `UPDATE outbox_events SET status = 'failed', attempts = attempts + 1, last_error = $2,
               available_at = now() + ($3 || ' milliseconds')::interval WHERE id = $1::uuid`,
              row.id,
              message,
              String(delay),
            );
          }
          if (this.connected) {
            this.connected = false;
            await this.producer.disconnect().catch(() => undefined);
          }
          return 0;
        }
        await tx.$executeRawUnsafe(
          `UPDATE outbox_events SET status = 'published', published_at = now(), attempts = attempts + 1, last_error = NULL
           WHERE id = ANY($1::uuid[])`,
          rows.map((r) => r.id),
        );
        return rows.length;
      },
      { timeout: 30_000, maxWait: 5_000 },
    );
  }

  /** Deletes published rows older than the retention, at most a bounded number per call; returns how many. */
  async purgePublished(limit = PURGE_BATCH): Promise<number> {
    return this.options.db.$executeRawUnsafe(
      `DELETE FROM outbox_events WHERE id IN (
         SELECT id FROM outbox_events
         WHERE status = 'published' AND available_at < now() - $1::interval AND published_at < now() - $1::interval
         LIMIT $2)`,
      `${this.retentionMs} milliseconds`,
      limit,
    );
  }

  private async ensureConnected(): Promise<void> {
    if (this.connected) return;
    await this.producer.connect();
    this.connected = true;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.loop().finally(() => {
        this.running = undefined;
        if (this.wakeRequested) {
          this.wakeRequested = false;
          this.schedule(0);
        } else {
          this.schedule(this.pollIntervalMs);
        }
      });
    }, delayMs);
  }

  private async loop(): Promise<void> {
    try {
      // Keep going while full batches come back, so a backlog drains quickly.
      while (!this.stopped && (await this.publishPending()) >= this.batchSize) {
        /* next batch */
      }
      if (!this.stopped && Date.now() - this.lastPurgeAt >= this.purgeEveryMs) {
        this.lastPurgeAt = Date.now();
        await this.purgePublished();
      }
    } catch (error) {
      this.options.logger.warn({ err: (error as Error).message }, 'outbox relay pass failed');
    }
  }
}

function headersOf(row: OutboxRow): Record<string, string> {
  const payload = row.payload as { traceparent?: string };
  return {
    'event-id': row.id,
    'event-type': row.type,
    'event-version': String(row.version),
    ...(payload.traceparent ? { traceparent: payload.traceparent } : {}),
  };
}
