import { z } from 'zod';
import {
  ZAcceptQuoteParamsSchema,
  ZAcceptQuoteResultSchema,
  ZClientMessageSchema,
  ZClientServiceListSchema,
  ZClientServiceSchema,
  ZMatchingQuotesSchema,
  ZQuoteSchema,
  ZRoadmapMessageSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, idempotentRequestOf, requireIdentity, type RouteApp } from '@tov/kit';
import type { SpecialistDeps } from '../deps';
import { expertEmailLanguage } from '../domain/email-language';
import { messageView, paymentView } from '../domain/service-views';
import { quoteView, UNKNOWN_NAME } from '../domain/views';
import { expertRoadmapPath } from '../jobs/notice-emails';
import { expertRecipient } from '../store/notice-recipients';
import { applicantQuotes } from '../store/applicant-quotes';
import { lockClientRoadmap, postMessage } from '../store/roadmaps';
import { clientServiceViews, expertNamesOf, serviceViewOf } from '../store/service-views';
import { acceptQuote, declineQuote, findClientService, listClientServices } from '../store/services';
import { findUser } from '../store/users';

export const MATCHING_QUOTES = '/api/visa/v3/matching/:id/quotes';
export const MATCHING_QUOTES_BASE = `${MATCHING_QUOTES}/:quoteId`;
export const CLIENT_SERVICES_BASE = '/api/visa/v3/services';

const ZIdParamsSchema = z.object({ id: z.uuid({ error: '올바른 ID가 아닙니다.' }) });

/**
 * The applicant's side of a paid service (docs/decisions/093-accept-and-pay-transaction.md): the quotes
 * of their own matching request and its service (docs/decisions/116-hand-off-at-selection.md), accept-and-pay or
 * decline the standing quote, their services with the roadmaps, and their answers on a roadmap. Any
 * signed-in user, for their own requests and services only: another user's (whatever the caller's
 * role, the chosen expert and admins included) is 404.
 */
export function clientServiceRoutes(app: RouteApp, deps: SpecialistDeps): void {
  const now = deps.now ?? (() => new Date());

  app.get(
    MATCHING_QUOTES,
    {
      schema: {
        summary: "The quotes of the caller's matching request, newest first, and the paid service it led to",
        params: ZIdParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZMatchingQuotesSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const quotes = await applicantQuotes(deps.db, userId, request.params.id, now());
      if (!quotes) throw new AppError('MATCHING_REQUEST_NOT_FOUND');
      return successEnvelope(quotes);
    },
  );

  app.post(
    `${MATCHING_QUOTES_BASE}/accept`,
    {
      schema: {
        summary: "Accept the standing quote of the caller's matching request and pay it (Idempotency-Key: a retried or doubled call never charges twice)",
        params: ZAcceptQuoteParamsSchema,
        response: { 201: ZSuccessEnvelopeSchema(ZAcceptQuoteResultSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      const { id: requestId, quoteId } = request.params;
      const { value, replayed } = await acceptQuote(
        deps.db,
        deps.payments,
        { clientId: userId, requestId, quoteId },
        now(),
        idempotentRequestOf(request, 'specialist.quote.accept', userId, { requestId, quoteId }),
        request.log,
      );
      if (replayed) void reply.header('idempotent-replayed', 'true');
      else
        request.log.info(
          { userId, requestId, quoteId, serviceId: value.service.id, paymentId: value.payment.id, amount: value.payment.amount },
          'quote accepted and paid',
        );
      const service = await serviceViewOf(deps.db, value.service);
      return reply.status(201).send(successEnvelope({ service, payment: paymentView(value.payment) }, '결제가 완료되었습니다. 전문가가 곧 진행을 시작합니다.'));
    },
  );

  app.post(
    `${MATCHING_QUOTES_BASE}/decline`,
    {
      schema: {
        summary: "Decline the standing quote of the caller's matching request (the request closes)",
        params: ZAcceptQuoteParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZQuoteSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const { id: requestId, quoteId } = request.params;
      const quote = await declineQuote(deps.db, { clientId: userId, requestId, quoteId }, now());
      request.log.info({ userId, requestId, quoteId }, 'quote declined');
      const names = await expertNamesOf(deps.db, [quote.expertId]);
      return successEnvelope(quoteView(quote, names.get(quote.expertId) ?? ''), '견적을 거절했습니다.');
    },
  );

  app.get(
    CLIENT_SERVICES_BASE,
    {
      schema: { summary: "The caller's paid services with their roadmaps, newest first", response: { 200: ZSuccessEnvelopeSchema(ZClientServiceListSchema) } },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const services = await listClientServices(deps.db, userId);
      return successEnvelope({ items: await clientServiceViews(deps.db, services) });
    },
  );

  app.get(
    `${CLIENT_SERVICES_BASE}/:id`,
    {
      schema: {
        summary: "One of the caller's services with its roadmap and messages",
        params: ZIdParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZClientServiceSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const service = await findClientService(deps.db, userId, request.params.id);
      if (!service) throw new AppError('SERVICE_NOT_FOUND');
      return successEnvelope((await clientServiceViews(deps.db, [service]))[0]!);
    },
  );

  app.post(
    `${CLIENT_SERVICES_BASE}/:id/messages`,
    {
      schema: {
        summary: "The caller answers on their service's roadmap (optionally on one step); the expert is e-mailed (Idempotency-Key accepted)",
        params: ZIdParamsSchema,
        body: ZClientMessageSchema,
        response: { 201: ZSuccessEnvelopeSchema(ZRoadmapMessageSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      const serviceId = request.params.id;
      // Nothing is written when the expert's e-mail cannot be queued now (Redis down: 503).
      deps.notices.assertCanQueue();
      const { value, replayed } = await postMessage(
        deps.db,
        (tx) => lockClientRoadmap(tx, userId, serviceId),
        { id: userId, role: 'client' },
        { body: request.body.body, stepId: request.body.stepId ?? null },
        now(),
        idempotentRequestOf(request, 'specialist.roadmap.client-message', userId, { serviceId, ...request.body }),
      );
      const { message, step, roadmap } = value;
      const [expert, client] = await Promise.all([expertRecipient(deps.db, roadmap.expertId), findUser(deps.db, userId)]);
      if (expert) {
        // A replay enqueues again under the same job id: a no-op unless the first enqueue failed.
        await deps.notices.clientMessage({
          messageId: message.id,
          serviceId: roadmap.serviceId,
          to: expert.email,
          expertName: expert.name,
          clientName: client?.name ?? UNKNOWN_NAME,
          language: expertEmailLanguage(expert.languages),
          visaType: roadmap.visaType,
          step: step ? { key: step.key, title: step.title } : null,
          message: message.body,
          roadmapPath: expertRoadmapPath(roadmap.serviceId),
          sentAt: message.createdAt.toISOString(),
        });
      } else {
        request.log.warn({ userId, serviceId, messageId: message.id }, "client message not e-mailed: the expert's address is not known");
      }
      if (replayed) void reply.header('idempotent-replayed', 'true');
      else request.log.info({ userId, serviceId, messageId: message.id }, 'client message on roadmap');
      return reply.status(201).send(successEnvelope(messageView(message), '메시지를 보냈습니다.'));
    },
  );
}
