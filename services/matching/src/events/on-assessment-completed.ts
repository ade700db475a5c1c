import type { TAssessmentCompletedV1 } from '@tov/contracts';
import type { BatchEventHandler } from '@tov/kit';
import { asMatchingTx } from '../store/db';
import { upsertAssessments } from '../store/assessments';

/** `visa.assessment.completed`: saved assessments an applicant may ask an expert about (a run at a time). */
export const onAssessmentsCompleted: BatchEventHandler = async (events, tx) => {
  await upsertAssessments(asMatchingTx(tx), events.map((event) => event.data as TAssessmentCompletedV1));
};
