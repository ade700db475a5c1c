import type { assessmentCompletedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { SpecialistTx } from '../store/db';
import { upsertAssessments } from '../store/assessments';

/** `visa.assessment.completed`: the assessments experts may read of their clients (a run at a time). */
export async function onAssessmentsCompleted(events: EventOf<typeof assessmentCompletedV1>[], tx: SpecialistTx): Promise<void> {
  await upsertAssessments(
    tx,
    events.map((event) => event.data),
  );
}
