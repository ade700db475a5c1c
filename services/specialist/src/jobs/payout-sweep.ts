import type { Logger } from '@tov/kit';
import type { PaymentProvider } from '../payments/provider';
import type { SpecialistDb } from '../store/db';
import { payDueSettlements } from '../store/settlements';
import { PeriodicSweep } from './periodic-sweep';

/** Settlements paid out per batch. */
const PAYOUT_BATCH = 100;

/**
 * Pays out settlements whose payout date has come (the 10th of the month after completion, Seoul;
 * docs/rules/specialist.md) every `intervalMs`; a settlement's transfer id is the
 * settlement's, so a payout retried after a crash is not paid twice.
 */
export class PayoutSweep extends PeriodicSweep {
  constructor(
    private readonly db: SpecialistDb,
    private readonly payments: PaymentProvider,
    logger: Logger,
    intervalMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    super({ name: 'payout sweep', done: 'settlements paid out' }, logger, intervalMs, PAYOUT_BATCH);
  }

  protected runBatch(): Promise<number> {
    return payDueSettlements(this.db, this.payments, this.now(), PAYOUT_BATCH);
  }
}
