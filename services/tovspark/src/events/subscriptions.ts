import { assessmentCompletedV1, submissionScoredV1, userRegisteredV1 } from '@tov/contracts';
import { on } from '@tov/kit';
import type { TovsparkDeps } from '../deps';
import { onAssessmentCompleted } from './on-assessment-completed';
import { onSubmissionScored } from './on-submission-scored';
import { onUserRegistered } from './on-user-registered';

/**
 * Every event tovspark consumes, in one place (one handler file per event): the user projection, the
 * award that follows a score (its own `tovspark.submission`), and the talents' latest assessments.
 */
export function subscriptions(deps: Pick<TovsparkDeps, 'leaderboards'>) {
  return [
    on(userRegisteredV1, onUserRegistered),
    on(submissionScoredV1, onSubmissionScored(deps.leaderboards)),
    on(assessmentCompletedV1, onAssessmentCompleted),
  ];
}
