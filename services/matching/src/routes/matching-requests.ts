import { z } from 'zod';
import {
  ZCreateMatchingRequestSchema,
  ZMatchingRequestListSchema,
  ZMatchingRequestQuerySchema,
  ZMatchingRequestSchema,
  ZSelectExpertSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, assertOwnership, idempotentRequestOf, requireIdentity, validationError, type RouteApp } from '@tov/kit';
import type { MatchingDeps } from '../deps';
import { rankSpecialists } from '../domain/rank-specialists';
import { candidateIds, toMatchingRequestView } from '../domain/request-view';
import { findOwnAssessment } from '../store/assessments';
import { alreadySelected, createMatchingRequest, findMatchingRequest, findRequestForAssessment, selectExpert } from '../store/matching-requests';
import { listSpecialists } from '../store/specialists';

export const MATCHING_BASE = '/api/visa/v3/matching';

const CREATED_MESSAGE = '전문가 매칭 요청이 생성되었습니다.';
const EXISTING_MESSAGE = '이 평가로 이미 요청한 전문가 매칭입니다.';
const NO_CANDIDATES_MESSAGE = '현재 매칭 가능한 전문가가 없습니다. 전문가가 등록되면 다시 요청해주세요.';
const REQUEST_NOT_FOUND = '매칭 요청을 찾을 수 없습니다.';

const ZMatchingRequestAnswer = ZSuccessEnvelopeSchema(ZMatchingRequestSchema);
const ZRequestParams = z.object({ id: z.string().max(64) });

/** `/api/visa/v3/matching`: create a request from an assessment, read it, choose an expert (spec 001 §7). */
export function matchingRequestRoutes(app: RouteApp, deps: MatchingDeps): void {
  app.post(
    `${MATCHING_BASE}/create`,
    {
      schema: {
        summary: "Ask for an expert about one of the caller's assessments: 201 a new request, 200 the request already made about it (Idempotency-Key accepted)",
        body: ZCreateMatchingRequestSchema,
        response: { 200: ZMatchingRequestAnswer, 201: ZMatchingRequestAnswer },
      },
    },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      const input = request.body;
      // Another user's or a deleted assessment answers as if it did not exist.
      const assessment = await findOwnAssessment(deps.db, input.assessmentId, userId);
      if (!assessment) throw new AppError('ASSESSMENT_NOT_FOUND');

      const candidates = rankSpecialists(await listSpecialists(deps.db), assessment, input.preferences, { now: new Date() });
      const {
        value: stored,
        replayed,
        existing,
      } = await createMatchingRequest(
        deps.db,
        { userId, assessmentId: assessment.assessmentId, visaType: assessment.visaType, preferences: input.preferences, candidates },
        idempotentRequestOf(request, 'matching.request.create', userId, input),
      );
      const view = toMatchingRequestView(stored);
      if (existing) return reply.status(200).send(successEnvelope(view, EXISTING_MESSAGE));
      if (replayed) void reply.header('idempotent-replayed', 'true');
      else
        request.log.info(
          { userId, matchingRequestId: stored.id, assessmentId: stored.assessmentId, candidates: candidates.length },
          'matching request created',
        );
      return reply.status(201).send(successEnvelope(view, view.candidates.length > 0 ? CREATED_MESSAGE : NO_CANDIDATES_MESSAGE));
    },
  );

  app.get(
    `${MATCHING_BASE}/:id`,
    { schema: { summary: "One of the caller's matching requests", params: ZRequestParams, response: { 200: ZMatchingRequestAnswer } } },
    async (request) => {
      const identity = requireIdentity(request);
      const stored = await findMatchingRequest(deps.db, request.params.id);
      if (!stored) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
      assertOwnership(identity, stored.userId, 'NOT_FOUND');
      return successEnvelope(toMatchingRequestView(stored));
    },
  );

  // The result page shows the request made about an assessment, if any, without making one.
  app.get(
    MATCHING_BASE,
    {
      schema: {
        summary: "The caller's matching request about one of their assessments, as a list of none or one",
        querystring: ZMatchingRequestQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZMatchingRequestListSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const stored = await findRequestForAssessment(deps.db, userId, request.query.assessmentId);
      return successEnvelope({ items: stored ? [toMatchingRequestView(stored)] : [] });
    },
  );

  app.post(
    `${MATCHING_BASE}/:id/select`,
    {
      schema: {
        summary: "Choose one of the request's candidates",
        params: ZRequestParams,
        body: ZSelectExpertSchema,
        response: { 200: ZMatchingRequestAnswer },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const stored = await findMatchingRequest(deps.db, request.params.id);
      // Only the applicant chooses their expert (an admin may read a request, not choose for someone).
      if (!stored || stored.userId !== userId) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
      const choice = request.body;
      if (stored.status !== 'open') throw alreadySelected();
      if (!candidateIds(stored).includes(choice.expertId)) {
        throw validationError([{ field: 'expertId', message: '이 매칭 요청의 추천 전문가 중에서 선택해주세요.' }]);
      }
      const updated = await selectExpert(deps.db, stored, choice);
      request.log.info({ userId, matchingRequestId: stored.id, expertId: choice.expertId }, 'expert selected');
      return successEnvelope(toMatchingRequestView(updated), '전문가 선택이 완료되었습니다.');
    },
  );
}
