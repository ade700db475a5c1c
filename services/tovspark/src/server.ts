import path from 'node:path';
import { defineService, runService } from '@tov/kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { tovsparkDependencies } from './deps';
import { PUBLISHED_EVENTS } from './events/published';
import { subscriptions } from './events/subscriptions';
import { createTovsparkDb } from './store/db';

/** The tovspark service as the kit runs it (tests start this same declaration). */
export const tovsparkService = defineService({
  root: path.resolve(__dirname, '..'),
  loadConfig,
  database: createTovsparkDb,
  dependencies: tovsparkDependencies,
  app: buildApp,
  publishes: PUBLISHED_EVENTS,
  subscriptions,
});

if (require.main === module) runService(tovsparkService);
