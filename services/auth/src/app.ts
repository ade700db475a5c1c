import { createServiceApp, postgresCheck, redisCheck, type ReadinessCheck, type ServiceApp } from '@tov/kit';
import type { AuthDeps } from './deps';
import { loginRoutes } from './routes/login';
import { registerRoutes } from './routes/register';
import { sessionRoutes } from './routes/session';
import { settingsRoutes } from './routes/settings';

/** Builds the auth app from its dependencies; never listens (server.ts does, tests inject). */
export function buildApp(deps: AuthDeps, extraChecks: ReadinessCheck[] = []): ServiceApp {
  const service = createServiceApp({
    name: 'auth',
    logger: deps.logger,
    checks: [postgresCheck(deps.db), redisCheck(deps.redis), ...extraChecks],
    bodyLimit: 64 * 1024,
  });
  registerRoutes(service.app, deps);
  loginRoutes(service.app, deps);
  sessionRoutes(service.app, deps);
  settingsRoutes(service.app, deps);
  return service;
}
