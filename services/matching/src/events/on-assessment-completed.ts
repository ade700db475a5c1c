import type { assessmentCompletedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { MatchingTx } from '../store/db';
import { upsertAssessments } from '../store/assessments';

/** `visa.assessment.completed`: saved assessments an applicant may ask an expert about (a run at a time). */
export async function onAssessmentsCompleted(events: EventOf<typeof assessmentCompletedV1>[], tx: MatchingTx): Promise<void> {
  await upsertAssessments(
    tx,
    events.map((event) => event.data),
  );
}
