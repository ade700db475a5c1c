import {
  HIRING_BASE,
  ZCandidateDetailSchema,
  ZOfferInputSchema,
  ZStageChangeInputSchema,
  ZSuccessEnvelopeSchema,
  ZUuidSchema,
  successEnvelope,
} from '@tov/contracts';
import { idempotentRequestOf, type RouteApp } from '@tov/kit';
import { z } from 'zod';
import type { CompanyDeps } from '../deps';
import { toCandidateDetail } from '../domain/candidate-view';
import { findCandidateDetail } from '../store/candidates';
import { moveCandidate } from '../store/hiring-moves';
import { makeOffer } from '../store/offers';
import { companyIdOf } from './access';

const CANDIDATE_PATH = `${HIRING_BASE}/candidates/:id`;
const ZCandidateParamsSchema = z.object({ id: ZUuidSchema('후보자 ID가 올바르지 않습니다.') });
const detail = { 200: ZSuccessEnvelopeSchema(ZCandidateDetailSchema) };

/** One candidate: read it, move it (the stage machine of contracts' company-hiring.ts), make it an offer. */
export function hiringCandidateRoutes(app: RouteApp, deps: CompanyDeps): void {
  const answer = async (companyId: string, id: string) => toCandidateDetail(await findCandidateDetail(deps.db, companyId, id));

  app.get(
    CANDIDATE_PATH,
    {
      schema: {
        summary: 'A candidate: profile, challenge work and score, stage history, offer and visa gate',
        params: ZCandidateParamsSchema,
        response: detail,
      },
    },
    async (request) => successEnvelope(await answer(companyIdOf(request), request.params.id)),
  );

  app.put(
    `${CANDIDATE_PATH}/stage`,
    {
      schema: {
        summary: "Move a candidate one stage on, or to rejected (409 otherwise); 'hired' needs an offer and makes the employee",
        params: ZCandidateParamsSchema,
        body: ZStageChangeInputSchema,
        response: detail,
      },
    },
    async (request) => {
      const companyId = companyIdOf(request);
      const { id } = request.params;
      await moveCandidate(deps.db, companyId, id, request.body, companyId, deps.now());
      request.log.info({ companyId, candidateId: id, stage: request.body.stage }, 'candidate moved');
      return successEnvelope(await answer(companyId, id), '단계를 옮겼습니다.');
    },
  );

  app.post(
    `${CANDIDATE_PATH}/offer`,
    {
      schema: {
        summary:
          'Make an offer (salary KRW a year, start date, position, occupation code, visa sponsorship); at interview the candidate moves to offer; Idempotency-Key accepted',
        params: ZCandidateParamsSchema,
        body: ZOfferInputSchema,
        response: { 201: ZSuccessEnvelopeSchema(ZCandidateDetailSchema) },
      },
    },
    async (request, reply) => {
      const companyId = companyIdOf(request);
      const { id } = request.params;
      const idempotency = idempotentRequestOf(request, 'company.hiring.offer', companyId, { candidateId: id, ...request.body });
      const { replayed } = await makeOffer(deps.db, companyId, id, request.body, companyId, deps.now(), idempotency);
      if (replayed) void reply.header('idempotent-replayed', 'true');
      else request.log.info({ companyId, candidateId: id }, 'offer made');
      return reply.status(201).send(successEnvelope(await answer(companyId, id), '채용 제안을 저장했습니다.'));
    },
  );
}
