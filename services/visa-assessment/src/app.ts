import { createServiceApp, postgresCheck, redisCheck, type ReadinessCheck, type ServiceApp } from '@tov/kit';
import type { VisaDeps } from './deps';
import { assessmentRoutes } from './routes/assessments';
import { batchRoutes } from './routes/batch';
import { bookmarkRoutes } from './routes/bookmarks';
import { emailRoutes } from './routes/email';
import { evaluateRoutes } from './routes/evaluate';
import { feedbackRoutes } from './routes/feedback';
import { visaTypeRoutes } from './routes/visa-types';

/** Builds the visa-assessment app (`/api/visa/v3`) from its dependencies; never listens. */
export function buildApp(deps: VisaDeps, extraChecks: ReadinessCheck[] = []): ServiceApp {
  return createServiceApp({
    name: 'visa-assessment',
    logger: deps.logger,
    checks: [postgresCheck(deps.db), redisCheck(deps.redis), ...extraChecks],
    bodyLimit: 1_048_576,
    apiVersion: '3',
    routes: (app) => {
      evaluateRoutes(app, deps);
      batchRoutes(app, deps);
      assessmentRoutes(app, deps);
      visaTypeRoutes(app, deps);
      bookmarkRoutes(app, deps);
      emailRoutes(app, deps);
      feedbackRoutes(app, deps);
    },
  });
}
