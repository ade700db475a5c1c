import { createServiceApp, postgresCheck, redisCheck, type ReadinessCheck, type ServiceApp } from '@tov/kit';
import type { SpecialistDeps } from './deps';
import { proRoutesFirst } from './routes/access';
import { assessmentRoutes } from './routes/assessments';
import { dashboardRoutes } from './routes/dashboard';
import { profileRoutes } from './routes/profile';
import { requestRoutes } from './routes/requests';
import { scheduleRoutes } from './routes/schedules';
import { adminPaymentRoutes } from './routes/admin-payments';
import { clientServiceRoutes } from './routes/client-services';
import { roadmapRoutes } from './routes/roadmaps';
import { serviceRoutes } from './routes/services';
import { settlementRoutes } from './routes/settlements';

/** Builds the specialist app from its dependencies; never listens (server.ts does, tests inject). */
export function buildApp(deps: SpecialistDeps, extraChecks: ReadinessCheck[] = []): ServiceApp {
  return createServiceApp({
    name: 'specialist',
    logger: deps.logger,
    checks: [postgresCheck(deps.db), redisCheck(deps.redis), ...extraChecks],
    bodyLimit: 64 * 1024,
    routes: (app) => {
      proRoutesFirst(app);
      profileRoutes(app, deps);
      requestRoutes(app, deps);
      assessmentRoutes(app, deps);
      scheduleRoutes(app, deps);
      dashboardRoutes(app, deps);
      // The money and engagement part (issue 15): services, roadmaps, settlements, payments.
      serviceRoutes(app, deps);
      roadmapRoutes(app, deps);
      settlementRoutes(app, deps);
      clientServiceRoutes(app, deps);
      adminPaymentRoutes(app, deps);
    },
  });
}
