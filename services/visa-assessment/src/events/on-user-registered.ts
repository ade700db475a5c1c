import type { userRegisteredV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { VisaTx } from '../store/db';
import { upsertUserProjection } from '../store/user-projections';

/** `auth.user.registered`: keeps the e-mail address, name and verification of each account for assessment summaries. */
export async function onUserRegistered(event: EventOf<typeof userRegisteredV1>, tx: VisaTx): Promise<void> {
  await upsertUserProjection(tx, event.data);
}
