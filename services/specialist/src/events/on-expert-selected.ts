import type { expertSelectedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { SpecialistTx } from '../store/db';
import { receiveRequest } from '../store/requests';

/** `matching.expert.selected`: the request lands in the chosen expert's inbox as `new`; the expert's load grows by one. */
export async function onExpertSelected(event: EventOf<typeof expertSelectedV1>, tx: SpecialistTx): Promise<void> {
  await receiveRequest(tx, event.data);
}
