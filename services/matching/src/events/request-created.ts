import { matchingRequestCreatedV1, type TMatchingCandidate, type TMatchingPreferences } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { MatchingRequest } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `matching.request.created`: an applicant asked for an expert; the ranked candidates are part of the fact. */
export function requestCreatedEvent(
  request: MatchingRequest,
  preferences: TMatchingPreferences,
  candidates: TMatchingCandidate[],
): OutboxMessage<typeof matchingRequestCreatedV1> {
  return {
    event: matchingRequestCreatedV1,
    key: request.id,
    source: SOURCE,
    data: {
      requestId: request.id,
      userId: request.userId,
      assessmentId: request.assessmentId,
      visaType: request.visaType,
      preferences,
      candidates: candidates.map(({ expertId, score, rank }) => ({ expertId, score, rank })),
      createdAt: request.createdAt.toISOString(),
    },
  };
}
