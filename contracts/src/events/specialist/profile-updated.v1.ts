import { z } from 'zod';
import { defineEvent } from '../envelope';

/**
 * An expert's profile, price list, vacation or load changed: matching ranks with the declared
 * languages, visa types, bio, fees and load, and leaves an expert out while `vacation` covers today
 * (Asia/Seoul). Published in the transaction of each change (docs/decisions/116-hand-off-at-selection.md).
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
  /**
   * The whole price list, per service option and visa type (the applicant's card shows the fees for the
   * assessment's visa type). Added to v1 as an optional field: an event written before it reads as [].
   */
  prices: z.array(z.object({ serviceOption: z.string(), visaType: z.string(), amount: z.number().int() })).default([]),
  vacation: z.object({ from: z.iso.date(), to: z.iso.date() }).nullable(),
  /** Mean of the reviews' stars; null without reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /**
   * The expert's requests that are open: selected and not ended (a quote declined or expired, a paid
   * service completed or cancelled). Added to v1 as an optional field: an event written before it
   * reads as 0.
   */
  activeRequests: z.number().int().min(0).default(0),
  /** When this state was published: strictly increasing per expert, so the newest one wins. */
  updatedAt: z.iso.datetime(),
});
export type TSpecialistProfileUpdatedV1 = z.infer<typeof ZSpecialistProfileUpdatedV1Schema>;

export const specialistProfileUpdatedV1 = defineEvent('specialist.profile.updated', 1, 'specialist.profile', ZSpecialistProfileUpdatedV1Schema);
