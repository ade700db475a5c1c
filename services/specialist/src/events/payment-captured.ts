import { paymentCapturedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { Payment, Service } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `specialist.payment.captured`: the applicant paid a quote and a service exists (key: the service, so its money moves stay in order). */
export function paymentCapturedEvent(service: Service, charge: Payment): OutboxMessage<typeof paymentCapturedV1> {
  return {
    event: paymentCapturedV1,
    key: service.id,
    source: SOURCE,
    data: {
      paymentId: charge.id,
      serviceId: service.id,
      requestId: service.requestId,
      quoteId: service.quoteId,
      expertId: service.expertId,
      userId: service.clientId,
      amount: charge.amount,
      currency: 'KRW',
      provider: charge.provider,
      providerReference: charge.providerReference,
      capturedAt: charge.createdAt.toISOString(),
    },
  };
}
