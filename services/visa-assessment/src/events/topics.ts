import { assessmentCompletedV1, userRegisteredV1 } from '@tov/contracts';

/** The `source` of every event this service publishes. */
export const SOURCE = 'visa-assessment';

/** Topics this service publishes to, with their dead-letter twins. */
export const PUBLISHED_TOPICS = [assessmentCompletedV1.topic, `${assessmentCompletedV1.topic}.dlq`];

/** Topics it consumes (created at start so a fresh broker does not fail the subscription). */
export const CONSUMED_TOPICS = [userRegisteredV1.topic, `${userRegisteredV1.topic}.dlq`];
