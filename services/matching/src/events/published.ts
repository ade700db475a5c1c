import { expertSelectedV1, matchingRequestCreatedV1 } from '@tov/contracts';

/** The `source` of every event matching publishes. */
export const SOURCE = 'matching';

/** Every event matching publishes (through its outbox); the kit makes their topics at start. */
export const PUBLISHED_EVENTS = [matchingRequestCreatedV1, expertSelectedV1];
