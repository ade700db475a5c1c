import type { TAssessmentCompletedV1 } from '@tov/contracts';
import { latestProjection } from '@tov/kit';
import type { ClientAssessment } from '../generated/prisma/client';
import { UNKNOWN_VISA_TYPE } from '../domain/request-status';
import type { SpecialistDb, SpecialistTx } from './db';
import { isRequestAbout } from './requests';

/** The latest evaluation of each assessment: an older evaluation arriving late changes nothing. */
const clientAssessments = latestProjection({
  table: 'client_assessments',
  key: 'assessment_id',
  columns: {
    assessment_id: 'text',
    user_id: 'text',
    visa_type: 'text',
    visa_subtype: 'text',
    application_type: 'text',
    eligible: 'boolean',
    score: 'double precision',
    nationality: 'text',
    change_paths: 'text[]',
    missing_documents: 'text[]',
    evaluated_at: 'timestamp',
  },
  version: 'evaluated_at',
  touched: 'updated_at',
});

/**
 * Keeps the latest evaluation of each assessment, in one statement for a run of events, and gives
 * requests that arrived before their assessment the assessment's visa type.
 */
export async function upsertAssessments(tx: SpecialistTx, events: TAssessmentCompletedV1[]): Promise<void> {
  const rows = events.map((event) => ({
    assessment_id: event.assessmentId,
    user_id: event.userId,
    visa_type: event.visaType,
    visa_subtype: event.visaSubtype ?? null,
    application_type: event.applicationType,
    eligible: event.eligible,
    score: event.score,
    nationality: event.nationality ?? null,
    change_paths: event.changePaths,
    missing_documents: event.missingDocuments ?? [],
    evaluated_at: event.evaluatedAt,
  }));
  await clientAssessments.upsert(tx, rows);
  await tx.$executeRawUnsafe(
    `UPDATE specialist_requests AS q SET visa_type = a.visa_type, updated_at = now() AT TIME ZONE 'UTC'
     FROM client_assessments AS a
     WHERE q.assessment_id = a.assessment_id AND q.visa_type = $2 AND a.assessment_id = ANY($1::text[])`,
    rows.map((r) => r.assessment_id),
    UNKNOWN_VISA_TYPE,
  );
}

export function findAssessment(db: SpecialistDb | SpecialistTx, assessmentId: string): Promise<ClientAssessment | null> {
  return db.clientAssessment.findUnique({ where: { assessmentId } });
}

/**
 * The assessment if a request in `expertId`'s inbox is about it (the client sent exactly this one when
 * choosing them); otherwise null, whether it exists or not (the caller answers 404). Being the user's
 * expert once is not enough: their later assessments were never shared (issue 24).
 */
export async function findClientAssessment(db: SpecialistDb, expertId: string, assessmentId: string): Promise<ClientAssessment | null> {
  const assessment = await findAssessment(db, assessmentId);
  if (!assessment) return null;
  return (await isRequestAbout(db, expertId, assessment.userId, assessmentId)) ? assessment : null;
}
