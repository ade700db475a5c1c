import path from 'node:path';
import { defineService, runService } from '@tov/kit';
import { loadConfig } from './config';
import { buildWorkersApp, workersBackground, workersDependencies } from './runtime';

/** The workers process as the kit runs it: no database, the queues of WORKER_QUEUES (tests start this same declaration). */
export const workersService = defineService({
  root: path.resolve(__dirname, '..'),
  loadConfig,
  dependencies: workersDependencies,
  app: buildWorkersApp,
  background: workersBackground,
});

if (require.main === module) runService(workersService);
