import path from 'node:path';
import { defineService, runService } from '@tov/kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { companyBackground, companyDependencies } from './deps';
import { PUBLISHED_EVENTS } from './events/published';
import { subscriptions } from './events/subscriptions';
import { createCompanyDb } from './store/db';

/** The company service as the kit runs it (tests start this same declaration). */
export const companyService = defineService({
  root: path.resolve(__dirname, '..'),
  loadConfig,
  database: createCompanyDb,
  dependencies: companyDependencies,
  app: buildApp,
  publishes: PUBLISHED_EVENTS,
  subscriptions,
  background: companyBackground,
});

if (require.main === module) runService(companyService);
