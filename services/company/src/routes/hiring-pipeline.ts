import { HIRING_BASE, ZPipelineQuerySchema, ZPipelineSchema, ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import type { RouteApp } from '@tov/kit';
import type { CompanyDeps } from '../deps';
import { toCandidateCard } from '../domain/candidate-view';
import { listPipeline } from '../store/pipeline';
import { companyIdOf } from './access';

/** `GET /api/company/hiring/pipeline`: the company's candidates grouped by stage, each card with its legal moves and visa gate. */
export function hiringPipelineRoutes(app: RouteApp, deps: CompanyDeps): void {
  app.get(
    `${HIRING_BASE}/pipeline`,
    {
      schema: {
        summary: "The company's candidates by stage (newest move first, up to 100 a stage, with each stage's count)",
        querystring: ZPipelineQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZPipelineSchema) },
      },
    },
    async (request) => {
      const columns = await listPipeline(deps.db, companyIdOf(request), request.query);
      return successEnvelope({ stages: columns.map((c) => ({ stage: c.stage, count: c.count, candidates: c.candidates.map(toCandidateCard) })) });
    },
  );
}
