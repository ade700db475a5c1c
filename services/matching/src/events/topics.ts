import {
  assessmentCompletedV1,
  matchingRequestCreatedV1,
  paymentCapturedV1,
  quoteSentV1,
  serviceCompletedV1,
  specialistProfileUpdatedV1,
  userRegisteredV1,
} from '@tov/contracts';

const withDeadLetter = (topic: string) => [topic, `${topic}.dlq`];

/** Topics matching publishes to, with their dead-letter twins. */
export const PUBLISHED_TOPICS = withDeadLetter(matchingRequestCreatedV1.topic);
/** Topics matching consumes; their `.dlq` twins receive what keeps failing here. */
export const CONSUMED_TOPICS = [
  userRegisteredV1,
  assessmentCompletedV1,
  specialistProfileUpdatedV1,
  quoteSentV1,
  paymentCapturedV1,
  serviceCompletedV1,
].flatMap((event) => withDeadLetter(event.topic));
/** Everything ensured at start-up (existing topics are kept). */
export const MATCHING_TOPICS = [...PUBLISHED_TOPICS, ...CONSUMED_TOPICS];

/** The Kafka consumer group and the `processed_events` consumer name. */
export const CONSUMER_NAME = 'matching';

/** The `source` of every event matching publishes. */
export const SOURCE = 'matching';
