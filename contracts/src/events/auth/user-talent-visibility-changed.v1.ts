import { z } from 'zod';
import { defineEvent } from '../envelope';

/**
 * An applicant turned their `privacy.visibleToCompanies` setting on or off: whether companies may find
 * them in the talent search and contact them (docs/decisions/127-talent-search-opt-in.md). Consumers
 * keep the state of the newest `changedAt`.
 */
export const ZUserTalentVisibilityChangedV1Schema = z.object({
  userId: z.string(),
  visibleToCompanies: z.boolean(),
  changedAt: z.iso.datetime(),
});
export type TUserTalentVisibilityChangedV1 = z.infer<typeof ZUserTalentVisibilityChangedV1Schema>;

export const userTalentVisibilityChangedV1 = defineEvent('auth.user.talent-visibility-changed', 1, 'auth.user', ZUserTalentVisibilityChangedV1Schema);
