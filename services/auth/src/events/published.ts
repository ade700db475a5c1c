import { userEmailVerifiedV1, userLoggedInV1, userRegisteredV1, userTalentVisibilityChangedV1 } from '@tov/contracts';

/** The `source` of every event auth publishes. */
export const SOURCE = 'auth';

/** Every event auth publishes (through its outbox); the kit makes their topics at start. */
export const PUBLISHED_EVENTS = [userRegisteredV1, userEmailVerifiedV1, userLoggedInV1, userTalentVisibilityChangedV1];
