import {
  occupationByCode,
  PIPELINE_MOVES,
  type TCandidateCard,
  type TCandidateDetail,
  type TCandidateSource,
  type TOffer,
  type THiringStage,
} from '@tov/contracts';
import type { Candidate, CandidateStageChange, Offer } from '../generated/prisma/client';
import { dateText } from './dates';
import { evaluateVisaGate } from './visa-gate';

type WithOffer = Candidate & { offers: Offer[] };

function toOffer(offer: Offer): TOffer {
  return {
    id: offer.id,
    salary: offer.salary,
    startDate: dateText(offer.startDate),
    position: offer.position,
    occupationCode: offer.occupationCode,
    occupationName: occupationByCode(offer.occupationCode)?.nameKo ?? offer.occupationCode,
    visaSponsorship: offer.visaSponsorship,
    visaExpiryDate: offer.visaExpiryDate ? dateText(offer.visaExpiryDate) : null,
    createdAt: offer.createdAt.toISOString(),
  };
}

/** A pipeline card; the gate answers for the offer in force (`offers[0]`), null before any. */
export function toCandidateCard(candidate: WithOffer): TCandidateCard {
  const stage = candidate.stage as THiringStage;
  const offer = candidate.offers[0];
  return {
    id: candidate.id,
    source: candidate.source as TCandidateSource,
    userId: candidate.userId,
    name: candidate.name,
    nationality: candidate.nationality,
    visaType: candidate.visaType,
    stage,
    score: candidate.score,
    challengeTitle: candidate.challengeTitle,
    stageChangedAt: candidate.stageChangedAt.toISOString(),
    nextStages: [...PIPELINE_MOVES[stage]],
    gate: offer ? evaluateVisaGate(candidate, offer) : null,
  };
}

export function toCandidateDetail(candidate: WithOffer & { history: CandidateStageChange[] }): TCandidateDetail {
  const offer = candidate.offers[0];
  const work =
    candidate.challengeId && candidate.submissionId && candidate.score !== null && candidate.scoredAt
      ? {
          challengeId: candidate.challengeId,
          challengeTitle: candidate.challengeTitle,
          submissionId: candidate.submissionId,
          score: candidate.score,
          description: candidate.workDescription ?? '',
          demoUrl: candidate.workDemoUrl,
          scoredAt: candidate.scoredAt.toISOString(),
        }
      : null;
  return {
    ...toCandidateCard(candidate),
    experienceYears: candidate.experienceYears,
    work,
    contactMessage: candidate.contactMessage,
    offer: offer ? toOffer(offer) : null,
    history: candidate.history.map((h) => ({
      fromStage: h.fromStage as THiringStage | null,
      toStage: h.toStage as THiringStage,
      notes: h.notes,
      changedBy: h.changedBy,
      changedAt: h.changedAt.toISOString(),
    })),
    employeeId: candidate.employeeId,
    complianceItemId: candidate.complianceItemId,
    createdAt: candidate.createdAt.toISOString(),
  };
}
