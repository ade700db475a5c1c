import type { THiringStage } from '@tov/contracts';
import { AppError, enqueueEvent, newId } from '@tov/kit';
import { hiringStageChangedEvent, type StageMove } from '../events/hiring-stage-changed';
import type { Candidate } from '../generated/prisma/client';
import type { CompanyTx } from './db';

/** Who moved a candidate when no person did: tovspark's events (a contact, a scored submission). */
export const SYSTEM_ACTOR = 'system';

export interface MoveFields {
  toStage: THiringStage;
  notes: string | null;
  changedBy: string;
  changedAt: Date;
  /** On a hire: what the event carries besides the stages. */
  hire?: Pick<StageMove, 'gateVerdict' | 'employeeId'>;
}

/** Every entry into the pipeline and every move: one history row and one `company.hiring.stage-changed`, in the caller's transaction. */
export async function recordStageChange(tx: CompanyTx, candidate: Candidate, fromStage: THiringStage | null, move: MoveFields): Promise<void> {
  await tx.candidateStageChange.create({
    data: { id: newId(), candidateId: candidate.id, fromStage, toStage: move.toStage, notes: move.notes, changedBy: move.changedBy, changedAt: move.changedAt },
  });
  await enqueueEvent(
    tx,
    hiringStageChangedEvent({
      candidateId: candidate.id,
      companyId: candidate.companyId,
      userId: candidate.userId,
      source: candidate.source as StageMove['source'],
      fromStage,
      toStage: move.toStage,
      changedBy: move.changedBy,
      changedAt: move.changedAt,
      ...move.hire,
    }),
  );
}

/**
 * Sets the stage from the one the candidate was read at: the update names that stage, so of two
 * moves at once only the first applies and the second is refused as illegal (409), never applied twice.
 */
export async function claimStage(tx: CompanyTx, candidate: Candidate, toStage: THiringStage, at: Date): Promise<void> {
  const { count } = await tx.candidate.updateMany({ where: { id: candidate.id, stage: candidate.stage }, data: { stage: toStage, stageChangedAt: at } });
  if (count === 0) throw new AppError('STAGE_MOVE_NOT_ALLOWED');
}

/** A move: the stage claimed, its history row and its event. */
export async function moveStage(tx: CompanyTx, candidate: Candidate, move: MoveFields): Promise<void> {
  await claimStage(tx, candidate, move.toStage, move.changedAt);
  await recordStageChange(tx, candidate, candidate.stage as THiringStage, move);
}
