import {
  assessmentCompletedV1,
  expertSelectedV1,
  paymentCapturedV1,
  quoteClosedV1,
  quoteSentV1,
  serviceCompletedV1,
  specialistProfileUpdatedV1,
  userRegisteredV1,
} from '@tov/contracts';

const withDeadLetter = (topic: string) => [topic, `${topic}.dlq`];
const unique = (topics: string[]) => [...new Set(topics)];

/** Topics the specialist service publishes to, with their dead-letter twins. */
export const PUBLISHED_TOPICS = unique(
  [quoteSentV1.topic, quoteClosedV1.topic, specialistProfileUpdatedV1.topic, paymentCapturedV1.topic, serviceCompletedV1.topic].flatMap(withDeadLetter),
);
/** Topics it consumes; their `.dlq` twins receive what keeps failing here. */
export const CONSUMED_TOPICS = unique([userRegisteredV1.topic, expertSelectedV1.topic, assessmentCompletedV1.topic].flatMap(withDeadLetter));
/** Everything ensured at start-up (existing topics are kept). */
export const SPECIALIST_TOPICS = unique([...PUBLISHED_TOPICS, ...CONSUMED_TOPICS]);

/** The Kafka consumer group and the `processed_events` consumer name. */
export const CONSUMER_NAME = 'specialist';

/** The `source` of every event the service publishes. */
export const SOURCE = 'specialist';
