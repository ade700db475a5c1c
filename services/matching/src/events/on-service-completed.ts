import type { serviceCompletedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { MatchingTx } from '../store/db';
import { recordServiceEnded } from '../store/request-outcomes';

/** `specialist.service.completed`: the expert finished the service; their load goes down (once per request). */
export async function onServiceCompleted(event: EventOf<typeof serviceCompletedV1>, tx: MatchingTx): Promise<void> {
  await recordServiceEnded(tx, event.data, 'completed');
}
