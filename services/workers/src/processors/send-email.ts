import { randomUUID } from 'node:crypto';
import type { TEmailDelivery } from '@tov/contracts';
import type { Logger } from '@tov/kit';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { isPermanentSmtpError, type Mailer } from '../mailer';
import type { DeliveryStore } from './delivery-store';
import { EMAIL_JOBS, type DeliverableEmail, type EmailJobs } from './email-jobs';

export type EmailOutcome = 'sent' | 'already_sent' | 'deferred' | 'resent_after_interrupt' | 'retry' | 'failed';

/** The part of DeliveryStore the processor uses (a fake in unit tests). */
export type DeliveryRecords = Pick<DeliveryStore, 'get' | 'claim' | 'markSent' | 'settle'>;

export interface SendEmailDeps {
  store: DeliveryRecords;
  mailer: Mailer;
  logger: Logger;
  mailFrom: string;
  messageIdDomain: string;
  webBaseUrl: string;
  /** How long an attempt owns a delivery once `sending` (EMAIL_SEND_LEASE_MS). */
  leaseMs: number;
  count?(outcome: EmailOutcome): void;
  now?(): Date;
  /** The job names served, each with its contract and renderer (default: every e-mail job, email-jobs.ts). */
  jobs?: EmailJobs;
}

export interface SendEmailResult {
  deliveryId: string;
  status: 'sent' | 'already-sent';
  messageId: string | null;
}

/**
 * The deterministic Message-ID of a delivery: `<deliveryId@domain>`. Characters a Message-ID may not
 * hold (anything but letters, digits, `-` and `_`) are written `=XX` per UTF-8 byte, so ids such as
 * `userId:idempotencyKey` stay distinct and every attempt of one delivery carries the same id.
 */
export function messageIdFor(deliveryId: string, domain: string): string {
  const left = Array.from(Buffer.from(deliveryId, 'utf8'))
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9_-]/.test(c) ? c : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
  return `<${left}@${domain}>`;
}

function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** The job's data parsed by the contract of its name; an unknown name or invalid data can never succeed. */
function parseEmailJob(jobs: EmailJobs, job: Job): { data: DeliverableEmail; kind: EmailJobs[string] } {
  const kind = jobs[job.name];
  if (!kind) throw new UnrecoverableError(`unknown job name ${job.name} on the email queue`);
  const parsed = kind.schema.safeParse(job.data);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new UnrecoverableError(`invalid ${job.name} job: ${detail}`);
  }
  return { data: parsed.data, kind };
}

/**
 * The `email` queue's processor, one delivery mechanism for every job name (email-jobs.ts: each name
 * has its contract and renderer). At most one attempt at a time holds a delivery (its lease); a
 * delivery already `sent` is never sent again; the record turns `sent` the moment the SMTP server
 * accepts the data. docs/decisions/100-at-least-once-window.md explains the one window this cannot close.
 */
export function createEmailProcessor(deps: SendEmailDeps): (job: Job, token?: string) => Promise<SendEmailResult> {
  const now = deps.now ?? (() => new Date());
  const count = deps.count ?? (() => undefined);
  const jobs = deps.jobs ?? EMAIL_JOBS;
  // Deliveries this process saw accepted by SMTP but could not record as `sent` (Redis failing right
  // then): a retry that lands here records them instead of sending again.
  const unrecorded = new Map<string, TEmailDelivery>();

  return async (job, token) => {
    const { data, kind } = parseEmailJob(jobs, job);
    const log = deps.logger.child({
      jobId: job.id,
      deliveryId: data.deliveryId,
      attempt: job.attemptsStarted,
      ...(data.traceparent ? { traceparent: data.traceparent } : {}),
    });

    const acceptedEarlier = unrecorded.get(data.deliveryId);
    if (acceptedEarlier) {
      await deps.store.markSent(acceptedEarlier);
      unrecorded.delete(data.deliveryId);
      count('already_sent');
      log.info('recorded an earlier accepted send: not sending again');
      return { deliveryId: data.deliveryId, status: 'already-sent', messageId: acceptedEarlier.messageId };
    }

    // Fast path for the common duplicate: a re-enqueued or retried job of a delivery already sent.
    const previous = await deps.store.get(data.deliveryId);
    if (previous?.status === 'sent') {
      count('already_sent');
      log.info({ messageId: previous.messageId }, 'already sent: not sending again');
      return { deliveryId: data.deliveryId, status: 'already-sent', messageId: previous.messageId };
    }

    const messageId = messageIdFor(data.deliveryId, deps.messageIdDomain);
    const leaseToken = randomUUID();
    const sending: TEmailDelivery = {
      deliveryId: data.deliveryId,
      status: 'sending',
      to: data.to,
      messageId,
      attempts: (previous?.attempts ?? 0) + 1,
      sentAt: null,
      error: null,
    };
    const claim = await deps.store.claim(sending, leaseToken, deps.leaseMs);
    if (claim.outcome === 'sent') {
      count('already_sent');
      return { deliveryId: data.deliveryId, status: 'already-sent', messageId: claim.record.messageId };
    }
    if (claim.outcome === 'leased') {
      // Another attempt marked it `sending` less than a lease ago and may still be in its SMTP exchange:
      // wait until that attempt must have ended (no attempt is used up), then look again.
      count('deferred');
      log.warn({ remainingMs: claim.remainingMs }, 'another attempt holds the delivery: waiting for its lease');
      if (!token) throw new Error(`delivery ${data.deliveryId} is being sent by another attempt`);
      await job.moveToDelayed(Date.now() + claim.remainingMs + 50, token);
      throw new DelayedError();
    }
    if (claim.previous?.status === 'sending') {
      // The attempt before us marked it `sending` and ended without a word (killed, or frozen past its
      // lease). If its SMTP server had not accepted the data, nothing was delivered; if it had, this is
      // the duplicate of docs/decisions/100-at-least-once-window.md. Nothing we can ask tells the two apart, so we send.
      count('resent_after_interrupt');
      log.warn({ previousAttempts: claim.previous.attempts }, 'a previous attempt was interrupted while sending: sending again');
    }

    const mail = kind.render(data, { webBaseUrl: deps.webBaseUrl });
    let response: string;
    try {
      ({ response } = await deps.mailer.send({
        from: deps.mailFrom,
        to: data.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId,
        headers: { ...kind.headers?.(data), 'X-TOV-Delivery-Id': data.deliveryId },
      }));
    } catch (error) {
      const permanent = isPermanentSmtpError(error);
      const final = permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      count(final ? 'failed' : 'retry');
      const settled: TEmailDelivery = { ...sending, status: final ? 'failed' : 'queued', error: errorMessage(error) };
      await deps.store.settle(settled, leaseToken).catch((e: Error) => log.error({ err: e.message }, 'could not record the failed attempt'));
      log.warn({ err: errorMessage(error), permanent, final }, 'SMTP delivery failed');
      throw permanent ? new UnrecoverableError(errorMessage(error)) : error;
    }

    // Accepted by the SMTP server: record it before anything else (no log line, no metric first).
    const sent: TEmailDelivery = { ...sending, status: 'sent', sentAt: now().toISOString() };
    try {
      await deps.store.markSent(sent);
    } catch (error) {
      if (unrecorded.size < 10_000) unrecorded.set(data.deliveryId, sent);
      log.error({ err: errorMessage(error), messageId }, 'accepted by SMTP but not recorded as sent: the retry records it');
      throw error;
    }
    count('sent');
    log.info({ job: job.name, messageId, smtp: response }, 'e-mail sent');
    return { deliveryId: data.deliveryId, status: 'sent', messageId };
  };
}

/**
 * After the last attempt failed (or the job stalled too often), records `failed` unless the delivery
 * was sent or another attempt holds it.
 */
export async function recordFinalFailure(store: Pick<DeliveryStore, 'get' | 'settle'>, job: Job, error: Error, jobs: EmailJobs = EMAIL_JOBS): Promise<void> {
  const parsed = jobs[job.name]?.schema.safeParse(job.data);
  if (!parsed?.success) return;
  const previous = await store.get(parsed.data.deliveryId);
  if (previous?.status === 'sent' || previous?.status === 'failed') return;
  await store.settle(
    {
      deliveryId: parsed.data.deliveryId,
      status: 'failed',
      to: parsed.data.to,
      messageId: previous?.messageId ?? null,
      attempts: previous?.attempts ?? 0,
      sentAt: null,
      error: errorMessage(error),
    },
    null,
  );
}
