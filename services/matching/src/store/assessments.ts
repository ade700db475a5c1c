import type { TAssessmentCompletedV1 } from '@tov/contracts';
import type { AssessmentProjection } from '../generated/prisma/client';
import type { MatchingDb, MatchingTx } from './db';

/**
 * Keeps the latest evaluation of an assessment. An older evaluation arriving late changes nothing, and
 * a deleted assessment stays deleted (its `completed` event may be replayed after the `deleted` one).
 */
export async function upsertAssessment(tx: MatchingTx, event: TAssessmentCompletedV1): Promise<void> {
  const fields = {
    userId: event.userId,
    visaType: event.visaType,
    visaSubtype: event.visaSubtype,
    eligible: event.eligible,
    score: event.score,
    nationality: event.nationality,
    changePaths: event.changePaths,
    evaluatedAt: new Date(event.evaluatedAt),
  };
  const existing = await tx.assessmentProjection.findUnique({ where: { assessmentId: event.assessmentId } });
  if (!existing) {
    // Two consumers racing on one assessment cannot happen: one key, one partition, one consumer.
    await tx.assessmentProjection.create({ data: { assessmentId: event.assessmentId, ...fields } });
    return;
  }
  if (existing.evaluatedAt > fields.evaluatedAt) return;
  await tx.assessmentProjection.update({ where: { assessmentId: event.assessmentId }, data: fields });
}

/** Marks an assessment deleted; an unknown id is ignored (its `completed` event precedes it on the same partition). */
export async function markAssessmentDeleted(tx: MatchingTx, assessmentId: string): Promise<void> {
  await tx.assessmentProjection.updateMany({ where: { assessmentId }, data: { deleted: true } });
}

/** The assessment if it exists, is not deleted and belongs to `userId`; otherwise null (the caller answers 404). */
export async function findOwnAssessment(db: MatchingDb, assessmentId: string, userId: string): Promise<AssessmentProjection | null> {
  const assessment = await db.assessmentProjection.findUnique({ where: { assessmentId } });
  return assessment && !assessment.deleted && assessment.userId === userId ? assessment : null;
}
