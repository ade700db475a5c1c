import type { submissionScoredV1 } from '@tov/contracts';
import { enqueueEvent, type EventOf, type Logger } from '@tov/kit';
import { pointsForScore, scoredSubmissionCause, SUBMISSION_SCORED_REASON } from '../domain/sparkpoints';
import { challengePath, type NoticeMailer } from '../jobs/notice-emails';
import type { TovsparkTx } from '../store/db';
import type { Leaderboards } from '../store/leaderboards';
import { appendEntry, totalOf } from '../store/ledger';
import { participantRecipient } from '../store/notice-recipients';
import { refreshTalentStats } from '../store/talents';
import { pointsAwardedEvent } from './points-awarded';

/**
 * `tovspark.submission.scored` (tovspark's own event): books the SparkPoints the score earns under
 * the submission's cause key, so the award happens once however often the event (or a copy with
 * another id) arrives, writes `tovspark.points.awarded` through the outbox in the same transaction,
 * and sets the user's totals on the leaderboards. A score that earns 0 points books nothing. Either
 * way the talent's points, completed challenges and skills are recomputed (talent search), and the
 * participant is e-mailed the score (job id from the submission: once; decision 118).
 */
export function onSubmissionScored({ leaderboards, notices, logger }: { leaderboards: Leaderboards; notices: NoticeMailer; logger: Logger }) {
  return async (event: EventOf<typeof submissionScoredV1>, tx: TovsparkTx): Promise<void> => {
    const { data } = event;
    await awardPoints(event, tx, leaderboards);
    await refreshTalentStats(tx, data.userId);
    await emailScore(event, tx, notices, logger);
  };
}

async function emailScore(event: EventOf<typeof submissionScoredV1>, tx: TovsparkTx, notices: NoticeMailer, logger: Logger): Promise<void> {
  const { data } = event;
  const submission = await tx.submission.findUnique({ where: { id: data.submissionId }, select: { feedback: true, challenge: { select: { title: true } } } });
  const recipient = await participantRecipient(tx, data.userId);
  if (!submission || !recipient) {
    logger.warn({ submissionId: data.submissionId, userId: data.userId }, "score not e-mailed: the submission or the participant's address is not known");
    return;
  }
  await notices.submissionScored({
    submissionId: data.submissionId,
    challengeId: data.challengeId,
    to: recipient.email,
    participantName: recipient.name,
    language: recipient.language,
    challengeTitle: submission.challenge.title,
    score: data.score,
    feedback: submission.feedback ?? '',
    sparkPoints: pointsForScore(data.challengeSparkPoints, data.score),
    challengePath: challengePath(data.challengeId),
    scoredAt: data.scoredAt,
  });
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
