import { hiringOfferMadeV1, type TGateVerdict } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import { dateText } from '../domain/dates';
import type { Candidate, Offer } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `company.hiring.offer-made`: the terms of an offer and the visa gate's verdict for them (no name, no position text). */
export function hiringOfferMadeEvent(candidate: Candidate, offer: Offer, gateVerdict: TGateVerdict): OutboxMessage<typeof hiringOfferMadeV1> {
  return {
    event: hiringOfferMadeV1,
    key: candidate.id,
    source: SOURCE,
    data: {
      offerId: offer.id,
      candidateId: candidate.id,
      companyId: candidate.companyId,
      userId: candidate.userId,
      salary: offer.salary,
      startDate: dateText(offer.startDate),
      occupationCode: offer.occupationCode,
      visaSponsorship: offer.visaSponsorship,
      gateVerdict,
      madeAt: offer.createdAt.toISOString(),
    },
  };
}
