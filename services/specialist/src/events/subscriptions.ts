import { assessmentCompletedV1, expertSelectedV1, userRegisteredV1 } from '@tov/contracts';
import { on, onRun } from '@tov/kit';
import { onAssessmentsCompleted } from './on-assessment-completed';
import { onExpertSelected } from './on-expert-selected';
import { onUserRegistered } from './on-user-registered';

/** Every event the specialist service consumes, in one place (one handler file per event). */
export const SUBSCRIPTIONS = [
  on(userRegisteredV1, onUserRegistered),
  on(expertSelectedV1, onExpertSelected),
  onRun(assessmentCompletedV1, onAssessmentsCompleted),
];
