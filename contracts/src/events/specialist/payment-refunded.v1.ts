import { z } from 'zod';
import { defineEvent } from '../envelope';

/** Money went back to the applicant (a cancelled service, or an admin's refund); the settlement shrinks. */
export const ZPaymentRefundedV1Schema = z.object({
  paymentId: z.string(),
  chargeId: z.string(),
  serviceId: z.string(),
  expertId: z.string(),
  userId: z.string(),
  amount: z.number().int(),
  currency: z.literal('KRW'),
  reason: z.string(),
  refundedAt: z.iso.datetime(),
});
export type TPaymentRefundedV1 = z.infer<typeof ZPaymentRefundedV1Schema>;

export const paymentRefundedV1 = defineEvent('specialist.payment.refunded', 1, 'specialist.payment', ZPaymentRefundedV1Schema);
