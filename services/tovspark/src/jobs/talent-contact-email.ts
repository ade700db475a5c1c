import { EMAIL_TALENT_CONTACT_JOB, ZTalentContactJobSchema, type TTalentContactJob } from '@tov/contracts';
import { assertQueueConnected, currentTraceparent, type Logger } from '@tov/kit';
import type { Queue } from 'bullmq';

/** The delivery (and job) id of a contact's e-mail: one contact, one e-mail, however often it is enqueued. */
export const contactDeliveryId = (contactId: string) => `talent-contact-${contactId}`;

/** What the contact route needs from the `email` queue (a fake in unit tests). */
export interface TalentContactMailer {
  /** Throws DependencyUnavailableError at once when nothing can be queued now (before anything is written). */
  assertCanQueue(): void;
  send(job: Omit<TTalentContactJob, 'deliveryId' | 'traceparent'>): Promise<string>;
}

/**
 * A company's message as an `email.talent-contact` job on the workers' `email` queue. The job id is
 * derived from the contact id, so a duplicate enqueue (a replayed request) adds nothing.
 */
export class QueueTalentContactMailer implements TalentContactMailer {
  constructor(
    private readonly queue: Queue,
    private readonly logger: Logger,
  ) {}

  assertCanQueue(): void {
    assertQueueConnected(this.queue);
  }

  async send(fields: Omit<TTalentContactJob, 'deliveryId' | 'traceparent'>): Promise<string> {
    this.assertCanQueue();
    const deliveryId = contactDeliveryId(fields.contactId);
    const traceparent = currentTraceparent();
    const job = ZTalentContactJobSchema.parse({ ...fields, deliveryId, ...(traceparent ? { traceparent } : {}) });
    await this.queue.add(EMAIL_TALENT_CONTACT_JOB, job, {
      jobId: deliveryId,
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
    this.logger.info({ deliveryId, contactId: fields.contactId }, 'talent contact e-mail queued');
    return deliveryId;
  }
}
