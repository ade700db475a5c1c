import { SERVICE_OPTIONS, type specialistProfileUpdatedV1, type TCandidateFee, type TSpecialistProfileUpdatedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import { normaliseLanguages } from '../domain/languages';
import { NEW_SPECIALIST_RATING } from '../domain/specialist-profile';
import { baseVisaType } from '../domain/visa-types';
import type { MatchingTx } from '../store/db';
import { applySpecialistProfile, type SpecialistProfile } from '../store/specialists';

const isServiceOption = (option: string): option is TCandidateFee['serviceOption'] => (SERVICE_OPTIONS as readonly string[]).includes(option);

/**
 * The projection row for an expert's own profile: the declared languages and visa types (as codes),
 * bio, fees by service option (lowest, and the whole price list by visa type), reviews (a new expert keeps the starting rating), vacation dates and
 * load (the open requests the specialist service counts; the ranking weighs it).
 */
export function specialistFromProfile(data: TSpecialistProfileUpdatedV1): SpecialistProfile {
  return {
    userId: data.expertId,
    name: data.name,
    expertise: data.expertise,
    certification: data.certifications,
    experienceYears: Math.max(0, data.experienceYears),
    languages: normaliseLanguages(data.languages),
    supportedVisaTypes: [...new Set(data.supportedVisaTypes.map(baseVisaType))],
    bio: data.bio,
    fees: data.fees.flatMap((fee) =>
      isServiceOption(fee.serviceOption) ? [{ amount: fee.amount, currency: fee.currency, serviceOption: fee.serviceOption }] : [],
    ),
    // Visa codes as the ranking compares them (`F-2-7` is `F-2`); a line for an unknown option is dropped like a fee's.
    prices: data.prices.flatMap((price) =>
      isServiceOption(price.serviceOption) ? [{ serviceOption: price.serviceOption, visaType: baseVisaType(price.visaType), amount: price.amount }] : [],
    ),
    rating: data.rating ?? NEW_SPECIALIST_RATING,
    ratingCount: data.reviewCount,
    activeRequests: data.activeRequests,
    vacation: data.vacation,
    profileUpdatedAt: new Date(data.updatedAt),
  };
}

/** `specialist.profile.updated`: matching ranks with what the expert declared and their load (newest profile wins). */
export async function onProfileUpdated(event: EventOf<typeof specialistProfileUpdatedV1>, tx: MatchingTx): Promise<void> {
  await applySpecialistProfile(tx, specialistFromProfile(event.data));
}
