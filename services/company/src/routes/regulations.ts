import { COMPANY_BASE, ZRegulationListSchema, ZRegulationQuerySchema, ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import type { RouteApp } from '@tov/kit';
import { findRegulations } from '../domain/regulations';
import { requireCompany } from './access';

/** `GET /api/company/regulations`: the seeded catalogue of employers' rules, by visa type, language and search. */
export function regulationRoutes(app: RouteApp): void {
  app.get(
    `${COMPANY_BASE}/regulations`,
    {
      schema: {
        summary: 'Rules an employer of foreigners must follow, each with its source: filter by visa type (rules for every employer included), language, search',
        querystring: ZRegulationQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZRegulationListSchema) },
      },
    },
    async (request) => {
      requireCompany(request);
      const items = findRegulations(request.query);
      return successEnvelope({ items, total: items.length });
    },
  );
}
