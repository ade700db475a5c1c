import { DEFAULT_USER_SETTINGS, type TRegisterRequest, type TUserSettings, type TGrant } from '@tov/contracts';
import { AppError, enqueueEvent, isUuid, type SqlClient } from '@tov/kit';
import { userLoggedInV1, userRegisteredV1 } from '@tov/contracts';
import type { AuthDb } from './db';
import type { StoredUser } from '../domain/user-view';
import { Prisma } from '../generated/prisma/client';

const SOURCE = 'auth';

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

/**
 * Creates the account, its default settings and the `auth.user.registered` outbox row in one
 * transaction. A duplicate e-mail (unique index) answers EMAIL_ALREADY_EXISTS and stores nothing.
 */
export async function createUser(db: AuthDb, request: TRegisterRequest, passwordHash: string, extraGrants: TGrant[]): Promise<StoredUser> {
  const profile = profileOf(request);
  const roles = [request.role, ...extraGrants];
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: request.email,
          passwordHash,
          name: request.name,
          role: request.role,
          roles,
          phoneNumber: request.phoneNumber,
          profile: profile as Prisma.InputJsonValue,
          settings: { create: { language: DEFAULT_USER_SETTINGS.language, notifications: DEFAULT_USER_SETTINGS.notifications } },
        },
      });
      await enqueueEvent(tx as unknown as SqlClient, {
        event: userRegisteredV1,
        key: user.id,
        source: SOURCE,
        data: {
          userId: user.id,
          email: user.email,
          name: user.name,
          role: request.role,
          roles,
          registeredAt: user.createdAt.toISOString(),
          ...profile,
        } as never,
      });
      return user;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new AppError('EMAIL_ALREADY_EXISTS', undefined, { details: [{ field: 'email', message: '이미 가입된 이메일입니다.' }] });
    }
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

/** Records the login and its `auth.user.logged-in` event together. */
export async function recordLogin(db: AuthDb, userId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const now = new Date();
    await tx.user.update({ where: { id: userId }, data: { lastLoginAt: now } });
    await enqueueEvent(tx as unknown as SqlClient, {
      event: userLoggedInV1,
      key: userId,
      source: SOURCE,
      data: { userId, loggedInAt: now.toISOString() },
    });
  });
}

export async function getSettings(db: AuthDb, userId: string): Promise<TUserSettings> {
  const settings = await db.userSettings.findUnique({ where: { userId } });
  if (!settings) return DEFAULT_USER_SETTINGS;
  return {
    language: settings.language as TUserSettings['language'],
    notifications: { ...DEFAULT_USER_SETTINGS.notifications, ...(settings.notifications as object) },
  };
}

export async function saveSettings(db: AuthDb, userId: string, settings: TUserSettings): Promise<TUserSettings> {
  await db.userSettings.upsert({
    where: { userId },
    create: { userId, language: settings.language, notifications: settings.notifications },
    update: { language: settings.language, notifications: settings.notifications },
  });
  return settings;
}
