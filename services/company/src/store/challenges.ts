import type { CompanyDb, CompanyTx } from './db';

export interface PublishedChallenge {
  challengeId: string;
  companyId: string;
  title: string;
  deadline: Date;
  publishedAt: Date;
}

/** A published challenge of a company (from tovspark's event; a replay writes the same row). */
export async function recordPublishedChallenge(tx: CompanyTx, challenge: PublishedChallenge): Promise<void> {
  const { challengeId, ...rest } = challenge;
  await tx.companyChallenge.upsert({ where: { challengeId }, create: challenge, update: rest });
}

/** The company's published challenges whose deadline has not passed. */
export function countActiveChallenges(db: CompanyDb, companyId: string, now: Date): Promise<number> {
  return db.companyChallenge.count({ where: { companyId, deadline: { gt: now } } });
}
