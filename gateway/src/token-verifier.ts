import { createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '@tov/kit';
import type { RevocationList } from './revocation-list';

export interface VerifiedIdentity {
  userId: string;
  roles: string[];
}

interface VerifiedToken {
  identity: VerifiedIdentity;
  /** `iatMs` (or `iat` in ms for a token without it): compared with the user's session cut-off. */
  issuedAtMs: number;
  expiresAtMs: number;
}

const CACHED_TOKENS = 10_000;

/**
 * Verifies a bearer token: Ed25519 signature with the public key only, `alg` pinned to EdDSA (so
 * `none` and HMAC tricks fail), issuer, expiry, and the user's session cut-off (a token issued up to
 * the user's last logout, password reset or suspension is revoked). A verified token is kept,
 * keyed by its own text, until it expires (bench/gateway: fast-jwt's cache hashes every token with
 * SHA-256 first); expiry and revocation are checked on every request all the same.
 */
export function createTokenVerifier(options: { publicKey: string; issuer: string; revocations: Pick<RevocationList, 'cutoffOf'> }) {
  const verify = createVerifier({ key: options.publicKey, algorithms: ['EdDSA'], allowedIss: options.issuer, requiredClaims: ['id', 'exp', 'iat', 'jti'] });
  const verified = new Map<string, VerifiedToken>();

  const verifyAndKeep = (token: string): VerifiedToken => {
    let claims: { id: string; jti: string; exp: number; iat: number; iatMs?: unknown; roles?: unknown; role?: unknown };
    try {
      claims = verify(token) as typeof claims;
    } catch (error) {
      if (error instanceof TokenError && error.code === TokenError.codes.expired) throw new AppError('TOKEN_EXPIRED');
      throw new AppError('TOKEN_INVALID');
    }
    const roles = Array.isArray(claims.roles) ? claims.roles.map(String) : typeof claims.role === 'string' ? [claims.role] : [];
    const issuedAtMs = typeof claims.iatMs === 'number' ? claims.iatMs : claims.iat * 1000;
    const entry = { identity: { userId: String(claims.id), roles }, issuedAtMs, expiresAtMs: claims.exp * 1000 };
    // Oldest first out: a Map iterates in insertion order.
    if (verified.size >= CACHED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, entry);
    return entry;
  };

  return (authorization: string | undefined): VerifiedIdentity => {
    if (!authorization || !authorization.startsWith('Bearer ')) throw new AppError('AUTH_REQUIRED');
    const token = authorization.slice(7).trim();
    let entry = verified.get(token);
    if (entry && entry.expiresAtMs <= Date.now()) {
      verified.delete(token);
      entry = undefined;
    }
    entry ??= verifyAndKeep(token);
    const cutoff = options.revocations.cutoffOf(entry.identity.userId);
    if (cutoff !== undefined && entry.issuedAtMs <= cutoff) throw new AppError('TOKEN_REVOKED');
    return entry.identity;
  };
}
