import type { userEmailVerifiedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { VisaTx } from '../store/db';
import { markEmailVerified } from '../store/user-projections';

/** `auth.user.email-verified`: from now on assessment summaries may go to the account's address. */
export async function onUserEmailVerified(event: EventOf<typeof userEmailVerifiedV1>, tx: VisaTx): Promise<void> {
  await markEmailVerified(tx, event.data);
}
