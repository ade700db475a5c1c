import type { userRegisteredV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import { isPro, profileFromRegistration } from '../domain/profile-defaults';
import type { SpecialistTx } from '../store/db';
import { createProfileFromRegistration } from '../store/profiles';
import { upsertUser } from '../store/users';

/** `auth.user.registered`: every account's name (clients in the inbox), and a `pro` account's first profile. */
export async function onUserRegistered(event: EventOf<typeof userRegisteredV1>, tx: SpecialistTx): Promise<void> {
  const { data } = event;
  await upsertUser(tx, { userId: data.userId, name: data.name, email: data.email, role: data.role, roles: data.roles });
  if (isPro(data)) await createProfileFromRegistration(tx, profileFromRegistration(data));
}
