import type { TMatchingQuotes } from '@tov/contracts';
import { applicantQuoteViews, requestServiceView } from '../domain/applicant-quotes';
import type { SpecialistDb } from './db';
import { quotesOf } from './requests';
import { expertNamesOf } from './service-views';

/**
 * `GET /api/visa/v3/matching/{id}/quotes`: the applicant's request's quotes (newest first, with the
 * statuses the applicant reads) and the service it led to. Null when the request is not the caller's
 * (another user's, an unknown id, or one whose selection has not reached this service yet).
 */
export async function applicantQuotes(db: SpecialistDb, clientId: string, requestId: string, now: Date): Promise<TMatchingQuotes | null> {
  const request = await db.specialistRequest.findFirst({ where: { id: requestId, clientId }, select: { id: true } });
  if (!request) return null;
  const [quotes, service] = await Promise.all([quotesOf(db, requestId), db.service.findUnique({ where: { requestId }, select: { id: true, status: true } })]);
  const names = await expertNamesOf(
    db,
    quotes.map((q) => q.expertId),
  );
  return { requestId, quotes: applicantQuoteViews(quotes, (expertId) => names.get(expertId) ?? '', now), service: requestServiceView(service) };
}
