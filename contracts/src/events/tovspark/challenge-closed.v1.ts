import { z } from 'zod';
import { defineEvent } from '../envelope';

/** An admin closed a published challenge (before or after its deadline): nobody joins or hands in any more. */
export const ZChallengeClosedV1Schema = z.object({
  challengeId: z.string(),
  companyId: z.string(),
  closedBy: z.string(),
  closedAt: z.iso.datetime(),
});
export type TChallengeClosedV1 = z.infer<typeof ZChallengeClosedV1Schema>;

export const challengeClosedV1 = defineEvent('tovspark.challenge.closed', 1, 'tovspark.challenge', ZChallengeClosedV1Schema);
