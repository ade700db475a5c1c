import { createServiceApp, postgresCheck, redisCheck, type ReadinessCheck, type ServiceApp } from '@tov/kit';
import type { TovsparkDeps } from './deps';
import { adminRoutes } from './routes/admin';
import { bridgeActivityRoutes } from './routes/bridge-activity';
import { challengeRoutes } from './routes/challenges';
import { companyChallengeRoutes } from './routes/company-challenges';
import { dashboardRoutes } from './routes/dashboard';
import { fileRoutes } from './routes/files';
import { participationRoutes } from './routes/participation';
import { sparkPointsRoutes } from './routes/sparkpoints';
import { talentRoutes } from './routes/talents';
import { templateRoutes } from './routes/templates';

/** Builds the tovspark app from its dependencies; never listens (server.ts does, tests inject). */
export function buildApp(deps: TovsparkDeps, extraChecks: ReadinessCheck[] = []): ServiceApp {
  return createServiceApp({
    name: 'tovspark',
    logger: deps.logger,
    // Not the object store: only uploads and downloads need it, and they answer 503 while it is down
    // (docs/decisions/084-object-store-outages-and-privacy.md); the rest of the service keeps serving.
    checks: [postgresCheck(deps.db), redisCheck(deps.redis), ...extraChecks],
    // A submission's code may be up to 100,000 characters (contracts/src/http/tovspark.ts).
    bodyLimit: 512 * 1024,
    routes: (app) => {
      templateRoutes(app, deps);
      challengeRoutes(app, deps);
      participationRoutes(app, deps);
      fileRoutes(app, deps);
      sparkPointsRoutes(app, deps);
      adminRoutes(app, deps);
      dashboardRoutes(app, deps);
      bridgeActivityRoutes(app, deps);
      companyChallengeRoutes(app, deps);
      talentRoutes(app, deps);
    },
  });
}
