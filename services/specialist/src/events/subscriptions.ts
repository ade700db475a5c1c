import { assessmentCompletedV1, expertSelectedV1, userRegisteredV1 } from '@tov/contracts';
import { on, onRun, startIdempotentConsumer, type createKafka, type Logger, type RunningConsumer } from '@tov/kit';
import type { SpecialistDb } from '../store/db';
import { onAssessmentsCompleted } from './on-assessment-completed';
import { onExpertSelected } from './on-expert-selected';
import { onUserRegistered } from './on-user-registered';
import { CONSUMER_NAME } from './topics';

/** Every event the specialist service consumes, in one place (one handler file per event). */
export const SUBSCRIPTIONS = [
  on(userRegisteredV1, onUserRegistered),
  on(expertSelectedV1, onExpertSelected),
  onRun(assessmentCompletedV1, onAssessmentsCompleted),
];

type Kafka = ReturnType<typeof createKafka>;

/** Starts the idempotent consumer (group `specialist`; tests pass their own name). */
export function startSpecialistConsumer(options: {
  kafka: Kafka;
  db: SpecialistDb;
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
