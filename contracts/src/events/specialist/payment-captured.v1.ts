import { z } from 'zod';
import { defineEvent } from '../envelope';

/** The applicant accepted a quote and paid: a service exists. The admin back-office reads it (revenue). */
export const ZPaymentCapturedV1Schema = z.object({
  paymentId: z.string(),
  serviceId: z.string(),
  requestId: z.string(),
  quoteId: z.string(),
  expertId: z.string(),
  userId: z.string(),
  amount: z.number().int(),
  currency: z.literal('KRW'),
  provider: z.string(),
  providerReference: z.string(),
  capturedAt: z.iso.datetime(),
});
export type TPaymentCapturedV1 = z.infer<typeof ZPaymentCapturedV1Schema>;

export const paymentCapturedV1 = defineEvent('specialist.payment.captured', 1, 'specialist.payment', ZPaymentCapturedV1Schema);
