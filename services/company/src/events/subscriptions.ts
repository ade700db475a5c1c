import { challengeClosedV1, challengePublishedV1, userRegisteredV1 } from '@tov/contracts';
import { on } from '@tov/kit';
import { onChallengeClosed } from './on-challenge-closed';
import { onChallengePublished } from './on-challenge-published';
import { onUserRegistered } from './on-user-registered';

/**
 * Every event the company service consumes, in one place (one handler file per event): company
 * accounts (names, addresses) and their published and closed challenges (the dashboard's active challenges).
 */
export function subscriptions() {
  return [on(userRegisteredV1, onUserRegistered), on(challengePublishedV1, onChallengePublished), on(challengeClosedV1, onChallengeClosed)];
}
