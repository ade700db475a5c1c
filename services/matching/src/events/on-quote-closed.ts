import type { quoteClosedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { MatchingTx } from '../store/db';
import { recordQuoteClosed } from '../store/request-outcomes';

/** `specialist.quote.closed`: declined or expired; the request ends without a service and the expert's load goes down. */
export async function onQuoteClosed(event: EventOf<typeof quoteClosedV1>, tx: MatchingTx): Promise<void> {
  await recordQuoteClosed(tx, event.data);
}
