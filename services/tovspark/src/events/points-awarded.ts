import { pointsAwardedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { SparkPointsEntry } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `tovspark.points.awarded`: an entry was booked to the ledger (once per cause). */
export function pointsAwardedEvent(entry: SparkPointsEntry, balance: number): OutboxMessage<typeof pointsAwardedV1> {
  return {
    event: pointsAwardedV1,
    key: entry.userId,
    source: SOURCE,
    data: {
      entryId: entry.id,
      userId: entry.userId,
      amount: entry.amount,
      balance,
      reason: entry.reason,
      causeKey: entry.causeKey,
      challengeId: entry.challengeId,
      submissionId: entry.submissionId,
      awardedAt: entry.awardedAt.toISOString(),
    },
  };
}
