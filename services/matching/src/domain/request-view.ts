import type { TLocalizedText, TMatchingCandidate, TMatchingPreferences, TMatchingRequest, TMatchingRequestStatus, TServiceOption } from '@tov/contracts';

/** A stored request as the database holds it (candidates and preferences are JSON snapshots). */
export interface StoredMatchingRequest {
  id: string;
  status: string;
  assessmentId: string;
  visaType: string;
  preferences: unknown;
  candidates: unknown;
  selectedExpertId: string | null;
  serviceOption: string | null;
  createdAt: Date;
  selectedAt: Date | null;
}

/**
 * What create, get and select answer: the request and the applicant's choice. What follows the choice
 * (quotes, the paid service) is the specialist service's `GET /api/visa/v3/matching/{id}/quotes`.
 */
export function toMatchingRequestView(row: StoredMatchingRequest): TMatchingRequest {
  const candidates = (row.candidates as StoredCandidate[]).map(candidateView);
  return {
    requestId: row.id,
    status: row.status as TMatchingRequestStatus,
    assessmentId: row.assessmentId,
    visaType: row.visaType,
    preferences: row.preferences as TMatchingPreferences,
    candidates,
    selectedExpertId: row.selectedExpertId,
    serviceOption: row.serviceOption as TServiceOption | null,
    createdAt: row.createdAt.toISOString(),
    selectedAt: row.selectedAt?.toISOString() ?? null,
  };
}

/**
 * A candidate as stored: requests made before reasons were localised hold Korean strings, and no fees or
 * bio; those made before the cards told experts apart (decision 134) have no reviews count, licences or visa types.
 */
type StoredCandidate = Omit<TMatchingCandidate, 'reasons' | 'fees' | 'bio' | 'reviewCount' | 'certifications' | 'supportedVisaTypes'> & {
  reasons: Array<TLocalizedText | string>;
  fees?: TMatchingCandidate['fees'];
  bio?: string | null;
  reviewCount?: number;
  certifications?: string[];
  supportedVisaTypes?: string[];
};

function candidateView(candidate: StoredCandidate): TMatchingCandidate {
  return {
    ...candidate,
    // A Korean-only reason of an older request reads the same in every language rather than not at all.
    reasons: candidate.reasons.map((reason) => (typeof reason === 'string' ? { ko: reason, en: reason, zh: reason, ja: reason } : reason)),
    fees: candidate.fees ?? [],
    bio: candidate.bio ?? null,
    reviewCount: candidate.reviewCount ?? 0,
    certifications: candidate.certifications ?? [],
    supportedVisaTypes: candidate.supportedVisaTypes ?? [],
  };
}

export function candidateIds(row: Pick<StoredMatchingRequest, 'candidates'>): string[] {
  return (row.candidates as TMatchingCandidate[]).map((c) => c.expertId);
}
