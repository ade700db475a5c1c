import { z } from 'zod';
import { ZExpertiseSchema, ZNationalitySchema, ZPurposeSchema, ZRegistrationVisaTypeSchema } from '../../enums';
import { ZGrantSchema, ZRoleSchema } from '../../roles';
import { defineEvent } from '../envelope';

/** A new account exists. Consumers build their own projections from it (matching: specialists). */
export const ZUserRegisteredV1Schema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: ZRoleSchema,
  roles: z.array(ZGrantSchema),
  registeredAt: z.iso.datetime(),
  /**
   * Whether the address was verified at registration (the seeded demo accounts); new sign-ups are
   * `false` until `auth.user.email-verified`. Absent in events from before verification existed:
   * read as not verified.
   */
  emailVerified: z.boolean().optional(),
  /**
   * An applicant's `privacy.visibleToCompanies` when the event was written (false at sign-up; the
   * seed's `--announce` carries the current choice). Absent in older events: not visible. Its changes
   * are `auth.user.talent-visibility-changed` (docs/decisions/127-talent-search-opt-in.md).
   */
  visibleToCompanies: z.boolean().optional(),
  nationality: ZNationalitySchema.optional(),
  visaType: ZRegistrationVisaTypeSchema.optional(),
  purpose: ZPurposeSchema.optional(),
  companyName: z.string().optional(),
  expertise: ZExpertiseSchema.optional(),
  certification: z.array(z.string()).optional(),
  experience: z.number().optional(),
});
export type TUserRegisteredV1 = z.infer<typeof ZUserRegisteredV1Schema>;

export const userRegisteredV1 = defineEvent('auth.user.registered', 1, 'auth.user', ZUserRegisteredV1Schema);
