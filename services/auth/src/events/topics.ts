import { userRegisteredV1 } from '@tov/contracts';

/** The `source` of every event auth publishes. */
export const SOURCE = 'auth';

/** Topics auth publishes to, with their dead-letter twins (created at start-up). */
export const AUTH_TOPICS = [userRegisteredV1.topic, `${userRegisteredV1.topic}.dlq`];
