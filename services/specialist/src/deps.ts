import type { Redis } from 'ioredis';
import type { Logger, SqlStatements } from '@tov/kit';
import type { RoadmapMailer } from './jobs/roadmap-message-email';
import type { PaymentProvider } from './payments/provider';
import type { SpecialistDb } from './store/db';

/** Everything the routes need, built by server.ts (or by a test). */
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
  /** The clock (tests move it to expire quotes); defaults to the real one. */
  now?: () => Date;
}
