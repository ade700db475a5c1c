import { EMAIL_QUEUE } from '@tov/contracts';
import { startServiceHarness } from '@tov/kit/testing';
import { QuoteExpirySweep } from '../../src/jobs/quote-expiry';
import { SandboxPaymentProvider } from '../../src/payments/sandbox';
import { specialistService } from '../../src/server';

export type { PublishedEvent } from '@tov/kit/testing';
export * from './event-fixtures';

export type SpecialistHarness = Awaited<ReturnType<typeof startSpecialistHarness>>;

/**
 * The specialist service's own declaration on the real Postgres (specialist_test), Redis and Kafka,
 * on a clock the tests may move (quote expiry), with the sandbox provider they count movements of.
 * Every test makes its own users, so no table is emptied.
 */
export async function startSpecialistHarness() {
  let moved: Date | undefined;
  const now = () => moved ?? new Date();
  const payments = new SandboxPaymentProvider(now);
  const h = await startServiceHarness(specialistService, { database: 'specialist_test', override: (deps) => ({ ...deps, now, payments }) });
  return {
    ...h,
    payments,
    /** The service's clock: tests move it forward (quote expiry). */
    clock: {
      get now() {
        return now();
      },
      set now(value: Date) {
        moved = value;
      },
    },
    /** A sweep on the harness clock (not started: tests run it once). */
    sweep: new QuoteExpirySweep(h.db, h.deps.logger, 60_000, now),
    /** The workers' `email` queue under this run's prefix (no worker takes its jobs unless a test starts one with `bullPrefix`). */
    emailQueue: h.queue(EMAIL_QUEUE),
  };
}
