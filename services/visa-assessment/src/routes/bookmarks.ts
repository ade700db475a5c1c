import { ZBookmarkListSchema, ZBookmarkRequestSchema, ZBookmarkStateSchema, ZIdParamsSchema, ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import { requireIdentity, type RouteApp } from '@tov/kit';
import type { VisaDeps } from '../deps';
import { findOwnedAssessment } from '../store/assessments';
import { addBookmark, isBookmarked, listBookmarks, removeBookmark } from '../store/bookmarks';

const ZBookmarkAnswer = ZSuccessEnvelopeSchema(ZBookmarkStateSchema);

/** Bookmarks of the caller's own assessments; adding twice keeps one. */
export function bookmarkRoutes(app: RouteApp, deps: VisaDeps): void {
  app.post(
    '/api/visa/v3/bookmark',
    { schema: { summary: "Bookmark one of the caller's assessments", body: ZBookmarkRequestSchema, response: { 200: ZBookmarkAnswer, 201: ZBookmarkAnswer } } },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      const { assessmentId } = request.body;
      await findOwnedAssessment(deps.db, assessmentId, userId);
      const { createdAt, created } = await addBookmark(deps.db, userId, assessmentId);
      return reply
        .status(created ? 201 : 200)
        .send(successEnvelope({ assessmentId, bookmarked: true, createdAt: createdAt.toISOString() }, '북마크에 추가되었습니다.'));
    },
  );

  app.delete(
    '/api/visa/v3/bookmark/:id',
    { schema: { summary: 'Remove a bookmark', params: ZIdParamsSchema, response: { 200: ZBookmarkAnswer } } },
    async (request) => {
      const { userId } = requireIdentity(request);
      await findOwnedAssessment(deps.db, request.params.id, userId);
      await removeBookmark(deps.db, userId, request.params.id);
      return successEnvelope({ assessmentId: request.params.id, bookmarked: false }, '북마크가 해제되었습니다.');
    },
  );

  app.get(
    '/api/visa/v3/bookmark/check/:id',
    { schema: { summary: 'Whether an assessment is bookmarked', params: ZIdParamsSchema, response: { 200: ZBookmarkAnswer } } },
    async (request) => {
      const { userId } = requireIdentity(request);
      await findOwnedAssessment(deps.db, request.params.id, userId);
      return successEnvelope({ assessmentId: request.params.id, bookmarked: await isBookmarked(deps.db, userId, request.params.id) });
    },
  );

  app.get(
    '/api/visa/v3/bookmark',
    { schema: { summary: "The caller's bookmarks, newest first", response: { 200: ZSuccessEnvelopeSchema(ZBookmarkListSchema) } } },
    async (request) => {
      const { userId } = requireIdentity(request);
      return successEnvelope(await listBookmarks(deps.db, userId));
    },
  );
}
