import type { FastifyInstance } from 'fastify';
import {
  ZAssessmentListQuerySchema,
  ZAssessmentQuerySchema,
  ZCompareRequestSchema,
  ZHistoryQuerySchema,
  successEnvelope,
  type TAssessment,
} from '@tov/contracts';
import { AppError, parseInput, requireIdentity } from '@tov/kit';
import { analyseResult, type EngineResult } from '../domain';
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
export function assessmentRoutes(app: FastifyInstance, deps: VisaDeps): void {
  const cache = new ResponseCache(deps.redis, deps.cacheTtlSeconds);

  app.get<{ Params: { id: string } }>('/api/visa/v3/assessment/:id', async (request, reply) => {
    const { userId } = requireIdentity(request);
    const query = parseInput(ZAssessmentQuerySchema, request.query);
    const key = assessmentCacheKey(request.params.id);
    let cached = query.forceRefresh === 'true' ? undefined : await cache.get<CachedAssessment>(key);
    void reply.header('x-cache', cached ? 'HIT' : 'MISS');
    if (cached && cached.userId !== userId) throw new AppError('ASSESSMENT_NOT_FOUND');
    if (!cached) {
      const row = await findOwnedAssessment(deps.db, request.params.id, userId);
      cached = { userId, view: savedView(row) };
      await cache.set(key, cached);
    }
    const analysis = query.includeAnalysis === 'true' ? { analysis: analyseResult(cached.view as unknown as EngineResult) } : {};
    return successEnvelope({ ...cached.view, ...analysis });
  });

  app.get('/api/visa/v3/assessment', async (request) => {
    const { userId } = requireIdentity(request);
    const query = parseInput(ZAssessmentListQuerySchema, request.query);
    const { rows, total } = await listAssessments(deps.db, userId, query);
    return successEnvelope({ assessments: rows.map(savedView), total, page: query.page, limit: query.limit });
  });

  app.get('/api/visa/v3/assessment/history', async (request) => {
    const { userId } = requireIdentity(request);
    const query = parseInput(ZHistoryQuerySchema, request.query);
    const { rows, total } = await listAssessments(deps.db, userId, query);
    return successEnvelope({ evaluations: rows.map(savedView), total, page: query.page, limit: query.limit });
  });

  app.delete<{ Params: { id: string } }>('/api/visa/v3/assessment/:id', async (request) => {
    const { userId } = requireIdentity(request);
    await findOwnedAssessment(deps.db, request.params.id, userId);
    await deleteAssessment(deps.db, request.params.id, userId);
    deps.onOutboxWrite();
    await cache.invalidate(assessmentCacheKey(request.params.id));
    return successEnvelope({ deleted: true, assessmentId: request.params.id }, '평가가 삭제되었습니다.');
  });

  app.post('/api/visa/v3/assessment/compare', async (request) => {
    const { userId } = requireIdentity(request);
    const { assessmentIds } = parseInput(ZCompareRequestSchema, request.body);
    const unique = [...new Set(assessmentIds)];
    const views = await Promise.all(unique.map(async (id) => savedView(await findOwnedAssessment(deps.db, id, userId))));
    const best = [...views].sort((a, b) => b.score - a.score || Number(b.eligible) - Number(a.eligible))[0]!;
    return successEnvelope({
      assessments: views,
      comparison: {
        bestAssessmentId: best.assessmentId,
        rows: views.map((v) => ({ assessmentId: v.assessmentId, visaType: v.visaSubtype ?? v.visaType, eligible: v.eligible, score: v.score, totalPoints: v.totalPoints, passMark: v.passMark, missingDocuments: v.missingDocuments.length, evaluatedAt: v.evaluatedAt })),
      },
    });
  });

  app.get<{ Params: { id: string } }>('/api/visa/v3/analysis/:id', async (request) => {
    const { userId } = requireIdentity(request);
    const row = await findOwnedAssessment(deps.db, request.params.id, userId);
    return successEnvelope({ assessmentId: row.id, ...analyseResult(restoreResult(row.result)) });
  });
}
