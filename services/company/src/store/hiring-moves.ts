import { canMoveStage, PIPELINE_STAGE_LABELS, type THiringStage, type TStageChangeInput } from '@tov/contracts';
import { AppError, withTransactionRetry } from '@tov/kit';
import { evaluateVisaGate } from '../domain/visa-gate';
import { findOwnCandidate } from './candidates';
import type { CompanyDb } from './db';
import { hireCandidate } from './hires';
import { latestOffer } from './offers';
import { claimStage, moveStage, recordStageChange } from './stage-history';

/**
 * A company moves its candidate (`PUT .../candidates/{id}/stage`): one stage forward or out to
 * `rejected`, anything else 409. `hired` needs an offer; the visa gate is evaluated on it, and the
 * hire makes the employee and, past a `needs_change` or `not_allowed` answer, the compliance item.
 */
export async function moveCandidate(db: CompanyDb, companyId: string, candidateId: string, input: TStageChangeInput, by: string, now: Date): Promise<void> {
  await withTransactionRetry(db, async (tx) => {
    const candidate = await findOwnCandidate(tx, companyId, candidateId);
    if (!canMoveStage(candidate.stage as THiringStage, input.stage)) {
      const [from, to] = [PIPELINE_STAGE_LABELS[candidate.stage as THiringStage], PIPELINE_STAGE_LABELS[input.stage]];
      throw new AppError('STAGE_MOVE_NOT_ALLOWED', `'${from}' 단계에서 '${to}' 단계로는 옮길 수 없습니다.`);
    }
    const notes = input.notes?.trim() || null;
    if (input.stage !== 'hired') {
      await moveStage(tx, candidate, { toStage: input.stage, notes, changedBy: by, changedAt: now });
      return;
    }
    const offer = await latestOffer(tx, candidate.id);
    if (!offer) throw new AppError('OFFER_REQUIRED');
    const gate = evaluateVisaGate(candidate, offer);
    // The stage is claimed first: a concurrent hire of the same candidate fails there, before a second employee is made.
    await claimStage(tx, candidate, 'hired', now);
    const hire = await hireCandidate(tx, candidate, offer, gate, by, now);
    await tx.candidate.update({ where: { id: candidate.id }, data: { employeeId: hire.employeeId } });
    await recordStageChange(tx, candidate, 'offer', {
      toStage: 'hired',
      notes,
      changedBy: by,
      changedAt: now,
      hire: { gateVerdict: gate.verdict, employeeId: hire.employeeId },
    });
  });
}
