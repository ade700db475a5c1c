import { ZCandidateFeeSchema } from '@tov/contracts';
import type { RankableSpecialist } from '../domain/rank-specialists';
import type { MatchingDb, MatchingTx } from './db';

export interface SpecialistRegistration {
  userId: string;
  name: string;
  expertise: string;
  certification: string[];
  experienceYears: number;
  languages: string[];
  supportedVisaTypes: string[];
}

/**
 * Creates or refreshes a specialist from a registration. Rating, reviews, load and vacation belong to
 * matching (and later the specialist workspace), so a replayed registration never resets them.
 */
export async function upsertSpecialist(tx: MatchingTx, registration: SpecialistRegistration): Promise<void> {
  const { userId, ...profile } = registration;
  await tx.specialistProjection.upsert({ where: { userId }, create: { userId, ...profile }, update: profile });
}

/** Every specialist who could take a request now (not on vacation). */
export async function listAvailableSpecialists(db: MatchingDb | MatchingTx): Promise<RankableSpecialist[]> {
  const rows = await db.specialistProjection.findMany({ where: { onVacation: false }, orderBy: { userId: 'asc' } });
  return rows.map((row) => ({ ...row, fees: ZCandidateFeeSchema.array().catch([]).parse(row.fees) }));
}

/** The selected specialist has one more request to work on. */
export async function incrementActiveRequests(tx: MatchingTx, userId: string): Promise<void> {
  await tx.specialistProjection.updateMany({ where: { userId }, data: { activeRequests: { increment: 1 } } });
}
