import {
  COMPANY_BASE,
  COMPANY_DASHBOARD_LIST_SIZE,
  COMPANY_DASHBOARD_PATH,
  ZCompanyDashboardSchema,
  ZCompanyStatsSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
} from '@tov/contracts';
import type { RouteApp } from '@tov/kit';
import type { CompanyDeps } from '../deps';
import { toComplianceItem } from '../domain/compliance-view';
import { seoulToday } from '../domain/dates';
import { toEmployee } from '../domain/employee-view';
import { listItems } from '../store/compliance';
import { companyStats, upcomingExpiries } from '../store/stats';
import { companyIdOf } from './access';

/** The company's figures and its dashboard (spec 002 §7; services/company/README.md, Rules). */
export function dashboardRoutes(app: RouteApp, deps: CompanyDeps): void {
  app.get(
    `${COMPANY_BASE}/stats`,
    {
      schema: {
        summary: 'Active challenges, hires, employees by visa type, visas expiring within 30/60/90 days, open compliance items, hiring pipeline counts',
        response: { 200: ZSuccessEnvelopeSchema(ZCompanyStatsSchema) },
      },
    },
    async (request) => {
      const now = deps.now();
      return successEnvelope(await companyStats(deps.db, companyIdOf(request), seoulToday(now), now));
    },
  );

  app.get(
    COMPANY_DASHBOARD_PATH,
    {
      schema: {
        summary: 'The company dashboard: the stats, the visas expiring soonest and the compliance items due soonest',
        response: { 200: ZSuccessEnvelopeSchema(ZCompanyDashboardSchema) },
      },
    },
    async (request) => {
      const companyId = companyIdOf(request);
      const now = deps.now();
      const today = seoulToday(now);
      const [stats, expiries, open] = await Promise.all([
        companyStats(deps.db, companyId, today, now),
        upcomingExpiries(deps.db, companyId, today),
        Promise.all(['open', 'in_progress'].map((status) => listItems(deps.db, companyId, { status, page: 1, limit: COMPANY_DASHBOARD_LIST_SIZE }))),
      ]);
      const items = open
        .flatMap((page) => page.items)
        .sort((x, y) => x.dueDate.getTime() - y.dueDate.getTime())
        .slice(0, COMPANY_DASHBOARD_LIST_SIZE);
      return successEnvelope({
        stats,
        upcomingExpiries: expiries.map((e) => toEmployee(e, deps.arn, today)),
        openComplianceItems: items.map(toComplianceItem),
      });
    },
  );
}
