import type { TParticipationStatus, TSubmissionInput, TSubmissionStatus } from '@tov/contracts';
import { AppError, enqueueEvent, isUuid, withTransactionRetry, pageWindow } from '@tov/kit';
import { participationStatus } from '../domain/participation-status';
import { challengeJoinedEvent } from '../events/challenge-joined';
import { submissionScoredEvent } from '../events/submission-scored';
import { submissionSubmittedEvent } from '../events/submission-submitted';
import type { Challenge, Submission } from '../generated/prisma/client';
import type { TovsparkDb, TovsparkTx } from './db';
import { resolveSubmissionFiles } from './submission-files';

/** The challenge fields `tovspark.submission.scored` carries. */
export const SCORED_CHALLENGE_FIELDS = { sparkPoints: true, companyId: true, title: true, rewards: true } as const;

/** Adds the participation row unless it exists; a new one counts and writes `tovspark.challenge.joined`. */
async function joinInTx(tx: TovsparkTx, challengeId: string, userId: string): Promise<boolean> {
  const joinedAt = new Date();
  const { count } = await tx.participation.createMany({ data: [{ challengeId, userId, joinedAt }], skipDuplicates: true });
  if (count === 0) return false;
  await tx.challenge.update({ where: { id: challengeId }, data: { participantCount: { increment: 1 } } });
  await enqueueEvent(tx, challengeJoinedEvent(challengeId, userId, joinedAt));
  return true;
}

async function statusIn(tx: TovsparkTx, challengeId: string, userId: string): Promise<{ participationStatus: TParticipationStatus; participantCount: number }> {
  // One after another: a transaction holds one connection.
  const joined = await tx.participation.findUnique({ where: { challengeId_userId: { challengeId, userId } } });
  const submission = await tx.submission.findUnique({ where: { challengeId_userId: { challengeId, userId } }, select: { status: true } });
  const challenge = await tx.challenge.findUniqueOrThrow({ where: { id: challengeId }, select: { participantCount: true } });
  return {
    participationStatus: participationStatus(joined !== null, submission?.status as TSubmissionStatus | undefined),
    participantCount: challenge.participantCount,
  };
}

/** Joins (idempotent: joining again changes nothing and writes no event). */
export async function joinChallenge(db: TovsparkDb, challengeId: string, userId: string) {
  return withTransactionRetry(db, async (tx) => {
    await joinInTx(tx, challengeId, userId);
    return statusIn(tx, challengeId, userId);
  });
}

/** Leaves before submitting: the participation and any draft go; after submitting it is SUBMISSION_ALREADY_SUBMITTED. */
export async function leaveChallenge(db: TovsparkDb, challengeId: string, userId: string) {
  return withTransactionRetry(db, async (tx) => {
    // The participation, then the submission: the order saveSubmission locks them in.
    await tx.$queryRaw`SELECT 1 FROM participations WHERE challenge_id = ${challengeId}::uuid AND user_id = ${userId} FOR UPDATE`;
    const [submission] = await tx.$queryRaw<Array<{ status: string }>>`
      SELECT status FROM submissions WHERE challenge_id = ${challengeId}::uuid AND user_id = ${userId} FOR UPDATE`;
    if (submission && submission.status !== 'draft') throw new AppError('SUBMISSION_ALREADY_SUBMITTED', '제출한 뒤에는 챌린지에서 나갈 수 없습니다.');
    if (submission) await tx.submission.deleteMany({ where: { challengeId, userId, status: 'draft' } });
    const { count } = await tx.participation.deleteMany({ where: { challengeId, userId } });
    if (count > 0) await tx.challenge.update({ where: { id: challengeId }, data: { participantCount: { decrement: count } } });
    return statusIn(tx, challengeId, userId);
  });
}

/**
 * The caller's submission, created or updated (spec 002 §4: an upsert). Only a participant saves:
 * without joining first it is CHALLENGE_NOT_JOINED (issue 24 item 11: saving no longer joins behind
 * the caller's back). The participation row is locked with the check, so a concurrent leave waits. The
 * submission row is locked while its status is checked, so a concurrent score or save cannot slip
 * between: an evaluated submission is SUBMISSION_ALREADY_EVALUATED, and a submitted one cannot go
 * back to draft (SUBMISSION_ALREADY_SUBMITTED). `files` may reference only the caller's own uploads for
 * the challenge (SUBMISSION_FILE_UNKNOWN). The first hand-in writes `tovspark.submission.submitted`.
 */
export async function saveSubmission(db: TovsparkDb, challenge: Challenge, userId: string, input: TSubmissionInput): Promise<Submission> {
  return withTransactionRetry(db, async (tx) => {
    const joined = await tx.$queryRaw<Array<{ user_id: string }>>`
      SELECT user_id FROM participations WHERE challenge_id = ${challenge.id}::uuid AND user_id = ${userId} FOR UPDATE`;
    if (joined.length === 0) throw new AppError('CHALLENGE_NOT_JOINED');
    await tx.submission.createMany({ data: [{ challengeId: challenge.id, userId }], skipDuplicates: true });
    const [locked] = await tx.$queryRaw<Array<{ id: string; status: string }>>`
      SELECT id, status FROM submissions WHERE challenge_id = ${challenge.id}::uuid AND user_id = ${userId} FOR UPDATE`;
    if (!locked) throw new Error('submission row missing after insert');
    if (locked.status === 'evaluated') throw new AppError('SUBMISSION_ALREADY_EVALUATED', '평가가 끝난 제출물은 바꿀 수 없습니다.');
    if (locked.status === 'submitted' && input.draft)
      throw new AppError('SUBMISSION_ALREADY_SUBMITTED', '이미 제출했습니다. 제출물을 임시 저장 상태로 되돌릴 수 없습니다.');
    const files = await resolveSubmissionFiles(tx, challenge.id, userId, input.files);
    const now = new Date();
    const handingIn = !input.draft && locked.status === 'draft';
    const submission = await tx.submission.update({
      where: { id: locked.id },
      data: {
        description: input.description,
        code: input.code,
        demoUrl: input.demoUrl,
        files,
        ...(handingIn ? { status: 'submitted', submittedAt: now } : {}),
      },
    });
    if (handingIn) await enqueueEvent(tx, submissionSubmittedEvent(submission, now));
    return submission;
  });
}

export async function findOwnSubmission(db: TovsparkDb, challengeId: string, userId: string): Promise<Submission | null> {
  return db.submission.findUnique({ where: { challengeId_userId: { challengeId, userId } } });
}

export async function isParticipating(db: TovsparkDb, challengeId: string, userId: string): Promise<boolean> {
  return (await db.participation.count({ where: { challengeId, userId } })) > 0;
}

export async function findSubmission(db: TovsparkDb, id: string): Promise<Submission | null> {
  if (!isUuid(id)) return null;
  return db.submission.findUnique({ where: { id } });
}

/** Handed-in submissions of a challenge, oldest hand-in first (drafts stay private to their author). */
export async function listHandedIn(db: TovsparkDb, challengeId: string, page: number, limit: number) {
  const where = { challengeId, status: { in: ['submitted', 'evaluated'] } };
  const [items, total] = await Promise.all([
    db.submission.findMany({ where, orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }], ...pageWindow({ page, limit }) }),
    db.submission.count({ where }),
  ]);
  return { items, total };
}

/**
 * Scores a handed-in submission and writes `tovspark.submission.scored` in the same transaction. A
 * score is final (docs/rules/tovspark.md): only a `submitted` row changes, so a second score, even a
 * concurrent one, is SUBMISSION_ALREADY_EVALUATED.
 */
export async function scoreSubmission(db: TovsparkDb, submission: Submission, score: number, feedback: string, adminId: string): Promise<Submission> {
  if (submission.status === 'draft') throw new AppError('SUBMISSION_NOT_SUBMITTED');
  if (submission.status === 'evaluated') throw new AppError('SUBMISSION_ALREADY_EVALUATED', '이미 평가한 제출물입니다. 점수는 한 번만 줄 수 있습니다.');
  return withTransactionRetry(db, async (tx) => {
    const now = new Date();
    const { count } = await tx.submission.updateMany({
      where: { id: submission.id, status: 'submitted' },
      data: { status: 'evaluated', score, feedback, scoredBy: adminId, evaluatedAt: now },
    });
    if (count === 0) throw new AppError('SUBMISSION_ALREADY_EVALUATED', '이미 평가한 제출물입니다. 점수는 한 번만 줄 수 있습니다.');
    const scored = await tx.submission.findUniqueOrThrow({ where: { id: submission.id }, include: { challenge: { select: SCORED_CHALLENGE_FIELDS } } });
    const { challenge, ...row } = scored;
    const challenger = await tx.talent.findUnique({ where: { userId: row.userId } });
    await enqueueEvent(tx, submissionScoredEvent(row, challenge, challenger, adminId, now));
    return row;
  });
}

/** The caller's handed-in submissions with their challenge's title, newest first. */
export async function handedInBy(db: TovsparkDb, userId: string) {
  return db.submission.findMany({
    where: { userId, status: { in: ['submitted', 'evaluated'] } },
    orderBy: [{ submittedAt: 'desc' }, { id: 'asc' }],
    include: { challenge: { select: { title: true } } },
  });
}

export async function participationCounts(db: TovsparkDb, userId: string) {
  const [joined, submitted, evaluated] = await Promise.all([
    db.participation.count({ where: { userId } }),
    db.submission.count({ where: { userId, status: { in: ['submitted', 'evaluated'] } } }),
    db.submission.count({ where: { userId, status: 'evaluated' } }),
  ]);
  return { joined, submitted, evaluated };
}
