import type { TAnyEventEnvelope, TAssessmentCompletedV1 } from '@tov/contracts';
import type { EventHandler } from '@tov/kit';
import { asMatchingTx } from '../store/db';
import { upsertAssessment } from '../store/assessments';

/** `visa.assessment.completed`: a saved assessment an applicant may ask an expert about. */
export const onAssessmentCompleted: EventHandler = async (event: TAnyEventEnvelope, tx) => {
  await upsertAssessment(asMatchingTx(tx), event.data as TAssessmentCompletedV1);
};
