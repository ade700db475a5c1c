import type { TMatchingCandidate, TMatchingPreferences, TServiceOption } from '@tov/contracts';
import {
  AppError,
  createIdempotently,
  earlierResourceOf,
  enqueueEvent,
  isUniqueViolation,
  isUuid,
  withTransactionRetry,
  type IdempotentRequest,
} from '@tov/kit';
import { expertSelectedEvent } from '../events/expert-selected';
import { requestCreatedEvent } from '../events/request-created';
import type { MatchingRequest } from '../generated/prisma/client';
import type { MatchingDb } from './db';

export interface NewMatchingRequest {
  userId: string;
  assessmentId: string;
  visaType: string;
  preferences: TMatchingPreferences;
  candidates: TMatchingCandidate[];
}

export async function findMatchingRequest(db: MatchingDb, id: string): Promise<MatchingRequest | null> {
  if (!isUuid(id)) return null;
  return db.matchingRequest.findUnique({ where: { id } });
}

/** The applicant's request about an assessment, if they made one (there is at most one). */
export async function findRequestForAssessment(db: MatchingDb, userId: string, assessmentId: string): Promise<MatchingRequest | null> {
  return db.matchingRequest.findUnique({ where: { userId_assessmentId: { userId, assessmentId } } });
}

/**
 * Stores the request and its `matching.request.created` outbox row in one transaction. With an
 * `Idempotency-Key` the key is claimed in that transaction too, so a retried (or concurrent) call
 * answers the request the first one made (`replayed`). There is one request per assessment: a
 * second call about the same assessment (at the same time too: the unique index) answers the first
 * request (`existing`).
 */
export async function createMatchingRequest(
  db: MatchingDb,
  input: NewMatchingRequest,
  idempotency: IdempotentRequest | undefined,
): Promise<{ value: MatchingRequest; replayed: boolean; existing: boolean }> {
  // A retry with its Idempotency-Key answers as the first call did (the key with another body is 409).
  const replayedId = idempotency ? await earlierResourceOf(db, idempotency) : undefined;
  const replayed = replayedId ? await findMatchingRequest(db, replayedId) : null;
  if (replayed) return { value: replayed, replayed: true, existing: false };
  const earlier = await findRequestForAssessment(db, input.userId, input.assessmentId);
  if (earlier) return { value: earlier, replayed: false, existing: true };
  try {
    return { ...(await createRequest(db, input, idempotency)), existing: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await findRequestForAssessment(db, input.userId, input.assessmentId);
    if (!raced) throw error;
    return { value: raced, replayed: false, existing: true };
  }
}

function createRequest(db: MatchingDb, input: NewMatchingRequest, idempotency: IdempotentRequest | undefined) {
  return createIdempotently(db, idempotency, {
    create: async (tx) => {
      const request = await tx.matchingRequest.create({
        data: {
          userId: input.userId,
          assessmentId: input.assessmentId,
          visaType: input.visaType,
          preferences: input.preferences,
          candidates: input.candidates,
        },
      });
      await enqueueEvent(tx, requestCreatedEvent(request, input.preferences, input.candidates));
      return { id: request.id, value: request };
    },
    load: (id) => findMatchingRequest(db, id),
  });
}

/**
 * Records the applicant's choice and writes `matching.expert.selected`, in one transaction: the hand-off
 * to the specialist service, which owns the request from here on and publishes the expert's new load
 * (`specialist.profile.updated`, decision 116). Only an open request changes (a conditional update), so
 * two concurrent selections cannot both win: the loser answers ALREADY_APPLIED.
 */
export async function selectExpert(
  db: MatchingDb,
  request: MatchingRequest,
  choice: { expertId: string; serviceOption: TServiceOption },
): Promise<MatchingRequest> {
  return withTransactionRetry(db, async (tx) => {
    const selectedAt = new Date();
    const { count } = await tx.matchingRequest.updateMany({
      where: { id: request.id, status: 'open' },
      data: { status: 'expert_selected', selectedExpertId: choice.expertId, serviceOption: choice.serviceOption, selectedAt },
    });
    if (count === 0) throw alreadySelected();
    await enqueueEvent(tx, expertSelectedEvent(request, choice, selectedAt));
    return tx.matchingRequest.findUniqueOrThrow({ where: { id: request.id } });
  });
}

export function alreadySelected(): AppError {
  return new AppError('ALREADY_APPLIED', '이미 전문가를 선택한 매칭 요청입니다.');
}
