import {
  paymentCapturedV1,
  paymentRefundedV1,
  quoteClosedV1,
  quoteSentV1,
  serviceCancelledV1,
  serviceCompletedV1,
  specialistProfileUpdatedV1,
} from '@tov/contracts';

/** The `source` of every event the specialist service publishes. */
export const SOURCE = 'specialist';

/** Every event the specialist service publishes (through its outbox); the kit makes their topics at start. */
export const PUBLISHED_EVENTS = [
  quoteSentV1,
  quoteClosedV1,
  specialistProfileUpdatedV1,
  paymentCapturedV1,
  paymentRefundedV1,
  serviceCompletedV1,
  serviceCancelledV1,
];
