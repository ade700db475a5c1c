import type { Logger, SqlStatements } from '@tov/kit';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AssessmentWriter } from './store/assessment-writer';
import type { VisaDb } from './store/db';

/** Everything the routes need, built by server.ts (or by a test). */
export interface VisaDeps {
  db: VisaDb;
  /** Plain SQL for the hot bulk statements (the rest goes through `db`). */
  sql: SqlStatements;
  writer: AssessmentWriter;
  redis: Redis;
  logger: Logger;
  emailQueue: Queue;
  batchQueue: Queue;
  cacheTtlSeconds: number;
  /** The reference date for ages and dated rule figures (tests pin it). */
  today(): string;
}
