import type { Logger } from '@tov/kit';
import type { SpecialistDb } from '../store/db';
import { expireDueQuotes } from '../store/quotes';
import { PeriodicSweep } from './periodic-sweep';

/** Expires quotes past their `validUntil` every `intervalMs` (docs/decisions/087-sweeps-in-the-service.md). */
export class QuoteExpirySweep extends PeriodicSweep {
  constructor(
    private readonly db: SpecialistDb,
    logger: Logger,
    intervalMs: number,
    private readonly now: () => Date = () => new Date(),
    private readonly batch = 500,
  ) {
    super({ name: 'quote expiry sweep', done: 'quotes expired' }, logger, intervalMs, batch);
  }

  protected runBatch(): Promise<number> {
    return expireDueQuotes(this.db, this.now(), this.batch);
  }
}
