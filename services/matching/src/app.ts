import { createServiceApp, postgresCheck, redisCheck, type ReadinessCheck, type ServiceApp } from '@tov/kit';
import type { MatchingDeps } from './deps';
import { matchingRequestRoutes } from './routes/matching-requests';

/** Builds the matching app from its dependencies; never listens (server.ts does, tests inject). */
export function buildApp(deps: MatchingDeps, extraChecks: ReadinessCheck[] = []): ServiceApp {
  return createServiceApp({
    name: 'matching',
    logger: deps.logger,
    checks: [postgresCheck(deps.db), redisCheck(deps.redis), ...extraChecks],
    bodyLimit: 64 * 1024,
    routes: (app) => matchingRequestRoutes(app, deps),
  });
}
