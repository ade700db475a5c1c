import type { challengeClosedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import { recordClosedChallenge } from '../store/challenges';
import type { CompanyTx } from '../store/db';

/** `tovspark.challenge.closed`: the challenge no longer counts as active on the company's dashboard. */
export async function onChallengeClosed(event: EventOf<typeof challengeClosedV1>, tx: CompanyTx): Promise<void> {
  await recordClosedChallenge(tx, event.data.challengeId, new Date(event.data.closedAt));
}
