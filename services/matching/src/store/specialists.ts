import { ZCandidateFeeSchema, type TCandidateFee, type TVacationDates } from '@tov/contracts';
import { ZSpecialistPriceSchema, type SpecialistPrice } from '../domain/specialist-prices';
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

/** A specialist's own profile (`specialist.profile.updated`), as the projection stores it. */
export interface SpecialistProfile extends SpecialistRegistration {
  bio: string | null;
  fees: TCandidateFee[];
  /** The whole price list (base visa codes). */
  prices: SpecialistPrice[];
  rating: number;
  ratingCount: number;
  /** The expert's open requests, as the specialist service counts them. */
  activeRequests: number;
  vacation: TVacationDates | null;
  /** The profile's `updatedAt`: an older profile arriving late changes nothing. */
  profileUpdatedAt: Date;
}

/** A YYYY-MM-DD date as Prisma writes a `@db.Date` (midnight UTC), and back. */
const toDbDate = (date: string) => new Date(`${date}T00:00:00.000Z`);
const fromDbDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Creates or refreshes a specialist from a registration. Rating, reviews, load and vacation belong to
 * the specialist service's profile, so a replayed registration never resets them; once the expert's own
 * profile has arrived, its declared values win and a registration changes nothing.
 */
export async function upsertSpecialist(tx: MatchingTx, registration: SpecialistRegistration): Promise<void> {
  const { userId, ...profile } = registration;
  await tx.specialistProjection.createMany({ data: [{ userId, ...profile }], skipDuplicates: true });
  await tx.specialistProjection.updateMany({ where: { userId, profileUpdatedAt: null }, data: profile });
}

/**
 * Takes the expert's declared profile (languages, visa types, bio, fees, rating, vacation and load),
 * unless a newer one is already applied. An expert not known yet (the registration still on its way) is created.
 */
export async function applySpecialistProfile(tx: MatchingTx, profile: SpecialistProfile): Promise<void> {
  const { userId, vacation, ...fields } = profile;
  const data = { ...fields, vacationFrom: vacation ? toDbDate(vacation.from) : null, vacationTo: vacation ? toDbDate(vacation.to) : null };
  const { count } = await tx.specialistProjection.updateMany({
    where: { userId, OR: [{ profileUpdatedAt: null }, { profileUpdatedAt: { lte: profile.profileUpdatedAt } }] },
    data,
  });
  // Nothing updated: either unknown (create it) or a newer profile stands (the insert is skipped).
  if (count === 0) await tx.specialistProjection.createMany({ data: [{ userId, ...data }], skipDuplicates: true });
}

/** Every specialist, with their vacation; the ranking leaves out those away today. */
export async function listSpecialists(db: MatchingDb | MatchingTx): Promise<RankableSpecialist[]> {
  const rows = await db.specialistProjection.findMany({ orderBy: { userId: 'asc' } });
  return rows.map((row) => ({
    ...row,
    fees: ZCandidateFeeSchema.array().catch([]).parse(row.fees),
    prices: ZSpecialistPriceSchema.array().catch([]).parse(row.prices),
    vacation: row.vacationFrom && row.vacationTo ? { from: fromDbDate(row.vacationFrom), to: fromDbDate(row.vacationTo) } : null,
  }));
}
