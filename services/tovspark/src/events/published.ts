import {
  challengeClosedV1,
  challengeJoinedV1,
  challengePublishedV1,
  pointsAwardedV1,
  submissionScoredV1,
  submissionSubmittedV1,
  talentContactedV1,
} from '@tov/contracts';

/** The `source` of every event tovspark publishes. */
export const SOURCE = 'tovspark';

/** Every event tovspark publishes (through its outbox); the kit makes their topics at start. */
export const PUBLISHED_EVENTS = [
  challengePublishedV1,
  challengeClosedV1,
  challengeJoinedV1,
  submissionSubmittedV1,
  submissionScoredV1,
  pointsAwardedV1,
  talentContactedV1,
];
