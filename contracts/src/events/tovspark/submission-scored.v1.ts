import { z } from 'zod';
import { defineEvent } from '../envelope';

/**
 * An admin scored a submission (a score is final: docs/rules/tovspark.md). Carries the challenge's
 * SparkPoints so the award can be computed from the event alone, and (optional fields) the challenge's
 * owner and rewards, the work and the challenger, so a company's pipeline can take the candidate in.
 */
export const ZSubmissionScoredV1Schema = z.object({
  submissionId: z.string(),
  challengeId: z.string(),
  userId: z.string(),
  score: z.number().int().min(0).max(100),
  challengeSparkPoints: z.number().int().min(0),
  scoredBy: z.string(),
  scoredAt: z.iso.datetime(),
  // Optional (added for the company's hiring pipeline, decision 145; an older event lacks them):
  /** The account that owns the challenge (a company, or the admin who made it). */
  challengeCompanyId: z.string().optional(),
  challengeTitle: z.string().optional(),
  /** The challenge's rewards (`recruitment` makes the scored challenger a candidate of the company). */
  challengeRewards: z.array(z.string()).optional(),
  /** The work scored: its description (cut to SCORED_WORK_DESCRIPTION_MAX) and demo link. */
  work: z.object({ description: z.string(), demoUrl: z.string().nullable() }).optional(),
  /** The challenger as their talent profile shows them to companies; null when they have none. */
  challenger: z
    .object({ name: z.string(), nationality: z.string().nullable(), visaType: z.string().nullable(), experienceYears: z.number().int().nullable() })
    .nullable()
    .optional(),
});

/** The longest work description the event carries (the whole stays in tovspark). */
export const SCORED_WORK_DESCRIPTION_MAX = 2_000;
export type TSubmissionScoredV1 = z.infer<typeof ZSubmissionScoredV1Schema>;

export const submissionScoredV1 = defineEvent('tovspark.submission.scored', 1, 'tovspark.submission', ZSubmissionScoredV1Schema);
