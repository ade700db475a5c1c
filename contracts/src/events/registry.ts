import type { EventDefinition } from './envelope';
import { userEmailVerifiedV1 } from './auth/user-email-verified.v1';
import { userLoggedInV1 } from './auth/user-logged-in.v1';
import { userRegisteredV1 } from './auth/user-registered.v1';
import { expertSelectedV1 } from './matching/expert-selected.v1';
import { matchingRequestCreatedV1 } from './matching/request-created.v1';
import { assessmentCompletedV1 } from './visa/assessment-completed.v1';
import { assessmentDeletedV1 } from './visa/assessment-deleted.v1';

/** Every event the platform publishes, by `type@version`. Consumers re-parse messages with it. */
export const EVENT_REGISTRY: readonly EventDefinition[] = [
  userRegisteredV1,
  userLoggedInV1,
  userEmailVerifiedV1,
  assessmentCompletedV1,
  assessmentDeletedV1,
  matchingRequestCreatedV1,
  expertSelectedV1,
];

export function findEventDefinition(type: string, version: number): EventDefinition | undefined {
  return EVENT_REGISTRY.find((e) => e.type === type && e.version === version);
}

/** Topics that exist, with their dead-letter twins. */
export function allTopics(): string[] {
  const topics = [...new Set(EVENT_REGISTRY.map((e) => e.topic))];
  return topics.flatMap((t) => [t, `${t}.dlq`]);
}
