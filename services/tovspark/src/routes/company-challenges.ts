import { z } from 'zod';
import {
  ZChallengeListQuerySchema,
  ZChallengeListSchema,
  ZCreateChallengeSchema,
  ZPageQuerySchema,
  ZSubmissionListSchema,
  ZSuccessEnvelopeSchema,
  ZUpdateChallengeSchema,
} from '@tov/contracts';
import { requireRoles, type RouteApp } from '@tov/kit';
import type { TovsparkDeps } from '../deps';
import { challengeHandlers, CREATOR_ROLES, ZChallengeAnswer, ZChallengeParamsSchema } from './challenges';

export const COMPANY_CHALLENGES_BASE = '/api/tovspark/challenges';

/**
 * The company API's challenge calls (spec 002 §7 "Company API"): a company manages its own challenges
 * with the same store and rules as `/api/v1/challenges` (challenges.ts). Company accounts and admins
 * only (the gateway checks the same); the list holds the caller's own challenges in any status (an
 * admin's: all), with the same filters, sorts and paging; another company's challenge is 403 when
 * public, 404 when hidden. The owner also reads the submissions handed in to its challenge.
 */
export function companyChallengeRoutes(app: RouteApp, deps: TovsparkDeps): void {
  const handlers = challengeHandlers(deps);

  app.get(
    COMPANY_CHALLENGES_BASE,
    {
      schema: {
        summary: "The caller company's own challenges in any status (admins: all), filtered, sorted and paged",
        querystring: ZChallengeListQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZChallengeListSchema) },
      },
    },
    async (request) => handlers.list(requireRoles(request, CREATOR_ROLES), request.query, true),
  );

  app.post(
    COMPANY_CHALLENGES_BASE,
    {
      schema: {
        summary: 'Create a challenge for the caller company (draft or pending_review; Idempotency-Key accepted)',
        body: ZCreateChallengeSchema,
        response: { 201: ZChallengeAnswer },
      },
    },
    async (request, reply) => handlers.create(request, reply, requireRoles(request, CREATOR_ROLES), request.body),
  );

  app.get(
    `${COMPANY_CHALLENGES_BASE}/:id`,
    { schema: { summary: "One of the caller company's challenges, in any status", params: ZChallengeParamsSchema, response: { 200: ZChallengeAnswer } } },
    async (request) => handlers.read(requireRoles(request, CREATOR_ROLES), request.params.id, true),
  );

  // Not in spec 002 §7 (which lists only the challenge calls of the company API): the owner reads what
  // was handed in to its challenge, with the admins' scores (issue 24 item 10, decision 119).
  app.get(
    `${COMPANY_CHALLENGES_BASE}/:id/submissions`,
    {
      schema: {
        summary: "The handed-in submissions of one of the caller company's challenges (admins: any), oldest first, paged; drafts stay private",
        params: ZChallengeParamsSchema,
        querystring: ZPageQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZSubmissionListSchema) },
      },
    },
    async (request) => handlers.submissions(requireRoles(request, CREATOR_ROLES), request.params.id, request.query.page, request.query.limit),
  );

  app.put(
    `${COMPANY_CHALLENGES_BASE}/:id`,
    {
      schema: {
        summary: "Edit one of the caller company's challenges while not published; status draft <-> pending_review",
        params: ZChallengeParamsSchema,
        body: ZUpdateChallengeSchema,
        response: { 200: ZChallengeAnswer },
      },
    },
    async (request) => handlers.update(request, requireRoles(request, CREATOR_ROLES), request.params.id, request.body),
  );

  app.delete(
    `${COMPANY_CHALLENGES_BASE}/:id`,
    {
      schema: {
        summary: "Delete one of the caller company's challenges that was never published",
        params: ZChallengeParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(z.null()) },
      },
    },
    async (request) => handlers.remove(request, requireRoles(request, CREATOR_ROLES), request.params.id),
  );
}
