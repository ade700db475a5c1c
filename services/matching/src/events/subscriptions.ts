import { assessmentCompletedV1, assessmentDeletedV1, specialistProfileUpdatedV1, userRegisteredV1 } from '@tov/contracts';
import { on, onRun } from '@tov/kit';
import { onAssessmentsCompleted } from './on-assessment-completed';
import { onAssessmentDeleted } from './on-assessment-deleted';
import { onProfileUpdated } from './on-profile-updated';
import { onUserRegistered } from './on-user-registered';

/**
 * Every event matching consumes, in one place (one handler file per event). What follows the choice
 * of an expert (quotes, payment, service) is the specialist service's: matching reads only the
 * expert's profile and load from it (docs/decisions/116-hand-off-at-selection.md).
 */
export const SUBSCRIPTIONS = [
  on(userRegisteredV1, onUserRegistered),
  onRun(assessmentCompletedV1, onAssessmentsCompleted),
  on(assessmentDeletedV1, onAssessmentDeleted),
  on(specialistProfileUpdatedV1, onProfileUpdated),
];
