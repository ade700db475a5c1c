import type { TAssessmentCompletedV1 } from '@tov/contracts';
import type { AssessmentProjection } from '../generated/prisma/client';
import type { MatchingDb, MatchingTx } from './db';

/** Of several evaluations of one assessment, the one applying them in order would leave: the latest, the later on a tie. */
function latestPerAssessment(events: TAssessmentCompletedV1[]): TAssessmentCompletedV1[] {
  const latest = new Map<string, TAssessmentCompletedV1>();
  for (const event of events) {
    const seen = latest.get(event.assessmentId);
    if (!seen || Date.parse(seen.evaluatedAt) <= Date.parse(event.evaluatedAt)) latest.set(event.assessmentId, event);
  }
  return [...latest.values()];
}

/**
 * Keeps the latest evaluation of each assessment, in one statement for a run of events. An older
 * evaluation arriving late changes nothing, and a deleted assessment stays deleted (its `completed`
 * event may be replayed after the `deleted` one). Timestamps are stored in UTC, as Prisma does.
 */
export async function upsertAssessments(tx: MatchingTx, events: TAssessmentCompletedV1[]): Promise<void> {
  const rows = latestPerAssessment(events).map((event) => ({
    assessment_id: event.assessmentId,
    user_id: event.userId,
    visa_type: event.visaType,
    visa_subtype: event.visaSubtype ?? null,
    eligible: event.eligible,
    score: event.score,
    nationality: event.nationality ?? null,
    change_paths: event.changePaths,
    evaluated_at: event.evaluatedAt,
  }));
  await tx.$executeRawUnsafe(
    `INSERT INTO assessment_projection AS p
       (assessment_id, user_id, visa_type, visa_subtype, eligible, score, nationality, change_paths, evaluated_at, updated_at)
     SELECT r.assessment_id, r.user_id, r.visa_type, r.visa_subtype, r.eligible, r.score, r.nationality, r.change_paths,
            r.evaluated_at AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
     FROM jsonb_to_recordset($1::jsonb) AS r(assessment_id text, user_id text, visa_type text, visa_subtype text, eligible boolean,
          score double precision, nationality text, change_paths text[], evaluated_at timestamptz)
     ON CONFLICT (assessment_id) DO UPDATE SET
       user_id = EXCLUDED.user_id, visa_type = EXCLUDED.visa_type, visa_subtype = EXCLUDED.visa_subtype,
       eligible = EXCLUDED.eligible, score = EXCLUDED.score, nationality = EXCLUDED.nationality,
       change_paths = EXCLUDED.change_paths, evaluated_at = EXCLUDED.evaluated_at, updated_at = EXCLUDED.updated_at
     WHERE p.evaluated_at <= EXCLUDED.evaluated_at`,
    JSON.stringify(rows),
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
