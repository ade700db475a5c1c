import type { TClientAssessment, TQuote, TSchedule, TServiceOption, TSpecialistRequest, TSpecialistRequestStatus } from '@tov/contracts';
import type { ClientAssessment, Quote, Schedule, SpecialistRequest } from '../generated/prisma/client';

/** What an answer says of a user the projection does not know (yet). */
export const UNKNOWN_NAME = '신청자';

export function quoteView(quote: Quote, expertName: string): TQuote {
  return {
    quoteId: quote.id,
    requestId: quote.requestId,
    expertId: quote.expertId,
    expertName,
    amount: quote.amount,
    currency: 'KRW',
    serviceOption: quote.serviceOption as TServiceOption,
    message: quote.message,
    validUntil: quote.validUntil.toISOString(),
    status: quote.status as TQuote['status'],
    createdAt: quote.createdAt.toISOString(),
  };
}

export function requestView(
  request: SpecialistRequest,
  extra: { clientName: string | undefined; quote: TQuote | null; defaultAmount: number | null },
): TSpecialistRequest {
  return {
    requestId: request.id,
    status: request.status as TSpecialistRequestStatus,
    clientId: request.clientId,
    clientName: extra.clientName ?? UNKNOWN_NAME,
    assessmentId: request.assessmentId,
    visaType: request.visaType,
    serviceOption: request.serviceOption as TServiceOption,
    selectedAt: request.selectedAt.toISOString(),
    quote: extra.quote,
    defaultAmount: extra.defaultAmount,
  };
}

export function assessmentView(a: ClientAssessment): TClientAssessment {
  return {
    assessmentId: a.assessmentId,
    visaType: a.visaType,
    visaSubtype: a.visaSubtype,
    applicationType: a.applicationType,
    eligible: a.eligible,
    score: a.score,
    nationality: a.nationality,
    changePaths: a.changePaths,
    missingDocuments: a.missingDocuments,
    evaluatedAt: a.evaluatedAt.toISOString(),
  };
}

export function scheduleView(s: Schedule, clientName: string | null): TSchedule {
  return {
    scheduleId: s.id,
    serviceId: s.serviceId,
    clientName,
    title: s.title,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    timeZone: s.timeZone,
    mode: s.mode as TSchedule['mode'],
    note: s.note,
  };
}
