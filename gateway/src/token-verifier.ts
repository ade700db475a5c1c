import { createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '@tov/kit';
import type { RevocationList } from './revocation-list';

export interface VerifiedIdentity {
  userId: string;
  roles: string[];
}

/**
 * Verifies a bearer token: Ed25519 signature with the public key only, `alg` pinned to EdDSA (so
 * `none` and HMAC tricks fail), issuer, expiry, and the revocation list. Verified tokens are cached
 * by fast-jwt until they expire, which keeps the hot path cheap.
 */
export function createTokenVerifier(options: { publicKey: string; issuer: string; revocations: RevocationList }) {
  const verify = createVerifier({
    key: options.publicKey,
    algorithms: ['EdDSA'],
    allowedIss: options.issuer,
    requiredClaims: ['id', 'exp', 'iat', 'jti'],
    cache: 10_000,
    cacheTTL: 600_000,
  });
  return (authorization: string | undefined): VerifiedIdentity => {
    if (!authorization || !authorization.startsWith('Bearer ')) throw new AppError('AUTH_REQUIRED');
    let claims: { id: string; jti: string; roles?: unknown; role?: unknown };
    try {
      claims = verify(authorization.slice(7).trim()) as typeof claims;
    } catch (error) {
      if (error instanceof TokenError && error.code === TokenError.codes.expired) throw new AppError('TOKEN_EXPIRED');
      throw new AppError('TOKEN_INVALID');
    }
    if (options.revocations.has(claims.jti)) throw new AppError('TOKEN_REVOKED');
    const roles = Array.isArray(claims.roles) ? claims.roles.map(String) : typeof claims.role === 'string' ? [claims.role] : [];
    return { userId: String(claims.id), roles };
  };
}
