import { z } from 'zod';
import { defineEvent } from '../envelope';

/** The applicant chose an expert for a request: the specialist workspace shows it as incoming. */
export const ZExpertSelectedV1Schema = z.object({
  requestId: z.string(),
  userId: z.string(),
  assessmentId: z.string(),
  expertId: z.string(),
  serviceOption: z.string(),
  /** The request's (assessed) visa type: the expert's inbox filters by it. Absent in older events. */
  visaType: z.string().optional(),
  selectedAt: z.iso.datetime(),
});
export type TExpertSelectedV1 = z.infer<typeof ZExpertSelectedV1Schema>;

export const expertSelectedV1 = defineEvent('matching.expert.selected', 1, 'matching.request', ZExpertSelectedV1Schema);
