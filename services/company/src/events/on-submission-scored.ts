import type { submissionScoredV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import { takeInScoredWork } from '../store/candidate-intake';
import type { CompanyTx } from '../store/db';

/** The reward that makes a scored challenger a candidate of the challenge's company. */
export const RECRUITMENT_REWARD = 'recruitment';

/**
 * `tovspark.submission.scored`: a submission to a challenge with a recruitment reward brings its
 * challenger into the owning company's pipeline at `sourced`, with the work and score. Events without
 * the challenge's owner and rewards (published before they were added) bring no one.
 */
export async function onSubmissionScored(event: EventOf<typeof submissionScoredV1>, tx: CompanyTx): Promise<void> {
  const { data } = event;
  if (!data.challengeCompanyId || !data.challengeRewards?.includes(RECRUITMENT_REWARD)) return;
  const challenger = data.challenger ?? null;
  await takeInScoredWork(tx, {
    companyId: data.challengeCompanyId,
    userId: data.userId,
    profile: challenger && {
      name: challenger.name,
      nationality: challenger.nationality,
      visaType: challenger.visaType,
      experienceYears: challenger.experienceYears,
    },
    challengeId: data.challengeId,
    challengeTitle: data.challengeTitle ?? null,
    submissionId: data.submissionId,
    score: data.score,
    description: data.work?.description ?? '',
    demoUrl: data.work?.demoUrl ?? null,
    scoredAt: new Date(data.scoredAt),
  });
}
