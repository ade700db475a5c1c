import { serviceCompletedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { Service } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `specialist.service.completed`: a settlement exists. */
export function serviceCompletedEvent(service: Service, endedAt: Date): OutboxMessage<typeof serviceCompletedV1> {
  return {
    event: serviceCompletedV1,
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
