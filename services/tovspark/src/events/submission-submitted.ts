import { submissionSubmittedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { Submission } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `tovspark.submission.submitted`: a draft (or a first save) became submitted. */
export function submissionSubmittedEvent(submission: Submission, submittedAt: Date): OutboxMessage<typeof submissionSubmittedV1> {
  return {
    event: submissionSubmittedV1,
    key: submission.id,
    source: SOURCE,
    data: { submissionId: submission.id, challengeId: submission.challengeId, userId: submission.userId, submittedAt: submittedAt.toISOString() },
  };
}
