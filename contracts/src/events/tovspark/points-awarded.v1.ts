import { z } from 'zod';
import { defineEvent } from '../envelope';

/** SparkPoints were booked to a user's ledger (once per cause). `balance` is the user's total after it. */
export const ZPointsAwardedV1Schema = z.object({
  entryId: z.string(),
  userId: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
  reason: z.string(),
  causeKey: z.string(),
  challengeId: z.string().nullable(),
  submissionId: z.string().nullable(),
  awardedAt: z.iso.datetime(),
});
export type TPointsAwardedV1 = z.infer<typeof ZPointsAwardedV1Schema>;

export const pointsAwardedV1 = defineEvent('tovspark.points.awarded', 1, 'tovspark.points', ZPointsAwardedV1Schema);
