import { submissionScoredV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { Submission } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `tovspark.submission.scored`: written with the score; tovspark's own consumer books the SparkPoints from it. */
export function submissionScoredEvent(
  submission: Submission,
  challengeSparkPoints: number,
  scoredBy: string,
  scoredAt: Date,
): OutboxMessage<typeof submissionScoredV1> {
  return {
    event: submissionScoredV1,
    key: submission.id,
    source: SOURCE,
    data: {
      submissionId: submission.id,
      challengeId: submission.challengeId,
      userId: submission.userId,
      score: submission.score ?? 0,
      challengeSparkPoints,
      scoredBy,
      scoredAt: scoredAt.toISOString(),
    },
  };
}
