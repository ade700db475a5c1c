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

/** A challenge an admin closed (a replayed publication later leaves it closed: the upsert above never touches `closedAt`). */
export async function recordClosedChallenge(tx: CompanyTx, challengeId: string, closedAt: Date): Promise<void> {
  await tx.companyChallenge.updateMany({ where: { challengeId }, data: { closedAt } });
}

/** The company's published challenges that are not closed and whose deadline has not passed. */
export function countActiveChallenges(db: CompanyDb, companyId: string, now: Date): Promise<number> {
  return db.companyChallenge.count({ where: { companyId, closedAt: null, deadline: { gt: now } } });
}
