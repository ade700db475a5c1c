import type { TVisaGate } from '@tov/contracts';
import { enqueueEvent, newId } from '@tov/kit';
import { complianceStatusChangedEvent } from '../events/compliance-status-changed';
import { splitVisaCode } from '../domain/visa-gate';
import type { Candidate, Offer } from '../generated/prisma/client';
import type { CompanyTx } from './db';

export interface Hire {
  employeeId: string;
  complianceItemId: string | null;
}

/** One compliance item per hire, however often a hire is retried. */
export const hireComplianceKey = (candidateId: string) => `hire:${candidateId}`;

/** What the compliance item asks, in the company's words: the change (or the new visa) and each thing missing. */
function complianceText(candidate: Candidate, gate: TVisaGate): { title: string; notes: string } {
  const who = candidate.name || '후보자';
  const held = gate.currentVisa ?? '체류자격 미확인';
  const title =
    gate.verdict === 'needs_change'
      ? `${who}: ${held} → ${gate.changeTo} 체류자격 변경 필요`
      : `${who}: ${held} 자격으로는 ${gate.offeredSubType} 채용 불가, 조치 필요`;
  const notes = [...gate.missing, ...gate.warnings].map((r) => `- ${r.ko}`).join('\n');
  return { title, notes };
}

/**
 * A hire: the employee record made from the candidate and the offer, and, when the gate did not answer
 * `allowed`, an open compliance item saying what must be done before the start date (decision 144).
 * The employee's visa expiry is the one the offer gave; without it the start date stands in, so the
 * expiry scan asks the company for the real one at once rather than never.
 */
export async function hireCandidate(tx: CompanyTx, candidate: Candidate, offer: Offer, gate: TVisaGate, by: string, at: Date): Promise<Hire> {
  const employeeId = newId();
  const visaType = splitVisaCode(candidate.visaType)?.base ?? 'unknown';
  await tx.employee.create({
    data: {
      id: employeeId,
      companyId: candidate.companyId,
      name: candidate.name,
      nationality: candidate.nationality ?? '',
      position: offer.position,
      startDate: offer.startDate,
      occupationCode: offer.occupationCode,
      visaType,
      visaExpiryDate: offer.visaExpiryDate ?? offer.startDate,
      employmentStatus: 'active',
      createdAt: at,
    },
  });
  if (gate.verdict === 'allowed') return { employeeId, complianceItemId: null };
  const itemId = newId();
  const { title, notes } = complianceText(candidate, gate);
  await tx.complianceItem.create({
    data: {
      id: itemId,
      companyId: candidate.companyId,
      employeeId,
      kind: 'hire_visa_change',
      status: 'open',
      title,
      dueDate: offer.startDate,
      visaType,
      notes,
      dedupeKey: hireComplianceKey(candidate.id),
      // No e-mail: the company made the hire itself, past the gate it was shown (the opened-item e-mail speaks of an expiry).
      notifiedAt: at,
      createdAt: at,
    },
  });
  await tx.complianceStatusChange.create({ data: { id: newId(), itemId, fromStatus: null, toStatus: 'open', notes: null, changedBy: by, changedAt: at } });
  await enqueueEvent(
    tx,
    complianceStatusChangedEvent({
      itemId,
      companyId: candidate.companyId,
      employeeId,
      kind: 'hire_visa_change',
      dueDate: offer.startDate,
      fromStatus: null,
      toStatus: 'open',
      changedBy: by,
      changedAt: at,
    }),
  );
  await tx.candidate.update({ where: { id: candidate.id }, data: { complianceItemId: itemId } });
  return { employeeId, complianceItemId: itemId };
}
