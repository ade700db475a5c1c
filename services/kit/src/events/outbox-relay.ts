import { Partitioners, type Kafka, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { TransactionalClient } from '../db/prisma';
import { watchConnection, type ConnectionWatch } from '../resilience/connection-watch';
import { unavailableDependency } from '../resilience/dependency-errors';
import type { OutboxRow as CommittedOutboxRow } from './outbox';
import { OutboxWakeups } from './outbox-wakeups';

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
  /** Rows published by `publishCommitted` are deleted in one statement this often (default 100 ms). */
  forgetEveryMs?: number;
  /**
   * `publishCommitted` waits this long before a send, so the rows of the commits meanwhile go in the
   * same produce request (default 20 ms; consumers wait longer than that for a fetch anyway).
   */
  lingerMs?: number;
  /** The relay vacuums the table once it has deleted this many rows (default 50,000; see `vacuumIfDue`). */
  vacuumEveryDeleted?: number;
  /**
   * The service database's URL: the relay listens for the commits of `enqueueEvent` there and
   * publishes at once (`OutboxWakeups`); without it, new rows wait for the next poll.
   */
  databaseUrl?: string;
}

/**
 * How long a row written for `publishCommitted` is left to the process that wrote it: the writer
 * inserts it with `available_at = now() + interval '<this>'`, so the poller takes it only if that
 * process never published it (it died, or handed the row back after a failed publish).
 */
export const DIRECT_PUBLISH_RESERVATION = '10 seconds';

/**
 * Claims due rows in publishing order. Served by the partial index `outbox_events_due_idx` (kit.prisma),
 * which holds only unpublished rows. `ORDER BY ... outbox_events.id` is the uuid column, not the
 * text alias, so the index order is the sort order.
 */
export const CLAIM_DUE_ROWS_SQL = `SELECT id::text AS id, topic, key, type, version, payload, attempts FROM outbox_events
   WHERE status IN ('pending', 'failed') AND available_at <= now()
   ORDER BY created_at, outbox_events.id LIMIT $1 FOR UPDATE SKIP LOCKED`;

const DELETE_PUBLISHED_SQL = 'DELETE FROM outbox_events WHERE id = ANY($1::uuid[])';
const VACUUM_SQL = 'VACUUM outbox_events';

/** After an outage: rows whose publish failed are due now, not when their backoff ends. */
const RETRY_FAILED_NOW_SQL = `UPDATE outbox_events SET available_at = now() WHERE status = 'failed' AND available_at > now()`;

/** Whether any row is due, through the same partial index. */
export const ANY_DUE_ROW_SQL = `SELECT EXISTS (SELECT 1 FROM outbox_events WHERE status IN ('pending', 'failed') AND available_at <= now()) AS due`;

/**
 * Publishes pending outbox rows to Kafka with an idempotent producer. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several replicas can relay at once; a failed publish is retried with
 * exponential backoff (never left stuck) and the row records its attempts and last error.
 * A published row is deleted: Kafka holds the event, and the table holds only what is still to
 * publish (deleting writes no second version of the row, as marking it published did).
 */
export class OutboxRelay {
  private producer: Producer;
  private connected = false;
  private connecting: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeRequested = false;
  private stopped = false;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly forgetEveryMs: number;
  private readonly lingerMs: number;
  /** Committed rows waiting for the direct publish, in commit order. */
  private direct: CommittedOutboxRow[] = [];
  private directRunning: Promise<void> | undefined;
  /** Ids published directly and not yet deleted from the table. */
  private published: string[] = [];
  private forgetTimer: NodeJS.Timeout | undefined;
  private readonly vacuumEveryDeleted: number;
  private deletedSinceVacuum = 0;
  private vacuuming: Promise<void> | undefined;
  private readonly wakeups: OutboxWakeups | undefined;
  /** Outages are logged once each (lost, back), not once per poll. */
  private readonly kafkaWatch: ConnectionWatch;
  private readonly dbWatch: ConnectionWatch;

  constructor(private readonly options: OutboxRelayOptions) {
    this.kafkaWatch = watchConnection(options.logger, 'kafka', 'outbox relay (kafka)');
    this.dbWatch = watchConnection(options.logger, 'postgres', 'outbox relay (postgres)');
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
    this.forgetEveryMs = options.forgetEveryMs ?? 100;
    this.lingerMs = options.lingerMs ?? 20;
    this.vacuumEveryDeleted = options.vacuumEveryDeleted ?? 50_000;
    this.wakeups = options.databaseUrl ? new OutboxWakeups(options.databaseUrl, () => this.wake(), options.logger) : undefined;
  }

  /**
   * Publishes rows the caller has just committed (inserted reserved, see DIRECT_PUBLISH_RESERVATION)
   * straight from memory: no claim query, no transaction, no read of the payload back. Rows that
   * arrive while a send lingers or is in flight go in the next one, so a burst of commits is a few
   * produce requests (each costs the broker far more than a message in it). Deleting them is batched
   * (`forgetEveryMs`). A failed send hands its rows back to the poller at once (their reservation is
   * lifted) and wakes it, so nothing waits for the reservation to run out; a process that dies leaves
   * them to the poller once it does. Consumers are idempotent, so the rare row published twice (not
   * yet deleted when its process died) is applied once.
   */
  publishCommitted(rows: CommittedOutboxRow[]): void {
    if (rows.length === 0) return;
    // While Kafka is down (the last send failed) rows are not held in memory, where a long outage
    // under load would pile them up: they stay reserved in the table, the poller takes them once
    // their reservation ends, and its first successful send brings this path back.
    if (this.kafkaWatch.isDown()) return;
    this.direct.push(...rows);
    if (!this.directRunning) this.startDirect();
  }

  private startDirect(): void {
    this.directRunning = this.drainDirect().finally(() => {
      this.directRunning = undefined;
      // Rows pushed after the loop's last look are not left behind.
      if (this.direct.length > 0) this.startDirect();
    });
  }

  private async drainDirect(): Promise<void> {
    if (this.lingerMs > 0 && !this.stopped) await new Promise((r) => setTimeout(r, this.lingerMs));
    while (this.direct.length > 0) {
      const rows = this.direct.splice(0, 1_000);
      try {
        await this.ensureConnected();
        await this.producer.sendBatch({ topicMessages: topicMessagesOf(rows.map((row) => ({ ...row, value: row.payload }))) });
        this.sent();
        this.published.push(...rows.map((row) => row.id));
        this.forgetTimer ??= setTimeout(() => void this.forgetPublished(), this.forgetEveryMs);
      } catch (error) {
        this.kafkaWatch.failed(error);
        this.options.logger.debug({ err: (error as Error).message.slice(0, 500), count: rows.length }, 'direct publish failed; the relay will retry');
        await this.options.db
          .$executeRawUnsafe(
            `UPDATE outbox_events SET available_at = now() WHERE id = ANY($1::uuid[]) AND status = 'pending'`,
            rows.map((row) => row.id),
          )
          .catch((e: Error) => {
            this.dbWatch.failed(e);
            this.options.logger.debug({ err: e.message }, 'could not hand rows back to the relay; they wait for their reservation');
          });
        await this.disconnect();
        this.wake();
      }
    }
  }

  /** Deletes the directly published rows in one statement; on failure they are tried again next time. */
  private async forgetPublished(): Promise<void> {
    this.forgetTimer = undefined;
    const ids = this.published;
    if (ids.length === 0) return;
    this.published = [];
    try {
      await this.options.db.$executeRawUnsafe(DELETE_PUBLISHED_SQL, ids);
      this.dbWatch.recovered();
      this.vacuumIfDue(ids.length);
    } catch (error) {
      this.dbWatch.failed(error);
      this.options.logger.debug({ err: (error as Error).message, count: ids.length }, 'could not delete published rows; trying again');
      this.published.unshift(...ids);
      if (!this.stopped) this.forgetTimer ??= setTimeout(() => void this.forgetPublished(), this.forgetEveryMs);
    }
  }

  start(): void {
    this.stopped = false;
    this.wakeups?.start();
    this.schedule(0);
  }

  /** Asks for a pass now instead of waiting for the next poll (the wake-up listener calls it after each commit). */
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
    if (this.forgetTimer) clearTimeout(this.forgetTimer);
    await this.wakeups?.stop();
    await this.running;
    await Promise.race([this.directRunning, new Promise((r) => setTimeout(r, flushTimeoutMs))]);
    await this.forgetPublished();
    await Promise.race([this.publishPending().catch(() => 0), new Promise((r) => setTimeout(r, flushTimeoutMs))]);
    await this.vacuuming;
    await this.disconnect();
  }

  /** One pass: publishes up to a batch of due rows; returns how many were published. */
  async publishPending(): Promise<number> {
    const { db } = this.options;
    // Most passes find nothing (the poll is a safety net): one plain query decides, not a transaction.
    const [due] = await db.$queryRawUnsafe<Array<{ due: boolean }>>(ANY_DUE_ROW_SQL);
    if (!due?.due) return 0;
    const published = await db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRawUnsafe<OutboxRow[]>(CLAIM_DUE_ROWS_SQL, this.batchSize);
        if (rows.length === 0) return 0;
        try {
          // Rows this process committed earlier and is publishing directly go first: an aggregate's
          // later event (a deletion) never overtakes its earlier one.
          await this.directRunning;
          await this.ensureConnected();
          await this.producer.sendBatch({
            topicMessages: topicMessagesOf(
              rows.map((row) => ({ ...row, value: JSON.stringify(row.payload), traceparent: (row.payload as { traceparent?: string }).traceparent })),
            ),
          });
          this.sent();
        } catch (error) {
          const message = (error as Error).message.slice(0, 500);
          this.kafkaWatch.failed(error);
          this.options.logger.debug({ err: message, count: rows.length }, 'outbox publish failed; will retry');
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
          await this.disconnect();
          return 0;
        }
        await tx.$executeRawUnsafe(
          DELETE_PUBLISHED_SQL,
          rows.map((r) => r.id),
        );
        return rows.length;
      },
      { timeout: 30_000, maxWait: 5_000 },
    );
    this.vacuumIfDue(published);
    return published;
  }

  /**
   * Counts deleted rows and, every `vacuumEveryDeleted`, vacuums the table. A deleted row stays in
   * the table and its indexes as a dead version until a VACUUM; where autovacuum is off (as on some
   * machines' Postgres) or slower than the churn, the outbox of `visa_test` held 3.5 million dead
   * rows in 3 GB after a day of benchmarks. A plain VACUUM blocks no insert or delete, and on a table
   * that holds only what is still to publish it is quick; one runs at a time.
   */
  private vacuumIfDue(deleted: number): void {
    this.deletedSinceVacuum += deleted;
    if (this.deletedSinceVacuum < this.vacuumEveryDeleted || this.vacuuming) return;
    this.deletedSinceVacuum = 0;
    this.vacuuming = this.options.db
      .$executeRawUnsafe(VACUUM_SQL)
      .then(
        () => undefined,
        (error: Error) => this.options.logger.warn({ err: error.message }, 'could not vacuum the outbox table'),
      )
      .finally(() => {
        this.vacuuming = undefined;
      });
  }

  /**
   * A send succeeded. After an outage the rows that failed meanwhile wait for their backoff (up to
   * `backoffMaxMs`); they are made due at once instead, so the relay catches up as soon as Kafka
   * answers again rather than up to half a minute later.
   */
  private sent(): void {
    if (!this.kafkaWatch.isDown()) return;
    this.kafkaWatch.recovered();
    this.options.db.$executeRawUnsafe(RETRY_FAILED_NOW_SQL).then(
      (count) => {
        if (count > 0) this.wake();
      },
      (error: Error) => this.options.logger.debug({ err: error.message }, 'could not make failed rows due; they wait for their backoff'),
    );
  }

  /** After a failed send: the next one connects afresh. */
  private async disconnect(): Promise<void> {
    if (!this.connected) return;
    this.connected = false;
    await this.producer.disconnect().catch(() => undefined);
  }

  /** One connect at a time: the poller and the direct path may both need the producer at once. */
  private async ensureConnected(): Promise<void> {
    if (this.connected) return;
    this.connecting ??= this.producer.connect().finally(() => {
      this.connecting = undefined;
    });
    await this.connecting;
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
      this.dbWatch.recovered();
    } catch (error) {
      if (unavailableDependency(error)) this.dbWatch.failed(error);
      else this.options.logger.warn({ err: (error as Error).message }, 'outbox relay pass failed');
    }
  }
}

interface ReadyMessage {
  id: string;
  topic: string;
  key: string;
  type: string;
  version: number;
  /** The envelope as JSON. */
  value: string;
  traceparent?: string | undefined;
}

/** Messages grouped by topic, in the order given (one key's events stay in order). */
function topicMessagesOf(rows: ReadyMessage[]) {
  const byTopic = new Map<string, ReadyMessage[]>();
  for (const row of rows) {
    const list = byTopic.get(row.topic);
    if (list) list.push(row);
    else byTopic.set(row.topic, [row]);
  }
  return [...byTopic.entries()].map(([topic, list]) => ({ topic, messages: list.map((row) => ({ key: row.key, value: row.value, headers: headersOf(row) })) }));
}

function headersOf(row: ReadyMessage): Record<string, string> {
  const { traceparent } = row;
  return {
    'event-id': row.id,
    'event-type': row.type,
    'event-version': String(row.version),
    ...(traceparent ? { traceparent } : {}),
  };
}
