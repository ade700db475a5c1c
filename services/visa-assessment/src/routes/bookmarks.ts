import type { FastifyInstance } from 'fastify';
import { ZBookmarkRequestSchema, successEnvelope } from '@tov/contracts';
import { parseInput, requireIdentity } from '@tov/kit';
import type { VisaDeps } from '../deps';
import { findOwnedAssessment } from '../store/assessments';

/** Bookmarks of the caller's own assessments; adding twice keeps one. */
export function bookmarkRoutes(app: FastifyInstance, deps: VisaDeps): void {
  app.post('/api/visa/v3/bookmark', async (request, reply) => {
    const { userId } = requireIdentity(request);
    const { assessmentId } = parseInput(ZBookmarkRequestSchema, request.body);
    await findOwnedAssessment(deps.db, assessmentId, userId);
    const existing = await deps.db.bookmark.findUnique({ where: { userId_assessmentId: { userId, assessmentId } } });
    const bookmark = existing ?? (await deps.db.bookmark.upsert({ where: { userId_assessmentId: { userId, assessmentId } }, create: { userId, assessmentId }, update: {} }));
    return reply.status(existing ? 200 : 201).send(successEnvelope({ assessmentId, bookmarked: true, createdAt: bookmark.createdAt.toISOString() }, '북마크에 추가되었습니다.'));
  });

  app.delete<{ Params: { id: string } }>('/api/visa/v3/bookmark/:id', async (request) => {
    const { userId } = requireIdentity(request);
    await findOwnedAssessment(deps.db, request.params.id, userId);
    await deps.db.bookmark.deleteMany({ where: { userId, assessmentId: request.params.id } });
    return successEnvelope({ assessmentId: request.params.id, bookmarked: false }, '북마크가 해제되었습니다.');
  });

  app.get<{ Params: { id: string } }>('/api/visa/v3/bookmark/check/:id', async (request) => {
    const { userId } = requireIdentity(request);
    await findOwnedAssessment(deps.db, request.params.id, userId);
    const found = await deps.db.bookmark.findUnique({ where: { userId_assessmentId: { userId, assessmentId: request.params.id } } });
    return successEnvelope({ assessmentId: request.params.id, bookmarked: found !== null });
  });

  app.get('/api/visa/v3/bookmark', async (request) => {
    const { userId } = requireIdentity(request);
    const rows = await deps.db.bookmark.findMany({
      where: { userId },
      orderBy: { createdAt: 'desc' },
      include: { assessment: { select: { visaType: true, visaSubtype: true, score: true, eligible: true, createdAt: true } } },
    });
    return successEnvelope({
      bookmarks: rows.map((b) => ({
        assessmentId: b.assessmentId,
        createdAt: b.createdAt.toISOString(),
        visaType: b.assessment.visaType,
        visaSubtype: b.assessment.visaSubtype,
        score: b.assessment.score,
        eligible: b.assessment.eligible,
        evaluatedAt: b.assessment.createdAt.toISOString(),
      })),
      total: rows.length,
    });
  });
}
