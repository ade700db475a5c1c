import { assessmentCompletedV1, challengePublishedV1, pointsAwardedV1, submissionScoredV1, userRegisteredV1 } from '@tov/contracts';

const withDeadLetter = (topic: string) => [topic, `${topic}.dlq`];

/** Topics tovspark publishes to, with their dead-letter twins. */
export const PUBLISHED_TOPICS = [
  ...withDeadLetter(challengePublishedV1.topic),
  ...withDeadLetter(submissionScoredV1.topic),
  ...withDeadLetter(pointsAwardedV1.topic),
];
/** Topics tovspark consumes (its own `tovspark.submission` too: the award follows the score; `visa.assessment` for talents); `.dlq` twins receive what keeps failing here. */
export const CONSUMED_TOPICS = [
  ...withDeadLetter(userRegisteredV1.topic),
  ...withDeadLetter(submissionScoredV1.topic),
  ...withDeadLetter(assessmentCompletedV1.topic),
];
/** Everything ensured at start-up (existing topics are kept). */
export const TOVSPARK_TOPICS = [...new Set([...PUBLISHED_TOPICS, ...CONSUMED_TOPICS])];

/** The Kafka consumer group and the `processed_events` consumer name. */
export const CONSUMER_NAME = 'tovspark';

/** The `source` of every event tovspark publishes. */
export const SOURCE = 'tovspark';
