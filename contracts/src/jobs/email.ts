import { z } from 'zod';
import { ZLanguageSchema } from '../enums';
import { ZBreakdownItemSchema, ZChangePathSchema } from '../http/visa';

/**
 * The breakdown row as the summary e-mail reads it: labels and improvements in the four languages,
 * the threshold already in the e-mail's language. Chinese and Japanese are optional (English is
 * used without them) so jobs queued when the e-mail had only Korean and English still parse.
 */
const ZEmailTextSchema = z.object({ ko: z.string(), en: z.string(), zh: z.string().optional(), ja: z.string().optional() });
export const ZEmailBreakdownItemSchema = ZBreakdownItemSchema.extend({
  label: ZEmailTextSchema,
  threshold: z.string(),
  improvement: ZEmailTextSchema.nullable(),
});
/** The e-mail shows a path's reason in its language, what is still missing included (jobs queued before keep parsing). */
export const ZEmailChangePathSchema = ZChangePathSchema.omit({ reasonText: true, eligible: true, missingConditions: true });

/** BullMQ queue names (ARCHITECTURE.md: jobs are imperative, not facts). */
export const EMAIL_QUEUE = 'email';
export const EMAIL_SEND_SUMMARY_JOB = 'email.send-summary';
export const EMAIL_ACCOUNT_LINK_JOB = 'email.account-link';
export const EMAIL_TALENT_CONTACT_JOB = 'email.talent-contact';
export const EMAIL_ROADMAP_MESSAGE_JOB = 'email.roadmap-message';

/**
 * An assessment summary to e-mail. The job carries a snapshot of the assessment, so the worker needs
 * no other service's database; `deliveryId` is the job id, so a duplicate enqueue is a no-op.
 */
export const ZSendSummaryJobSchema = z.object({
  deliveryId: z.string().min(1),
  to: z.string().email(),
  language: ZLanguageSchema,
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
    breakdown: z.array(ZEmailBreakdownItemSchema),
    recommendations: z.array(z.string()),
    /** The documents' names in the e-mail's language (codes in jobs queued before names were sent). */
    missingDocuments: z.array(z.string()),
    changePaths: z.array(ZEmailChangePathSchema),
    evaluatedAt: z.string(),
  }),
});
export type TSendSummaryJob = z.infer<typeof ZSendSummaryJobSchema>;

/**
 * What an account e-mail is for: a verification link after sign-up, a password-reset link, or the
 * note to an existing account that someone tried to sign up with its address (sign in or reset).
 */
export const ACCOUNT_EMAIL_KINDS = ['verify-email', 'reset-password', 'sign-up-attempt'] as const;
export type TAccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

/** The frontend page each link kind opens (the worker prefixes PUBLIC_WEB_URL). */
export const ACCOUNT_LINK_PATHS = { 'verify-email': '/verify-email', 'reset-password': '/reset-password' } as const;

/**
 * An account e-mail (produced by auth). `token` is the one-time token of a verify-email or
 * reset-password link (auth stores only its hash), absent for sign-up-attempt; `expiresAt` says how
 * long the link works. `deliveryId` is the job id, so a duplicate enqueue is a no-op.
 */
export const ZAccountLinkJobSchema = z
  .object({
    deliveryId: z.string().min(1),
    kind: z.enum(ACCOUNT_EMAIL_KINDS),
    to: z.string().email(),
    name: z.string(),
    language: ZLanguageSchema,
    token: z.string().min(16).optional(),
    expiresAt: z.string().optional(),
    traceparent: z.string().optional(),
  })
  .refine((job) => job.kind === 'sign-up-attempt' || Boolean(job.token), { error: 'a verify-email or reset-password job needs its token', path: ['token'] });
export type TAccountLinkJob = z.infer<typeof ZAccountLinkJobSchema>;

/**
 * A company's message to a talent (produced by tovspark, `POST /api/tovspark/talents/{id}/contact`).
 * `to` is the talent's address (never shown to the company); `replyTo` the company account's, when
 * known, so the talent's answer goes to the company. `deliveryId` is `talent-contact-<contactId>` (BullMQ ids hold no `:`),
 * the job id, so a duplicate enqueue is a no-op.
 */
export const ZTalentContactJobSchema = z.object({
  deliveryId: z.string().min(1),
  contactId: z.string(),
  to: z.string().email(),
  talentName: z.string(),
  language: ZLanguageSchema,
  companyName: z.string(),
  replyTo: z.string().email().nullable(),
  message: z.string().min(1).max(2_000),
  sentAt: z.string(),
  traceparent: z.string().optional(),
});
export type TTalentContactJob = z.infer<typeof ZTalentContactJobSchema>;

/**
 * An expert's message on a client's roadmap (produced by specialist, `POST
 * /api/specialist/roadmap/{progressId}/communication`). `to` is the client's address (never logged);
 * `step` the step the message is about, if any, and whether the expert marked it done; `servicePath`
 * the page of the visa area that shows the roadmap (the worker prefixes PUBLIC_WEB_URL).
 * `deliveryId` is `roadmap-message-<messageId>`, the job id, so a duplicate enqueue is a no-op.
 */
export const ZRoadmapMessageJobSchema = z.object({
  deliveryId: z.string().min(1),
  messageId: z.string(),
  serviceId: z.string(),
  to: z.string().email(),
  clientName: z.string(),
  expertName: z.string(),
  language: ZLanguageSchema,
  visaType: z.string(),
  step: z.object({ key: z.string(), title: z.string(), done: z.boolean() }).nullable(),
  message: z.string().min(1).max(2_000),
  servicePath: z.string().startsWith('/'),
  sentAt: z.string(),
  traceparent: z.string().optional(),
});
export type TRoadmapMessageJob = z.infer<typeof ZRoadmapMessageJobSchema>;

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

/** `GET /api/visa/v3/email/deliveries/{id}`: the job's state and, once a worker took it, its delivery record. */
export const ZEmailDeliveryStatusSchema = z.object({ deliveryId: z.string(), status: z.string(), delivery: ZEmailDeliverySchema.nullable() });
