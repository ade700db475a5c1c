import { z } from 'zod';
import { defineEvent } from '../envelope';

/** A request ended without a service: the applicant declined the quote, or it expired. The expert's load goes down. */
export const ZQuoteClosedV1Schema = z.object({
  quoteId: z.string(),
  requestId: z.string(),
  expertId: z.string(),
  userId: z.string(),
  reason: z.enum(['declined', 'expired']),
  closedAt: z.iso.datetime(),
});
export type TQuoteClosedV1 = z.infer<typeof ZQuoteClosedV1Schema>;

export const quoteClosedV1 = defineEvent('specialist.quote.closed', 1, 'specialist.quote', ZQuoteClosedV1Schema);
