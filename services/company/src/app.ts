import { createServiceApp, postgresCheck, redisCheck, type ReadinessCheck, type ServiceApp } from '@tov/kit';
import type { CompanyDeps } from './deps';
import { companyRoutesFirst } from './routes/access';
import { analyticsRoutes } from './routes/analytics';
import { dashboardRoutes } from './routes/dashboard';
import { regulationRoutes } from './routes/regulations';
import { reportExportRoutes } from './routes/report-exports';
import { complianceRoutes } from './routes/compliance';
import { complianceDocumentRoutes } from './routes/compliance-documents';
import { employeeImportRoutes } from './routes/employee-import';
import { employeeRoutes } from './routes/employees';
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
      employeeRoutes(app, deps);
      employeeImportRoutes(app, deps);
      complianceRoutes(app, deps);
      complianceDocumentRoutes(app, deps);
      settingsRoutes(app, deps);
      regulationRoutes(app);
      dashboardRoutes(app, deps);
      hiringPipelineRoutes(app, deps);
      hiringCandidateRoutes(app, deps);
      analyticsRoutes(app, deps);
      reportExportRoutes(app, deps);
    },
  });
}
