import type { StoredQuote } from '../domain/quote-view';
import type { MatchingDb } from './db';

/** The quotes of a request (the view orders them and gives their statuses). */
export async function findQuotes(db: MatchingDb, requestId: string): Promise<StoredQuote[]> {
  return db.quoteProjection.findMany({ where: { requestId } });
}
