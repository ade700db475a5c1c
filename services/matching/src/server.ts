import path from 'node:path';
import { defineService, runService } from '@tov/kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { matchingDependencies } from './deps';
import { PUBLISHED_EVENTS } from './events/published';
import { SUBSCRIPTIONS } from './events/subscriptions';
import { createMatchingDb } from './store/db';

/** The matching service as the kit runs it (tests start this same declaration). */
export const matchingService = defineService({
  root: path.resolve(__dirname, '..'),
  loadConfig,
  database: createMatchingDb,
  dependencies: matchingDependencies,
  app: buildApp,
  publishes: PUBLISHED_EVENTS,
  subscriptions: () => SUBSCRIPTIONS,
});

if (require.main === module) runService(matchingService);
