import { z } from 'zod';
import { defineEvent } from '../envelope';

/**
 * A company contacted a talent (`POST /api/tovspark/talents/{id}/contact`; company accounts only, not
 * an admin's contact): the company's hiring pipeline takes the talent in as a candidate. Carries what
 * the talent's profile shows a company (never the e-mail address).
 */
export const ZTalentContactedV1Schema = z.object({
  contactId: z.string(),
  companyId: z.string(),
  /** The talent's user id. */
  talentId: z.string(),
  talentName: z.string(),
  nationality: z.string().nullable(),
  /** The status the talent's profile names (assessed, else given at sign-up); null when none. */
  visaType: z.string().nullable(),
  experienceYears: z.number().int().nullable(),
  message: z.string(),
  contactedAt: z.iso.datetime(),
});
export type TTalentContactedV1 = z.infer<typeof ZTalentContactedV1Schema>;

export const talentContactedV1 = defineEvent('tovspark.talent.contacted', 1, 'tovspark.talent', ZTalentContactedV1Schema);
