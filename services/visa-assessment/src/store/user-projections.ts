import type { TUserEmailVerifiedV1, TUserRegisteredV1 } from '@tov/contracts';
import type { VisaDb, VisaTx } from './db';

/**
 * Creates or refreshes an account's projection from its registration. An event without
 * `emailVerified` (from before verification existed) counts as not verified; a verification already
 * projected is kept.
 */
export async function upsertUserProjection(tx: VisaTx, user: TUserRegisteredV1): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO user_projections (user_id, email, name, role, nationality, email_verified, updated_at) VALUES ($1::uuid, $2, $3, $4, $5, $6, now())
     ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, role = EXCLUDED.role, nationality = EXCLUDED.nationality,
       email_verified = user_projections.email_verified OR EXCLUDED.email_verified, updated_at = now()`,
    user.userId,
    user.email,
    user.name,
    user.role,
    user.nationality ?? null,
    user.emailVerified ?? false,
  );
}

/** The account proved it owns its address (its registration, earlier on the same key, made the row). */
export async function markEmailVerified(tx: VisaTx, event: TUserEmailVerifiedV1): Promise<void> {
  await tx.$executeRawUnsafe(
    `UPDATE user_projections SET email = $2, email_verified = true, updated_at = now() WHERE user_id = $1::uuid`,
    event.userId,
    event.email,
  );
}

/** The account's e-mail address, name and whether the address is verified, once its registration has been projected. */
export async function findAccount(db: VisaDb, userId: string): Promise<{ email: string; name: string; emailVerified: boolean } | null> {
  return db.userProjection.findUnique({ where: { userId }, select: { email: true, name: true, emailVerified: true } });
}

/**
 * The account with this address once its registration has been projected (the demo seed finds the
 * demo challenger so); the latest registration wins should an address have two.
 */
export async function accountIdByEmail(db: VisaDb, email: string): Promise<string | undefined> {
  const row = await db.userProjection.findFirst({ where: { email }, orderBy: [{ updatedAt: 'desc' }, { userId: 'desc' }], select: { userId: true } });
  return row?.userId;
}
