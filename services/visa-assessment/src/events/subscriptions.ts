import { assessmentCompletedV1, userRegisteredV1 } from '@tov/contracts';
import type { Subscription } from '@tov/kit';
import { onUserRegistered } from './on-user-registered';

/** Every event this service consumes, in one place (consumer group: config CONSUMER_GROUP). */
export const SUBSCRIPTIONS: Subscription[] = [{ topic: userRegisteredV1.topic, handlers: { [userRegisteredV1.type]: onUserRegistered } }];

/** Topics this service publishes to, with their dead-letter twins. */
export const PUBLISHED_TOPICS = [assessmentCompletedV1.topic, `${assessmentCompletedV1.topic}.dlq`];

/** Topics it consumes (created at start so a fresh broker does not fail the subscription). */
export const CONSUMED_TOPICS = [userRegisteredV1.topic, `${userRegisteredV1.topic}.dlq`];
