import { unavailableDependency, type Logger } from '@tov/kit';
import type { PaymentProvider } from '../payments/provider';
import type { SpecialistDb } from '../store/db';
import { payDueSettlements } from '../store/settlements';

/**
 * Pays out settlements whose payout date has come (the 10th of the month after completion, Seoul;
 * docs/decisions.md "Specialist: settlements") every `intervalMs`. Every replica may run it: a
 * settlement is claimed with SKIP LOCKED, and its transfer's id is the settlement's.
 */
export class PayoutSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: SpecialistDb,
    private readonly payments: PaymentProvider,
    private readonly logger: Logger,
    private readonly intervalMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** One sweep to the end; returns how many settlements were paid out. */
  async runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const paid = await payDueSettlements(this.db, this.payments, this.now());
      total += paid;
      if (paid < 100 || this.stopped) return total;
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
        .then((paid) => {
          if (paid > 0) this.logger.info({ paid }, 'settlements paid out');
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          if (unavailableDependency(error)) this.logger.warn({ err: message }, 'payout sweep: database unavailable, next run retries');
          else this.logger.error({ err: message }, 'payout sweep failed');
        })
        .finally(() => this.schedule(this.intervalMs));
    }, delayMs);
    this.timer.unref();
  }
}
