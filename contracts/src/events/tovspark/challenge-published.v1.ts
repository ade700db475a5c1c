import { z } from 'zod';
import { defineEvent } from '../envelope';

/** An admin published a challenge: applicants can join it from now on. */
export const ZChallengePublishedV1Schema = z.object({
  challengeId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  title: z.string(),
  category: z.string(),
  sparkPoints: z.number().int(),
  deadline: z.iso.datetime({ offset: true }),
  publishedBy: z.string(),
  publishedAt: z.iso.datetime(),
});
export type TChallengePublishedV1 = z.infer<typeof ZChallengePublishedV1Schema>;

export const challengePublishedV1 = defineEvent('tovspark.challenge.published', 1, 'tovspark.challenge', ZChallengePublishedV1Schema);
