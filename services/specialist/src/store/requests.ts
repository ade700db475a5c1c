import type { TExpertSelectedV1, TSpecialistRequestStatus } from '@tov/contracts';
import type { Quote, SpecialistRequest } from '../generated/prisma/client';
import { SPECIALIST_REQUEST_STATUSES } from '@tov/contracts';
import type { SpecialistDb, SpecialistTx } from './db';
import { publishLoadChange } from './profiles';
import { UNKNOWN_VISA_TYPE } from '../domain/request-status';

type Client = SpecialistDb | SpecialistTx;

/**
 * `matching.expert.selected`: the request in the expert's inbox, `new`. Its visa type is the event's
 * (matching publishes it), else the assessment's if it arrived first, else unknown until it does
 * (store/assessments.ts fills it). The expert's load grows by one: `specialist.profile.updated` with
 * the new count goes out in the same transaction. A redelivered selection changes nothing.
 */
export async function receiveRequest(tx: SpecialistTx, data: TExpertSelectedV1, now: Date = new Date()): Promise<void> {
  const visaType =
    data.visaType ??
    (await tx.clientAssessment.findUnique({ where: { assessmentId: data.assessmentId }, select: { visaType: true } }))?.visaType ??
    UNKNOWN_VISA_TYPE;
  const { count } = await tx.specialistRequest.createMany({
    data: [
      {
        id: data.requestId,
        expertId: data.expertId,
        clientId: data.userId,
        assessmentId: data.assessmentId,
        visaType,
        serviceOption: data.serviceOption,
        selectedAt: new Date(data.selectedAt),
      },
    ],
    skipDuplicates: true,
  });
  if (count > 0) await publishLoadChange(tx, [data.expertId], now);
}

/** One of the expert's requests; another expert's (or an unknown id) is null. */
export function findOwnRequest(db: Client, expertId: string, requestId: string): Promise<SpecialistRequest | null> {
  return db.specialistRequest.findFirst({ where: { id: requestId, expertId } });
}

/** The standing (newest) quote of each request. */
export async function standingQuotes(db: Client, requestIds: readonly string[]): Promise<Map<string, Quote>> {
  if (requestIds.length === 0) return new Map();
  const quotes = await db.quote.findMany({ where: { requestId: { in: [...requestIds] } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const standing = new Map<string, Quote>();
  for (const quote of quotes) if (!standing.has(quote.requestId)) standing.set(quote.requestId, quote);
  return standing;
}

/** Every quote of a request, newest first. */
export function quotesOf(db: Client, requestId: string): Promise<Quote[]> {
  return db.quote.findMany({ where: { requestId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

/** The expert's requests by status (every status present, 0 when none), from the trigger-kept counts. */
export async function requestCounts(db: Client, expertId: string): Promise<Record<TSpecialistRequestStatus, number>> {
  const groups = await db.specialistRequestCount.groupBy({ by: ['status'], where: { expertId }, _sum: { n: true } });
  const counts = Object.fromEntries(SPECIALIST_REQUEST_STATUSES.map((s) => [s, 0])) as Record<TSpecialistRequestStatus, number>;
  for (const group of groups) if (group.status in counts) counts[group.status as TSpecialistRequestStatus] = group._sum.n ?? 0;
  return counts;
}

/** Whether `clientId` sent `expertId` a request about this assessment (the expert may then read that assessment only). */
export async function isRequestAbout(db: Client, expertId: string, clientId: string, assessmentId: string): Promise<boolean> {
  return (await db.specialistRequest.findFirst({ where: { assessmentId, expertId, clientId }, select: { id: true } })) !== null;
}
