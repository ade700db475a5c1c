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
import { on, onRun, startIdempotentConsumer, type createKafka, type Logger, type RunningConsumer } from '@tov/kit';
import type { MatchingDb } from '../store/db';
import { onAssessmentsCompleted } from './on-assessment-completed';
import { onAssessmentDeleted } from './on-assessment-deleted';
import { onPaymentCaptured } from './on-payment-captured';
import { onProfileUpdated } from './on-profile-updated';
import { onQuoteClosed } from './on-quote-closed';
import { onQuoteSent } from './on-quote-sent';
import { onServiceCancelled } from './on-service-cancelled';
import { onServiceCompleted } from './on-service-completed';
import { onUserRegistered } from './on-user-registered';
import { CONSUMER_NAME } from './topics';

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

type Kafka = ReturnType<typeof createKafka>;

/** Starts the idempotent consumer of the projections (group `matching`; tests pass their own name). */
export function startMatchingConsumer(options: {
  kafka: Kafka;
  db: MatchingDb;
  logger: Logger;
  consumerName?: string;
  fromBeginning?: boolean;
}): Promise<RunningConsumer> {
  return startIdempotentConsumer({
    kafka: options.kafka,
    db: options.db,
    logger: options.logger,
    consumerName: options.consumerName ?? CONSUMER_NAME,
    subscriptions: SUBSCRIPTIONS,
    fromBeginning: options.fromBeginning ?? true,
  });
}
