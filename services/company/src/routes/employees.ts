import {
  COMPANY_BASE,
  ZEmployeeDetailSchema,
  ZEmployeeInputSchema,
  ZEmployeeListQuerySchema,
  ZEmployeeListSchema,
  ZEmployeeUpdateSchema,
  ZIdParamsSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
} from '@tov/contracts';
import { idempotentRequestOf, type RouteApp } from '@tov/kit';
import type { FastifyRequest } from 'fastify';
import type { CompanyDeps } from '../deps';
import { seoulToday } from '../domain/dates';
import { toEmployee, toEmployeeDetail } from '../domain/employee-view';
import { createEmployee, findEmployee, listEmployees, updateEmployee, type WriteContext } from '../store/employees';
import { companyIdOf } from './access';

export const EMPLOYEES_PATH = `${COMPANY_BASE}/employees`;

/** The company of the call, today in Seoul, now and the cipher: what an employee write needs. */
export function writeContext(request: FastifyRequest, deps: CompanyDeps): WriteContext {
  const at = deps.now();
  return { companyId: companyIdOf(request), today: seoulToday(at), at, cipher: deps.arn };
}

/**
 * Employees (spec 002 §7): list (filters, search, sort, pages), create, read, change. The alien
 * registration number is stored encrypted and answered as its mask; it is never logged (decision 136).
 */
export function employeeRoutes(app: RouteApp, deps: CompanyDeps): void {
  app.get(
    EMPLOYEES_PATH,
    {
      schema: {
        summary: "The company's employees: filter by visa type, status or a visa expiring within N days; search; sort; pages",
        querystring: ZEmployeeListQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZEmployeeListSchema) },
      },
    },
    async (request) => {
      const companyId = companyIdOf(request);
      const today = seoulToday(deps.now());
      const { items, total } = await listEmployees(deps.db, companyId, request.query, today);
      return successEnvelope({ items: items.map((e) => toEmployee(e, deps.arn, today)), page: request.query.page, limit: request.query.limit, total });
    },
  );

  app.post(
    EMPLOYEES_PATH,
    {
      schema: {
        summary: 'Add an employee (Idempotency-Key honoured); a visa expiring within the lead time opens its compliance item at once',
        body: ZEmployeeInputSchema,
        response: { 201: ZSuccessEnvelopeSchema(ZEmployeeDetailSchema), 200: ZSuccessEnvelopeSchema(ZEmployeeDetailSchema) },
      },
    },
    async (request, reply) => {
      const ctx = writeContext(request, deps);
      const { value, replayed } = await createEmployee(
        deps.db,
        request.body,
        ctx,
        idempotentRequestOf(request, 'company.employee.create', ctx.companyId, request.body),
      );
      await deps.notifier.notify(value.openedItemIds, ctx.at);
      request.log.info({ companyId: ctx.companyId, employeeId: value.employee.id, replayed }, 'employee added');
      return reply
        .status(replayed ? 200 : 201)
        .send(successEnvelope(toEmployeeDetail({ ...value.employee, renewals: [] }, deps.arn, ctx.today), '직원을 등록했습니다.'));
    },
  );

  app.get(
    `${EMPLOYEES_PATH}/:id`,
    {
      schema: {
        summary: 'One employee with the renewal history of the visa',
        params: ZIdParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZEmployeeDetailSchema) },
      },
    },
    async (request) => {
      const employee = await findEmployee(deps.db, companyIdOf(request), request.params.id);
      return successEnvelope(toEmployeeDetail(employee, deps.arn, seoulToday(deps.now())));
    },
  );

  app.put(
    `${EMPLOYEES_PATH}/:id`,
    {
      schema: {
        summary: 'Change an employee (fields left out stay); a later visa expiry is a renewal: kept in the history, and it resolves the open expiry item',
        params: ZIdParamsSchema,
        body: ZEmployeeUpdateSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZEmployeeDetailSchema) },
      },
    },
    async (request) => {
      const ctx = writeContext(request, deps);
      const written = await updateEmployee(deps.db, request.params.id, request.body, ctx);
      await deps.notifier.notify(written.openedItemIds, ctx.at);
      request.log.info({ companyId: ctx.companyId, employeeId: written.employee.id }, 'employee changed');
      const employee = await findEmployee(deps.db, ctx.companyId, written.employee.id);
      return successEnvelope(toEmployeeDetail(employee, deps.arn, ctx.today), '직원 정보를 저장했습니다.');
    },
  );
}
