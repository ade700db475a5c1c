import { createServiceApp, postgresCheck, redisCheck, type ReadinessCheck, type ServiceApp } from '@tov/kit';
import type { SpecialistDeps } from './deps';

/** Builds the specialist app from its dependencies; never listens (server.ts does, tests inject). */
export function buildApp(deps: SpecialistDeps, extraChecks: ReadinessCheck[] = []): ServiceApp {
  return createServiceApp({
    name: 'specialist',
    logger: deps.logger,
    checks: [postgresCheck(deps.db), redisCheck(deps.redis), ...extraChecks],
    bodyLimit: 64 * 1024,
    routes: () => {},
  });
}
