import type { TUserRegisteredV1, userRegisteredV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { TovsparkTx } from '../store/db';
import { upsertUser, type ProjectedUser } from '../store/users';

/** The projection row of a registration: every account (leaderboard names), with its company for a company account. */
export function userFromRegistration(data: TUserRegisteredV1): ProjectedUser {
  return { userId: data.userId, name: data.name, role: data.role, roles: data.roles, companyName: data.companyName?.trim() || null };
}

/** `auth.user.registered`: names on the leaderboards, a company account's company name on its challenges. */
export async function onUserRegistered(event: EventOf<typeof userRegisteredV1>, tx: TovsparkTx): Promise<void> {
  await upsertUser(tx, userFromRegistration(event.data));
}
