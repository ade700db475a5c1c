import { z } from 'zod';
import { defineEvent } from '../envelope';

/**
 * An account proved it owns its e-mail address (the verification link, or a password reset by an
 * e-mailed link). Consumers that send e-mail to the account (visa summaries) wait for it.
 */
export const ZUserEmailVerifiedV1Schema = z.object({
  userId: z.string(),
  email: z.string(),
  verifiedAt: z.iso.datetime(),
});
export type TUserEmailVerifiedV1 = z.infer<typeof ZUserEmailVerifiedV1Schema>;

export const userEmailVerifiedV1 = defineEvent('auth.user.email-verified', 1, 'auth.user', ZUserEmailVerifiedV1Schema);
