import { unavailableDependency, type Logger } from '@tov/kit';
import type { SpecialistDb } from '../store/db';
import { expireDueQuotes } from '../store/quotes';

/**
 * Expires quotes past their `validUntil` every `intervalMs` (docs/decisions.md "Specialist: quote
 * expiry"). Every replica may run it: the rows are claimed with SKIP LOCKED. A run that finds a full
 * batch goes on at once; a database that is down is logged and tried again next time.
 */
export class QuoteExpirySweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: SpecialistDb,
    private readonly logger: Logger,
    private readonly intervalMs: number,
    private readonly now: () => Date = () => new Date(),
    private readonly batch = 500,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** One sweep to the end (all due quotes, batch by batch); returns how many expired. */
  async runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await expireDueQuotes(this.db, this.now(), this.batch);
      total += expired;
      if (expired < this.batch || this.stopped) return total;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then((expired) => {
          if (expired > 0) this.logger.info({ expired }, 'quotes expired');
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          if (unavailableDependency(error)) this.logger.warn({ err: message }, 'quote expiry sweep: database unavailable, next run retries');
          else this.logger.error({ err: message }, 'quote expiry sweep failed');
        })
        .finally(() => this.schedule(this.intervalMs));
    }, delayMs);
    this.timer.unref();
  }
}
