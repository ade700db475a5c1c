import { z } from 'zod';
import {
  ZServiceListQuerySchema,
  ZServiceListSchema,
  ZServiceSchema,
  ZServiceStatusInputSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, type RouteApp } from '@tov/kit';
import type { SpecialistDeps } from '../deps';
import { requirePro, SPECIALIST_BASE } from './access';
import { serviceViewOf, serviceViews } from '../store/service-views';
import { changeServiceStatus, findExpertService, listExpertServices } from '../store/services';

const ZServiceIdSchema = z.uuid({ error: '올바른 서비스 ID가 아닙니다.' });

/** The expert's paid services and their state machine (docs/rules/specialist.md); another expert's service is 404. */
export function serviceRoutes(app: RouteApp, deps: SpecialistDeps): void {
  const now = deps.now ?? (() => new Date());

  app.get(
    `${SPECIALIST_BASE}/services/active`,
    {
      schema: {
        summary: "The expert's active services (or those of one status), most recently changed first, paged",
        querystring: ZServiceListQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZServiceListSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const query = request.query;
      const { items, total } = await listExpertServices(deps.db, userId, query);
      return successEnvelope({ items: await serviceViews(deps.db, items), page: query.page, limit: query.limit, total });
    },
  );

  app.get(
    `${SPECIALIST_BASE}/services/:serviceId`,
    {
      schema: {
        summary: "One of the expert's services with its status history",
        params: z.object({ serviceId: ZServiceIdSchema }),
        response: { 200: ZSuccessEnvelopeSchema(ZServiceSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const service = await findExpertService(deps.db, userId, request.params.serviceId);
      if (!service) throw new AppError('SERVICE_NOT_FOUND');
      return successEnvelope(await serviceViewOf(deps.db, service));
    },
  );

  app.put(
    `${SPECIALIST_BASE}/services/:serviceId/status`,
    {
      schema: {
        summary: 'Move a service along accepted -> in_progress -> documents_submitted -> completed, or cancel it (refunded in full); an illegal step is 409',
        params: z.object({ serviceId: ZServiceIdSchema }),
        body: ZServiceStatusInputSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZServiceSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const { serviceId } = request.params;
      const service = await changeServiceStatus(deps.db, deps.payments, userId, serviceId, request.body, now());
      request.log.info({ userId, serviceId, status: service.status }, 'service status changed');
      return successEnvelope(await serviceViewOf(deps.db, service), '상태를 바꿨습니다.');
    },
  );
}
