import { QUOTE_DEFAULT_VALID_DAYS, type TSpecialistRequestStatus } from '@tov/contracts';

/**
 * A request in the expert's inbox (docs/rules/specialist.md):
 * new (selected, not quoted) -> quoted (a quote stands; quoting again supersedes it) -> accepted (the
 * applicant paid), declined (the applicant said no) or expired (the standing quote ran out). The last
 * three are final: no quote is sent on them (409 REQUEST_CLOSED).
 */
export const QUOTABLE_STATUSES: readonly TSpecialistRequestStatus[] = ['new', 'quoted'];
export const CLOSED_STATUSES: readonly TSpecialistRequestStatus[] = ['accepted', 'declined', 'expired'];

export const canQuote = (status: string) => (QUOTABLE_STATUSES as readonly string[]).includes(status);

/** A quote's deadline: the one given, else QUOTE_DEFAULT_VALID_DAYS from now. Null when the given one is not in the future. */
export function quoteDeadline(validUntil: string | undefined, now: Date): Date | null {
  if (validUntil === undefined) return new Date(now.getTime() + QUOTE_DEFAULT_VALID_DAYS * 24 * 60 * 60 * 1000);
  const at = new Date(validUntil);
  return at.getTime() > now.getTime() ? at : null;
}

/** Accepted requests over those that were quoted or got further, in percent (one decimal); null before any quote. */
export function acceptanceRate(counts: Record<TSpecialistRequestStatus, number>): number | null {
  const decided = counts.quoted + counts.accepted + counts.declined + counts.expired;
  if (decided === 0) return null;
  return Math.round((counts.accepted / decided) * 1000) / 10;
}

/** A request's visa type before either the event or the assessment told it. */
export const UNKNOWN_VISA_TYPE = 'unknown';
