import { z } from 'zod';
import { defineEvent } from '../envelope';

/** A saved assessment was scored. Matching keeps it as a projection; tovspark shows the latest score. */
export const ZAssessmentCompletedV1Schema = z.object({
  assessmentId: z.string(),
  userId: z.string(),
  visaType: z.string(),
  visaSubtype: z.string().nullable(),
  applicationType: z.string(),
  eligible: z.boolean(),
  score: z.number(),
  ruleSetId: z.string(),
  nationality: z.string().nullable(),
  changePaths: z.array(z.string()),
  /** Document codes the applicant did not tick (the specialist's roadmap starts from them); absent in older events. */
  missingDocuments: z.array(z.string()).default([]),
  evaluatedAt: z.iso.datetime(),
});
export type TAssessmentCompletedV1 = z.infer<typeof ZAssessmentCompletedV1Schema>;

export const assessmentCompletedV1 = defineEvent('visa.assessment.completed', 1, 'visa.assessment', ZAssessmentCompletedV1Schema);
