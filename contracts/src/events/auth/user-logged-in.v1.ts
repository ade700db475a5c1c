import { z } from 'zod';
import { defineEvent } from '../envelope';

export const ZUserLoggedInV1Schema = z.object({
  userId: z.string(),
  loggedInAt: z.iso.datetime(),
});
export type TUserLoggedInV1 = z.infer<typeof ZUserLoggedInV1Schema>;

export const userLoggedInV1 = defineEvent('auth.user.logged-in', 1, 'auth.user', ZUserLoggedInV1Schema);
