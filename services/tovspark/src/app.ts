import { createServiceApp, postgresCheck, redisCheck, type ReadinessCheck, type ServiceApp } from '@tov/kit';
import type { TovsparkDeps } from './deps';
import { adminRoutes } from './routes/admin';
import { challengeRoutes } from './routes/challenges';
import { dashboardRoutes } from './routes/dashboard';
import { participationRoutes } from './routes/participation';
import { sparkPointsRoutes } from './routes/sparkpoints';

/** Builds the tovspark app from its dependencies; never listens (server.ts does, tests inject). */
export function buildApp(deps: TovsparkDeps, extraChecks: ReadinessCheck[] = []): ServiceApp {
  return createServiceApp({
    name: 'tovspark',
    logger: deps.logger,
    checks: [postgresCheck(deps.db), redisCheck(deps.redis), ...extraChecks],
    // A submission's code may be up to 100,000 characters (contracts/src/http/tovspark.ts).
    bodyLimit: 512 * 1024,
    routes: (app) => {
      challengeRoutes(app, deps);
      participationRoutes(app, deps);
      sparkPointsRoutes(app, deps);
      adminRoutes(app, deps);
      dashboardRoutes(app, deps);
    },
  });
}
