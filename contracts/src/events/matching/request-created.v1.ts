import { z } from 'zod';
import { defineEvent } from '../envelope';

/** An applicant asked for an expert; the ranked candidates are part of the fact. */
export const ZMatchingRequestCreatedV1Schema = z.object({
  requestId: z.string(),
  userId: z.string(),
  assessmentId: z.string(),
  visaType: z.string(),
  preferences: z.object({
    languages: z.array(z.string()),
    budget: z.string().nullable(),
    consultationMode: z.string().nullable(),
    urgency: z.string().nullable(),
  }),
  candidates: z.array(z.object({ expertId: z.string(), score: z.number(), rank: z.number().int() })),
  createdAt: z.iso.datetime(),
});
export type TMatchingRequestCreatedV1 = z.infer<typeof ZMatchingRequestCreatedV1Schema>;

export const matchingRequestCreatedV1 = defineEvent('matching.request.created', 1, 'matching.request', ZMatchingRequestCreatedV1Schema);
