import { assessmentCompletedV1, submissionScoredV1, userRegisteredV1 } from '@tov/contracts';
import { on, startIdempotentConsumer, type createKafka, type Logger, type RunningConsumer } from '@tov/kit';
import type { TovsparkDb } from '../store/db';
import type { Leaderboards } from '../store/leaderboards';
import { onAssessmentCompleted } from './on-assessment-completed';
import { onSubmissionScored } from './on-submission-scored';
import { onUserRegistered } from './on-user-registered';
import { CONSUMER_NAME } from './topics';

/** Every event tovspark consumes, in one place (one handler file per event). */
export function subscriptions(leaderboards: Leaderboards) {
  return [on(userRegisteredV1, onUserRegistered), on(submissionScoredV1, onSubmissionScored(leaderboards)), on(assessmentCompletedV1, onAssessmentCompleted)];
}

type Kafka = ReturnType<typeof createKafka>;

/** Starts the idempotent consumer (group `tovspark`; tests pass their own name). */
export function startTovsparkConsumer(options: {
  kafka: Kafka;
  db: TovsparkDb;
  leaderboards: Leaderboards;
  logger: Logger;
  consumerName?: string;
  fromBeginning?: boolean;
}): Promise<RunningConsumer> {
  return startIdempotentConsumer({
    kafka: options.kafka,
    db: options.db,
    logger: options.logger,
    consumerName: options.consumerName ?? CONSUMER_NAME,
    subscriptions: subscriptions(options.leaderboards),
    fromBeginning: options.fromBeginning ?? true,
  });
}
