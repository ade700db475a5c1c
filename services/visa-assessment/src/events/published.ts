import { assessmentCompletedV1, assessmentDeletedV1 } from '@tov/contracts';

/** The `source` of every event this service publishes. */
export const SOURCE = 'visa-assessment';

/** Every event this service publishes (through its outbox, or straight from memory once committed); the kit makes their topics at start. */
export const PUBLISHED_EVENTS = [assessmentCompletedV1, assessmentDeletedV1];
