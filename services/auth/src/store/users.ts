import { ADMIN_ROLES, DEFAULT_USER_SETTINGS, hasAnyRole, type TGrant, type TLanguage, type TRegisterRequest, type TUserSettings } from '@tov/contracts';
import { enqueueEvent, isUniqueViolation, isUuid } from '@tov/kit';
import type { AuthDb, AuthTx } from './db';
import type { StoredUser } from '../domain/user-view';
import { userEmailVerifiedEvent } from '../events/user-email-verified';
import { userLoggedInEvent } from '../events/user-logged-in';
import { userRegisteredEvent } from '../events/user-registered';
import { userTalentVisibilityChangedEvent } from '../events/user-talent-visibility-changed';
import type { Prisma } from '../generated/prisma/client';
import { consumeLinkToken, issueLinkToken, type IssuedLink } from './link-tokens';

/** Kind-specific sign-up fields kept in `profile`. */
function profileOf(request: TRegisterRequest): Record<string, unknown> {
  switch (request.role) {
    case 'challenger': {
      const { nationality, gender, dateOfBirth, availableLanguages, visaType, inquiryType, purpose } = request;
      return { nationality, gender, dateOfBirth, availableLanguages, visaType, inquiryType, purpose };
    }
    case 'company': {
      const { companyName, businessNumber, companyAddress } = request;
      return { companyName, businessNumber, companyAddress };
    }
    case 'pro': {
      const { expertise, certification, experience } = request;
      return { expertise, certification, experience };
    }
  }
}

export interface NewAccountOptions {
  /** The seeded demo accounts are verified; a sign-up is not until its link is used. */
  verified: boolean;
  /** The seed's admin accounts: made from an applicant's form, but an admin from the start (and so in the event). */
  role?: 'admin' | 'super_admin';
  /** The language of the interface it signed up in: the account's language setting and its e-mails'. */
  language?: TLanguage;
  /** Issue the verification link in the same transaction, valid this long. */
  verificationTtlSeconds?: number;
  /**
   * Runs inside the transaction, last: when it throws (the verification e-mail could not be queued)
   * nothing of the account is kept.
   */
  beforeCommit?: (created: { user: StoredUser; link: IssuedLink | null }) => Promise<void>;
}

/**
 * Creates the account, its settings, the `auth.user.registered` outbox row and (for a sign-up) its
 * verification link in one transaction. Null when the e-mail already has an account (the unique
 * index decides, so two sign-ups at once cannot both create one); nothing is stored then.
 */
export async function createAccount(
  db: AuthDb,
  request: TRegisterRequest,
  passwordHash: string,
  extraGrants: TGrant[],
  options: NewAccountOptions,
): Promise<{ user: StoredUser; link: IssuedLink | null } | null> {
  const profile = profileOf(request);
  const role = options.role ?? request.role;
  const roles: TGrant[] = [role, ...extraGrants];
  const now = new Date();
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: request.email,
          passwordHash,
          name: request.name,
          role,
          roles,
          phoneNumber: request.phoneNumber,
          profile: profile as Prisma.InputJsonValue,
          emailVerifiedAt: options.verified ? now : null,
          createdAt: now,
          settings: { create: { language: options.language ?? DEFAULT_USER_SETTINGS.language, notifications: DEFAULT_USER_SETTINGS.notifications } },
        },
      });
      await enqueueEvent(tx, userRegisteredEvent(user, request, roles));
      const link = options.verificationTtlSeconds ? await issueLinkToken(tx, user.id, 'verify-email', options.verificationTtlSeconds, now) : null;
      await options.beforeCommit?.({ user, link });
      return { user, link };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function findUserByEmail(db: AuthDb, email: string): Promise<(StoredUser & { passwordHash: string }) | null> {
  return db.user.findUnique({ where: { email } });
}

export async function findUserById(db: AuthDb, id: string): Promise<StoredUser | null> {
  if (!isUuid(id)) return null;
  return db.user.findUnique({ where: { id } });
}

/** The language of an account's e-mails: its language setting. */
export async function languageOf(db: AuthDb, userId: string): Promise<TLanguage> {
  const settings = await db.userSettings.findUnique({ where: { userId }, select: { language: true } });
  return (settings?.language as TLanguage | undefined) ?? DEFAULT_USER_SETTINGS.language;
}

/** Records the login and its `auth.user.logged-in` event together. */
export async function recordLogin(db: AuthDb, userId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const now = new Date();
    await tx.user.update({ where: { id: userId }, data: { lastLoginAt: now } });
    await enqueueEvent(tx, userLoggedInEvent(userId, now));
  });
}

/** Marks the address verified (once: the event goes out only the first time). */
async function markEmailVerified(tx: AuthTx, user: StoredUser, at: Date): Promise<StoredUser> {
  if (user.emailVerifiedAt) return user;
  const updated = await tx.user.updateMany({ where: { id: user.id, emailVerifiedAt: null }, data: { emailVerifiedAt: at } });
  if (updated.count === 1) await enqueueEvent(tx, userEmailVerifiedEvent(user, at));
  return { ...user, emailVerifiedAt: at };
}

/** A new link of `kind` for an existing account (resend verification, forgot password). */
export async function issueLink(db: AuthDb, userId: string, kind: 'verify-email' | 'reset-password', ttlSeconds: number): Promise<IssuedLink> {
  return db.$transaction((tx) => issueLinkToken(tx, userId, kind, ttlSeconds));
}

/** Uses a verification link: the account, now verified, or null for a link that does not work. */
export async function verifyEmailWithToken(db: AuthDb, token: string): Promise<StoredUser | null> {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const userId = await consumeLinkToken(tx, token, 'verify-email', now);
    if (!userId) return null;
    const user = await tx.user.findUnique({ where: { id: userId } });
    return user ? markEmailVerified(tx, user, now) : null;
  });
}

/**
 * Uses a reset link: sets the new password and, since the link reached the address, marks it verified.
 * The caller then revokes every session and clears the login locks. Null for a link that does not work.
 */
export async function resetPasswordWithToken(db: AuthDb, token: string, passwordHash: string): Promise<StoredUser | null> {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const userId = await consumeLinkToken(tx, token, 'reset-password', now);
    if (!userId) return null;
    const user = await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    return markEmailVerified(tx, user, now);
  });
}

/** The seed: a demo account that exists already is made verified (it may predate verification). */
export async function ensureVerified(db: AuthDb, userId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId } });
    if (user) await markEmailVerified(tx, user, new Date());
  });
}

/**
 * Publishes an existing account's registration again (the demo seed's `--announce`), in its own
 * transaction: its role and grants as stored, and an applicant's current talent-search choice.
 */
export async function announceAccount(db: AuthDb, userId: string, request: TRegisterRequest): Promise<void> {
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, include: { settings: { select: { visibleToCompanies: true } } } });
    if (user) await enqueueEvent(tx, userRegisteredEvent(user, request, user.roles as TGrant[], user.settings?.visibleToCompanies ?? false));
  });
}

export async function getSettings(db: AuthDb, userId: string): Promise<TUserSettings> {
  const settings = await db.userSettings.findUnique({ where: { userId } });
  if (!settings) return DEFAULT_USER_SETTINGS;
  return {
    language: settings.language as TUserSettings['language'],
    notifications: { ...DEFAULT_USER_SETTINGS.notifications, ...(settings.notifications as object) },
    privacy: { visibleToCompanies: settings.visibleToCompanies },
  };
}

/** Who may be in the companies' talent search: an applicant account, never one with an admin grant. */
export function mayBeTalent(user: Pick<StoredUser, 'role' | 'roles'>): boolean {
  return user.role === 'challenger' && !hasAnyRole(user.roles, ADMIN_ROLES);
}

/**
 * Saves the settings. A change of the talent-search choice is published with it, in the same
 * transaction (`auth.user.talent-visibility-changed`); the row is locked first, so two changes at once
 * publish in the order they are stored.
 */
export async function saveSettings(db: AuthDb, userId: string, settings: TUserSettings): Promise<TUserSettings> {
  return db.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<Array<{ visible_to_companies: boolean }>>`
      SELECT visible_to_companies FROM user_settings WHERE user_id = ${userId}::uuid FOR UPDATE`;
    const visibleToCompanies = settings.privacy.visibleToCompanies;
    const changed = (before?.visible_to_companies ?? false) !== visibleToCompanies;
    const at = new Date();
    const fields = {
      language: settings.language,
      notifications: settings.notifications,
      visibleToCompanies,
      ...(changed ? { visibleToCompaniesChangedAt: at } : {}),
    };
    await tx.userSettings.upsert({ where: { userId }, create: { userId, ...fields }, update: fields });
    if (changed) await enqueueEvent(tx, userTalentVisibilityChangedEvent(userId, visibleToCompanies, at));
    return settings;
  });
}

/**
 * The demo seed's challenger is in the talent search, unless the account has made a choice of its
 * own since (an opt-out in the demo stays an opt-out).
 */
export async function optInUnlessChosen(db: AuthDb, userId: string): Promise<void> {
  const row = await db.userSettings.findUnique({ where: { userId }, select: { visibleToCompaniesChangedAt: true } });
  if (row?.visibleToCompaniesChangedAt) return;
  const current = await getSettings(db, userId);
  await saveSettings(db, userId, { ...current, privacy: { visibleToCompanies: true } });
}
