import { randomUUID } from 'node:crypto';
import type { TGrant, TRole, TTokenClaims } from '@tov/contracts';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '@tov/kit';

export interface TokenService {
  /**
   * An access token for `user`, issued at `issuedAtMs` (default now). A refresh passes the moment it
   * began, before its database write, so a logout that commits after that write revokes the token too.
   */
  issue(user: { id: string; role: TRole; roles: TGrant[] }, issuedAtMs?: number): { token: string; claims: TTokenClaims };
  verify(token: string): TTokenClaims;
  readonly ttlSeconds: number;
}

/**
 * EdDSA (Ed25519) JWTs: the gateway verifies with the public key only; `alg` is pinned on verify.
 * Verified tokens are cached until they expire (fast-jwt bounds each entry by the token's `exp`):
 * an Ed25519 check was a third of `/api/auth/me`'s CPU. Revocation is still checked per request.
 * `iatMs` is the issue time in milliseconds: a user's session cut-off (logout) is compared with it.
 */
export function createTokenService(options: { privateKey: string; publicKey: string; issuer: string; ttlSeconds: number }): TokenService {
  const sign = createSigner({ key: options.privateKey, algorithm: 'EdDSA', iss: options.issuer, expiresIn: options.ttlSeconds * 1000 });
  const verifier = createVerifier({
    key: options.publicKey,
    algorithms: ['EdDSA'],
    allowedIss: options.issuer,
    cache: 10_000,
    cacheTTL: options.ttlSeconds * 1000,
  });
  return {
    ttlSeconds: options.ttlSeconds,
    issue(user, issuedAtMs = Date.now()) {
      const jti = randomUUID();
      // fast-jwt reads `iat` in seconds and keeps its fraction for `exp`; the claim itself is written whole.
      const token = sign({ id: user.id, sub: user.id, role: user.role, roles: user.roles, jti, iat: issuedAtMs / 1000, iatMs: issuedAtMs });
      return { token, claims: verifier(token) as TTokenClaims };
    },
    verify(token) {
      try {
        return verifier(token) as TTokenClaims;
      } catch (error) {
        if (error instanceof TokenError && error.code === TokenError.codes.expired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('TOKEN_INVALID');
      }
    },
  };
}

/** The issue time of a token in milliseconds (`iatMs`, or `iat` for a token from before it existed). */
export function issuedAtMsOf(claims: Pick<TTokenClaims, 'iat' | 'iatMs'>): number {
  return typeof claims.iatMs === 'number' ? claims.iatMs : claims.iat * 1000;
}
