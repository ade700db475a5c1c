import { challengeClosedV1, challengePublishedV1, submissionScoredV1, talentContactedV1, userRegisteredV1 } from '@tov/contracts';
import { on } from '@tov/kit';
import { onChallengeClosed } from './on-challenge-closed';
import { onChallengePublished } from './on-challenge-published';
import { onSubmissionScored } from './on-submission-scored';
import { onTalentContacted } from './on-talent-contacted';
import { onUserRegistered } from './on-user-registered';

/**
 * Every event the company service consumes, in one place (one handler file per event): company
 * accounts (names, addresses), their published and closed challenges (the dashboard's active
 * challenges), and the hiring pipeline's candidates (a contacted talent, a scored recruitment-reward submission).
 */
export function subscriptions() {
  return [
    on(userRegisteredV1, onUserRegistered),
    on(challengePublishedV1, onChallengePublished),
    on(challengeClosedV1, onChallengeClosed),
    on(talentContactedV1, onTalentContacted),
    on(submissionScoredV1, onSubmissionScored),
  ];
}
