import type { serviceCancelledV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { MatchingTx } from '../store/db';
import { recordServiceEnded } from '../store/request-outcomes';

/** `specialist.service.cancelled`: the service was cancelled (and refunded); the expert's load goes down (once per request). */
export async function onServiceCancelled(event: EventOf<typeof serviceCancelledV1>, tx: MatchingTx): Promise<void> {
  await recordServiceEnded(tx, event.data, 'cancelled');
}
