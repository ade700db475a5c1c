import { z } from 'zod';
import { defineEvent } from '../envelope';

/** An expert quoted a matching request (a new quote supersedes the last): matching shows it to the applicant. */
export const ZQuoteSentV1Schema = z.object({
  quoteId: z.string(),
  requestId: z.string(),
  expertId: z.string(),
  userId: z.string(),
  amount: z.number().int(),
  currency: z.literal('KRW'),
  serviceOption: z.string(),
  message: z.string().nullable(),
  validUntil: z.iso.datetime(),
  sentAt: z.iso.datetime(),
});
export type TQuoteSentV1 = z.infer<typeof ZQuoteSentV1Schema>;

export const quoteSentV1 = defineEvent('specialist.quote.sent', 1, 'specialist.quote', ZQuoteSentV1Schema);
