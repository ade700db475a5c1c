import type { assessmentCompletedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { TovsparkTx } from '../store/db';
import { applyAssessment } from '../store/talents';

/** `visa.assessment.completed`: the talent's latest visa type and score (talent search). */
export async function onAssessmentCompleted(event: EventOf<typeof assessmentCompletedV1>, tx: TovsparkTx): Promise<void> {
  await applyAssessment(tx, event.data);
}
