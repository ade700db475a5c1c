import { ADMIN_ROLES, hasAnyRole, type TUserRegisteredV1, type userRegisteredV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { TovsparkTx } from '../store/db';
import { registerTalent, withdrawTalent } from '../store/talents';
import { upsertUser, type ProjectedUser } from '../store/users';

/** The projection row of a registration: every account (leaderboard names), with its company for a company account. */
export function userFromRegistration(data: TUserRegisteredV1): ProjectedUser {
  return { userId: data.userId, name: data.name, role: data.role, roles: data.roles, companyName: data.companyName?.trim() || null, email: data.email || null };
}

/** An applicant account is a talent (company search); an account with an admin grant never is. */
export const isApplicant = (data: Pick<TUserRegisteredV1, 'role' | 'roles'>) => data.role === 'challenger' && !hasAnyRole(data.roles, ADMIN_ROLES);

/**
 * `auth.user.registered`: names on the leaderboards, a company account's company name on its
 * challenges (and its address as the Reply-To of its messages to talents), an applicant's talent row.
 * An account that is not an applicant (the seed's admins, once announced with their real role) is
 * taken out of the talent pool if an earlier event put it there.
 */
export async function onUserRegistered(event: EventOf<typeof userRegisteredV1>, tx: TovsparkTx): Promise<void> {
  await upsertUser(tx, userFromRegistration(event.data));
  if (isApplicant(event.data)) await registerTalent(tx, event.data);
  else await withdrawTalent(tx, event.data.userId);
}
