import path from 'node:path';
import { defineService, runService } from '@tov/kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { visaBackground, visaDependencies } from './deps';
import { PUBLISHED_EVENTS } from './events/published';
import { SUBSCRIPTIONS } from './events/subscriptions';
import { createVisaDb } from './store/db';

/** The visa-assessment service as the kit runs it (tests start this same declaration). */
export const visaService = defineService({
  root: path.resolve(__dirname, '..'),
  loadConfig,
  database: createVisaDb,
  dependencies: visaDependencies,
  app: buildApp,
  publishes: PUBLISHED_EVENTS,
  subscriptions: () => SUBSCRIPTIONS,
  background: visaBackground,
});

if (require.main === module) runService(visaService);
