import {
  EMAIL_CHALLENGE_PUBLISHED_JOB,
  EMAIL_SUBMISSION_SCORED_JOB,
  ZChallengePublishedEmailJobSchema,
  ZSubmissionScoredEmailJobSchema,
  type TChallengePublishedEmailJob,
  type TSubmissionScoredEmailJob,
} from '@tov/contracts';
import { addEmailJob, type Logger } from '@tov/kit';
import type { Queue } from 'bullmq';

/** Delivery (and job) ids: one per fact, however often its event arrives (docs/decisions/118-notices-follow-the-facts.md). */
export const submissionScoredDeliveryId = (submissionId: string) => `submission-scored-${submissionId}`;
export const challengePublishedDeliveryId = (challengeId: string) => `challenge-published-${challengeId}`;

/** The challenge's page in the web app (the worker prefixes PUBLIC_WEB_URL). */
export const challengePath = (challengeId: string) => `/tovspark/challenges/${encodeURIComponent(challengeId)}`;

type Fields<T> = Omit<T, 'deliveryId' | 'traceparent'>;

/** The notices tovspark e-mails through the workers' `email` queue (a fake in unit tests). */
export interface NoticeMailer {
  submissionScored(fields: Fields<TSubmissionScoredEmailJob>): Promise<string>;
  challengePublished(fields: Fields<TChallengePublishedEmailJob>): Promise<string>;
}

/** Each notice as a job whose id is its delivery id; addresses stay in the job, never in a log line. */
export class QueueNoticeMailer implements NoticeMailer {
  constructor(
    private readonly queue: Queue,
    private readonly logger: Logger,
  ) {}

  async submissionScored(fields: Fields<TSubmissionScoredEmailJob>): Promise<string> {
    const deliveryId = await addEmailJob(this.queue, EMAIL_SUBMISSION_SCORED_JOB, ZSubmissionScoredEmailJobSchema, {
      ...fields,
      deliveryId: submissionScoredDeliveryId(fields.submissionId),
    });
    this.logger.info({ deliveryId, submissionId: fields.submissionId, challengeId: fields.challengeId }, 'score e-mail queued');
    return deliveryId;
  }

  async challengePublished(fields: Fields<TChallengePublishedEmailJob>): Promise<string> {
    const deliveryId = await addEmailJob(this.queue, EMAIL_CHALLENGE_PUBLISHED_JOB, ZChallengePublishedEmailJobSchema, {
      ...fields,
      deliveryId: challengePublishedDeliveryId(fields.challengeId),
    });
    this.logger.info({ deliveryId, challengeId: fields.challengeId }, 'publication e-mail queued');
    return deliveryId;
  }
}
