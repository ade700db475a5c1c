import type { TUserRegisteredV1, userRegisteredV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import { deriveSpecialistProfile } from '../domain/specialist-profile';
import type { MatchingTx } from '../store/db';
import { upsertSpecialist } from '../store/specialists';

/** The projection row for a registration, or null when the account is not a specialist. */
export function specialistFromRegistration(data: TUserRegisteredV1) {
  if (data.role !== 'pro' && !data.roles.includes('pro')) return null;
  const expertise = data.expertise ?? 'administrative';
  const certification = data.certification ?? [];
  return {
    userId: data.userId,
    name: data.name,
    expertise,
    certification,
    experienceYears: Math.max(0, data.experience ?? 0),
    ...deriveSpecialistProfile(expertise, certification),
  };
}

/** `auth.user.registered`: a `pro` account becomes a specialist matching can rank; other accounts are ignored. */
export async function onUserRegistered(event: EventOf<typeof userRegisteredV1>, tx: MatchingTx): Promise<void> {
  const specialist = specialistFromRegistration(event.data);
  if (specialist) await upsertSpecialist(tx, specialist);
}
