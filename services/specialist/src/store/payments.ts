import { AppError, createIdempotently, enqueueEvent, newId, type IdempotentRequest, pageWindow } from '@tov/kit';
import type { TPaymentListQuery, TRefundInput } from '@tov/contracts';
import type { Payment, Prisma } from '../generated/prisma/client';
import { keyedRefundIdOf } from '../domain/deterministic-id';
import { paymentStatusOf } from '../domain/service-status';
import { settlementFigures } from '../domain/settlement';
import { paymentRefundedEvent } from '../events/payment-refunded';
import { callProvider } from '../payments/errors';
import type { PaymentProvider } from '../payments/provider';
import type { SpecialistDb } from './db';
import { lockService } from './services';

/** `GET /api/v1/admin/payments/transactions`: the ledger, newest first. */
export async function listPayments(db: SpecialistDb, query: TPaymentListQuery): Promise<{ items: Payment[]; total: number }> {
  const where: Prisma.PaymentWhereInput = { ...(query.kind ? { kind: query.kind } : {}), ...(query.serviceId ? { serviceId: query.serviceId } : {}) };
  const [items, total] = await Promise.all([
    db.payment.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
    db.payment.count({ where }),
  ]);
  return { items, total };
}

export function findPayment(db: SpecialistDb, paymentId: string): Promise<Payment | null> {
  return db.payment.findUnique({ where: { id: paymentId } });
}

/**
 * `POST /api/v1/admin/payments/transactions/{id}/refund` (docs/rules/specialist.md):
 * an admin gives back part or all (`amount` omitted) of what is left of a charge. Under the service's
 * lock: more than is left is 409 REFUND_EXCEEDS_REMAINING, a service already paid out 409
 * REFUND_AFTER_PAYOUT; the provider refunds, the ledger gets the refund, the service its refunded
 * total, a completed service's settlement is recomputed (fee and net on what is left), and
 * `specialist.payment.refunded` goes out, in one transaction. With an Idempotency-Key the refund's id
 * comes from the key: a retry answers the first refund, and the provider meets the same refund again
 * if the first transaction failed after it.
 */
export async function refundCharge(
  db: SpecialistDb,
  payments: PaymentProvider,
  adminId: string,
  chargeId: string,
  input: TRefundInput,
  now: Date,
  idempotent: IdempotentRequest | undefined,
): Promise<{ value: Payment; replayed: boolean }> {
  const refundId = idempotent ? keyedRefundIdOf(idempotent.userId, idempotent.key) : newId();
  return createIdempotently(db, idempotent, {
    claimFirst: idempotent ? refundId : undefined,
    async create(tx) {
      const charge = await tx.payment.findUnique({ where: { id: chargeId } });
      if (!charge || charge.kind !== 'charge' || !charge.serviceId) throw new AppError('PAYMENT_NOT_FOUND');
      const serviceId = charge.serviceId;
      const service = await lockService(tx, serviceId);
      if (!service) throw new AppError('PAYMENT_NOT_FOUND');
      const settlement = await tx.settlement.findUnique({ where: { serviceId } });
      if (settlement?.payoutStatus === 'paid') throw new AppError('REFUND_AFTER_PAYOUT');
      const left = service.amount - service.refundedAmount;
      const amount = input.amount ?? left;
      if (left <= 0 || amount > left) {
        throw new AppError('REFUND_EXCEEDS_REMAINING', `환불할 수 있는 금액은 ${left.toLocaleString('en')}원입니다.`, {
          details: [{ field: 'amount', message: `최대 ${left}원` }],
        });
      }
      const cancellation = await callProvider(() =>
        payments.refund({ paymentId: charge.id, cancellationId: refundId, amount, reason: input.reason, currentCancellableAmount: left }),
      );
      const refund = await tx.payment.create({
        data: {
          id: refundId,
          kind: 'refund',
          serviceId,
          chargeId: charge.id,
          expertId: charge.expertId,
          clientId: charge.clientId,
          amount: cancellation.totalAmount,
          provider: payments.name,
          providerReference: cancellation.providerReference,
          idempotencyKey: `refund:${refundId}`,
          reason: input.reason,
          actorId: adminId,
          createdAt: now,
        },
      });
      const refunded = service.refundedAmount + refund.amount;
      await tx.service.update({ where: { id: serviceId }, data: { refundedAmount: refunded, paymentStatus: paymentStatusOf(service.amount, refunded) } });
      if (settlement) await tx.settlement.update({ where: { id: settlement.id }, data: settlementFigures(settlement.gross, refunded) });
      await enqueueEvent(tx, paymentRefundedEvent({ ...refund, serviceId, chargeId: charge.id }));
      return { id: refund.id, value: refund };
    },
    load: (id) => db.payment.findUnique({ where: { id } }),
  });
}
