import type { challengePublishedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import { recordPublishedChallenge } from '../store/challenges';
import type { CompanyTx } from '../store/db';

/** `tovspark.challenge.published`: one of the company's challenges is live until its deadline (the dashboard's active challenges). */
export async function onChallengePublished(event: EventOf<typeof challengePublishedV1>, tx: CompanyTx): Promise<void> {
  const { data } = event;
  await recordPublishedChallenge(tx, {
    challengeId: data.challengeId,
    companyId: data.companyId,
    title: data.title,
    deadline: new Date(data.deadline),
    publishedAt: new Date(data.publishedAt),
  });
}
