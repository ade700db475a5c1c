import { z } from 'zod';
import { defineEvent } from '../envelope';

/** A user handed in their submission (a draft became submitted; later edits before the deadline are not new facts). */
export const ZSubmissionSubmittedV1Schema = z.object({
  submissionId: z.string(),
  challengeId: z.string(),
  userId: z.string(),
  submittedAt: z.iso.datetime(),
});
export type TSubmissionSubmittedV1 = z.infer<typeof ZSubmissionSubmittedV1Schema>;

export const submissionSubmittedV1 = defineEvent('tovspark.submission.submitted', 1, 'tovspark.submission', ZSubmissionSubmittedV1Schema);
