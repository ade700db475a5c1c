import { userLoggedInV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import { SOURCE } from './published';

/** `auth.user.logged-in`: an account signed in. */
export function userLoggedInEvent(userId: string, at: Date): OutboxMessage<typeof userLoggedInV1> {
  return { event: userLoggedInV1, key: userId, source: SOURCE, data: { userId, loggedInAt: at.toISOString() } };
}
