import { EMAIL_ROADMAP_MESSAGE_JOB, ZRoadmapMessageJobSchema, type TRoadmapMessageJob } from '@tov/contracts';
import { assertQueueConnected, currentTraceparent, type Logger } from '@tov/kit';
import type { Queue } from 'bullmq';

/** The delivery (and job) id of a roadmap message's e-mail: one message, one e-mail, however often it is enqueued. */
export const roadmapMessageDeliveryId = (messageId: string) => `roadmap-message-${messageId}`;

/** The page of the visa area that shows a client their service and its roadmap. */
export const clientServicePath = (serviceId: string) => `/visa/services/${serviceId}`;

/** What the communication route needs from the `email` queue (a fake in unit tests). */
export interface RoadmapMailer {
  /** Throws DependencyUnavailableError at once when nothing can be queued now (before anything is written). */
  assertCanQueue(): void;
  send(job: Omit<TRoadmapMessageJob, 'deliveryId' | 'traceparent'>): Promise<string>;
}

/**
 * An expert's roadmap message as an `email.roadmap-message` job on the workers' `email` queue. The job
 * id comes from the message id, so a duplicate enqueue (a replayed request) adds nothing. The client's
 * address is in the job only, never in a log line.
 */
export class QueueRoadmapMailer implements RoadmapMailer {
  constructor(
    private readonly queue: Queue,
    private readonly logger: Logger,
  ) {}

  assertCanQueue(): void {
    assertQueueConnected(this.queue);
  }

  async send(fields: Omit<TRoadmapMessageJob, 'deliveryId' | 'traceparent'>): Promise<string> {
    this.assertCanQueue();
    const deliveryId = roadmapMessageDeliveryId(fields.messageId);
    const traceparent = currentTraceparent();
    const job = ZRoadmapMessageJobSchema.parse({ ...fields, deliveryId, ...(traceparent ? { traceparent } : {}) });
    await this.queue.add(EMAIL_ROADMAP_MESSAGE_JOB, job, {
      jobId: deliveryId,
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
    this.logger.info({ deliveryId, messageId: fields.messageId, serviceId: fields.serviceId }, 'roadmap message e-mail queued');
    return deliveryId;
  }
}
