import { ANALYTICS_BASE, ZAnalyticsQuerySchema, ZCompanyAnalyticsSchema, ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import type { RouteApp } from '@tov/kit';
import type { CompanyDeps } from '../deps';
import { seoulToday } from '../domain/dates';
import { companyAnalytics } from '../store/analytics';
import { companyIdOf } from './access';

/** `GET /api/company/analytics`: the company's hiring funnel and times, sources, employees and visa expiries (SQL aggregates). */
export function analyticsRoutes(app: RouteApp, deps: CompanyDeps): void {
  app.get(
    ANALYTICS_BASE,
    {
      schema: {
        summary:
          'Hiring funnel, days in each stage and to hire (median, mean), candidates by source, employees by visa type and nationality, visa expiries by month (12 months); `from`/`to` bound the hiring figures',
        querystring: ZAnalyticsQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZCompanyAnalyticsSchema) },
      },
    },
    async (request) => successEnvelope(await companyAnalytics(deps.db, companyIdOf(request), request.query, seoulToday(deps.now()))),
  );
}
