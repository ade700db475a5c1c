import { specialistProfileUpdatedV1, type TPrice } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { SpecialistProfile } from '../generated/prisma/client';
import { lowestFees } from '../domain/pricing';
import { vacationView } from '../domain/vacation';
import { SOURCE } from './published';

/**
 * `specialist.profile.updated`: the profile, its lowest fees and whole price list, its vacation and the expert's load as
 * they now stand (matching ranks with them). `updatedAt` is when it was published (`published_at`,
 * strictly increasing per expert: store/profiles.ts).
 */
export function profileUpdatedEvent(
  profile: SpecialistProfile,
  prices: readonly TPrice[],
  rating: { rating: number | null; reviewCount: number },
  activeRequests: number,
  now: Date,
): OutboxMessage<typeof specialistProfileUpdatedV1> {
  const vacation = vacationView(profile, now);
  return {
    event: specialistProfileUpdatedV1,
    key: profile.userId,
    source: SOURCE,
    data: {
      expertId: profile.userId,
      name: profile.name,
      expertise: profile.expertise,
      certifications: profile.certifications,
      experienceYears: profile.experienceYears,
      languages: profile.languages,
      supportedVisaTypes: profile.supportedVisaTypes,
      bio: profile.bio,
      fees: lowestFees(prices),
      prices: prices.map(({ serviceOption, visaType, amount }) => ({ serviceOption, visaType, amount })),
      vacation: vacation ? { from: vacation.from, to: vacation.to } : null,
      rating: rating.rating,
      reviewCount: rating.reviewCount,
      activeRequests,
      updatedAt: (profile.publishedAt ?? profile.updatedAt).toISOString(),
    },
  };
}
