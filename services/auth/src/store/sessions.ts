import { newId } from '@tov/kit';
import type { Redis } from 'ioredis';
import { hashToken, newOpaqueToken } from '../domain/one-time-tokens';
import type { StoredUser } from '../domain/user-view';
import type { AuthDb } from './db';
import { publishSessionCutoff } from './revocations';

/** How long sessions live (auth config). */
export interface SessionPolicy {
  /** "Remember me": the session (and its cookie) lives this long after its last refresh. */
  rememberSeconds: number;
  /** Without it: a browser-session cookie, and the server ends the session this long after its last refresh. */
  sessionSeconds: number;
  /** A rotated refresh token that comes back within this time is a race between tabs, not a theft. */
  reuseGraceSeconds: number;
}

export interface IssuedSession {
  sessionId: string;
  /** The refresh token itself: it goes into the cookie and is never stored (only its hash). */
  refreshToken: string;
  remember: boolean;
  expiresAt: Date;
}

export type RefreshOutcome =
  | { outcome: 'rotated'; user: StoredUser; session: IssuedSession }
  /** Unknown, expired or revoked. */
  | { outcome: 'invalid' }
  /** Rotated a moment ago by another request (another tab): the browser already holds the new cookie. */
  | { outcome: 'conflict' }
  /** A rotated token came back after the grace time: the session (its whole family) is now revoked. */
  | { outcome: 'reused'; userId: string };

const lifetimeMs = (policy: SessionPolicy, remember: boolean) => (remember ? policy.rememberSeconds : policy.sessionSeconds) * 1000;

/** A new session for a sign-in, with its first refresh token; the user's ended sessions are deleted on the way. */
export async function createSession(db: AuthDb, userId: string, remember: boolean, policy: SessionPolicy, now = new Date()): Promise<IssuedSession> {
  const refreshToken = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + lifetimeMs(policy, remember));
  const sessionId = newId();
  await db.$transaction(async (tx) => {
    await tx.session.deleteMany({ where: { userId, expiresAt: { lt: now } } });
    await tx.session.create({
      data: {
        id: sessionId,
        userId,
        remember,
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
        refreshTokens: { create: { tokenHash: hashToken(refreshToken), createdAt: now } },
      },
    });
  });
  return { sessionId, refreshToken, remember, expiresAt };
}

/**
 * Exchanges a refresh token for a new one (rotation). The presented token is marked rotated only if it
 * still is the current one (a conditional update, so two requests cannot both rotate it), and the
 * session only if it is not revoked (a logout that commits first wins).
 */
export async function rotateRefreshToken(db: AuthDb, presented: string, policy: SessionPolicy, now = new Date()): Promise<RefreshOutcome> {
  const tokenHash = hashToken(presented);
  return db.$transaction(async (tx) => {
    const row = await tx.refreshToken.findUnique({ where: { tokenHash }, include: { session: true } });
    if (!row || row.session.revokedAt || row.session.expiresAt <= now) return { outcome: 'invalid' as const };
    const session = row.session;
    if (row.rotatedAt) {
      if (now.getTime() - row.rotatedAt.getTime() < policy.reuseGraceSeconds * 1000) return { outcome: 'conflict' as const };
      await tx.session.updateMany({ where: { id: session.id, revokedAt: null }, data: { revokedAt: now, revokedReason: 'reuse' } });
      return { outcome: 'reused' as const, userId: session.userId };
    }
    const rotated = await tx.refreshToken.updateMany({ where: { tokenHash, rotatedAt: null }, data: { rotatedAt: now } });
    if (rotated.count === 0) return { outcome: 'conflict' as const };
    const expiresAt = new Date(now.getTime() + lifetimeMs(policy, session.remember));
    const renewed = await tx.session.updateMany({ where: { id: session.id, revokedAt: null }, data: { lastUsedAt: now, expiresAt } });
    if (renewed.count === 0) return { outcome: 'invalid' as const };
    const refreshToken = newOpaqueToken();
    await tx.refreshToken.create({ data: { tokenHash: hashToken(refreshToken), sessionId: session.id, createdAt: now } });
    const user = await tx.user.findUnique({ where: { id: session.userId } });
    if (!user) return { outcome: 'invalid' as const };
    return { outcome: 'rotated' as const, user, session: { sessionId: session.id, refreshToken, remember: session.remember, expiresAt } };
  });
}

/** The account a refresh token belongs to, even when its session has ended (logout with the cookie). */
export async function userIdOfRefreshToken(db: AuthDb, presented: string): Promise<string | null> {
  const row = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(presented) }, select: { session: { select: { userId: true } } } });
  return row?.session.userId ?? null;
}

export type RevocationReason = 'logout' | 'password-reset' | 'suspension';

/**
 * Revokes every session of a user: logout, a password reset and (later) an admin's suspension call
 * this one function. In one transaction every refresh session is revoked and the user's cut-off set;
 * the cut-off is read after the sessions are locked, so an access token from a refresh that committed
 * before is older than it. The cut-off goes to the gateway (every access token issued up to it is
 * refused there; auth compares it itself on `/me`) before the transaction commits: with Redis
 * unreachable nothing is revoked and the call fails, so the gateway never misses a revocation.
 * Returns the cut-off.
 */
export async function revokeAllSessions(db: AuthDb, redis: Redis, userId: string, reason: RevocationReason, accessTtlSeconds: number): Promise<Date> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM sessions WHERE user_id = ${userId}::uuid FOR UPDATE`;
    const at = new Date();
    await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: at, revokedReason: reason } });
    await tx.user.update({ where: { id: userId }, data: { sessionsRevokedAt: at } });
    await publishSessionCutoff(redis, userId, at.getTime(), accessTtlSeconds);
    return at;
  });
}
