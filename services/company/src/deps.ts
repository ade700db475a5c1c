import type { BackgroundTask, Logger, ServiceRuntime } from '@tov/kit';
import type { Redis } from 'ioredis';
import type { CompanyConfig } from './config';
import type { CompanyDb } from './store/db';

/** Everything the routes and handlers need, built from the kit's clients (server.ts, and tests through the same declaration). */
export interface CompanyDeps {
  db: CompanyDb;
  redis: Redis;
  logger: Logger;
  /** The clock (tests move it to make visas expire); defaults to the real one. */
  now: () => Date;
}

export function companyDependencies({ db, redis, logger }: ServiceRuntime<CompanyConfig, CompanyDb>): CompanyDeps {
  return { db, redis, logger, now: () => new Date() };
}

/** What runs beside HTTP: the daily visa-expiry scan's worker and scheduler. */
export function companyBackground(): BackgroundTask[] {
  return [];
}
