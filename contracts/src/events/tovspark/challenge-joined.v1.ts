import { z } from 'zod';
import { defineEvent } from '../envelope';

/** A user joined a challenge (once per user and challenge; a join after leaving is a new fact). */
export const ZChallengeJoinedV1Schema = z.object({
  challengeId: z.string(),
  userId: z.string(),
  joinedAt: z.iso.datetime(),
});
export type TChallengeJoinedV1 = z.infer<typeof ZChallengeJoinedV1Schema>;

export const challengeJoinedV1 = defineEvent('tovspark.challenge.joined', 1, 'tovspark.challenge', ZChallengeJoinedV1Schema);
