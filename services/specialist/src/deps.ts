import { EMAIL_QUEUE } from '@tov/contracts';
import type { BackgroundTask, Logger, ServiceRuntime, SqlStatements } from '@tov/kit';
import type { Redis } from 'ioredis';
import type { SpecialistConfig } from './config';
import { PayoutSweep } from './jobs/payout-sweep';
import { QuoteExpirySweep } from './jobs/quote-expiry';
import { QueueNoticeMailer, type NoticeMailer } from './jobs/notice-emails';
import { QueueRoadmapMailer, type RoadmapMailer } from './jobs/roadmap-message-email';
import type { PaymentProvider } from './payments/provider';
import { createPaymentProvider } from './payments/select';
import type { SpecialistDb } from './store/db';

/** Everything the routes need, built from the kit's clients (server.ts, and tests through the same declaration). */
export interface SpecialistDeps {
  db: SpecialistDb;
  /** Plain pg for the inbox's one hot read, a prepared statement (store/inbox.ts). */
  sql: SqlStatements;
  redis: Redis;
  logger: Logger;
  /** Moves the money: charges, refunds, payouts (payments/select.ts). */
  payments: PaymentProvider;
  /** The workers' `email` queue, for roadmap messages to clients. */
  roadmapMail: RoadmapMailer;
  /** The workers' `email` queue, for the notices of quotes, payments and clients' messages (decision 118). */
  notices: NoticeMailer;
  /** The clock (tests move it to expire quotes); defaults to the real one. */
  now?: () => Date;
}

export function specialistDependencies({ config, db, redis, logger, queue, sql }: ServiceRuntime<SpecialistConfig, SpecialistDb>): SpecialistDeps {
  return {
    db,
    sql: sql(),
    redis,
    logger,
    payments: createPaymentProvider(config.PAYMENT_PROVIDER),
    roadmapMail: new QueueRoadmapMailer(queue(EMAIL_QUEUE), logger),
    notices: new QueueNoticeMailer(queue(EMAIL_QUEUE), logger),
  };
}

/** The sweeps every replica runs: quotes that ran out are closed, settlements due are paid out. */
export function specialistSweeps(deps: SpecialistDeps, { config }: ServiceRuntime<SpecialistConfig, SpecialistDb>): BackgroundTask[] {
  return [new QuoteExpirySweep(deps.db, deps.logger, config.QUOTE_SWEEP_MS), new PayoutSweep(deps.db, deps.payments, deps.logger, config.PAYOUT_SWEEP_MS)];
}
