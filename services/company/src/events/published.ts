import { complianceStatusChangedV1, hiringOfferMadeV1, hiringStageChangedV1 } from '@tov/contracts';

/** The `source` of every event the company service publishes. */
export const SOURCE = 'company';

/** Every event the company service publishes (through its outbox); the kit makes their topics at start. */
export const PUBLISHED_EVENTS = [complianceStatusChangedV1, hiringStageChangedV1, hiringOfferMadeV1];
