import { z } from 'zod';
import { defineEvent } from '../envelope';

/**
 * An expert's profile, price list or vacation changed: matching ranks with the declared languages,
 * visa types, bio and fees, and leaves an expert out while `vacation` covers today (Asia/Seoul).
 */
export const ZSpecialistProfileUpdatedV1Schema = z.object({
  expertId: z.string(),
  name: z.string(),
  expertise: z.string(),
  certifications: z.array(z.string()),
  experienceYears: z.number(),
  languages: z.array(z.string()),
  supportedVisaTypes: z.array(z.string()),
  bio: z.string().nullable(),
  /** The lowest price per service option, over visa types. */
  fees: z.array(z.object({ serviceOption: z.string(), amount: z.number().int(), currency: z.literal('KRW') })),
  vacation: z.object({ from: z.iso.date(), to: z.iso.date() }).nullable(),
  /** Mean of the reviews' stars; null without reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type TSpecialistProfileUpdatedV1 = z.infer<typeof ZSpecialistProfileUpdatedV1Schema>;

export const specialistProfileUpdatedV1 = defineEvent('specialist.profile.updated', 1, 'specialist.profile', ZSpecialistProfileUpdatedV1Schema);
