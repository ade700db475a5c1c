import { z } from 'zod';
import { defineEvent } from '../envelope';

/** The owner deleted an assessment: projections drop it. */
export const ZAssessmentDeletedV1Schema = z.object({ assessmentId: z.string(), userId: z.string(), deletedAt: z.iso.datetime() });
export type TAssessmentDeletedV1 = z.infer<typeof ZAssessmentDeletedV1Schema>;

export const assessmentDeletedV1 = defineEvent('visa.assessment.deleted', 1, 'visa.assessment', ZAssessmentDeletedV1Schema);
