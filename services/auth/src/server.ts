import path from 'node:path';
import { defineService, runService } from '@tov/kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { authDependencies } from './deps';
import { PUBLISHED_EVENTS } from './events/published';
import { createAuthDb } from './store/db';

/** The auth service as the kit runs it (tests start this same declaration). */
export const authService = defineService({
  root: path.resolve(__dirname, '..'),
  loadConfig,
  database: createAuthDb,
  dependencies: authDependencies,
  app: buildApp,
  publishes: PUBLISHED_EVENTS,
});

if (require.main === module) runService(authService);
