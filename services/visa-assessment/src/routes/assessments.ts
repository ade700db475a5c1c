import {
  ZAnalysisResponseSchema,
  ZAssessmentDeletedSchema,
  ZAssessmentDetailSchema,
  ZAssessmentHistorySchema,
  ZAssessmentListQuerySchema,
  ZAssessmentListSchema,
  ZAssessmentQuerySchema,
  ZCompareRequestSchema,
  ZComparisonSchema,
  ZHistoryQuerySchema,
  ZIdParamsSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
  type TAssessment,
} from '@tov/contracts';
import { AppError, requireIdentity, type RouteApp } from '@tov/kit';
import { analyseResult } from '../domain';
import { toAssessmentView } from '../assessment-view';
import type { VisaDeps } from '../deps';
import { deleteAssessment, findOwnedAssessment, listAssessments, type StoredAssessment } from '../store/assessments';
import { assessmentCacheKey, ResponseCache } from '../store/cache';
import { restoreResult } from '../store/stored-result';

export function savedView(row: StoredAssessment): TAssessment {
  return toAssessmentView({
    id: row.id,
    result: restoreResult(row.result),
    saved: true,
    mode: 'full',
    evaluatedAt: row.createdAt,
    userData: row.userData as Record<string, unknown>,
    metadata: row.metadata as { feedback: unknown[] },
  });
}

interface CachedAssessment {
  userId: string;
  view: TAssessment;
}

/** Reading, listing, paging, deleting and comparing the caller's own assessments. */
export function assessmentRoutes(app: RouteApp, deps: VisaDeps): void {
  const cache = new ResponseCache(deps.redis, deps.cacheTtlSeconds);

  app.get(
    '/api/visa/v3/assessment/:id',
    {
      schema: {
        summary: "One of the caller's assessments (cached: x-cache)",
        params: ZIdParamsSchema,
        querystring: ZAssessmentQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZAssessmentDetailSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      const query = request.query;
      const key = assessmentCacheKey(request.params.id);
      let cached = query.forceRefresh === 'true' ? undefined : await cache.get<CachedAssessment>(key);
      void reply.header('x-cache', cached ? 'HIT' : 'MISS');
      if (cached && cached.userId !== userId) throw new AppError('ASSESSMENT_NOT_FOUND');
      if (!cached) {
        const row = await findOwnedAssessment(deps.db, request.params.id, userId);
        cached = { userId, view: savedView(row) };
        await cache.set(key, cached);
      }
      const analysis = query.includeAnalysis === 'true' ? { analysis: analyseResult(cached.view) } : {};
      return successEnvelope({ ...cached.view, ...analysis });
    },
  );

  app.get(
    '/api/visa/v3/assessment',
    {
      schema: {
        summary: "The caller's assessments, filtered and paged",
        querystring: ZAssessmentListQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZAssessmentListSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const query = request.query;
      const { rows, total } = await listAssessments(deps.db, userId, query);
      return successEnvelope({ assessments: rows.map(savedView), total, page: query.page, limit: query.limit });
    },
  );

  app.get(
    '/api/visa/v3/assessment/history',
    {
      schema: {
        summary: "The caller's evaluation history, paged",
        querystring: ZHistoryQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZAssessmentHistorySchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const query = request.query;
      const { rows, total } = await listAssessments(deps.db, userId, query);
      return successEnvelope({ evaluations: rows.map(savedView), total, page: query.page, limit: query.limit });
    },
  );

  app.delete(
    '/api/visa/v3/assessment/:id',
    {
      schema: {
        summary: "Delete one of the caller's assessments",
        params: ZIdParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZAssessmentDeletedSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      await findOwnedAssessment(deps.db, request.params.id, userId);
      await deleteAssessment(deps.db, request.params.id, userId);
      await cache.invalidate(assessmentCacheKey(request.params.id));
      return successEnvelope({ deleted: true as const, assessmentId: request.params.id }, '평가가 삭제되었습니다.');
    },
  );

  app.post(
    '/api/visa/v3/assessment/compare',
    {
      schema: {
        summary: "Compare two to five of the caller's assessments",
        body: ZCompareRequestSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZComparisonSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const unique = [...new Set(request.body.assessmentIds)];
      const views = await Promise.all(unique.map(async (id) => savedView(await findOwnedAssessment(deps.db, id, userId))));
      const best = [...views].sort((a, b) => b.score - a.score || Number(b.eligible) - Number(a.eligible))[0]!;
      return successEnvelope({
        assessments: views,
        comparison: {
          bestAssessmentId: best.assessmentId,
          rows: views.map((v) => ({
            assessmentId: v.assessmentId,
            visaType: v.visaSubtype ?? v.visaType,
            eligible: v.eligible,
            score: v.score,
            totalPoints: v.totalPoints,
            passMark: v.passMark,
            missingDocuments: v.missingDocuments.length,
            evaluatedAt: v.evaluatedAt,
          })),
        },
      });
    },
  );

  app.get(
    '/api/visa/v3/analysis/:id',
    {
      schema: {
        summary: "What one of the caller's assessments means: the gap and what to improve first",
        params: ZIdParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZAnalysisResponseSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const row = await findOwnedAssessment(deps.db, request.params.id, userId);
      return successEnvelope({ assessmentId: row.id, ...analyseResult(restoreResult(row.result)) });
    },
  );
}
