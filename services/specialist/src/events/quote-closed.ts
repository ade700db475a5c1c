import { quoteClosedV1, type TQuoteClosedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { Quote } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `specialist.quote.closed`: the request ended without a service (declined or expired). */
export function quoteClosedEvent(quote: Quote, reason: TQuoteClosedV1['reason'], closedAt: Date): OutboxMessage<typeof quoteClosedV1> {
  return {
    event: quoteClosedV1,
    key: quote.requestId,
    source: SOURCE,
    data: { quoteId: quote.id, requestId: quote.requestId, expertId: quote.expertId, userId: quote.clientId, reason, closedAt: closedAt.toISOString() },
  };
}
