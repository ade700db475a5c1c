import { z } from 'zod';
import { ZLanguageSchema } from '../enums';
import { SERVICE_OPTIONS } from '../http/service-options';
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
export const EMAIL_QUOTE_SENT_JOB = 'email.quote-sent';
export const EMAIL_PAYMENT_CAPTURED_JOB = 'email.payment-captured';
export const EMAIL_CLIENT_MESSAGE_JOB = 'email.client-message';
export const EMAIL_SUBMISSION_SCORED_JOB = 'email.submission-scored';
export const EMAIL_CHALLENGE_PUBLISHED_JOB = 'email.challenge-published';
export const EMAIL_COMPLIANCE_OPENED_JOB = 'email.compliance-opened';

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

/** A path of the web app (the worker prefixes PUBLIC_WEB_URL); never another site. */
const ZWebPathSchema = z
  .string()
  .startsWith('/')
  .refine((path) => !path.startsWith('//'), { error: 'a path of the web app, not another site' });

/**
 * An expert's quote to the applicant (produced by specialist from its own `specialist.quote.sent`).
 * `resultPath` is the assessment's result page, where the applicant reads and pays the quote.
 * `deliveryId` is `quote-sent-<quoteId>`: one quote, one e-mail, however often the event arrives.
 */
export const ZQuoteSentEmailJobSchema = z.object({
  deliveryId: z.string().min(1),
  quoteId: z.string(),
  requestId: z.string(),
  to: z.string().email(),
  clientName: z.string(),
  expertName: z.string(),
  language: ZLanguageSchema,
  visaType: z.string(),
  serviceOption: z.enum(SERVICE_OPTIONS),
  amount: z.number().int().positive(),
  message: z.string().nullable(),
  validUntil: z.string(),
  resultPath: ZWebPathSchema,
  sentAt: z.string(),
  traceparent: z.string().optional(),
});
export type TQuoteSentEmailJob = z.infer<typeof ZQuoteSentEmailJobSchema>;

/** Who a payment e-mail is for: the applicant who paid (a receipt) or the expert whose quote was paid (start the work). */
export const PAYMENT_EMAIL_RECIPIENTS = ['client', 'expert'] as const;

/**
 * A captured payment (produced by specialist from its own `specialist.payment.captured`), once to the
 * applicant and once to the expert. `servicePath` is the recipient's page of the service
 * (`/visa/services/{id}` or `/pro/services/{id}`). `deliveryId` is
 * `payment-captured-<paymentId>-<recipient>`.
 */
export const ZPaymentCapturedEmailJobSchema = z.object({
  deliveryId: z.string().min(1),
  recipient: z.enum(PAYMENT_EMAIL_RECIPIENTS),
  paymentId: z.string(),
  serviceId: z.string(),
  to: z.string().email(),
  recipientName: z.string(),
  /** The expert's name in the applicant's e-mail, the applicant's in the expert's. */
  counterpartName: z.string(),
  language: ZLanguageSchema,
  visaType: z.string(),
  serviceOption: z.enum(SERVICE_OPTIONS),
  amount: z.number().int().positive(),
  paidAt: z.string(),
  servicePath: ZWebPathSchema,
  traceparent: z.string().optional(),
});
export type TPaymentCapturedEmailJob = z.infer<typeof ZPaymentCapturedEmailJobSchema>;

/**
 * A client's message on their service's roadmap, to the expert (produced by specialist, `POST
 * /api/visa/v3/services/{id}/messages`). `roadmapPath` is the expert's roadmap page
 * (`/pro/roadmaps/{serviceId}`). `deliveryId` is `client-message-<messageId>`.
 */
export const ZClientMessageEmailJobSchema = z.object({
  deliveryId: z.string().min(1),
  messageId: z.string(),
  serviceId: z.string(),
  to: z.string().email(),
  expertName: z.string(),
  clientName: z.string(),
  language: ZLanguageSchema,
  visaType: z.string(),
  step: z.object({ key: z.string(), title: z.string() }).nullable(),
  message: z.string().min(1).max(2_000),
  roadmapPath: ZWebPathSchema,
  sentAt: z.string(),
  traceparent: z.string().optional(),
});
export type TClientMessageEmailJob = z.infer<typeof ZClientMessageEmailJobSchema>;

/**
 * A participant's submission was scored (produced by tovspark from its own `tovspark.submission.scored`):
 * the score, the admin's feedback and the SparkPoints it earned. `deliveryId` is
 * `submission-scored-<submissionId>` (a score is final: one per submission).
 */
export const ZSubmissionScoredEmailJobSchema = z.object({
  deliveryId: z.string().min(1),
  submissionId: z.string(),
  challengeId: z.string(),
  to: z.string().email(),
  participantName: z.string(),
  language: ZLanguageSchema,
  challengeTitle: z.string(),
  score: z.number().int().min(0).max(100),
  feedback: z.string(),
  sparkPoints: z.number().int().min(0),
  challengePath: ZWebPathSchema,
  scoredAt: z.string(),
  traceparent: z.string().optional(),
});
export type TSubmissionScoredEmailJob = z.infer<typeof ZSubmissionScoredEmailJobSchema>;

/**
 * A company's challenge was published by an admin (produced by tovspark from its own
 * `tovspark.challenge.published`), to the company account that owns it. `deliveryId` is
 * `challenge-published-<challengeId>` (a challenge is published once).
 */
export const ZChallengePublishedEmailJobSchema = z.object({
  deliveryId: z.string().min(1),
  challengeId: z.string(),
  to: z.string().email(),
  recipientName: z.string(),
  companyName: z.string(),
  language: ZLanguageSchema,
  challengeTitle: z.string(),
  deadline: z.string(),
  challengePath: ZWebPathSchema,
  publishedAt: z.string(),
  traceparent: z.string().optional(),
});
export type TChallengePublishedEmailJob = z.infer<typeof ZChallengePublishedEmailJobSchema>;

/** Who a compliance e-mail is for: the company's HR address, or the employee whose visa it is. */
export const COMPLIANCE_EMAIL_RECIPIENTS = ['hr', 'employee'] as const;

/**
 * A compliance item opened for an employee whose visa expires within the company's lead time
 * (produced by company: its daily scan, or an employee saved with such an expiry). Once to the HR
 * address and, when the company enabled it and the address is on record, once to the employee.
 * `deliveryId` is `compliance-opened-<itemId>-<recipient>`: one item, one e-mail each, however often
 * the scan runs. `compliancePath` is the company's page of the item.
 */
export const ZComplianceOpenedEmailJobSchema = z.object({
  deliveryId: z.string().min(1),
  recipient: z.enum(COMPLIANCE_EMAIL_RECIPIENTS),
  itemId: z.string(),
  to: z.string().email(),
  recipientName: z.string(),
  companyName: z.string(),
  employeeName: z.string(),
  language: ZLanguageSchema,
  visaType: z.string(),
  expiryDate: z.string(),
  daysLeft: z.number().int(),
  compliancePath: ZWebPathSchema,
  openedAt: z.string(),
  traceparent: z.string().optional(),
});
export type TComplianceOpenedEmailJob = z.infer<typeof ZComplianceOpenedEmailJobSchema>;

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
