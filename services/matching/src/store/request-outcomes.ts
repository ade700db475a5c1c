import type { TPaymentCapturedV1, TQuoteClosedV1, TQuoteSentV1, TServiceEndedV1 } from '@tov/contracts';
import { isUuid } from '@tov/kit';
import { holdsLoad } from '../domain/request-load';
import type { MatchingRequest } from '../generated/prisma/client';
import type { MatchingTx } from './db';
import { decrementActiveRequests, incrementActiveRequests } from './specialists';

/**
 * What the specialist workspace's events do to a matching request: its quotes, how its standing
 * quote was closed, its paid service, and the selected expert's load. Each handler records its fact,
 * then sets the request's load to what all the facts say (domain/request-load.ts), so the load moves
 * at most once per change whatever order the events of the three topics arrive in, and a request
 * that was closed does not decrement again when a service of it ends.
 */

/**
 * Locks the request (events of one request come on three topics: their handlers take turns) and
 * reads it; null when the request is not one of ours or the event names another expert, which is
 * then ignored (another stack's event on a shared broker, or a stray one).
 */
async function lockedRequest(tx: MatchingTx, requestId: string, expertId: string): Promise<MatchingRequest | null> {
  if (!isUuid(requestId)) return null;
  const locked = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM matching_requests WHERE id = ${requestId}::uuid FOR UPDATE`;
  if (locked.length === 0) return null;
  const request = await tx.matchingRequest.findUniqueOrThrow({ where: { id: requestId } });
  return request.selectedExpertId === expertId ? request : null;
}

/** Sets the request's share of its expert's load to what its facts say: +1, -1 or nothing. */
async function settleLoad(tx: MatchingTx, request: MatchingRequest): Promise<void> {
  const quotes = await tx.quoteProjection.findMany({ where: { requestId: request.id }, select: { quoteId: true, sentAt: true } });
  const holds = holdsLoad({
    selected: request.status === 'expert_selected' && request.selectedExpertId !== null,
    closure: request.closedQuoteId && request.closedAt ? { quoteId: request.closedQuoteId, at: request.closedAt } : null,
    serviceStatus: request.serviceStatus,
    quotes,
  });
  if (holds === request.loadCounted || !request.selectedExpertId) return;
  await tx.matchingRequest.update({ where: { id: request.id }, data: { loadCounted: holds } });
  if (holds) await incrementActiveRequests(tx, request.selectedExpertId);
  else await decrementActiveRequests(tx, request.selectedExpertId);
}

/** `specialist.quote.sent`: the quote joins the request (a newer one supersedes it when read). */
export async function recordQuote(tx: MatchingTx, quote: TQuoteSentV1): Promise<void> {
  const request = await lockedRequest(tx, quote.requestId, quote.expertId);
  if (!request) return;
  await tx.quoteProjection.createMany({
    data: [
      {
        quoteId: quote.quoteId,
        requestId: request.id,
        expertId: quote.expertId,
        userId: quote.userId,
        amount: quote.amount,
        currency: quote.currency,
        serviceOption: quote.serviceOption,
        message: quote.message,
        validUntil: new Date(quote.validUntil),
        sentAt: new Date(quote.sentAt),
      },
    ],
    skipDuplicates: true,
  });
  await settleLoad(tx, request);
}

/** `specialist.quote.closed`: the applicant declined the standing quote, or it expired (the latest closure is kept). */
export async function recordQuoteClosed(tx: MatchingTx, closed: TQuoteClosedV1): Promise<void> {
  const request = await lockedRequest(tx, closed.requestId, closed.expertId);
  if (!request) return;
  const at = new Date(closed.closedAt);
  if (request.closedAt && request.closedAt.getTime() > at.getTime()) return;
  const updated = await tx.matchingRequest.update({
    where: { id: request.id },
    data: { closedQuoteId: closed.quoteId, closedReason: closed.reason, closedAt: at },
  });
  await settleLoad(tx, updated);
}

/** `specialist.payment.captured`: the applicant accepted a quote and paid; the request has its service. */
export async function recordPaymentCaptured(tx: MatchingTx, payment: TPaymentCapturedV1): Promise<void> {
  const request = await lockedRequest(tx, payment.requestId, payment.expertId);
  if (!request) return;
  const updated = await tx.matchingRequest.update({
    where: { id: request.id },
    data: {
      serviceId: payment.serviceId,
      acceptedQuoteId: payment.quoteId,
      // The service may have ended already (its event came first): an end is never undone.
      serviceStatus: request.serviceStatus ?? 'accepted',
      serviceUpdatedAt: request.serviceUpdatedAt ?? new Date(payment.capturedAt),
    },
  });
  await settleLoad(tx, updated);
}

/** `specialist.service.completed` / `.cancelled`: the service ended (the first end stands). */
export async function recordServiceEnded(tx: MatchingTx, ended: TServiceEndedV1, status: 'completed' | 'cancelled'): Promise<void> {
  const request = await lockedRequest(tx, ended.requestId, ended.expertId);
  if (!request) return;
  if (request.serviceStatus === 'completed' || request.serviceStatus === 'cancelled') return;
  const updated = await tx.matchingRequest.update({
    where: { id: request.id },
    data: { serviceId: request.serviceId ?? ended.serviceId, serviceStatus: status, serviceUpdatedAt: new Date(ended.endedAt) },
  });
  await settleLoad(tx, updated);
}
