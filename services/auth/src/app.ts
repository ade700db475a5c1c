import { createServiceApp, postgresCheck, redisCheck, type ReadinessCheck, type ServiceApp } from '@tov/kit';
import type { AuthDeps } from './deps';
import { emailVerificationRoutes } from './routes/email-verification';
import { loginRoutes } from './routes/login';
import { passwordResetRoutes } from './routes/password-reset';
import { registerRoutes } from './routes/register';
import { sessionRoutes } from './routes/session';
import { settingsRoutes } from './routes/settings';

/**
 * Builds the auth app from its dependencies; never listens (server.ts does, tests inject).
 * `trustProxy`: only the gateway reaches auth, and it overwrites `x-forwarded-for` and `-proto` with
 * the client's address and scheme (the login lockout counts per address; the cookie is Secure over TLS).
 */
export function buildApp(deps: AuthDeps, extraChecks: ReadinessCheck[] = []): ServiceApp {
  return createServiceApp({
    name: 'auth',
    logger: deps.logger,
    checks: [postgresCheck(deps.db), redisCheck(deps.redis), ...extraChecks],
    bodyLimit: 64 * 1024,
    trustProxy: deps.trustProxy ?? true,
    routes: (app) => {
      registerRoutes(app, deps);
      emailVerificationRoutes(app, deps);
      loginRoutes(app, deps);
      passwordResetRoutes(app, deps);
      sessionRoutes(app, deps);
      settingsRoutes(app, deps);
    },
  });
}
