import { z } from 'zod';
import {
  ZMyTalentProfileSchema,
  ZSuccessEnvelopeSchema,
  ZTalentContactResultSchema,
  ZTalentContactSchema,
  ZTalentListQuerySchema,
  ZTalentListSchema,
  ZTalentProfileInputSchema,
  ZTalentSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, idempotentRequestOf, isAdmin, requireRoles, type RouteApp } from '@tov/kit';
import type { TovsparkDeps } from '../deps';
import { contactLanguage, toMyTalentProfile, toTalentView } from '../domain/talent-view';
import { remainingContacts, recordContact } from '../store/talent-contacts';
import { findOwnTalent, findTalent, saveTalentProfile, searchTalents } from '../store/talents';
import { companyNameOf, findUser } from '../store/users';
import { CREATOR_ROLES } from './challenges';
import { TOVSPARK_BASE } from './sparkpoints';

export const TALENTS_BASE = '/api/tovspark/talents';
export const MY_TALENT_PROFILE = `${TOVSPARK_BASE}/users/me/talent-profile`;

/** Who edits a talent profile: applicant accounts. */
const APPLICANT_ROLES = ['challenger'];

const ZTalentParamsSchema = z.object({ id: z.string().max(64) });

/**
 * Talent search for companies (spec 002 §7 "Company API", company accounts and admins) and the
 * talent's own profile fields. No answer to a company holds a talent's e-mail address.
 */
export function talentRoutes(app: RouteApp, deps: TovsparkDeps): void {
  app.get(
    TALENTS_BASE,
    {
      schema: {
        summary: 'Talents (applicants) by visa type, skill and text, most SparkPoints first, paged (company or admin)',
        querystring: ZTalentListQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZTalentListSchema) },
      },
    },
    async (request) => {
      requireRoles(request, CREATOR_ROLES);
      const query = request.query;
      const { items, total } = await searchTalents(deps.db, query);
      return successEnvelope({ items: items.map(toTalentView), page: query.page, limit: query.limit, total });
    },
  );

  app.get(
    `${TALENTS_BASE}/:id`,
    { schema: { summary: 'One talent (company or admin)', params: ZTalentParamsSchema, response: { 200: ZSuccessEnvelopeSchema(ZTalentSchema) } } },
    async (request) => {
      requireRoles(request, CREATOR_ROLES);
      const talent = await findTalent(deps.db, request.params.id);
      if (!talent) throw new AppError('TALENT_NOT_FOUND');
      return successEnvelope(toTalentView(talent));
    },
  );

  app.post(
    `${TALENTS_BASE}/:id/contact`,
    {
      schema: {
        summary: 'E-mail a talent a message from the caller company (recorded; at most 3 a day per talent, 100 per company; Idempotency-Key accepted)',
        params: ZTalentParamsSchema,
        body: ZTalentContactSchema,
        response: { 201: ZSuccessEnvelopeSchema(ZTalentContactResultSchema) },
      },
    },
    async (request, reply) => {
      const identity = requireRoles(request, CREATOR_ROLES);
      const talent = await findTalent(deps.db, request.params.id);
      if (!talent?.email) throw new AppError('TALENT_NOT_FOUND');
      // Nothing is recorded when the e-mail cannot be queued now (Redis down: 503).
      deps.talentMail.assertCanQueue();
      const account = await findUser(deps.db, identity.userId);
      const companyName = (await companyNameOf(deps.db, identity.userId)) ?? (isAdmin(identity) ? 'TOV' : account?.name) ?? 'TOV';
      const { message } = request.body;
      const { value: contact, replayed } = await recordContact(
        deps.db,
        { companyId: identity.userId, companyName, talentId: talent.userId, message },
        idempotentRequestOf(request, 'tovspark.talent.contact', identity.userId, { talentId: talent.userId, message }),
        // Only a company hires: an admin's contact enters no pipeline.
        { announceTo: identity.roles.includes('company') ? talent : undefined },
      );
      // A replay enqueues again under the same job id: a no-op unless the first enqueue failed.
      const deliveryId = await deps.talentMail.send({
        contactId: contact.id,
        to: talent.email,
        talentName: talent.name,
        language: contactLanguage(talent),
        companyName: contact.companyName,
        replyTo: account?.email && account.email !== talent.email ? account.email : null,
        message: contact.message,
        sentAt: contact.createdAt.toISOString(),
      });
      if (replayed) void reply.header('idempotent-replayed', 'true');
      else request.log.info({ userId: identity.userId, talentId: talent.userId, contactId: contact.id, deliveryId }, 'talent contacted');
      const remainingToday = await remainingContacts(deps.db, identity.userId, talent.userId);
      return reply
        .status(201)
        .send(
          successEnvelope(
            { contactId: contact.id, talentId: talent.userId, createdAt: contact.createdAt.toISOString(), remainingToday },
            '메시지를 보냈습니다.',
          ),
        );
    },
  );

  app.get(
    MY_TALENT_PROFILE,
    { schema: { summary: "The caller's own talent profile (applicants)", response: { 200: ZSuccessEnvelopeSchema(ZMyTalentProfileSchema.nullable()) } } },
    async (request) => {
      const identity = requireRoles(request, APPLICANT_ROLES);
      const own = await findOwnTalent(deps.db, identity.userId);
      return successEnvelope(own ? toMyTalentProfile(own) : null);
    },
  );

  app.put(
    MY_TALENT_PROFILE,
    {
      schema: {
        summary: "Set the caller's experience, location, availability and e-mail language (applicants; absent fields unchanged, null clears)",
        body: ZTalentProfileInputSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZMyTalentProfileSchema) },
      },
    },
    async (request) => {
      const identity = requireRoles(request, APPLICANT_ROLES);
      const saved = await saveTalentProfile(deps.db, identity.userId, request.body);
      request.log.info({ userId: identity.userId }, 'talent profile saved');
      return successEnvelope(toMyTalentProfile(saved), '프로필이 저장되었습니다.');
    },
  );
}
