import type { assessmentDeletedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { MatchingTx } from '../store/db';
import { markAssessmentDeleted } from '../store/assessments';

/** `visa.assessment.deleted`: no new request may be made from it; existing requests keep their snapshot. */
export async function onAssessmentDeleted(event: EventOf<typeof assessmentDeletedV1>, tx: MatchingTx): Promise<void> {
  await markAssessmentDeleted(tx, event.data.assessmentId);
}
