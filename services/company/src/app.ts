import { createServiceApp, postgresCheck, redisCheck, type ReadinessCheck, type ServiceApp } from '@tov/kit';
import type { CompanyDeps } from './deps';
import { companyRoutesFirst } from './routes/access';
import { hiringCandidateRoutes } from './routes/hiring-candidates';
import { hiringPipelineRoutes } from './routes/hiring-pipeline';
import { settingsRoutes } from './routes/settings';

/** Builds the company app from its dependencies; never listens (server.ts does, tests inject). */
export function buildApp(deps: CompanyDeps, extraChecks: ReadinessCheck[] = []): ServiceApp {
  return createServiceApp({
    name: 'company',
    logger: deps.logger,
    // Not the object store: only document uploads need it, and they answer 503 while it is down (as tovspark, decision 084).
    checks: [postgresCheck(deps.db), redisCheck(deps.redis), ...extraChecks],
    bodyLimit: 64 * 1024,
    // One call per responsibility, one file each; the hiring pipeline registers its own file here.
    routes: (app) => {
      companyRoutesFirst(app);
      settingsRoutes(app, deps);
      hiringPipelineRoutes(app, deps);
      hiringCandidateRoutes(app, deps);
    },
  });
}
