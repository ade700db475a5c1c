import { ZConsumerConfigSchema, parseConfig, serviceDefaults } from '@tov/kit';
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './payments/select';

const ZSpecialistConfigSchema = ZConsumerConfigSchema.extend({
  ...serviceDefaults('specialist', 4004, 'specialist'),
  CONSUMER_GROUP: z.string().min(1).default('specialist'),
  /** How often the quote-expiry sweep runs (docs/decisions/087-sweeps-in-the-service.md). */
  QUOTE_SWEEP_MS: z.coerce.number().int().positive().default(30_000),
  /** Which payment provider moves the money (docs/decisions/092-payment-provider-interface.md); a real one is a new adapter. */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  /** How often settlements due for payout (their payout date reached) are paid out. */
  PAYOUT_SWEEP_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 1000),
});
export type SpecialistConfig = z.infer<typeof ZSpecialistConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): SpecialistConfig {
  return parseConfig(ZSpecialistConfigSchema, env);
}
