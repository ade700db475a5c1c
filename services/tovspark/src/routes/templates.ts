import { z } from 'zod';
import {
  TEMPLATE_GALLERY_PER_CATEGORY,
  ZCreateChallengeSchema,
  ZCreateFromTemplateSchema,
  ZCreatedFromTemplateSchema,
  ZPageQuerySchema,
  ZPopularTemplatesQuerySchema,
  ZRateTemplateSchema,
  ZSaveTemplateSchema,
  ZSuccessEnvelopeSchema,
  ZTemplateCategoriesSchema,
  ZTemplateGallerySchema,
  ZTemplateItemsSchema,
  ZTemplateLanguageQuerySchema,
  ZTemplateListQuerySchema,
  ZTemplateListSchema,
  ZTemplateRatingSchema,
  ZTemplateSchema,
  ZTemplateUseSchema,
  ZUpdateTemplateSchema,
  successEnvelope,
  zodIssuesToDetails,
  type TChallengeCategory,
  type TChallengeDifficulty,
  type TChallengeReward,
  type TChallengeType,
  type TTemplate,
} from '@tov/contracts';
import {
  AppError,
  idempotentRequestOf,
  isAdmin,
  requireIdentity,
  requireRoles,
  validationError,
  withTransactionRetry,
  type Identity,
  type RouteApp,
} from '@tov/kit';
import type { TovsparkDeps } from '../deps';
import { toChallengeView } from '../domain/challenge-view';
import { categoryCounts, galleryOf } from '../domain/gallery';
import { challengeFromTemplate, durationDaysOf } from '../domain/template-challenge';
import { maySeeTemplate, mayManageTemplate, ratingAverage, toTemplateView, type TemplateViewer } from '../domain/template-view';
import type { ChallengeTemplate } from '../generated/prisma/client';
import { createChallenge, findChallenge } from '../store/challenges';
import { rateTemplate, recordTemplateUse } from '../store/template-feedback';
import {
  createTemplate,
  curatedTemplates,
  deleteTemplate,
  findTemplate,
  listTemplates,
  mineOf,
  myTemplates,
  popularTemplates,
  templateCountsByCategory,
  updateTemplate,
} from '../store/templates';
import { findUser } from '../store/users';
import { mayManage, visibleOrNotFound } from './access';
import { CHALLENGES_BASE, CREATOR_ROLES } from './challenges';
import { challengeOwnerOf } from './challenge-owner';

const TEMPLATES_BASE = `${CHALLENGES_BASE}/templates`;
const ZTemplateParamsSchema = z.object({ id: z.string().max(64) });
const ZTemplateAnswer = ZSuccessEnvelopeSchema(ZTemplateSchema);

const viewerOf = (identity: Identity): TemplateViewer => ({ userId: identity.userId, admin: isAdmin(identity) });

/** A template the caller may see; a missing or hidden one is TEMPLATE_NOT_FOUND (private ids cannot be probed). */
function visibleTemplate(viewer: TemplateViewer, template: ChallengeTemplate | null): ChallengeTemplate {
  if (!template || !maySeeTemplate(viewer, template)) throw new AppError('TEMPLATE_NOT_FOUND');
  return template;
}

/** `curated` and `featured` decide what the platform's gallery shows: admins only. */
function assertGalleryFlags(identity: Identity, body: { curated?: boolean; featured?: boolean }): void {
  if ((body.curated !== undefined || body.featured !== undefined) && !isAdmin(identity))
    throw new AppError('PERMISSION_DENIED', '갤러리 지정(curated, featured)은 관리자만 할 수 있습니다.');
}

/**
 * `/api/v1/challenges/templates/...` and `POST /api/v1/challenges/create-from-template` (spec 002 §7
 * "Templates"; rules in docs/rules/tovspark-templates.md). Registered before the `/challenges/:id` routes for the
 * reader; the router prefers the static `templates` segment either way.
 */
export function templateRoutes(app: RouteApp, deps: TovsparkDeps): void {
  const views = async (viewer: TemplateViewer, rows: ChallengeTemplate[]): Promise<TTemplate[]> => {
    const mine = await mineOf(
      deps.db,
      viewer.userId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toTemplateView(r, viewer, mine.get(r.id) ?? { myRating: null, usedByMe: false }));
  };
  const view = async (viewer: TemplateViewer, row: ChallengeTemplate): Promise<TTemplate> => (await views(viewer, [row]))[0]!;

  app.get(
    TEMPLATES_BASE,
    {
      schema: {
        summary: 'Templates the caller may see (public ones, their own; admins all), filtered, sorted and paged',
        querystring: ZTemplateListQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZTemplateListSchema) },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireIdentity(request));
      const query = request.query;
      const { items, total } = await listTemplates(deps.db, query, viewer);
      return successEnvelope({ items: await views(viewer, items), page: query.page, limit: query.limit, total });
    },
  );

  app.get(
    `${TEMPLATES_BASE}/popular`,
    {
      schema: {
        summary: 'The most used public templates (then the best rated)',
        querystring: ZPopularTemplatesQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZTemplateItemsSchema) },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireIdentity(request));
      return successEnvelope({ items: await views(viewer, await popularTemplates(deps.db, request.query)) });
    },
  );

  app.get(
    `${TEMPLATES_BASE}/gallery`,
    {
      schema: {
        summary: "The curated public templates: the featured ones, and each category's",
        querystring: ZTemplateLanguageQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZTemplateGallerySchema) },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireIdentity(request));
      const rows = await curatedTemplates(deps.db, request.query.language);
      return successEnvelope(galleryOf(await views(viewer, rows), TEMPLATE_GALLERY_PER_CATEGORY));
    },
  );

  app.get(
    `${TEMPLATES_BASE}/categories`,
    {
      schema: {
        summary: 'Every category with how many templates the caller may see in it',
        querystring: ZTemplateLanguageQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZTemplateCategoriesSchema) },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireIdentity(request));
      return successEnvelope(categoryCounts(await templateCountsByCategory(deps.db, viewer, request.query.language)));
    },
  );

  app.get(
    `${TEMPLATES_BASE}/my`,
    {
      schema: {
        summary: "The caller's own templates, newest first",
        querystring: ZPageQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZTemplateListSchema) },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const viewer = viewerOf(identity);
      const { page, limit } = request.query;
      const { items, total } = await myTemplates(deps.db, identity.userId, page, limit);
      return successEnvelope({ items: await views(viewer, items), page, limit, total });
    },
  );

  app.post(
    `${TEMPLATES_BASE}/save`,
    {
      schema: {
        summary:
          "Save a template (company or admin): from scratch, or from one of the caller's challenges (fromChallengeId); private unless visibility says public",
        body: ZSaveTemplateSchema,
        response: { 201: ZTemplateAnswer },
      },
    },
    async (request, reply) => {
      const identity = requireRoles(request, CREATOR_ROLES);
      const viewer = viewerOf(identity);
      const body = request.body;
      assertGalleryFlags(identity, body);
      const { fromChallengeId, ...fields } = body;
      let source: Awaited<ReturnType<typeof findChallenge>> = null;
      if (fromChallengeId) {
        // The challenge rules: another company's hidden challenge is not found, its public one is not theirs to copy.
        source = visibleOrNotFound(identity, await findChallenge(deps.db, fromChallengeId));
        if (!mayManage(identity, source)) throw new AppError('PERMISSION_DENIED', '다른 회사의 챌린지로는 템플릿을 만들 수 없습니다.');
      }
      const account = await findUser(deps.db, identity.userId);
      const created = await createTemplate(
        deps.db,
        {
          ...fields,
          title: fields.title ?? source!.title,
          description: fields.description ?? source!.description,
          category: fields.category ?? (source!.category as TChallengeCategory),
          type: fields.type ?? (source!.type as TChallengeType),
          difficulty: fields.difficulty ?? (source!.difficulty as TChallengeDifficulty),
          sparkPoints: fields.sparkPoints ?? source!.sparkPoints,
          durationDays: fields.durationDays ?? durationDaysOf(source!.createdAt, source!.deadline),
          rewards: fields.rewards ?? ((source?.rewards ?? []) as TChallengeReward[]),
        },
        { ownerId: identity.userId, ownerName: account?.companyName ?? source?.companyName ?? null, sourceChallengeId: source?.id ?? null },
      );
      request.log.info({ userId: identity.userId, templateId: created.id, fromChallengeId: source?.id }, 'template saved');
      return reply.status(201).send(successEnvelope(await view(viewer, created), '템플릿이 저장되었습니다.'));
    },
  );

  app.post(
    `${CHALLENGES_BASE}/create-from-template`,
    {
      schema: {
        summary:
          "Create a challenge of the caller's (company or admin) from a template, a draft unless status says pending_review; counts a use (Idempotency-Key accepted)",
        body: ZCreateFromTemplateSchema,
        response: { 201: ZSuccessEnvelopeSchema(ZCreatedFromTemplateSchema) },
      },
    },
    async (request, reply) => {
      const identity = requireRoles(request, CREATOR_ROLES);
      const viewer = viewerOf(identity);
      const body = request.body;
      const template = visibleTemplate(viewer, await findTemplate(deps.db, body.templateId));
      const templateView = await view(viewer, template);
      // The ordinary create-challenge body and rules: what the template gives must pass them like a typed-in challenge.
      const parsed = ZCreateChallengeSchema.safeParse(challengeFromTemplate(template, templateView.evaluationCriteria, body));
      if (!parsed.success) throw validationError(zodIssuesToDetails(parsed.error));
      const owner = await challengeOwnerOf(deps.db, identity, parsed.data.companyName);
      let use: { template: ChallengeTemplate; firstUse: boolean } | undefined;
      const { value, replayed } = await createChallenge(
        deps.db,
        parsed.data,
        owner,
        idempotentRequestOf(request, 'tovspark.challenge.create-from-template', identity.userId, body),
        async (tx) => {
          use = await recordTemplateUse(tx, template.id, identity.userId);
        },
      );
      if (replayed) void reply.header('idempotent-replayed', 'true');
      else request.log.info({ userId: identity.userId, challengeId: value.id, templateId: template.id }, 'challenge created from a template');
      const answer = {
        challenge: toChallengeView(value, 'not_started'),
        template: await view(viewer, use?.template ?? (await findTemplate(deps.db, template.id)) ?? template),
        firstUse: use?.firstUse ?? false,
      };
      return reply.status(201).send(successEnvelope(answer, '템플릿으로 챌린지가 생성되었습니다.'));
    },
  );

  app.get(
    `${TEMPLATES_BASE}/:id`,
    { schema: { summary: 'One template (a private one only for its owner and admins)', params: ZTemplateParamsSchema, response: { 200: ZTemplateAnswer } } },
    async (request) => {
      const viewer = viewerOf(requireIdentity(request));
      return successEnvelope(await view(viewer, visibleTemplate(viewer, await findTemplate(deps.db, request.params.id))));
    },
  );

  app.put(
    `${TEMPLATES_BASE}/:id`,
    {
      schema: {
        summary: 'Edit a template (its owner or an admin; curated and featured by admins)',
        params: ZTemplateParamsSchema,
        body: ZUpdateTemplateSchema,
        response: { 200: ZTemplateAnswer },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const viewer = viewerOf(identity);
      const template = visibleTemplate(viewer, await findTemplate(deps.db, request.params.id));
      if (!mayManageTemplate(viewer, template)) throw new AppError('PERMISSION_DENIED', '다른 사람의 템플릿은 수정할 수 없습니다.');
      assertGalleryFlags(identity, request.body);
      const updated = await updateTemplate(deps.db, template.id, request.body);
      request.log.info({ userId: identity.userId, templateId: template.id }, 'template updated');
      return successEnvelope(await view(viewer, updated), '템플릿이 수정되었습니다.');
    },
  );

  app.delete(
    `${TEMPLATES_BASE}/:id`,
    {
      schema: {
        summary: 'Delete a template with its ratings (its owner or an admin); challenges made from it stay',
        params: ZTemplateParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const viewer = viewerOf(identity);
      const template = visibleTemplate(viewer, await findTemplate(deps.db, request.params.id));
      if (!mayManageTemplate(viewer, template)) throw new AppError('PERMISSION_DENIED', '다른 사람의 템플릿은 삭제할 수 없습니다.');
      await deleteTemplate(deps.db, template.id);
      request.log.info({ userId: identity.userId, templateId: template.id }, 'template deleted');
      return successEnvelope(null, '템플릿이 삭제되었습니다.');
    },
  );

  app.post(
    `${TEMPLATES_BASE}/:id/use`,
    {
      schema: {
        summary: 'Use a template (company or admin): counts the caller once, answers the template to fill a new challenge',
        params: ZTemplateParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZTemplateUseSchema) },
      },
    },
    async (request) => {
      const identity = requireRoles(request, CREATOR_ROLES);
      const viewer = viewerOf(identity);
      const template = visibleTemplate(viewer, await findTemplate(deps.db, request.params.id));
      const { template: used, firstUse } = await withTransactionRetry(deps.db, (tx) => recordTemplateUse(tx, template.id, identity.userId));
      if (firstUse) request.log.info({ userId: identity.userId, templateId: template.id }, 'template used');
      return successEnvelope({ template: await view(viewer, used), firstUse });
    },
  );

  app.post(
    `${TEMPLATES_BASE}/:id/rate`,
    {
      schema: {
        summary: 'Rate a template 1-5 (company or admin, not its owner); a second rating replaces the first',
        params: ZTemplateParamsSchema,
        body: ZRateTemplateSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZTemplateRatingSchema) },
      },
    },
    async (request) => {
      const identity = requireRoles(request, CREATOR_ROLES);
      const viewer = viewerOf(identity);
      const template = visibleTemplate(viewer, await findTemplate(deps.db, request.params.id));
      if (template.ownerId === identity.userId) throw new AppError('PERMISSION_DENIED', '자신의 템플릿에는 평점을 줄 수 없습니다.');
      const { rating } = request.body;
      const { template: rated, firstRating } = await withTransactionRetry(deps.db, (tx) => rateTemplate(tx, template.id, identity.userId, rating));
      request.log.info({ userId: identity.userId, templateId: template.id, rating, firstRating }, 'template rated');
      return successEnvelope(
        {
          templateId: rated.id,
          ratingAverage: ratingAverage(rated.ratingSum, rated.ratingCount),
          ratingCount: rated.ratingCount,
          myRating: rating,
          firstRating,
        },
        '평점이 저장되었습니다.',
      );
    },
  );
}
