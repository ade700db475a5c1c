import { quoteSentV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { Quote } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `specialist.quote.sent`: the expert quoted on a request (key: the request, so its quotes stay in order). */
export function quoteSentEvent(quote: Quote): OutboxMessage<typeof quoteSentV1> {
  return {
    event: quoteSentV1,
    key: quote.requestId,
    source: SOURCE,
    data: {
      quoteId: quote.id,
      requestId: quote.requestId,
      expertId: quote.expertId,
      userId: quote.clientId,
      amount: quote.amount,
      currency: 'KRW',
      serviceOption: quote.serviceOption,
      message: quote.message,
      validUntil: quote.validUntil.toISOString(),
      sentAt: quote.createdAt.toISOString(),
    },
  };
}
