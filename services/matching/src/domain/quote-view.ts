import type { TQuote, TQuoteStatus, TServiceOption } from '@tov/contracts';
import { closureStands } from './request-load';

/** A quote as the projection holds it. */
export interface StoredQuote {
  quoteId: string;
  requestId: string;
  expertId: string;
  amount: number;
  serviceOption: string;
  message: string | null;
  validUntil: Date;
  sentAt: Date;
}

/** What the request knows that decides its quotes' statuses. */
export interface QuoteOutcomes {
  acceptedQuoteId: string | null;
  closure: { quoteId: string; reason: string; at: Date } | null;
}

/** Newest first; on the same instant the larger id first (ids are time-ordered UUIDv7 in the workspace). */
function newestFirst(a: StoredQuote, b: StoredQuote): number {
  return b.sentAt.getTime() - a.sentAt.getTime() || (a.quoteId < b.quoteId ? 1 : a.quoteId > b.quoteId ? -1 : 0);
}

function statusOf(quote: StoredQuote, standing: boolean, outcomes: QuoteOutcomes, quotes: StoredQuote[], now: Date): TQuoteStatus {
  if (quote.quoteId === outcomes.acceptedQuoteId) return 'accepted';
  // A paid service ends every other quote; a newer quote supersedes an older one.
  if (!standing || outcomes.acceptedQuoteId !== null) return 'superseded';
  const { closure } = outcomes;
  if (closure && closure.quoteId === quote.quoteId && closureStands({ closure, quotes })) return closure.reason === 'declined' ? 'declined' : 'expired';
  return quote.validUntil.getTime() <= now.getTime() ? 'expired' : 'sent';
}

/**
 * The request's quotes as the applicant reads them, newest first: the accepted one `accepted`, the
 * standing (newest) one `sent` until it is declined, expires (closed by the workspace, or its
 * `validUntil` has passed) or another is accepted, the earlier ones `superseded`.
 */
export function quoteViews(quotes: StoredQuote[], outcomes: QuoteOutcomes, expertName: (expertId: string) => string, now: Date = new Date()): TQuote[] {
  const sorted = [...quotes].sort(newestFirst);
  return sorted.map((quote, index) => ({
    quoteId: quote.quoteId,
    requestId: quote.requestId,
    expertId: quote.expertId,
    expertName: expertName(quote.expertId),
    amount: quote.amount,
    currency: 'KRW' as const,
    serviceOption: quote.serviceOption as TServiceOption,
    message: quote.message,
    validUntil: quote.validUntil.toISOString(),
    status: statusOf(quote, index === 0, outcomes, sorted, now),
    createdAt: quote.sentAt.toISOString(),
  }));
}
