import { AppError } from '@tov/kit';
import type { Candidate } from '../generated/prisma/client';
import type { CompanyDb, CompanyTx } from './db';

/** A candidate of the company; another company's (or none) is 404, never a hint that it exists. */
export async function findOwnCandidate(tx: CompanyDb | CompanyTx, companyId: string, candidateId: string): Promise<Candidate> {
  const candidate = await tx.candidate.findFirst({ where: { id: candidateId, companyId } });
  if (!candidate) throw new AppError('CANDIDATE_NOT_FOUND');
  return candidate;
}

/** The candidate with its stage history (oldest first) and its offers (latest first). */
export async function findCandidateDetail(db: CompanyDb, companyId: string, candidateId: string) {
  const candidate = await db.candidate.findFirst({
    where: { id: candidateId, companyId },
    include: { history: { orderBy: [{ changedAt: 'asc' }, { id: 'asc' }] }, offers: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 1 } },
  });
  if (!candidate) throw new AppError('CANDIDATE_NOT_FOUND');
  return candidate;
}
