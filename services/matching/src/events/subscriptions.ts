import {
  assessmentCompletedV1,
  assessmentDeletedV1,
  paymentCapturedV1,
  quoteClosedV1,
  quoteSentV1,
  serviceCancelledV1,
  serviceCompletedV1,
  specialistProfileUpdatedV1,
  userRegisteredV1,
} from '@tov/contracts';
import { on, onRun } from '@tov/kit';
import { onAssessmentsCompleted } from './on-assessment-completed';
import { onAssessmentDeleted } from './on-assessment-deleted';
import { onPaymentCaptured } from './on-payment-captured';
import { onProfileUpdated } from './on-profile-updated';
import { onQuoteClosed } from './on-quote-closed';
import { onQuoteSent } from './on-quote-sent';
import { onServiceCancelled } from './on-service-cancelled';
import { onServiceCompleted } from './on-service-completed';
import { onUserRegistered } from './on-user-registered';

/** Every event matching consumes, in one place (one handler file per event). */
export const SUBSCRIPTIONS = [
  on(userRegisteredV1, onUserRegistered),
  onRun(assessmentCompletedV1, onAssessmentsCompleted),
  on(assessmentDeletedV1, onAssessmentDeleted),
  on(specialistProfileUpdatedV1, onProfileUpdated),
  on(quoteSentV1, onQuoteSent),
  on(quoteClosedV1, onQuoteClosed),
  on(paymentCapturedV1, onPaymentCaptured),
  on(serviceCompletedV1, onServiceCompleted),
  on(serviceCancelledV1, onServiceCancelled),
];
