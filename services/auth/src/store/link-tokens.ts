import { hashToken, newOpaqueToken } from '../domain/one-time-tokens';
import type { AuthTx } from './db';

/** The one-time links auth e-mails (the sign-up-attempt note has none). */
export type LinkKind = 'verify-email' | 'reset-password';

export interface IssuedLink {
  /** The token for the link itself; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/**
 * A new one-time token of `kind` for the user, valid `ttlSeconds`. A new reset link voids the earlier
 * unused ones (only the latest reset e-mail works); earlier verification links stay valid, since any
 * of them proves the same thing.
 */
export async function issueLinkToken(tx: AuthTx, userId: string, kind: LinkKind, ttlSeconds: number, now = new Date()): Promise<IssuedLink> {
  if (kind === 'reset-password') await tx.linkToken.updateMany({ where: { userId, kind, usedAt: null }, data: { usedAt: now } });
  await tx.linkToken.deleteMany({ where: { userId, expiresAt: { lt: now } } });
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await tx.linkToken.create({ data: { tokenHash: hashToken(token), userId, kind, createdAt: now, expiresAt } });
  return { token, expiresAt };
}

/**
 * Uses a token once: the user it was issued to, or null when it is unknown, of another kind, expired
 * or already used. The conditional update makes two concurrent uses of one link succeed once.
 */
export async function consumeLinkToken(tx: AuthTx, token: string, kind: LinkKind, now = new Date()): Promise<string | null> {
  const tokenHash = hashToken(token);
  const row = await tx.linkToken.findUnique({ where: { tokenHash }, select: { userId: true } });
  if (!row) return null;
  const used = await tx.linkToken.updateMany({ where: { tokenHash, kind, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  return used.count === 1 ? row.userId : null;
}
