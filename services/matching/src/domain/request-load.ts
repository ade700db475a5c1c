/**
 * Whether a matching request adds to its expert's load (`activeRequests`), from what matching knows of
 * it. Pure, so the effect of the specialist workspace's events does not depend on their order: each
 * handler records its fact, then the request's load is set to what the facts say (store/request-outcomes.ts),
 * once per change. A request counts from the applicant's choice until it ends:
 *
 * - a paid service counts until it is completed or cancelled;
 * - without a service, a declined or expired quote ends it, unless the expert quoted again after
 *   (a newer quote reopens it);
 * - whatever happens later (a service ending after a closed quote) cannot take it below nothing.
 */
export interface RequestLoadFacts {
  /** The applicant chose an expert. */
  selected: boolean;
  /** The last declined or expired quote, if any. */
  closure: { quoteId: string; at: Date } | null;
  /** The paid service's status (`accepted`, `completed`, `cancelled`), null before a payment. */
  serviceStatus: string | null;
  /** The request's quotes (id and when sent). */
  quotes: ReadonlyArray<{ quoteId: string; sentAt: Date }>;
}

const ENDED_SERVICE = new Set(['completed', 'cancelled']);

/**
 * True when the closure still stands: the closed quote is the newest one (no other was sent after it;
 * when the closed quote itself has not arrived yet, none after the closure).
 */
export function closureStands(facts: Pick<RequestLoadFacts, 'closure' | 'quotes'>): boolean {
  const { closure } = facts;
  if (!closure) return false;
  const closed = facts.quotes.find((q) => q.quoteId === closure.quoteId);
  const since = (closed?.sentAt ?? closure.at).getTime();
  return !facts.quotes.some((q) => q.quoteId !== closure.quoteId && q.sentAt.getTime() > since);
}

export function holdsLoad(facts: RequestLoadFacts): boolean {
  if (!facts.selected) return false;
  if (facts.serviceStatus !== null) return !ENDED_SERVICE.has(facts.serviceStatus);
  return !closureStands(facts);
}
