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
  type TChallengeListQuery,
  type TChallengeStatus,
  type TCreateChallenge,
  type TUpdateChallenge,
} from '@tov/contracts';
import { AppError, idempotentRequestOf, isAdmin, requireIdentity, requireRoles, type Identity, type RouteApp } from '@tov/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TovsparkDeps } from '../deps';
import { canTransition, isDeletable, isEditableBy } from '../domain/challenge-status';
import { toChallengeView } from '../domain/challenge-view';
import { toSubmissionView } from '../domain/submission-view';
import { createChallenge, deleteChallenge, findChallenge, listChallenges, participationStatuses, updateChallenge } from '../store/challenges';
import { listCompanies, seedCompanies } from '../store/companies';
import { listHandedIn } from '../store/participations';
import { namesOf } from '../store/users';
import type { Challenge } from '../generated/prisma/client';
import { mayManage, visibleOrNotFound } from './access';
import { challengeOwnerOf } from './challenge-owner';

export const CHALLENGES_BASE = '/api/v1/challenges';

/** Who may create challenges (the company API, saving and using templates): company accounts and admins. */
export const CREATOR_ROLES = ['company', ...ADMIN_ROLES];

export const ZChallengeParamsSchema = z.object({ id: z.string().max(64) });
export const ZChallengeAnswer = ZSuccessEnvelopeSchema(ZChallengeSchema);

/**
 * The challenge calls, shared by `/api/v1/challenges` and the company API (`/api/tovspark/challenges`,
 * company-challenges.ts). `own` is the company API: the list holds only the caller's challenges (all
 * for an admin), and reading another company's challenge is refused like editing it.
 */
export function challengeHandlers(deps: TovsparkDeps) {
  const managedOrThrow = async (identity: Identity, id: string, refusal: string): Promise<Challenge> => {
    const challenge = visibleOrNotFound(identity, await findChallenge(deps.db, id));
    if (!mayManage(identity, challenge)) throw new AppError('PERMISSION_DENIED', refusal);
    return challenge;
  };
  const viewFor = async (identity: Identity, challenge: Challenge) => {
    const statuses = await participationStatuses(deps.db, identity.userId, [challenge.id]);
    return toChallengeView(challenge, statuses.get(challenge.id) ?? 'not_started');
  };
  return {
    async list(identity: Identity, query: TChallengeListQuery, own: boolean) {
      const { items, total } = await listChallenges(deps.db, query, { userId: identity.userId, admin: isAdmin(identity), ownOnly: own });
      const now = new Date();
      return successEnvelope({
        items: items.map((i) => toChallengeView(i.challenge, i.participationStatus, now)),
        page: query.page,
        limit: query.limit,
        total,
      });
    },

    async create(request: FastifyRequest, reply: FastifyReply, identity: Identity, input: TCreateChallenge) {
      const owner = await challengeOwnerOf(deps.db, identity, input.companyName);
      const { value, replayed } = await createChallenge(
        deps.db,
        input,
        owner,
        idempotentRequestOf(request, 'tovspark.challenge.create', identity.userId, input),
      );
      if (replayed) void reply.header('idempotent-replayed', 'true');
      else request.log.info({ userId: identity.userId, challengeId: value.id, status: value.status }, 'challenge created');
      return reply.status(201).send(successEnvelope(toChallengeView(value, 'not_started'), '챌린지가 생성되었습니다.'));
    },

    async read(identity: Identity, id: string, own: boolean) {
      const challenge = own ? await managedOrThrow(identity, id, '다른 회사의 챌린지입니다.') : visibleOrNotFound(identity, await findChallenge(deps.db, id));
      return successEnvelope(await viewFor(identity, challenge));
    },

    async update(request: FastifyRequest, identity: Identity, id: string, patch: TUpdateChallenge) {
      const challenge = await managedOrThrow(identity, id, '다른 회사의 챌린지는 수정할 수 없습니다.');
      const status = challenge.status as TChallengeStatus;
      const actor = isAdmin(identity) ? 'admin' : 'owner';
      if (!isEditableBy(actor, status)) throw new AppError('CHALLENGE_NOT_EDITABLE');
      if (patch.status !== undefined && patch.status !== status && !canTransition('owner', status, patch.status)) {
        throw new AppError('INVALID_STATUS_TRANSITION', `${status}에서 ${patch.status}(으)로 바꿀 수 없습니다.`);
      }
      const updated = await updateChallenge(deps.db, challenge, patch.status === status ? { ...patch, status: undefined } : patch);
      request.log.info({ userId: identity.userId, challengeId: challenge.id, status: updated.status }, 'challenge updated');
      return successEnvelope(await viewFor(identity, updated), '챌린지가 수정되었습니다.');
    },

    /** The handed-in submissions of one of the caller company's challenges (an admin's: any), oldest hand-in first. */
    async submissions(identity: Identity, id: string, page: number, limit: number) {
      const challenge = await managedOrThrow(identity, id, '다른 회사의 챌린지입니다.');
      const { items, total } = await listHandedIn(deps.db, challenge.id, page, limit);
      const names = await namesOf(
        deps.db,
        items.map((s) => s.userId),
      );
      return successEnvelope({ items: items.map((s) => toSubmissionView(s, names.get(s.userId) ?? null)), page, limit, total });
    },

    async remove(request: FastifyRequest, identity: Identity, id: string) {
      const challenge = await managedOrThrow(identity, id, '다른 회사의 챌린지는 삭제할 수 없습니다.');
      if (!isDeletable(challenge.status as TChallengeStatus))
        throw new AppError('CHALLENGE_NOT_EDITABLE', '공개된 챌린지는 삭제할 수 없습니다. 대신 마감해주세요.');
      await deleteChallenge(deps.db, challenge);
      request.log.info({ userId: identity.userId, challengeId: challenge.id }, 'challenge deleted');
      return successEnvelope(null, '챌린지가 삭제되었습니다.');
    },
  };
}

/** `/api/v1/challenges`: the catalogue, a company's own challenges, and the seeded companies (spec 002 §7). */
export function challengeRoutes(app: RouteApp, deps: TovsparkDeps): void {
  const handlers = challengeHandlers(deps);
  app.get(
    CHALLENGES_BASE,
    {
      schema: {
        summary: "Challenges the caller may see (published and closed ones, plus their own company's), filtered, sorted and paged",
        querystring: ZChallengeListQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZChallengeListSchema) },
      },
    },
    async (request) => handlers.list(requireIdentity(request), request.query, false),
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
    async (request, reply) => handlers.create(request, reply, requireRoles(request, CREATOR_ROLES), request.body),
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
      return successEnvelope(
        {
          ...counts,
          companies: await listCompanies(
            deps.db,
            companies.map((c) => c.name),
          ),
        },
        '회사 정보가 저장되었습니다.',
      );
    },
  );

  app.get(
    `${CHALLENGES_BASE}/:id`,
    {
      schema: {
        summary: 'One challenge (hidden statuses only for its company and admins)',
        params: ZChallengeParamsSchema,
        response: { 200: ZChallengeAnswer },
      },
    },
    async (request) => handlers.read(requireIdentity(request), request.params.id, false),
  );

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
    async (request) => handlers.update(request, requireIdentity(request), request.params.id, request.body),
  );

  app.delete(
    `${CHALLENGES_BASE}/:id`,
    {
      schema: {
        summary: 'Delete a challenge that was never published (its company or an admin)',
        params: ZChallengeParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(z.null()) },
      },
    },
    async (request) => handlers.remove(request, requireIdentity(request), request.params.id),
  );
}
