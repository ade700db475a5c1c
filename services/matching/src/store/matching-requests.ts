import { expertSelectedV1, matchingRequestCreatedV1, type TMatchingCandidate, type TMatchingPreferences, type TServiceOption } from '@tov/contracts';
import { AppError, enqueueEvent, isUuid, type SqlClient } from '@tov/kit';
import { Prisma, type MatchingRequest } from '../generated/prisma/client';
import type { MatchingDb, MatchingTx } from './db';
import { incrementActiveRequests } from './specialists';

const SOURCE = 'matching';

export interface NewMatchingRequest {
  userId: string;
  assessmentId: string;
  visaType: string;
  preferences: TMatchingPreferences;
  candidates: TMatchingCandidate[];
  /** The caller's `Idempotency-Key` and a hash of what it asked, when sent. */
  idempotency?: { key: string; requestHash: string };
}

export async function findMatchingRequest(db: MatchingDb, id: string): Promise<MatchingRequest | null> {
  if (!isUuid(id)) return null;
  return db.matchingRequest.findUnique({ where: { id } });
}

/** The request an earlier call with this key made, and what that call asked (to refuse a different body). */
export async function findByIdempotencyKey(db: MatchingDb, userId: string, key: string): Promise<{ requestHash: string; request: MatchingRequest } | null> {
  const entry = await db.idempotencyKey.findUnique({ where: { userId_key: { userId, key } } });
  if (!entry) return null;
  const request = await db.matchingRequest.findUnique({ where: { id: entry.requestId } });
  return request ? { requestHash: entry.requestHash, request } : null;
}

/**
 * Stores the request, its idempotency key and the `matching.request.created` outbox row in one
 * transaction. Two concurrent calls with one key: the second hits the key's primary key, rolls back,
 * and answers what the first stored (`replayed`).
 */
export async function createMatchingRequest(db: MatchingDb, input: NewMatchingRequest): Promise<{ request: MatchingRequest; replayed: boolean }> {
  try {
    const request = await db.$transaction(async (tx) => {
      const request = await tx.matchingRequest.create({
        data: {
          userId: input.userId,
          assessmentId: input.assessmentId,
          visaType: input.visaType,
          preferences: input.preferences as Prisma.InputJsonValue,
          candidates: input.candidates as unknown as Prisma.InputJsonValue,
        },
      });
      if (input.idempotency) {
        await tx.idempotencyKey.create({ data: { userId: input.userId, key: input.idempotency.key, requestHash: input.idempotency.requestHash, requestId: request.id } });
      }
      await enqueueEvent(tx as unknown as SqlClient, {
        event: matchingRequestCreatedV1,
        key: request.id,
        source: SOURCE,
        data: {
          requestId: request.id,
          userId: request.userId,
          assessmentId: request.assessmentId,
          visaType: request.visaType,
          preferences: input.preferences,
          candidates: input.candidates.map(({ expertId, score, rank }) => ({ expertId, score, rank })),
          createdAt: request.createdAt.toISOString(),
        },
      });
      return request;
    });
    return { request, replayed: false };
  } catch (error) {
    if (input.idempotency && error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const first = await findByIdempotencyKey(db, input.userId, input.idempotency.key);
      if (first) {
        if (first.requestHash !== input.idempotency.requestHash) throw idempotencyKeyReused();
        return { request: first.request, replayed: true };
      }
    }
    throw error;
  }
}

export function idempotencyKeyReused(): AppError {
  return new AppError('IDEMPOTENCY_CONFLICT', '같은 Idempotency-Key로 다른 매칭 요청을 보낼 수 없습니다.', {
    details: [{ field: 'Idempotency-Key', message: '이 키는 다른 요청에 이미 사용되었습니다.' }],
  });
}

/**
 * Records the applicant's choice, adds the request to the specialist's load and writes
 * `matching.expert.selected`, in one transaction. Only an open request changes (a conditional
 * update), so two concurrent selections cannot both win: the loser answers ALREADY_APPLIED.
 */
export async function selectExpert(
  db: MatchingDb,
  request: MatchingRequest,
  choice: { expertId: string; serviceOption: TServiceOption },
): Promise<MatchingRequest> {
  return db.$transaction(async (tx: MatchingTx) => {
    const selectedAt = new Date();
    const { count } = await tx.matchingRequest.updateMany({
      where: { id: request.id, status: 'open' },
      data: { status: 'expert_selected', selectedExpertId: choice.expertId, serviceOption: choice.serviceOption, selectedAt },
    });
    if (count === 0) throw alreadySelected();
    await incrementActiveRequests(tx, choice.expertId);
    await enqueueEvent(tx as unknown as SqlClient, {
      event: expertSelectedV1,
      key: request.id,
      source: SOURCE,
      data: {
        requestId: request.id,
        userId: request.userId,
        assessmentId: request.assessmentId,
        expertId: choice.expertId,
        serviceOption: choice.serviceOption,
        selectedAt: selectedAt.toISOString(),
      },
    });
    return tx.matchingRequest.findUniqueOrThrow({ where: { id: request.id } });
  });
}

export function alreadySelected(): AppError {
  return new AppError('ALREADY_APPLIED', '이미 전문가를 선택한 매칭 요청입니다.');
}
