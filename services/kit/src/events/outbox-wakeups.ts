import { Client } from 'pg';
import type { Logger } from 'pino';

/**
 * The channel `enqueueEvents` notifies in the writer's transaction. Postgres delivers a notification
 * only when that transaction commits (and never when it rolls back), so a relay woken by it finds the
 * new rows committed: no route has to remember to wake the relay after its transaction.
 */
export const OUTBOX_CHANNEL = 'outbox_events';

/**
 * Listens on `OUTBOX_CHANNEL` on a connection of its own and calls `onCommit` for each
 * notification. A lost connection is opened again with backoff (the relay's poll covers the gap).
 */
export class OutboxWakeups {
  private client: Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;

  constructor(
    private readonly databaseUrl: string,
    private readonly onCommit: () => void,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    // A connection that dies later (Postgres restarted) reports here; without a listener it would crash the process.
    client.on('error', (error) => this.reconnect(client, error));
    client.on('end', () => this.reconnect(client));
    client.on('notification', () => this.onCommit());
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (this.stopped) return void (await client.end().catch(() => undefined));
      this.client = client;
      this.failures = 0;
      // Rows may have committed while nobody listened.
      this.onCommit();
    } catch (error) {
      this.reconnect(client, error as Error);
    }
  }

  private reconnect(client: Client, error?: Error): void {
    if (this.stopped || this.retryTimer || (this.client && this.client !== client)) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    this.failures += 1;
    const delay = Math.min(250 * 2 ** (this.failures - 1), 10_000);
    if (error) this.logger.warn({ err: error.message, retryInMs: delay }, 'outbox wake-up listener lost its connection');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, delay);
  }
}
