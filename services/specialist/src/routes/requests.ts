import { z } from 'zod';
import {
  ZQuoteInputSchema,
  ZQuoteSchema,
  ZRequestListQuerySchema,
  ZSpecialistRequestDetailSchema,
  ZSpecialistRequestListSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, idempotentRequestOf, sendSerialized, type RouteApp } from '@tov/kit';
import type { SpecialistDeps } from '../deps';
import { assessmentView, quoteView } from '../domain/views';
import { findAssessment } from '../store/assessments';
import { sendQuote } from '../store/quotes';
import { expertNameOf, requestViewsOf } from '../store/request-views';
import { inboxPage } from '../store/inbox';
import { findOwnRequest, quotesOf } from '../store/requests';
import { requirePro, SPECIALIST_BASE } from './access';

const ZRequestParams = z.object({ id: z.string().min(1).max(64) });

/** `/api/specialist/matching/requests`: the inbox of requests in which an applicant chose the caller, and quoting them. */
export function requestRoutes(app: RouteApp, deps: SpecialistDeps): void {
  const now = deps.now ?? (() => new Date());

  app.get(
    `${SPECIALIST_BASE}/matching/requests`,
    {
      schema: {
        summary: "The caller's inbox, newest selection first: `status`, `visaType`, `page`, `limit`",
        querystring: ZRequestListQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZSpecialistRequestListSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requirePro(request);
      const query = request.query;
      const { itemsJson, total } = await inboxPage(deps.sql, userId, query);
      // The hot read (bench/specialist): the items' JSON comes from Postgres as it is sent; the
      // envelope is written around it (successEnvelope's fields, in its order). Not checked again
      // field by field here: the integration tests parse it with the contract.
      const json = `{"success":true,"data":{"items":${itemsJson},"page":${query.page},"limit":${query.limit},"total":${total}},"message":"OK","timestamp":"${new Date().toISOString()}"}`;
      return sendSerialized(reply, 200, json);
    },
  );

  app.get(
    `${SPECIALIST_BASE}/matching/requests/:id`,
    {
      schema: {
        summary: "One of the caller's requests with the applicant's assessment summary and every quote (another expert's: 404)",
        params: ZRequestParams,
        response: { 200: ZSuccessEnvelopeSchema(ZSpecialistRequestDetailSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const stored = await findOwnRequest(deps.db, userId, request.params.id);
      if (!stored) throw new AppError('MATCHING_REQUEST_NOT_FOUND');
      const [[view], assessment, quotes, expertName] = await Promise.all([
        requestViewsOf(deps.db, userId, [stored]),
        findAssessment(deps.db, stored.assessmentId),
        quotesOf(deps.db, stored.id),
        expertNameOf(deps.db, userId),
      ]);
      // The assessment is the client's own (matching only lets an applicant ask about their own).
      const summary = assessment && assessment.userId === stored.clientId ? assessmentView(assessment) : null;
      return successEnvelope({ ...view!, assessment: summary, quotes: quotes.map((q) => quoteView(q, expertName)) });
    },
  );

  app.post(
    `${SPECIALIST_BASE}/matching/requests/:id/quote`,
    {
      schema: {
        summary:
          "Quote one of the caller's requests (again: the new quote supersedes the standing one); amount defaults to the price list, validUntil to 7 days; 409 once accepted, declined or expired; publishes specialist.quote.sent (Idempotency-Key accepted)",
        params: ZRequestParams,
        body: ZQuoteInputSchema,
        response: { 201: ZSuccessEnvelopeSchema(ZQuoteSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requirePro(request);
      const { id } = request.params;
      const { value: quote, replayed } = await sendQuote(
        deps.db,
        userId,
        id,
        request.body,
        now(),
        idempotentRequestOf(request, 'specialist.quote.create', userId, { requestId: id, ...request.body }),
      );
      if (replayed) void reply.header('idempotent-replayed', 'true');
      else request.log.info({ expertId: userId, matchingRequestId: id, quoteId: quote.id }, 'quote sent');
      return reply.status(201).send(successEnvelope(quoteView(quote, await expertNameOf(deps.db, userId)), '견적을 보냈습니다.'));
    },
  );
}
