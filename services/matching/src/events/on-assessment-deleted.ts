import type { TAnyEventEnvelope, TAssessmentDeletedV1 } from '@tov/contracts';
import type { EventHandler } from '@tov/kit';
import { asMatchingTx } from '../store/db';
import { markAssessmentDeleted } from '../store/assessments';

/** `visa.assessment.deleted`: no new request may be made from it; existing requests keep their snapshot. */
export const onAssessmentDeleted: EventHandler = async (event: TAnyEventEnvelope, tx) => {
  await markAssessmentDeleted(asMatchingTx(tx), (event.data as TAssessmentDeletedV1).assessmentId);
};
