import { SCORED_WORK_DESCRIPTION_MAX, submissionScoredV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { Challenge, Submission, Talent } from '../generated/prisma/client';
import { SOURCE } from './published';
import { heldVisaType } from './talent-contacted';

/** What the event says of the challenge: its points, and for the owner's hiring pipeline its owner, title and rewards. */
export type ScoredChallenge = Pick<Challenge, 'sparkPoints' | 'companyId' | 'title' | 'rewards'>;

/**
 * `tovspark.submission.scored`: written with the score; tovspark's own consumer books the SparkPoints
 * from it, and the company service takes the challenger into the owner's pipeline when the challenge
 * has a recruitment reward (decision 145). The owner already reads the submission (decision 119).
 */
export function submissionScoredEvent(
  submission: Submission,
  challenge: ScoredChallenge,
  challenger: Talent | null,
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
      challengeSparkPoints: challenge.sparkPoints,
      scoredBy,
      scoredAt: scoredAt.toISOString(),
      challengeCompanyId: challenge.companyId,
      challengeTitle: challenge.title,
      challengeRewards: challenge.rewards,
      work: { description: submission.description.slice(0, SCORED_WORK_DESCRIPTION_MAX), demoUrl: submission.demoUrl },
      challenger: challenger && {
        name: challenger.name,
        nationality: challenger.nationality,
        visaType: heldVisaType(challenger),
        experienceYears: challenger.experience,
      },
    },
  };
}
