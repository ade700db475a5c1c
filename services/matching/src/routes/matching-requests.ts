import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ZCreateMatchingRequestSchema, ZSelectExpertSchema, successEnvelope } from '@tov/contracts';
import { AppError, assertOwnership, idempotencyKeyOf, parseInput, requireIdentity, validationError } from '@tov/kit';
import type { MatchingDeps } from '../deps';
import { rankSpecialists } from '../domain/rank-specialists';
import { candidateIds, toMatchingRequestView } from '../domain/request-view';
import { findOwnAssessment } from '../store/assessments';
import {
  alreadySelected,
  createMatchingRequest,
  findByIdempotencyKey,
  findMatchingRequest,
  idempotencyKeyReused,
  selectExpert,
} from '../store/matching-requests';
import { listAvailableSpecialists } from '../store/specialists';

export const MATCHING_BASE = '/api/visa/v3/matching';

const CREATED_MESSAGE = '전문가 매칭 요청이 생성되었습니다.';
const NO_CANDIDATES_MESSAGE = '현재 매칭 가능한 전문가가 없습니다. 전문가가 등록되면 다시 요청해주세요.';

/** `/api/visa/v3/matching`: create a request from an assessment, read it, choose an expert (spec 001 §7). */
export function matchingRequestRoutes(app: FastifyInstance, deps: MatchingDeps): void {
  app.post(`${MATCHING_BASE}/create`, async (request, reply) => {
    const { userId } = requireIdentity(request);
    const input = parseInput(ZCreateMatchingRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');

    if (key) {
      const first = await findByIdempotencyKey(deps.db, userId, key);
      if (first) {
        if (first.requestHash !== requestHash) throw idempotencyKeyReused();
        return reply.status(201).header('idempotent-replayed', 'true').send(successEnvelope(toMatchingRequestView(first.request), CREATED_MESSAGE));
      }
    }

    // Another user's or a deleted assessment answers as if it did not exist.
    const assessment = await findOwnAssessment(deps.db, input.assessmentId, userId);
    if (!assessment) throw new AppError('ASSESSMENT_NOT_FOUND');

    const candidates = rankSpecialists(await listAvailableSpecialists(deps.db), assessment, input.preferences);
    const { request: stored, replayed } = await createMatchingRequest(deps.db, {
      userId,
      assessmentId: assessment.assessmentId,
      visaType: assessment.visaType,
      preferences: input.preferences,
      candidates,
      ...(key ? { idempotency: { key, requestHash } } : {}),
    });
    if (!replayed) {
      deps.onOutboxWrite();
      request.log.info({ userId, requestId: stored.id, assessmentId: stored.assessmentId, candidates: candidates.length }, 'matching request created');
    }
    const view = toMatchingRequestView(stored);
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return reply.status(201).send(successEnvelope(view, view.candidates.length > 0 ? CREATED_MESSAGE : NO_CANDIDATES_MESSAGE));
  });

  app.get<{ Params: { id: string } }>(`${MATCHING_BASE}/:id`, async (request) => {
    const identity = requireIdentity(request);
    const stored = await findMatchingRequest(deps.db, request.params.id);
    if (!stored) throw new AppError('NOT_FOUND', '매칭 요청을 찾을 수 없습니다.');
    assertOwnership(identity, stored.userId, 'NOT_FOUND');
    return successEnvelope(toMatchingRequestView(stored));
  });

  app.post<{ Params: { id: string } }>(`${MATCHING_BASE}/:id/select`, async (request) => {
    const { userId } = requireIdentity(request);
    const stored = await findMatchingRequest(deps.db, request.params.id);
    // Only the applicant chooses their expert (an admin may read a request, not choose for someone).
    if (!stored || stored.userId !== userId) throw new AppError('NOT_FOUND', '매칭 요청을 찾을 수 없습니다.');
    const choice = parseInput(ZSelectExpertSchema, request.body);
    if (stored.status !== 'open') throw alreadySelected();
    if (!candidateIds(stored).includes(choice.expertId)) {
      throw validationError([{ field: 'expertId', message: '이 매칭 요청의 추천 전문가 중에서 선택해주세요.' }]);
    }
    const updated = await selectExpert(deps.db, stored, choice);
    deps.onOutboxWrite();
    request.log.info({ userId, requestId: stored.id, expertId: choice.expertId }, 'expert selected');
    return successEnvelope(toMatchingRequestView(updated), '전문가 선택이 완료되었습니다.');
  });
}
