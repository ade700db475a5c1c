import { z } from 'zod';
import { defineEvent } from '../envelope';

/**
 * An admin scored a submission (a score is final: docs/rules/tovspark.md). Carries the challenge's
 * SparkPoints so the award can be computed from the event alone.
 */
export const ZSubmissionScoredV1Schema = z.object({
  submissionId: z.string(),
  challengeId: z.string(),
  userId: z.string(),
  score: z.number().int().min(0).max(100),
  challengeSparkPoints: z.number().int().min(0),
  scoredBy: z.string(),
  scoredAt: z.iso.datetime(),
});
export type TSubmissionScoredV1 = z.infer<typeof ZSubmissionScoredV1Schema>;

export const submissionScoredV1 = defineEvent('tovspark.submission.scored', 1, 'tovspark.submission', ZSubmissionScoredV1Schema);
