import { randomUUID } from 'node:crypto';
import type { TGrant, TRole, TTokenClaims } from '@tov/contracts';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '@tov/kit';

export interface TokenService {
  issue(user: { id: string; role: TRole; roles: TGrant[] }): { token: string; claims: TTokenClaims };
  verify(token: string): TTokenClaims;
}

/**
 * EdDSA (Ed25519) JWTs: the gateway verifies with the public key only; `alg` is pinned on verify.
 * Verified tokens are cached until they expire (fast-jwt bounds each entry by the token's `exp`):
 * an Ed25519 check was a third of `/api/auth/me`'s CPU. Revocation is still checked per request.
 */
export function createTokenService(options: { privateKey: string; publicKey: string; issuer: string; ttlSeconds: number }): TokenService {
  const sign = createSigner({ key: options.privateKey, algorithm: 'EdDSA', iss: options.issuer, expiresIn: options.ttlSeconds * 1000 });
  const verifier = createVerifier({ key: options.publicKey, algorithms: ['EdDSA'], allowedIss: options.issuer, cache: 10_000, cacheTTL: options.ttlSeconds * 1000 });
  return {
    issue(user) {
      const jti = randomUUID();
      const token = sign({ id: user.id, sub: user.id, role: user.role, roles: user.roles, jti });
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
