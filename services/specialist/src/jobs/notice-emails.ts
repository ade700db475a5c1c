import {
  EMAIL_CLIENT_MESSAGE_JOB,
  EMAIL_PAYMENT_CAPTURED_JOB,
  EMAIL_QUOTE_SENT_JOB,
  ZClientMessageEmailJobSchema,
  ZPaymentCapturedEmailJobSchema,
  ZQuoteSentEmailJobSchema,
  type TClientMessageEmailJob,
  type TPaymentCapturedEmailJob,
  type TQuoteSentEmailJob,
} from '@tov/contracts';
import { addEmailJob, assertQueueConnected, type Logger } from '@tov/kit';
import type { Queue } from 'bullmq';

/** Delivery (and job) ids: one per fact and recipient, however often the fact is seen (docs/decisions/118-notices-follow-the-facts.md). */
export const quoteSentDeliveryId = (quoteId: string) => `quote-sent-${quoteId}`;
export const paymentCapturedDeliveryId = (paymentId: string, recipient: TPaymentCapturedEmailJob['recipient']) => `payment-captured-${paymentId}-${recipient}`;
export const clientMessageDeliveryId = (messageId: string) => `client-message-${messageId}`;

/** The pages the e-mails link to (the worker prefixes PUBLIC_WEB_URL). */
export const resultPath = (assessmentId: string) => `/visa/result/${encodeURIComponent(assessmentId)}`;
export const expertServicePath = (serviceId: string) => `/pro/services/${encodeURIComponent(serviceId)}`;
export const expertRoadmapPath = (serviceId: string) => `/pro/roadmaps/${encodeURIComponent(serviceId)}`;

type Fields<T> = Omit<T, 'deliveryId' | 'traceparent'>;

/** The notices the specialist service e-mails through the workers' `email` queue (a fake in unit tests). */
export interface NoticeMailer {
  /** Throws DependencyUnavailableError at once when nothing can be queued now (before anything is written). */
  assertCanQueue(): void;
  quoteSent(fields: Fields<TQuoteSentEmailJob>): Promise<string>;
  paymentCaptured(fields: Fields<TPaymentCapturedEmailJob>): Promise<string>;
  clientMessage(fields: Fields<TClientMessageEmailJob>): Promise<string>;
}

/** Each notice as a job whose id is its delivery id; addresses stay in the job, never in a log line. */
export class QueueNoticeMailer implements NoticeMailer {
  constructor(
    private readonly queue: Queue,
    private readonly logger: Logger,
  ) {}

  assertCanQueue(): void {
    assertQueueConnected(this.queue);
  }

  async quoteSent(fields: Fields<TQuoteSentEmailJob>): Promise<string> {
    const deliveryId = await addEmailJob(this.queue, EMAIL_QUOTE_SENT_JOB, ZQuoteSentEmailJobSchema, {
      ...fields,
      deliveryId: quoteSentDeliveryId(fields.quoteId),
    });
    this.logger.info({ deliveryId, quoteId: fields.quoteId, requestId: fields.requestId }, 'quote e-mail queued');
    return deliveryId;
  }

  async paymentCaptured(fields: Fields<TPaymentCapturedEmailJob>): Promise<string> {
    const deliveryId = await addEmailJob(this.queue, EMAIL_PAYMENT_CAPTURED_JOB, ZPaymentCapturedEmailJobSchema, {
      ...fields,
      deliveryId: paymentCapturedDeliveryId(fields.paymentId, fields.recipient),
    });
    this.logger.info({ deliveryId, paymentId: fields.paymentId, serviceId: fields.serviceId, recipient: fields.recipient }, 'payment e-mail queued');
    return deliveryId;
  }

  async clientMessage(fields: Fields<TClientMessageEmailJob>): Promise<string> {
    const deliveryId = await addEmailJob(this.queue, EMAIL_CLIENT_MESSAGE_JOB, ZClientMessageEmailJobSchema, {
      ...fields,
      deliveryId: clientMessageDeliveryId(fields.messageId),
    });
    this.logger.info({ deliveryId, messageId: fields.messageId, serviceId: fields.serviceId }, 'client message e-mail queued');
    return deliveryId;
  }
}
