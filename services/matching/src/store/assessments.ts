import type { TAssessmentCompletedV1 } from '@tov/contracts';
import { latestProjection } from '@tov/kit';
import type { AssessmentProjection } from '../generated/prisma/client';
import type { MatchingDb, MatchingTx } from './db';

/**
 * The latest evaluation of each assessment: an older evaluation arriving late changes nothing, and a
 * deleted assessment stays deleted (its `completed` event may be replayed after the `deleted` one).
 */
const assessmentProjection = latestProjection({
  table: 'assessment_projection',
  key: 'assessment_id',
  columns: {
    assessment_id: 'text',
    user_id: 'text',
    visa_type: 'text',
    visa_subtype: 'text',
    eligible: 'boolean',
    score: 'double precision',
    nationality: 'text',
    change_paths: 'text[]',
    evaluated_at: 'timestamp',
  },
  version: 'evaluated_at',
  touched: 'updated_at',
});

/** Keeps the latest evaluation of each assessment, in one statement for a run of events. */
export async function upsertAssessments(tx: MatchingTx, events: TAssessmentCompletedV1[]): Promise<void> {
  await assessmentProjection.upsert(
    tx,
    events.map((event) => ({
      assessment_id: event.assessmentId,
      user_id: event.userId,
      visa_type: event.visaType,
      visa_subtype: event.visaSubtype ?? null,
      eligible: event.eligible,
      score: event.score,
      nationality: event.nationality ?? null,
      change_paths: event.changePaths,
      evaluated_at: event.evaluatedAt,
    })),
  );
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
