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
  const service = createServiceApp({
    name: 'visa-assessment',
    logger: deps.logger,
    checks: [postgresCheck(deps.db), redisCheck(deps.redis), ...extraChecks],
    bodyLimit: 1_048_576,
    apiVersion: '3',
  });
  evaluateRoutes(service.app, deps);
  batchRoutes(service.app, deps);
  assessmentRoutes(service.app, deps);
  visaTypeRoutes(service.app, deps);
  bookmarkRoutes(service.app, deps);
  emailRoutes(service.app, deps);
  feedbackRoutes(service.app, deps);
  return service;
}
