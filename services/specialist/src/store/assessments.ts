import type { TAssessmentCompletedV1 } from '@tov/contracts';
import type { ClientAssessment } from '../generated/prisma/client';
import { UNKNOWN_VISA_TYPE } from '../domain/request-status';
import type { SpecialistDb, SpecialistTx } from './db';
import { isClientOf } from './requests';

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
 * Keeps the latest evaluation of each assessment, in one statement for a run of events (an older
 * evaluation arriving late changes nothing), and gives requests that arrived before their assessment
 * the assessment's visa type.
 */
export async function upsertAssessments(tx: SpecialistTx, events: TAssessmentCompletedV1[]): Promise<void> {
  const rows = latestPerAssessment(events).map((event) => ({
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
  await tx.$executeRawUnsafe(
    `INSERT INTO client_assessments AS p
       (assessment_id, user_id, visa_type, visa_subtype, application_type, eligible, score, nationality, change_paths, missing_documents, evaluated_at, updated_at)
     SELECT r.assessment_id, r.user_id, r.visa_type, r.visa_subtype, r.application_type, r.eligible, r.score, r.nationality,
            r.change_paths, r.missing_documents, r.evaluated_at AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
     FROM jsonb_to_recordset($1::jsonb) AS r(assessment_id text, user_id text, visa_type text, visa_subtype text, application_type text,
          eligible boolean, score double precision, nationality text, change_paths text[], missing_documents text[], evaluated_at timestamptz)
     ON CONFLICT (assessment_id) DO UPDATE SET
       user_id = EXCLUDED.user_id, visa_type = EXCLUDED.visa_type, visa_subtype = EXCLUDED.visa_subtype,
       application_type = EXCLUDED.application_type, eligible = EXCLUDED.eligible, score = EXCLUDED.score,
       nationality = EXCLUDED.nationality, change_paths = EXCLUDED.change_paths, missing_documents = EXCLUDED.missing_documents,
       evaluated_at = EXCLUDED.evaluated_at, updated_at = EXCLUDED.updated_at
     WHERE p.evaluated_at <= EXCLUDED.evaluated_at`,
    JSON.stringify(rows),
  );
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
 * The assessment if its owner is a client of `expertId` (selected them in a matching request);
 * otherwise null, whether it exists or not (the caller answers 404).
 */
export async function findClientAssessment(db: SpecialistDb, expertId: string, assessmentId: string): Promise<ClientAssessment | null> {
  const assessment = await findAssessment(db, assessmentId);
  if (!assessment) return null;
  return (await isClientOf(db, expertId, assessment.userId)) ? assessment : null;
}
