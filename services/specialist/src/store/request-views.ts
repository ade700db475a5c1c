import type { TSpecialistRequest } from '@tov/contracts';
import type { SpecialistRequest } from '../generated/prisma/client';
import { defaultAmount } from '../domain/pricing';
import { quoteView, requestView, UNKNOWN_NAME } from '../domain/views';
import type { SpecialistDb } from './db';
import { pricesOf } from './profiles';
import { standingQuotes } from './requests';
import { namesOf } from './users';

/** The expert's name on their quotes: the profile's, else the account's. */
export async function expertNameOf(db: SpecialistDb, expertId: string): Promise<string> {
  const profile = await db.specialistProfile.findUnique({ where: { userId: expertId }, select: { name: true } });
  if (profile) return profile.name;
  return (await namesOf(db, [expertId])).get(expertId) ?? UNKNOWN_NAME;
}

/** Requests as the inbox shows them: the client's name, the standing quote, the price list's default amount. */
export async function requestViewsOf(db: SpecialistDb, expertId: string, requests: readonly SpecialistRequest[]): Promise<TSpecialistRequest[]> {
  if (requests.length === 0) return [];
  const [quotes, names, prices, expertName] = await Promise.all([
    standingQuotes(
      db,
      requests.map((r) => r.id),
    ),
    namesOf(
      db,
      requests.map((r) => r.clientId),
    ),
    pricesOf(db, expertId),
    expertNameOf(db, expertId),
  ]);
  return requests.map((request) => {
    const quote = quotes.get(request.id);
    return requestView(request, {
      clientName: names.get(request.clientId),
      quote: quote ? quoteView(quote, expertName) : null,
      defaultAmount: defaultAmount(prices, request.serviceOption, request.visaType),
    });
  });
}
