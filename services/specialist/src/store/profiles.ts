import { claimIdempotencyKey, enqueueEvent, withTransactionRetry, type IdempotentRequest } from '@tov/kit';
import type { TPrice, TSpecialistProfile, TSpecialistProfileInput, TVacationInput, TExpertise } from '@tov/contracts';
import type { SpecialistProfile } from '../generated/prisma/client';
import type { InitialProfile } from '../domain/profile-defaults';
import { asDateColumn } from '../domain/seoul-time';
import { vacationView } from '../domain/vacation';
import { profileUpdatedEvent } from '../events/profile-updated';
import type { SpecialistDb, SpecialistTx } from './db';
import { expertLoad } from './expert-load';
import { findUser } from './users';

type Client = SpecialistDb | SpecialistTx;

export interface Rating {
  rating: number | null;
  reviewCount: number;
}

/** The mean of the expert's reviews (one decimal) and their number. */
export async function ratingOf(db: Client, expertId: string): Promise<Rating> {
  const aggregate = await db.specialistReview.aggregate({ where: { expertId }, _avg: { stars: true }, _count: { _all: true } });
  const mean = aggregate._avg.stars;
  return { rating: mean === null ? null : Math.round(mean * 10) / 10, reviewCount: aggregate._count._all };
}

export function findProfile(db: Client, userId: string): Promise<SpecialistProfile | null> {
  return db.specialistProfile.findUnique({ where: { userId } });
}

export function profileView(profile: SpecialistProfile, rating: Rating, now: Date): TSpecialistProfile {
  return {
    userId: profile.userId,
    name: profile.name,
    email: profile.email,
    expertise: profile.expertise as TExpertise,
    certifications: profile.certifications,
    experienceYears: profile.experienceYears,
    languages: profile.languages,
    supportedVisaTypes: profile.supportedVisaTypes,
    bio: profile.bio,
    rating: rating.rating,
    reviewCount: rating.reviewCount,
    vacation: vacationView(profile, now),
    updatedAt: profile.updatedAt.toISOString(),
  };
}

/**
 * A `pro` registration: the first profile from the sign-up. A profile the expert already saved (the
 * registration event arriving late) keeps what they wrote; only the address follows the account.
 */
export async function createProfileFromRegistration(tx: SpecialistTx, initial: InitialProfile): Promise<void> {
  await tx.specialistProfile.upsert({ where: { userId: initial.userId }, create: initial, update: { email: initial.email } });
}

export function pricesOf(db: Client, expertId: string): Promise<TPrice[]> {
  return db.specialistPrice
    .findMany({ where: { expertId }, orderBy: [{ serviceOption: 'asc' }, { visaType: 'asc' }], select: { serviceOption: true, visaType: true, amount: true } })
    .then((rows) => rows as TPrice[]);
}

/**
 * Writes `specialist.profile.updated` with the profile as it now stands, its load included, in the
 * caller's transaction; nothing for an expert without a profile. The profile row is locked first, so
 * the publications of one expert take turns: each counts the load with the changes committed before
 * it (and its own), and each is stamped later than the one before (`published_at`, at least a
 * millisecond after the last whatever the replicas' clocks say), which is the order matching keeps
 * the newest by. The profile's own `updatedAt` (its last edit) is left as it is.
 */
async function publishProfile(tx: SpecialistTx, userId: string, now: Date): Promise<SpecialistProfile | null> {
  const locked = await tx.$queryRaw<Array<{ user_id: string }>>`SELECT user_id FROM specialist_profiles WHERE user_id = ${userId} FOR UPDATE`;
  if (locked.length === 0) return null;
  const current = await tx.specialistProfile.findUniqueOrThrow({ where: { userId } });
  const publishedAt = new Date(Math.max(now.getTime(), (current.publishedAt?.getTime() ?? 0) + 1));
  const profile = await tx.specialistProfile.update({ where: { userId }, data: { publishedAt, updatedAt: current.updatedAt } });
  const [prices, rating, activeRequests] = await Promise.all([pricesOf(tx, userId), ratingOf(tx, userId), expertLoad(tx, userId)]);
  await enqueueEvent(tx, profileUpdatedEvent(profile, prices, rating, activeRequests, now));
  return profile;
}

/**
 * A change of the experts' load (a request received, a quote declined or expired, a service paid,
 * completed or cancelled): `specialist.profile.updated` with each one's new count, in the change's
 * transaction. Several experts (the expiry sweep's batch) are locked in one order, so two
 * transactions never wait on each other crosswise.
 */
export async function publishLoadChange(tx: SpecialistTx, expertIds: readonly string[], now: Date): Promise<void> {
  for (const expertId of [...new Set(expertIds)].sort()) await publishProfile(tx, expertId, now);
}

const profileFields = (input: TSpecialistProfileInput) => ({
  name: input.name,
  expertise: input.expertise,
  certifications: input.certifications,
  experienceYears: input.experienceYears,
  languages: [...new Set(input.languages)],
  supportedVisaTypes: [...new Set(input.supportedVisaTypes)],
  bio: input.bio ?? null,
});

/** `POST /profile`: creates the profile, or replaces the fields of the one the registration made. */
export async function saveProfile(
  db: SpecialistDb,
  userId: string,
  input: TSpecialistProfileInput,
  now: Date,
): Promise<{ profile: SpecialistProfile; created: boolean }> {
  return withTransactionRetry(db, async (tx) => {
    const existing = await tx.specialistProfile.findUnique({ where: { userId }, select: { userId: true } });
    const fields = profileFields(input);
    const email = (await findUser(tx, userId))?.email ?? '';
    const profile = await tx.specialistProfile.upsert({ where: { userId }, create: { userId, email, ...fields }, update: fields });
    return { profile: (await publishProfile(tx, userId, now)) ?? profile, created: existing === null };
  });
}

/** `PUT /profile`: the existing profile's fields; null without one. */
export async function updateProfile(db: SpecialistDb, userId: string, input: TSpecialistProfileInput, now: Date): Promise<SpecialistProfile | null> {
  return withTransactionRetry(db, async (tx) => {
    const updated = await tx.specialistProfile.updateManyAndReturn({ where: { userId }, data: profileFields(input) });
    const profile = updated[0];
    if (!profile) return null;
    return (await publishProfile(tx, userId, now)) ?? profile;
  });
}

/**
 * `PUT /vacation`: one vacation at a time (a new one replaces it; nulls end it). The profile row is
 * locked, so a schedule written at the same moment (which reads the vacation under a share lock) sees
 * either the old or the new period, never half of it.
 */
export async function setVacation(db: SpecialistDb, userId: string, input: TVacationInput, now: Date): Promise<SpecialistProfile | null> {
  return withTransactionRetry(db, async (tx) => {
    const locked = await tx.$queryRaw<Array<{ user_id: string }>>`SELECT user_id FROM specialist_profiles WHERE user_id = ${userId} FOR UPDATE`;
    if (locked.length === 0) return null;
    const data =
      input.from === null
        ? { vacationFrom: null, vacationTo: null, vacationReason: null }
        : { vacationFrom: asDateColumn(input.from), vacationTo: asDateColumn(input.to), vacationReason: input.reason ?? null };
    const profile = await tx.specialistProfile.update({ where: { userId }, data });
    return (await publishProfile(tx, userId, now)) ?? profile;
  });
}

/** `PUT /pricing`: the whole price list is replaced by the one sent. Null without a profile. */
export async function replacePrices(db: SpecialistDb, expertId: string, prices: readonly TPrice[], now: Date): Promise<SpecialistProfile | null> {
  return withTransactionRetry(db, async (tx) => {
    const locked = await tx.$queryRaw<Array<{ user_id: string }>>`SELECT user_id FROM specialist_profiles WHERE user_id = ${expertId} FOR UPDATE`;
    if (locked.length === 0) return null;
    await tx.specialistPrice.deleteMany({ where: { expertId } });
    if (prices.length > 0) await tx.specialistPrice.createMany({ data: prices.map((p) => ({ expertId, ...p })) });
    const profile = await tx.specialistProfile.update({ where: { userId: expertId }, data: { pricingUpdatedAt: now } });
    return (await publishProfile(tx, expertId, now)) ?? profile;
  });
}

/**
 * A profile and price list written once, under an idempotency key claimed in the same transaction (the
 * demo seed's experts: docs/decisions/130-demo-data.md): the registration's profile gets the fields,
 * the prices replace the list, and `specialist.profile.updated` goes out, as `POST /profile` and
 * `PUT /pricing` would. When the key was claimed before, nothing is written and false comes back, so
 * what the expert edited since stays. False too without a profile (the registration not projected yet).
 */
export async function saveProfileOnce(
  db: SpecialistDb,
  userId: string,
  input: TSpecialistProfileInput,
  prices: readonly TPrice[],
  claim: IdempotentRequest,
  now: Date,
): Promise<boolean> {
  return withTransactionRetry(db, async (tx) => {
    const locked = await tx.$queryRaw<Array<{ user_id: string }>>`SELECT user_id FROM specialist_profiles WHERE user_id = ${userId} FOR UPDATE`;
    if (locked.length === 0) return false;
    if (!(await claimIdempotencyKey(tx, claim, userId))) return false;
    await tx.specialistProfile.update({ where: { userId }, data: { ...profileFields(input), pricingUpdatedAt: now } });
    await tx.specialistPrice.deleteMany({ where: { expertId: userId } });
    if (prices.length > 0) await tx.specialistPrice.createMany({ data: prices.map((p) => ({ expertId: userId, ...p })) });
    await publishProfile(tx, userId, now);
    return true;
  });
}

/** The `pro` profiles with these addresses, by address (the latest registration wins should one have two). */
export async function profileIdsByEmail(db: Client, emails: readonly string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db.specialistProfile.findMany({
    where: { email: { in: [...emails] } },
    orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }],
    select: { userId: true, email: true },
  });
  return new Map(rows.map((row) => [row.email, row.userId]));
}

/** `specialist.profile.updated` again for these experts as they stand (the demo seed's `--announce`); answers how many. */
export async function announceProfiles(db: SpecialistDb, expertIds: readonly string[], now: Date): Promise<number> {
  if (expertIds.length === 0) return 0;
  return withTransactionRetry(db, async (tx) => {
    let announced = 0;
    for (const expertId of [...new Set(expertIds)].sort()) if (await publishProfile(tx, expertId, now)) announced += 1;
    return announced;
  });
}
