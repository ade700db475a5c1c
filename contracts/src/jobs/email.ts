import { z } from 'zod';
import { ZBreakdownItemSchema, ZChangePathSchema } from '../http/visa';

/** BullMQ queue names (ARCHITECTURE.md: jobs are imperative, not facts). */
export const EMAIL_QUEUE = 'email';
export const EMAIL_SEND_SUMMARY_JOB = 'email.send-summary';

/**
 * An assessment summary to e-mail. The job carries a snapshot of the assessment, so the worker needs
 * no other service's database; `deliveryId` is the job id, so a duplicate enqueue is a no-op.
 */
export const ZSendSummaryJobSchema = z.object({
  deliveryId: z.string().min(1),
  to: z.string().email(),
  language: z.enum(['ko', 'en']),
  recipientName: z.string().nullable(),
  requestedBy: z.string(),
  traceparent: z.string().optional(),
  assessment: z.object({
    assessmentId: z.string(),
    visaType: z.string(),
    visaSubtype: z.string().nullable(),
    applicationType: z.string(),
    eligible: z.boolean(),
    score: z.number(),
    totalPoints: z.number(),
    passMark: z.number(),
    maxPoints: z.number(),
    breakdown: z.array(ZBreakdownItemSchema),
    recommendations: z.array(z.string()),
    missingDocuments: z.array(z.string()),
    changePaths: z.array(ZChangePathSchema),
    evaluatedAt: z.string(),
  }),
});
export type TSendSummaryJob = z.infer<typeof ZSendSummaryJobSchema>;

/** Where a delivery stands; kept by the worker in Redis under `email:delivery:<deliveryId>`. */
export const ZEmailDeliverySchema = z.object({
  deliveryId: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'failed']),
  to: z.string(),
  messageId: z.string().nullable(),
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type TEmailDelivery = z.infer<typeof ZEmailDeliverySchema>;

export const emailDeliveryKey = (deliveryId: string) => `email:delivery:${deliveryId}`;
