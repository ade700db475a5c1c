import { userEmailVerifiedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import { SOURCE } from './published';

/** `auth.user.email-verified`: the account proved it owns its address. */
export function userEmailVerifiedEvent(user: { id: string; email: string }, at: Date): OutboxMessage<typeof userEmailVerifiedV1> {
  return { event: userEmailVerifiedV1, key: user.id, source: SOURCE, data: { userId: user.id, email: user.email, verifiedAt: at.toISOString() } };
}
