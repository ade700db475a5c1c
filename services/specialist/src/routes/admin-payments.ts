import { z } from 'zod';
import {
  ADMIN_ROLES,
  ZPaymentListQuerySchema,
  ZPaymentListSchema,
  ZPaymentSchema,
  ZRefundInputSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, idempotentRequestOf, requireRoles, type RouteApp } from '@tov/kit';
import type { SpecialistDeps } from '../deps';
import { paymentView } from '../domain/service-views';
import { findPayment, listPayments, refundCharge } from '../store/payments';

export const ADMIN_PAYMENTS_BASE = '/api/v1/admin/payments/transactions';

const ZPaymentParamsSchema = z.object({ id: z.uuid({ error: '올바른 결제 ID가 아닙니다.' }) });

/**
 * The payment ledger for the back-office (spec 002 §7, admin and super_admin; the gateway routes
 * `/api/v1/admin/payments` here): its movements, and a refund of a charge (docs/rules/specialist.md).
 */
export function adminPaymentRoutes(app: RouteApp, deps: SpecialistDeps): void {
  const now = deps.now ?? (() => new Date());
  // The role before the input is validated: a caller without it learns nothing about the shapes (routes/access.ts).
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.startsWith(ADMIN_PAYMENTS_BASE)) requireRoles(request, ADMIN_ROLES);
  });

  app.get(
    ADMIN_PAYMENTS_BASE,
    {
      schema: {
        summary: 'The payment ledger (charges, refunds, payouts), newest first, paged (admin)',
        querystring: ZPaymentListQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZPaymentListSchema) },
      },
    },
    async (request) => {
      requireRoles(request, ADMIN_ROLES);
      const query = request.query;
      const { items, total } = await listPayments(deps.db, query);
      return successEnvelope({ items: items.map(paymentView), page: query.page, limit: query.limit, total });
    },
  );

  app.get(
    `${ADMIN_PAYMENTS_BASE}/:id`,
    { schema: { summary: 'One movement of the ledger (admin)', params: ZPaymentParamsSchema, response: { 200: ZSuccessEnvelopeSchema(ZPaymentSchema) } } },
    async (request) => {
      requireRoles(request, ADMIN_ROLES);
      const payment = await findPayment(deps.db, request.params.id);
      if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
      return successEnvelope(paymentView(payment));
    },
  );

  app.post(
    `${ADMIN_PAYMENTS_BASE}/:id/refund`,
    {
      schema: {
        summary: 'Refund part or all of what is left of a charge (admin; `amount` omitted: all of it; the settlement shrinks; Idempotency-Key accepted)',
        params: ZPaymentParamsSchema,
        body: ZRefundInputSchema,
        response: { 201: ZSuccessEnvelopeSchema(ZPaymentSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requireRoles(request, ADMIN_ROLES);
      const chargeId = request.params.id;
      const { value, replayed } = await refundCharge(
        deps.db,
        deps.payments,
        userId,
        chargeId,
        request.body,
        now(),
        idempotentRequestOf(request, 'specialist.payment.refund', userId, { chargeId, ...request.body }),
      );
      if (replayed) void reply.header('idempotent-replayed', 'true');
      else request.log.info({ userId, chargeId, refundId: value.id, serviceId: value.serviceId, amount: value.amount }, 'charge refunded');
      return reply.status(201).send(successEnvelope(paymentView(value), '환불했습니다.'));
    },
  );
}
