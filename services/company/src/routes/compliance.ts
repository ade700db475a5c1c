import {
  COMPANY_BASE,
  ZComplianceItemDetailSchema,
  ZComplianceListQuerySchema,
  ZComplianceListSchema,
  ZComplianceStatusInputSchema,
  ZIdParamsSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
} from '@tov/contracts';
import type { RouteApp } from '@tov/kit';
import type { CompanyDeps } from '../deps';
import { toComplianceItem, toComplianceItemDetail } from '../domain/compliance-view';
import { changeStatus, findItemDetail, listItems } from '../store/compliance';
import { companyIdOf } from './access';

export const COMPLIANCE_PATH = `${COMPANY_BASE}/compliance`;

/** Compliance items (spec 002 §4, §7): list, read, move through their statuses (docs/decisions/137-compliance-status-transitions.md). */
export function complianceRoutes(app: RouteApp, deps: CompanyDeps): void {
  app.get(
    COMPLIANCE_PATH,
    {
      schema: {
        summary: "The company's compliance items, the soonest due first: filter by status, kind, visa type or employee; pages",
        querystring: ZComplianceListQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZComplianceListSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listItems(deps.db, companyIdOf(request), request.query);
      return successEnvelope({ items: items.map(toComplianceItem), page: request.query.page, limit: request.query.limit, total });
    },
  );

  app.get(
    `${COMPLIANCE_PATH}/:id`,
    {
      schema: {
        summary: 'One item with its status history and documents',
        params: ZIdParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZComplianceItemDetailSchema) },
      },
    },
    async (request) => successEnvelope(toComplianceItemDetail(await findItemDetail(deps.db, companyIdOf(request), request.params.id))),
  );

  app.put(
    `${COMPLIANCE_PATH}/:id/status`,
    {
      schema: {
        summary: 'Move an item: open -> in_progress -> resolved, or dismissed with a reason (notes); any other move is 409',
        params: ZIdParamsSchema,
        body: ZComplianceStatusInputSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZComplianceItemDetailSchema) },
      },
    },
    async (request) => {
      const companyId = companyIdOf(request);
      await changeStatus(deps.db, companyId, request.params.id, request.body, companyId, deps.now());
      request.log.info({ companyId, itemId: request.params.id, status: request.body.status }, 'compliance item moved');
      return successEnvelope(toComplianceItemDetail(await findItemDetail(deps.db, companyId, request.params.id)), '상태를 바꿨습니다.');
    },
  );
}
