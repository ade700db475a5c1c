import { assessmentCompletedV1, challengePublishedV1, submissionScoredV1, userRegisteredV1, userTalentVisibilityChangedV1 } from '@tov/contracts';
import { on } from '@tov/kit';
import type { TovsparkDeps } from '../deps';
import { onAssessmentCompleted } from './on-assessment-completed';
import { onChallengePublished } from './on-challenge-published';
import { onSubmissionScored } from './on-submission-scored';
import { onTalentVisibilityChanged } from './on-talent-visibility-changed';
import { onUserRegistered } from './on-user-registered';

/**
 * Every event tovspark consumes, in one place (one handler file per event): the user projection, the
 * award and the e-mail that follow a score (its own `tovspark.submission`), the company's e-mail of a
 * publication (its own `tovspark.challenge`; decision 118), the talents' latest assessments and their
 * choice to be visible to companies.
 */
export function subscriptions(deps: Pick<TovsparkDeps, 'leaderboards' | 'notices' | 'logger'>) {
  return [
    on(userRegisteredV1, onUserRegistered),
    on(submissionScoredV1, onSubmissionScored(deps)),
    on(challengePublishedV1, onChallengePublished(deps)),
    on(assessmentCompletedV1, onAssessmentCompleted),
    on(userTalentVisibilityChangedV1, onTalentVisibilityChanged),
  ];
}
