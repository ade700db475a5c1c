import type { FastifyRequest } from 'fastify';
import { AppError } from '@tov/kit';
import type { TTokenClaims } from '@tov/contracts';
import type { AuthDeps } from '../deps';
import { issuedAtMsOf } from '../domain/tokens';
import type { StoredUser } from '../domain/user-view';
import { findUserById } from '../store/users';

/** The bearer token of a request, if any. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  return token || undefined;
}

/**
 * Auth owns its tokens, so it checks the bearer itself too: signature, expiry, and the user's session
 * cut-off from its own database (a token issued up to the last logout or password reset is revoked).
 */
export async function authenticatedUser(request: FastifyRequest, deps: AuthDeps): Promise<{ claims: TTokenClaims; user: StoredUser }> {
  const token = bearerOf(request);
  if (!token) throw new AppError('AUTH_REQUIRED');
  const claims = deps.tokens.verify(token);
  const user = await findUserById(deps.db, claims.id);
  if (!user) throw new AppError('TOKEN_INVALID');
  if (user.sessionsRevokedAt && issuedAtMsOf(claims) <= user.sessionsRevokedAt.getTime()) throw new AppError('TOKEN_REVOKED');
  return { claims, user };
}
