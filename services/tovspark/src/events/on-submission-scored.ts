import type { submissionScoredV1 } from '@tov/contracts';
import { enqueueEvent, type EventOf } from '@tov/kit';
import { pointsForScore, scoredSubmissionCause, SUBMISSION_SCORED_REASON } from '../domain/sparkpoints';
import type { TovsparkTx } from '../store/db';
import type { Leaderboards } from '../store/leaderboards';
import { appendEntry, totalOf } from '../store/ledger';
import { refreshTalentStats } from '../store/talents';
import { pointsAwardedEvent } from './points-awarded';

/**
 * `tovspark.submission.scored` (tovspark's own event): books the SparkPoints the score earns under
 * the submission's cause key, so the award happens once however often the event (or a copy with
 * another id) arrives, writes `tovspark.points.awarded` through the outbox in the same transaction,
 * and sets the user's totals on the leaderboards. A score that earns 0 points books nothing. Either
 * way the talent's points, completed challenges and skills are recomputed (talent search).
 */
export function onSubmissionScored(leaderboards: Leaderboards) {
  return async (event: EventOf<typeof submissionScoredV1>, tx: TovsparkTx): Promise<void> => {
    const { data } = event;
    await awardPoints(event, tx, leaderboards);
    await refreshTalentStats(tx, data.userId);
  };
}

async function awardPoints(event: EventOf<typeof submissionScoredV1>, tx: TovsparkTx, leaderboards: Leaderboards): Promise<void> {
  const { data } = event;
  const amount = pointsForScore(data.challengeSparkPoints, data.score);
  if (amount === 0) return;
  const entry = await appendEntry(tx, {
    userId: data.userId,
    amount,
    reason: SUBMISSION_SCORED_REASON,
    causeKey: scoredSubmissionCause(data.submissionId),
    challengeId: data.challengeId,
    submissionId: data.submissionId,
    awardedAt: new Date(data.scoredAt),
  });
  if (!entry) return;
  const balance = await totalOf(tx, data.userId, null);
  await enqueueEvent(tx, pointsAwardedEvent(entry, balance.points));
  await leaderboards.refreshUser(tx, data.userId, entry.awardedAt);
}
