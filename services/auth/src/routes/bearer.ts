import type { FastifyRequest } from 'fastify';
import { AppError } from '@tov/kit';
import type { TTokenClaims } from '@tov/contracts';
import type { AuthDeps } from '../deps';
import { isRevoked } from '../store/revocations';

/** Auth owns its tokens, so it verifies the bearer itself too (signature, expiry, revocation). */
export async function verifiedClaims(request: FastifyRequest, deps: AuthDeps): Promise<{ token: string; claims: TTokenClaims }> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw new AppError('AUTH_REQUIRED');
  const claims = deps.tokens.verify(token);
  if (await isRevoked(deps.redis, claims.jti)) throw new AppError('TOKEN_REVOKED');
  return { token, claims };
}
