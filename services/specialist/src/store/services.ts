import { AppError, createIdempotently, enqueueEvent, newId, withTransactionRetry, type IdempotentRequest, pageWindow } from '@tov/kit';
import { ACTIVE_SERVICE_STATUSES, type TServiceListQuery, type TServiceStatusInput } from '@tov/contracts';
import type { Payment, Prisma, Quote, Service } from '../generated/prisma/client';
import { cancellationRefundIdOf, chargeIdOf } from '../domain/deterministic-id';
import { canTransition, paymentStatusOf } from '../domain/service-status';
import { NO_PROGRESS, progressOf, type Progress, type ServiceWithHistory } from '../domain/service-views';
import { asDateColumn } from '../domain/seoul-time';
import { payoutDate, settlementFigures } from '../domain/settlement';
import { paymentCapturedEvent } from '../events/payment-captured';
import { paymentRefundedEvent } from '../events/payment-refunded';
import { quoteClosedEvent } from '../events/quote-closed';
import { serviceCancelledEvent } from '../events/service-cancelled';
import { serviceCompletedEvent } from '../events/service-completed';
import { callProvider } from '../payments/errors';
import type { PaymentProvider } from '../payments/provider';
import type { SpecialistDb, SpecialistTx } from './db';
import { publishLoadChange } from './profiles';

type Client = SpecialistDb | SpecialistTx;

export const WITH_HISTORY = { history: { orderBy: [{ at: 'asc' }, { id: 'asc' }] } } satisfies Prisma.ServiceInclude;

interface LockedRequest {
  id: string;
  status: string;
  expert_id: string;
  client_id: string;
  assessment_id: string;
  visa_type: string;
}

/**
 * The applicant's request and the quote, locked in that order (the order a re-quote takes them). The
 * quote is taken with SKIP LOCKED: the only other holder once the request is ours is the expiry
 * sweep, which takes quotes first and only past their deadline, so a quote it holds is expiring
 * (QUOTE_NOT_OPEN) and waiting for it could deadlock. Another user's request, or a quote of another
 * request, is 404.
 */
async function lockRequestAndQuote(tx: SpecialistTx, clientId: string, requestId: string, quoteId: string): Promise<{ request: LockedRequest; quote: Quote }> {
  const [request] = await tx.$queryRaw<LockedRequest[]>`
    SELECT id, status, expert_id, client_id, assessment_id, visa_type FROM specialist_requests WHERE id = ${requestId} AND client_id = ${clientId} FOR UPDATE`;
  if (!request) throw new AppError('MATCHING_REQUEST_NOT_FOUND');
  const locked = await tx.$queryRaw<
    Array<{ id: string }>
  >`SELECT id FROM quotes WHERE id = ${quoteId}::uuid AND request_id = ${requestId} FOR UPDATE SKIP LOCKED`;
  const quote = await tx.quote.findFirst({ where: { id: quoteId, requestId } });
  if (!quote) throw new AppError('QUOTE_NOT_FOUND');
  if (locked.length === 0) throw new AppError('QUOTE_NOT_OPEN');
  return { request, quote };
}

/** Only the standing, unexpired quote may be answered. */
function assertOpen(quote: Quote, now: Date): void {
  if (quote.status === 'accepted') throw new AppError('QUOTE_ALREADY_ACCEPTED');
  if (quote.status !== 'sent' || quote.validUntil.getTime() <= now.getTime()) throw new AppError('QUOTE_NOT_OPEN');
}

export interface AcceptedService {
  service: ServiceWithHistory;
  payment: Payment;
}

async function loadAccepted(db: Client, serviceId: string): Promise<AcceptedService | null> {
  const service = await db.service.findUnique({ where: { id: serviceId }, include: WITH_HISTORY });
  if (!service) return null;
  const payment = await db.payment.findFirst({ where: { serviceId, kind: 'charge' } });
  return payment ? { service, payment } : null;
}

/**
 * `POST /api/visa/v3/matching/{id}/quotes/{quoteId}/accept` (docs/decisions/093-accept-and-pay-transaction.md):
 * in one transaction, under the locks of the request and the quote, the quote is checked
 * (the standing one, `sent`, not past its deadline), the provider charges its amount, and the service
 * (accepted), its first history row, the charge in the ledger, the quote and request `accepted` and
 * `specialist.payment.captured` are written. The Idempotency-Key is claimed first, so a retry sent at
 * the same moment waits for the first and answers its service; a second accept with another key (or
 * none) finds the quote accepted: 409 QUOTE_ALREADY_ACCEPTED. The charge's payment id is the quote's
 * (domain/deterministic-id.ts): if the transaction fails after the provider charged, the next accept
 * of the quote meets that charge again instead of making a second one.
 */
export async function acceptQuote(
  db: SpecialistDb,
  payments: PaymentProvider,
  input: { clientId: string; requestId: string; quoteId: string },
  now: Date,
  idempotent: IdempotentRequest | undefined,
  logger: { warn(fields: object, message: string): void },
): Promise<{ value: AcceptedService; replayed: boolean }> {
  const serviceId = newId();
  const chargeId = chargeIdOf(input.quoteId);
  let charged = false;
  try {
    return await createIdempotently(db, idempotent, {
      claimFirst: idempotent ? serviceId : undefined,
      async create(tx) {
        const { request, quote } = await lockRequestAndQuote(tx, input.clientId, input.requestId, input.quoteId);
        assertOpen(quote, now);
        const payment = await callProvider(() =>
          payments.charge({
            paymentId: chargeId,
            orderName: `TOV ${request.visa_type} ${quote.serviceOption}`,
            amount: quote.amount,
            currency: 'KRW',
            customerId: input.clientId,
          }),
        );
        charged = true;
        const service = await tx.service.create({
          data: {
            id: serviceId,
            requestId: request.id,
            quoteId: quote.id,
            expertId: quote.expertId,
            clientId: input.clientId,
            assessmentId: request.assessment_id,
            visaType: request.visa_type,
            serviceOption: quote.serviceOption,
            status: 'accepted',
            amount: quote.amount,
            createdAt: now,
            history: { create: { id: newId(), status: 'accepted', note: null, actorId: input.clientId, at: now } },
          },
          include: WITH_HISTORY,
        });
        const charge = await tx.payment.create({
          data: {
            id: chargeId,
            kind: 'charge',
            serviceId,
            expertId: quote.expertId,
            clientId: input.clientId,
            amount: payment.amount.total,
            provider: payments.name,
            providerReference: payment.providerReference,
            idempotencyKey: `charge:${quote.id}`,
            actorId: input.clientId,
            createdAt: now,
          },
        });
        await tx.quote.update({ where: { id: quote.id }, data: { status: 'accepted', closedAt: now } });
        await tx.specialistRequest.update({ where: { id: request.id }, data: { status: 'accepted', closedAt: now } });
        await enqueueEvent(tx, paymentCapturedEvent(service, charge));
        // The request now counts as a running service (the same count): published with the payment all the same.
        await publishLoadChange(tx, [quote.expertId], now);
        return { id: serviceId, value: { service, payment: charge } };
      },
      load: (id) => loadAccepted(db, id),
    });
  } catch (error) {
    // The provider charged but nothing was recorded (the transaction failed after it): the money is
    // found again by the next accept of this quote (the same payment id), never charged twice.
    if (charged)
      logger.warn(
        { chargeId, quoteId: input.quoteId, requestId: input.requestId, err: error instanceof Error ? error.message : String(error) },
        'charge captured but not recorded; the next accept of the quote records it',
      );
    throw error;
  }
}

/**
 * `POST .../quotes/{quoteId}/decline`: the applicant says no to the standing quote. The quote and the
 * request become `declined`, `specialist.quote.closed` `{ reason: 'declined' }` and the expert's
 * `specialist.profile.updated` with one request less go out, in one transaction under the same locks
 * as an accept.
 */
export async function declineQuote(db: SpecialistDb, input: { clientId: string; requestId: string; quoteId: string }, now: Date): Promise<Quote> {
  return withTransactionRetry(db, async (tx) => {
    const { request, quote } = await lockRequestAndQuote(tx, input.clientId, input.requestId, input.quoteId);
    assertOpen(quote, now);
    const declined = await tx.quote.update({ where: { id: quote.id }, data: { status: 'declined', closedAt: now } });
    await tx.specialistRequest.update({ where: { id: request.id }, data: { status: 'declined', closedAt: now } });
    await enqueueEvent(tx, quoteClosedEvent(declined, 'declined', now));
    await publishLoadChange(tx, [declined.expertId], now);
    return declined;
  });
}

/** Done and total roadmap steps of each service (absent: no roadmap yet). */
export async function progressByService(db: Client, serviceIds: readonly string[]): Promise<Map<string, Progress>> {
  if (serviceIds.length === 0) return new Map();
  const roadmaps = await db.roadmap.findMany({
    where: { serviceId: { in: [...serviceIds] } },
    select: { serviceId: true, steps: { select: { status: true } } },
  });
  return new Map(roadmaps.map((r) => [r.serviceId, progressOf(r.steps)]));
}

export const progressFor = (progress: Map<string, Progress>, serviceId: string) => progress.get(serviceId) ?? NO_PROGRESS;

/** The applicant's services, newest first. */
export function listClientServices(db: SpecialistDb, clientId: string): Promise<ServiceWithHistory[]> {
  return db.service.findMany({ where: { clientId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], include: WITH_HISTORY });
}

/** One of the applicant's services; another user's (or an unknown id) is null. */
export function findClientService(db: Client, clientId: string, serviceId: string): Promise<ServiceWithHistory | null> {
  return db.service.findFirst({ where: { id: serviceId, clientId }, include: WITH_HISTORY });
}

/** One of the expert's services; another expert's (or an unknown id) is null. */
export function findExpertService(db: Client, expertId: string, serviceId: string): Promise<ServiceWithHistory | null> {
  return db.service.findFirst({ where: { id: serviceId, expertId }, include: WITH_HISTORY });
}

/** `GET /services/active`: the active ones (or those of one status, final ones included), most recently changed first. */
export async function listExpertServices(
  db: SpecialistDb,
  expertId: string,
  query: TServiceListQuery,
): Promise<{ items: ServiceWithHistory[]; total: number }> {
  const where: Prisma.ServiceWhereInput = { expertId, status: query.status ?? { in: [...ACTIVE_SERVICE_STATUSES] } };
  const [items, total] = await Promise.all([
    db.service.findMany({
      where,
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(query),
      include: WITH_HISTORY,
    }),
    db.service.count({ where }),
  ]);
  return { items, total };
}

interface LockedService {
  id: string;
  status: string;
}

/** The expert's service, locked for a status change or a refund; null when it is not theirs. */
async function lockService(tx: SpecialistTx, serviceId: string, expertId?: string): Promise<Service | null> {
  const locked = expertId
    ? await tx.$queryRaw<LockedService[]>`SELECT id, status FROM services WHERE id = ${serviceId}::uuid AND expert_id = ${expertId} FOR UPDATE`
    : await tx.$queryRaw<LockedService[]>`SELECT id, status FROM services WHERE id = ${serviceId}::uuid FOR UPDATE`;
  if (locked.length === 0) return null;
  return tx.service.findUnique({ where: { id: serviceId } });
}

/** Exported for the admin refund, which locks the service the same way. */
export { lockService };

/**
 * `PUT /services/{serviceId}/status` (docs/rules/specialist.md), under the service's
 * lock: an illegal step is 409 INVALID_STATUS_TRANSITION. `completed` writes the settlement (fee,
 * net, payout date) and `specialist.service.completed`; `cancelled` refunds what is left of the charge
 * through the provider (the refund's id is the service's, so a retry after a failure meets the same
 * refund), writes it in the ledger and sends `specialist.payment.refunded` and
 * `specialist.service.cancelled`; all in one transaction.
 */
export async function changeServiceStatus(
  db: SpecialistDb,
  payments: PaymentProvider,
  expertId: string,
  serviceId: string,
  input: TServiceStatusInput,
  now: Date,
): Promise<ServiceWithHistory> {
  return withTransactionRetry(db, async (tx) => {
    const service = await lockService(tx, serviceId, expertId);
    if (!service) throw new AppError('SERVICE_NOT_FOUND');
    if (!canTransition(service.status, input.status))
      throw new AppError('INVALID_STATUS_TRANSITION', `'${service.status}'에서 '${input.status}'(으)로 바꿀 수 없습니다.`);
    const to = input.status;
    let refundedAmount = service.refundedAmount;
    if (to === 'cancelled') {
      const left = service.amount - service.refundedAmount;
      if (left > 0) {
        const charge = await tx.payment.findFirst({ where: { serviceId, kind: 'charge' } });
        if (!charge) throw new Error(`service ${serviceId} has no charge`);
        const refundId = cancellationRefundIdOf(serviceId);
        const reason = input.note?.trim() || '서비스 취소';
        const cancellation = await callProvider(() =>
          payments.refund({ paymentId: charge.id, cancellationId: refundId, amount: left, reason, currentCancellableAmount: left }),
        );
        const refund = await tx.payment.create({
          data: {
            id: refundId,
            kind: 'refund',
            serviceId,
            chargeId: charge.id,
            expertId: service.expertId,
            clientId: service.clientId,
            amount: cancellation.totalAmount,
            provider: payments.name,
            providerReference: cancellation.providerReference,
            idempotencyKey: `refund:${refundId}`,
            reason,
            actorId: expertId,
            createdAt: now,
          },
        });
        refundedAmount = service.amount;
        await enqueueEvent(tx, paymentRefundedEvent({ ...refund, serviceId, chargeId: charge.id }));
      }
    }
    const updated = await tx.service.update({
      where: { id: serviceId },
      data: {
        status: to,
        refundedAmount,
        paymentStatus: paymentStatusOf(service.amount, refundedAmount),
        ...(to === 'completed' ? { completedAt: now } : {}),
        ...(to === 'cancelled' ? { cancelledAt: now } : {}),
        history: { create: { id: newId(), status: to, note: input.note ?? null, actorId: expertId, at: now } },
      },
      include: WITH_HISTORY,
    });
    if (to === 'completed') {
      await tx.settlement.create({
        data: {
          id: newId(),
          serviceId,
          expertId: service.expertId,
          clientId: service.clientId,
          visaType: service.visaType,
          ...settlementFigures(service.amount, service.refundedAmount),
          payoutStatus: 'pending',
          payoutDate: asDateColumn(payoutDate(now)),
          completedAt: now,
        },
      });
      await enqueueEvent(tx, serviceCompletedEvent(updated, now));
    }
    if (to === 'cancelled') await enqueueEvent(tx, serviceCancelledEvent(updated, now));
    // A completed or cancelled service no longer counts in the expert's load.
    if (to === 'completed' || to === 'cancelled') await publishLoadChange(tx, [service.expertId], now);
    return updated;
  });
}

// What the core part of the workspace (stats, dashboard, schedules) reads of services:

/** The expert's services that are under way, and those completed. */
export async function serviceCounts(db: SpecialistDb, expertId: string): Promise<{ active: number; completed: number }> {
  const [active, completed] = await Promise.all([
    db.service.count({ where: { expertId, status: { in: [...ACTIVE_SERVICE_STATUSES] } } }),
    db.service.count({ where: { expertId, status: 'completed' } }),
  ]);
  return { active, completed };
}

/** The expert's service if it is theirs (schedules name it), else null. */
export function findOwnService(db: SpecialistDb, expertId: string, serviceId: string) {
  return db.service.findFirst({ where: { id: serviceId, expertId }, select: { id: true, clientId: true } });
}
