import type { TMatchingCandidate, TMatchingPreferences, TMatchingRequest, TMatchingRequestStatus, TServiceOption } from '@tov/contracts';

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

/** What create, get and select answer. */
export function toMatchingRequestView(row: StoredMatchingRequest): TMatchingRequest {
  return {
    requestId: row.id,
    status: row.status as TMatchingRequestStatus,
    assessmentId: row.assessmentId,
    visaType: row.visaType,
    preferences: row.preferences as TMatchingPreferences,
    candidates: row.candidates as TMatchingCandidate[],
    selectedExpertId: row.selectedExpertId,
    serviceOption: row.serviceOption as TServiceOption | null,
    createdAt: row.createdAt.toISOString(),
    selectedAt: row.selectedAt?.toISOString() ?? null,
  };
}

export function candidateIds(row: Pick<StoredMatchingRequest, 'candidates'>): string[] {
  return (row.candidates as TMatchingCandidate[]).map((c) => c.expertId);
}
