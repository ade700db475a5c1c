import { SERVICE_OPTIONS, type TCandidateFee } from '@tov/contracts';
import { z } from 'zod';

/** One line of an expert's price list as the projection keeps it (`specialist.profile.updated` `prices`, base visa codes). */
export const ZSpecialistPriceSchema = z.object({ serviceOption: z.enum(SERVICE_OPTIONS), visaType: z.string(), amount: z.number().int().min(0) });
export type SpecialistPrice = z.infer<typeof ZSpecialistPriceSchema>;

/**
 * The fees an applicant is shown for a visa type: the price list's lines for that type, in
 * SERVICE_OPTIONS order; without any line for it, the expert's lowest fees (what they charge at least).
 */
export function feesForVisaType(prices: readonly SpecialistPrice[], lowest: readonly TCandidateFee[], visaType: string): TCandidateFee[] {
  const forType = SERVICE_OPTIONS.flatMap((serviceOption) => {
    const price = prices.find((p) => p.visaType === visaType && p.serviceOption === serviceOption);
    return price ? [{ amount: price.amount, currency: 'KRW' as const, serviceOption }] : [];
  });
  return forType.length > 0 ? forType : [...lowest];
}
