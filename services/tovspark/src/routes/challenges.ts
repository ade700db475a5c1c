import { z } from 'zod';
import {
  ADMIN_ROLES,
  ZChallengeListQuerySchema,
  ZChallengeListSchema,
  ZChallengeSchema,
  ZCompanyListSchema,
  ZCreateChallengeSchema,
  ZSeedCompaniesResultSchema,
  ZSeedCompaniesSchema,
  ZSuccessEnvelopeSchema,
  ZUpdateChallengeSchema,
  successEnvelope,
  type TChallengeStatus,
} from '@tov/contracts';
import { AppError, idempotentRequestOf, isAdmin, requireIdentity, requireRoles, validationError, type RouteApp } from '@tov/kit';
import type { TovsparkDeps } from '../deps';
import { canTransition, isDeletable, isEditableBy } from '../domain/challenge-status';
import { toChallengeView } from '../domain/challenge-view';
import { createChallenge, deleteChallenge, findChallenge, listChallenges, participationStatuses, updateChallenge } from '../store/challenges';
import { listCompanies, seedCompanies } from '../store/companies';
import { findUser } from '../store/users';
import { mayManage, visibleOrNotFound } from './access';

export const CHALLENGES_BASE = '/api/v1/challenges';

/** Who may create challenges: company accounts and admins. */
const CREATOR_ROLES = ['company', ...ADMIN_ROLES];

export const ZChallengeParamsSchema = z.object({ id: z.string().max(64) });
const ZChallengeAnswer = ZSuccessEnvelopeSchema(ZChallengeSchema);

/** `/api/v1/challenges`: the catalogue, a company's own challenges, and the seeded companies (spec 002 §7). */
export function challengeRoutes(app: RouteApp, deps: TovsparkDeps): void {
  app.get(
    CHALLENGES_BASE,
    {
      schema: {
        summary: 'Challenges the caller may see (published and closed ones, plus their own company\'s), filtered, sorted and paged',
        querystring: ZChallengeListQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZChallengeListSchema) },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const query = request.query;
      const { items, total } = await listChallenges(deps.db, query, { userId: identity.userId, admin: isAdmin(identity) });
      const now = new Date();
      return successEnvelope({ items: items.map((i) => toChallengeView(i.challenge, i.participationStatus, now)), page: query.page, limit: query.limit, total });
    },
  );

  app.post(
    CHALLENGES_BASE,
    {
      schema: {
        summary: 'Create a challenge (company or admin): it starts as draft or pending_review (Idempotency-Key accepted)',
        body: ZCreateChallengeSchema,
        response: { 201: ZChallengeAnswer },
      },
    },
    async (request, reply) => {
      const identity = requireRoles(request, CREATOR_ROLES);
      const input = request.body;
      const account = await findUser(deps.db, identity.userId);
      // A company account's own company name wins; an admin names the company it creates for.
      const companyName = (!isAdmin(identity) ? account?.companyName : undefined) ?? input.companyName;
      if (!companyName) throw validationError([{ field: 'companyName', message: '회사 이름을 입력해주세요.' }]);
      const { value, replayed } = await createChallenge(deps.db, input, { companyId: identity.userId, companyName }, idempotentRequestOf(request, 'tovspark.challenge.create', identity.userId, input));
      if (replayed) void reply.header('idempotent-replayed', 'true');
      else request.log.info({ userId: identity.userId, challengeId: value.id, status: value.status }, 'challenge created');
      return reply.status(201).send(successEnvelope(toChallengeView(value, 'not_started'), '챌린지가 생성되었습니다.'));
    },
  );

  app.get(
    `${CHALLENGES_BASE}/companies`,
    { schema: { summary: 'The companies of the program, each with its published challenges', response: { 200: ZSuccessEnvelopeSchema(ZCompanyListSchema) } } },
    async (request) => {
      requireIdentity(request);
      return successEnvelope({ companies: await listCompanies(deps.db) });
    },
  );

  app.post(
    `${CHALLENGES_BASE}/companies`,
    {
      schema: {
        summary: 'Seed companies (admin): upserted by name, case-insensitive',
        body: ZSeedCompaniesSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZSeedCompaniesResultSchema) },
      },
    },
    async (request) => {
      const identity = requireRoles(request, ADMIN_ROLES);
      const { companies } = request.body;
      const counts = await seedCompanies(deps.db, companies);
      request.log.info({ userId: identity.userId, ...counts }, 'companies seeded');
      return successEnvelope({ ...counts, companies: await listCompanies(deps.db, companies.map((c) => c.name)) }, '회사 정보가 저장되었습니다.');
    },
  );

  app.get(`${CHALLENGES_BASE}/:id`, { schema: { summary: 'One challenge (hidden statuses only for its company and admins)', params: ZChallengeParamsSchema, response: { 200: ZChallengeAnswer } } }, async (request) => {
    const identity = requireIdentity(request);
    const challenge = visibleOrNotFound(identity, await findChallenge(deps.db, request.params.id));
    const statuses = await participationStatuses(deps.db, identity.userId, [challenge.id]);
    return successEnvelope(toChallengeView(challenge, statuses.get(challenge.id) ?? 'not_started'));
  });

  app.put(
    `${CHALLENGES_BASE}/:id`,
    {
      schema: {
        summary: 'Edit a challenge (its company while not published, or an admin); status draft <-> pending_review',
        params: ZChallengeParamsSchema,
        body: ZUpdateChallengeSchema,
        response: { 200: ZChallengeAnswer },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const challenge = visibleOrNotFound(identity, await findChallenge(deps.db, request.params.id));
      if (!mayManage(identity, challenge)) throw new AppError('PERMISSION_DENIED', '다른 회사의 챌린지는 수정할 수 없습니다.');
      const status = challenge.status as TChallengeStatus;
      const actor = isAdmin(identity) ? 'admin' : 'owner';
      if (!isEditableBy(actor, status)) throw new AppError('CHALLENGE_NOT_EDITABLE');
      const patch = request.body;
      if (patch.status !== undefined && patch.status !== status && !canTransition('owner', status, patch.status)) {
        throw new AppError('INVALID_STATUS_TRANSITION', `${status}에서 ${patch.status}(으)로 바꿀 수 없습니다.`);
      }
      const updated = await updateChallenge(deps.db, challenge, patch.status === status ? { ...patch, status: undefined } : patch);
      request.log.info({ userId: identity.userId, challengeId: challenge.id, status: updated.status }, 'challenge updated');
      const statuses = await participationStatuses(deps.db, identity.userId, [challenge.id]);
      return successEnvelope(toChallengeView(updated, statuses.get(challenge.id) ?? 'not_started'), '챌린지가 수정되었습니다.');
    },
  );

  app.delete(
    `${CHALLENGES_BASE}/:id`,
    { schema: { summary: 'Delete a challenge that was never published (its company or an admin)', params: ZChallengeParamsSchema, response: { 200: ZSuccessEnvelopeSchema(z.null()) } } },
    async (request) => {
      const identity = requireIdentity(request);
      const challenge = visibleOrNotFound(identity, await findChallenge(deps.db, request.params.id));
      if (!mayManage(identity, challenge)) throw new AppError('PERMISSION_DENIED', '다른 회사의 챌린지는 삭제할 수 없습니다.');
      if (!isDeletable(challenge.status as TChallengeStatus)) throw new AppError('CHALLENGE_NOT_EDITABLE', '공개된 챌린지는 삭제할 수 없습니다. 대신 마감해주세요.');
      await deleteChallenge(deps.db, challenge);
      request.log.info({ userId: identity.userId, challengeId: challenge.id }, 'challenge deleted');
      return successEnvelope(null, '챌린지가 삭제되었습니다.');
    },
  );
}
