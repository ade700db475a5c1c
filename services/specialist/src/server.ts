import path from 'node:path';
import { defineService, runService } from '@tov/kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { specialistDependencies, specialistSweeps } from './deps';
import { PUBLISHED_EVENTS } from './events/published';
import { subscriptions } from './events/subscriptions';
import { createSpecialistDb } from './store/db';

/** The specialist service as the kit runs it (tests start this same declaration). */
export const specialistService = defineService({
  root: path.resolve(__dirname, '..'),
  loadConfig,
  database: createSpecialistDb,
  dependencies: specialistDependencies,
  app: buildApp,
  publishes: PUBLISHED_EVENTS,
  subscriptions,
  background: specialistSweeps,
});

if (require.main === module) runService(specialistService);
