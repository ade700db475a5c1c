import { serviceCancelledV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { Service } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `specialist.service.cancelled`: the service ended unfinished and was refunded in full. */
export function serviceCancelledEvent(service: Service, endedAt: Date): OutboxMessage<typeof serviceCancelledV1> {
  return {
    event: serviceCancelledV1,
    key: service.id,
    source: SOURCE,
    data: {
      serviceId: service.id,
      requestId: service.requestId,
      expertId: service.expertId,
      userId: service.clientId,
      amount: service.amount,
      endedAt: endedAt.toISOString(),
    },
  };
}
