import { z } from 'zod';
import {
  ZPageQuerySchema,
  ZRoadmapAssignSchema,
  ZRoadmapClientListSchema,
  ZRoadmapCommunicationSchema,
  ZRoadmapDashboardSchema,
  ZRoadmapSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
  type TServiceStatus,
} from '@tov/contracts';
import { AppError, idempotentRequestOf, type RouteApp } from '@tov/kit';
import type { SpecialistDeps } from '../deps';
import { clientEmailLanguage } from '../domain/email-language';
import { UNKNOWN_NAME } from '../domain/views';
import { clientServicePath } from '../jobs/roadmap-message-email';
import { assignRoadmap, findRoadmapOfService, listRoadmapClients, lockExpertRoadmap, messageRecipient, postMessage, roadmapDashboard } from '../store/roadmaps';
import { expertNamesOf, roadmapViewOf } from '../store/service-views';
import { findExpertService } from '../store/services';
import { namesOf } from '../store/users';
import { requirePro, SPECIALIST_BASE } from './access';

const ROADMAP_BASE = `${SPECIALIST_BASE}/roadmap`;
const ZIdSchema = z.uuid({ error: '올바른 ID가 아닙니다.' });

/**
 * Client roadmaps (docs/rules/specialist.md): the expert's clients and their
 * progress, a roadmap per service built from a template, and messages on it that the client is
 * e-mailed through the workers. Another expert's service or roadmap is 404.
 */
export function roadmapRoutes(app: RouteApp, deps: SpecialistDeps): void {
  const now = deps.now ?? (() => new Date());

  app.get(
    `${ROADMAP_BASE}/clients`,
    {
      schema: {
        summary: "The expert's clients, one row per service, with roadmap progress (active first), paged",
        querystring: ZPageQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZRoadmapClientListSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const query = request.query;
      const { items, total } = await listRoadmapClients(deps.db, userId, query);
      const names = await namesOf(
        deps.db,
        items.map((i) => i.clientId),
      );
      return successEnvelope({
        items: items.map((i) => ({
          clientId: i.clientId,
          clientName: names.get(i.clientId) ?? UNKNOWN_NAME,
          serviceId: i.serviceId,
          progressId: i.progressId,
          visaType: i.visaType,
          status: i.status as TServiceStatus,
          progress: i.progress,
          nextStep: i.nextStep,
          lastMessageAt: i.lastMessageAt?.toISOString() ?? null,
        })),
        page: query.page,
        limit: query.limit,
        total,
      });
    },
  );

  app.get(
    `${ROADMAP_BASE}/client/:id`,
    {
      schema: {
        summary: "The roadmap of one of the expert's services (id: the service id) with its messages",
        params: z.object({ id: ZIdSchema }),
        response: { 200: ZSuccessEnvelopeSchema(ZRoadmapSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const service = await findExpertService(deps.db, userId, request.params.id);
      if (!service) throw new AppError('SERVICE_NOT_FOUND');
      const roadmap = await findRoadmapOfService(deps.db, service.id);
      if (!roadmap) throw new AppError('ROADMAP_NOT_FOUND');
      return successEnvelope(await roadmapViewOf(deps.db, roadmap));
    },
  );

  app.get(
    `${ROADMAP_BASE}/dashboard`,
    {
      schema: {
        summary: "The expert's roadmap figures: clients, services without a roadmap, steps done and overdue, services by status",
        response: { 200: ZSuccessEnvelopeSchema(ZRoadmapDashboardSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      return successEnvelope(await roadmapDashboard(deps.db, userId, now()));
    },
  );

  app.post(
    `${ROADMAP_BASE}/:id/assign`,
    {
      schema: {
        summary: "Build the roadmap of one of the expert's services (id: the service id) from the template; again: rebuilt, done steps kept",
        params: z.object({ id: ZIdSchema }),
        body: ZRoadmapAssignSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZRoadmapSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const serviceId = request.params.id;
      const roadmap = await assignRoadmap(deps.db, userId, serviceId, request.body, now());
      request.log.info({ userId, serviceId, progressId: roadmap.id, steps: roadmap.steps.length }, 'roadmap assigned');
      return successEnvelope(await roadmapViewOf(deps.db, roadmap), '로드맵을 배정했습니다.');
    },
  );

  app.post(
    `${ROADMAP_BASE}/:progressId/communication`,
    {
      schema: {
        summary: 'A message to the client on a roadmap (optionally on one step, optionally marking it done); the client is e-mailed (Idempotency-Key accepted)',
        params: z.object({ progressId: ZIdSchema }),
        body: ZRoadmapCommunicationSchema,
        response: { 201: ZSuccessEnvelopeSchema(ZRoadmapSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requirePro(request);
      const { progressId } = request.params;
      // Nothing is written when the e-mail cannot be queued now (Redis down: 503).
      deps.roadmapMail.assertCanQueue();
      const { value, replayed } = await postMessage(
        deps.db,
        (tx) => lockExpertRoadmap(tx, userId, progressId),
        { id: userId, role: 'pro' },
        request.body,
        now(),
        idempotentRequestOf(request, 'specialist.roadmap.communication', userId, { progressId, ...request.body }),
      );
      const { message, step, roadmap } = value;
      const recipient = await messageRecipient(deps.db, roadmap);
      if (recipient) {
        const experts = await expertNamesOf(deps.db, [userId]);
        // A replay enqueues again under the same job id: a no-op unless the first enqueue failed.
        await deps.roadmapMail.send({
          messageId: message.id,
          serviceId: roadmap.serviceId,
          to: recipient.email,
          clientName: recipient.name,
          expertName: experts.get(userId) ?? UNKNOWN_NAME,
          language: clientEmailLanguage(recipient.nationality),
          visaType: roadmap.visaType,
          step: step ? { key: step.key, title: step.title, done: step.status === 'done' } : null,
          message: message.body,
          servicePath: clientServicePath(roadmap.serviceId),
          sentAt: message.createdAt.toISOString(),
        });
      } else {
        request.log.warn({ userId, progressId, messageId: message.id }, "roadmap message not e-mailed: the client's address is not known yet");
      }
      if (replayed) void reply.header('idempotent-replayed', 'true');
      else request.log.info({ userId, progressId, messageId: message.id, stepId: step?.id ?? null }, 'roadmap message sent');
      return reply.status(201).send(successEnvelope(await roadmapViewOf(deps.db, roadmap), '메시지를 보냈습니다.'));
    },
  );
}
