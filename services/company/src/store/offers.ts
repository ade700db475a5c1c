import { OFFER_STAGES, type TOfferInput, type THiringStage } from '@tov/contracts';
import { AppError, createIdempotently, enqueueEvent, newId, type IdempotentRequest } from '@tov/kit';
import { dateValue } from '../domain/dates';
import { evaluateVisaGate } from '../domain/visa-gate';
import { hiringOfferMadeEvent } from '../events/hiring-offer-made';
import type { Offer } from '../generated/prisma/client';
import type { CompanyDb, CompanyTx } from './db';
import { findOwnCandidate } from './candidates';
import { moveStage } from './stage-history';

/** The offer in force: the latest made. */
export function latestOffer(tx: CompanyDb | CompanyTx, candidateId: string): Promise<Offer | null> {
  return tx.offer.findFirst({ where: { candidateId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

/**
 * Makes an offer (or replaces the terms of the one in force) to a candidate at `interview` or `offer`;
 * one at `interview` moves to `offer` (decision 143). The gate's verdict goes with the event; a pay
 * under the occupation's floor is the gate's warning, not a refusal. With an `Idempotency-Key` a retry
 * answers the first offer and makes none. Answers whether it was such a replay.
 */
export async function makeOffer(
  db: CompanyDb,
  companyId: string,
  candidateId: string,
  input: TOfferInput,
  by: string,
  now: Date,
  idempotency?: IdempotentRequest,
): Promise<{ replayed: boolean }> {
  const offerId = newId();
  const { replayed } = await createIdempotently(db, idempotency, {
    claimFirst: offerId,
    load: async (id) => (await db.offer.findUnique({ where: { id }, select: { id: true } }))?.id ?? null,
    create: async (tx) => {
      const candidate = await findOwnCandidate(tx, companyId, candidateId);
      if (!OFFER_STAGES.includes(candidate.stage as THiringStage)) throw new AppError('OFFER_NOT_ALLOWED');
      const offer = await tx.offer.create({
        data: {
          id: offerId,
          candidateId,
          companyId,
          salary: input.salary,
          startDate: dateValue(input.startDate),
          position: input.position,
          occupationCode: input.occupationCode,
          visaSponsorship: input.visaSponsorship,
          visaExpiryDate: input.visaExpiryDate ? dateValue(input.visaExpiryDate) : null,
          createdBy: by,
          createdAt: now,
        },
      });
      const gate = evaluateVisaGate(candidate, offer);
      await enqueueEvent(tx, hiringOfferMadeEvent(candidate, offer, gate.verdict));
      if (candidate.stage === 'interview') await moveStage(tx, candidate, { toStage: 'offer', notes: null, changedBy: by, changedAt: now });
      return { id: offer.id, value: offer.id };
    },
  });
  return { replayed };
}
