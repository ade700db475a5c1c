import { assessmentCompletedV1, assessmentDeletedV1, userRegisteredV1 } from '@tov/contracts';
import { on, onRun, startIdempotentConsumer, type createKafka, type Logger, type RunningConsumer } from '@tov/kit';
import type { MatchingDb } from '../store/db';
import { onAssessmentsCompleted } from './on-assessment-completed';
import { onAssessmentDeleted } from './on-assessment-deleted';
import { onUserRegistered } from './on-user-registered';
import { CONSUMER_NAME } from './topics';

/** Every event matching consumes, in one place (one handler file per event). */
export const SUBSCRIPTIONS = [
  on(userRegisteredV1, onUserRegistered),
  onRun(assessmentCompletedV1, onAssessmentsCompleted),
  on(assessmentDeletedV1, onAssessmentDeleted),
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
