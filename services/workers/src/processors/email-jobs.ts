import {
  EMAIL_ACCOUNT_LINK_JOB,
  EMAIL_CHALLENGE_PUBLISHED_JOB,
  EMAIL_CLIENT_MESSAGE_JOB,
  EMAIL_COMPLIANCE_OPENED_JOB,
  EMAIL_PAYMENT_CAPTURED_JOB,
  EMAIL_QUOTE_SENT_JOB,
  EMAIL_ROADMAP_MESSAGE_JOB,
  EMAIL_SEND_SUMMARY_JOB,
  EMAIL_SUBMISSION_SCORED_JOB,
  EMAIL_TALENT_CONTACT_JOB,
  ZAccountLinkJobSchema,
  ZChallengePublishedEmailJobSchema,
  ZClientMessageEmailJobSchema,
  ZComplianceOpenedEmailJobSchema,
  ZPaymentCapturedEmailJobSchema,
  ZQuoteSentEmailJobSchema,
  ZRoadmapMessageJobSchema,
  ZSendSummaryJobSchema,
  ZSubmissionScoredEmailJobSchema,
  ZTalentContactJobSchema,
} from '@tov/contracts';
import type { z } from 'zod';
import { renderAccountEmail } from '../render/account-email';
import { renderChallengePublishedEmail } from '../render/challenge-published-email';
import { renderClientMessageEmail } from '../render/client-message-email';
import { renderComplianceOpenedEmail } from '../render/compliance-opened-email';
import { renderPaymentCapturedEmail } from '../render/payment-captured-email';
import { renderQuoteSentEmail } from '../render/quote-sent-email';
import { renderRoadmapMessageEmail } from '../render/roadmap-message-email';
import { renderSubmissionScoredEmail } from '../render/submission-scored-email';
import { renderSummaryEmail, type RenderedEmail, type RenderOptions } from '../render/summary-email';
import { renderTalentContactEmail } from '../render/talent-contact-email';

/** What every e-mail job carries, whatever else it holds: the delivery (job) id, the recipient, the trace. */
export interface DeliverableEmail {
  deliveryId: string;
  to: string;
  traceparent?: string;
}

/** One job name of the `email` queue: its contract, its (pure) renderer and any extra headers. */
export interface EmailJobKind<T extends DeliverableEmail = DeliverableEmail> {
  schema: z.ZodType<T>;
  render(data: T, options: RenderOptions): RenderedEmail;
  headers?(data: T): Record<string, string>;
}

export type EmailJobs = Readonly<Record<string, EmailJobKind>>;

/**
 * Keeps a kind's own data type inside while the registry holds kinds of every type: `render` and
 * `headers` are methods, so a kind of a narrower type is one of the wider (their data is parsed by the
 * kind's own schema before either is called).
 */
function emailJob<T extends DeliverableEmail>(kind: EmailJobKind<T>): EmailJobKind {
  return kind;
}

/**
 * Every job the `email` queue serves, by name. A new kind of e-mail is a contract in
 * contracts/src/jobs/email.ts, a renderer in src/render/ and a line here; the delivery (lease, the
 * `sent` record, Message-ID, retries) is the same for all (send-email.ts).
 */
export const EMAIL_JOBS: EmailJobs = {
  [EMAIL_SEND_SUMMARY_JOB]: emailJob({ schema: ZSendSummaryJobSchema, render: renderSummaryEmail }),
  [EMAIL_ACCOUNT_LINK_JOB]: emailJob({ schema: ZAccountLinkJobSchema, render: renderAccountEmail, headers: (job) => ({ 'X-TOV-Email-Kind': job.kind }) }),
  // Replies go to the company account (when known), never to the talent's own address.
  [EMAIL_TALENT_CONTACT_JOB]: emailJob({
    schema: ZTalentContactJobSchema,
    render: renderTalentContactEmail,
    headers: (job): Record<string, string> => ({ 'X-TOV-Email-Kind': 'talent-contact', ...(job.replyTo ? { 'Reply-To': job.replyTo } : {}) }),
  }),
  // An expert's message on a client's roadmap (specialist); the client answers on the roadmap page.
  [EMAIL_ROADMAP_MESSAGE_JOB]: emailJob({
    schema: ZRoadmapMessageJobSchema,
    render: renderRoadmapMessageEmail,
    headers: () => ({ 'X-TOV-Email-Kind': 'roadmap-message' }),
  }),
  // The notices that follow a fact (issue 24 item 9): each kind named in X-TOV-Email-Kind.
  [EMAIL_QUOTE_SENT_JOB]: emailJob({ schema: ZQuoteSentEmailJobSchema, render: renderQuoteSentEmail, headers: () => ({ 'X-TOV-Email-Kind': 'quote-sent' }) }),
  [EMAIL_PAYMENT_CAPTURED_JOB]: emailJob({
    schema: ZPaymentCapturedEmailJobSchema,
    render: renderPaymentCapturedEmail,
    headers: (job): Record<string, string> => ({ 'X-TOV-Email-Kind': `payment-captured-${job.recipient}` }),
  }),
  [EMAIL_CLIENT_MESSAGE_JOB]: emailJob({
    schema: ZClientMessageEmailJobSchema,
    render: renderClientMessageEmail,
    headers: () => ({ 'X-TOV-Email-Kind': 'client-message' }),
  }),
  [EMAIL_SUBMISSION_SCORED_JOB]: emailJob({
    schema: ZSubmissionScoredEmailJobSchema,
    render: renderSubmissionScoredEmail,
    headers: () => ({ 'X-TOV-Email-Kind': 'submission-scored' }),
  }),
  [EMAIL_CHALLENGE_PUBLISHED_JOB]: emailJob({
    schema: ZChallengePublishedEmailJobSchema,
    render: renderChallengePublishedEmail,
    headers: () => ({ 'X-TOV-Email-Kind': 'challenge-published' }),
  }),
  // A company's visa-expiry compliance item (services/company), to its HR address or the employee.
  [EMAIL_COMPLIANCE_OPENED_JOB]: emailJob({
    schema: ZComplianceOpenedEmailJobSchema,
    render: renderComplianceOpenedEmail,
    headers: (job): Record<string, string> => ({ 'X-TOV-Email-Kind': `compliance-opened-${job.recipient}` }),
  }),
};
