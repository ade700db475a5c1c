import type { TMatchingService, TQuote, TQuoteStatus } from '@tov/contracts';
import type { Quote } from '../generated/prisma/client';
import { quoteView } from './views';

/**
 * A quote's status as the applicant reads it (`GET /api/visa/v3/matching/{id}/quotes`; it replaces
 * matching's quote-view of its mirror, decision 116): the accepted one `accepted`; the standing (newest)
 * one as stored (`sent`, `declined`, `expired`), or `expired` once its `validUntil` has passed before the
 * expiry sweep got to it (the applicant can no longer accept it: 409 QUOTE_NOT_OPEN); earlier ones
 * `superseded` (quoting again supersedes the standing quote, docs/rules/specialist.md).
 */
export function applicantQuoteStatus(quote: Pick<Quote, 'status' | 'validUntil'>, standing: boolean, now: Date): TQuoteStatus {
  if (quote.status === 'accepted') return 'accepted';
  if (!standing) return 'superseded';
  if (quote.status === 'sent' && quote.validUntil.getTime() <= now.getTime()) return 'expired';
  return quote.status as TQuoteStatus;
}

/** Newest first; on the same instant the larger id first (ids are time-ordered UUIDv7). */
function newestFirst(a: Pick<Quote, 'createdAt' | 'id'>, b: Pick<Quote, 'createdAt' | 'id'>): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** The request's quotes as the applicant reads them, newest first. */
export function applicantQuoteViews(quotes: readonly Quote[], expertName: (expertId: string) => string, now: Date): TQuote[] {
  return [...quotes]
    .sort(newestFirst)
    .map((quote, index) => ({ ...quoteView(quote, expertName(quote.expertId)), status: applicantQuoteStatus(quote, index === 0, now) }));
}

/** The paid service a request led to, as the applicant's quotes page shows it (its own status; the whole service is `/api/visa/v3/services/{id}`). */
export function requestServiceView(service: { id: string; status: string } | null): TMatchingService | null {
  return service ? { serviceId: service.id, status: service.status as TMatchingService['status'] } : null;
}
