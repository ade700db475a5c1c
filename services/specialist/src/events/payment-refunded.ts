import { paymentRefundedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { Payment } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `specialist.payment.refunded`: money went back to the applicant (a cancellation or an admin's refund); key: the service. */
export function paymentRefundedEvent(refund: Payment & { serviceId: string; chargeId: string }): OutboxMessage<typeof paymentRefundedV1> {
  return {
    event: paymentRefundedV1,
    key: refund.serviceId,
    source: SOURCE,
    data: {
      paymentId: refund.id,
      chargeId: refund.chargeId,
      serviceId: refund.serviceId,
      expertId: refund.expertId,
      userId: refund.clientId,
      amount: refund.amount,
      currency: 'KRW',
      reason: refund.reason ?? '',
      refundedAt: refund.createdAt.toISOString(),
    },
  };
}
