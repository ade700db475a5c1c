import type { quoteSentV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { MatchingTx } from '../store/db';
import { recordQuote } from '../store/request-outcomes';

/** `specialist.quote.sent`: the selected expert quoted; the applicant sees it on the request. */
export async function onQuoteSent(event: EventOf<typeof quoteSentV1>, tx: MatchingTx): Promise<void> {
  await recordQuote(tx, event.data);
}
