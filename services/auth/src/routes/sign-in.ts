import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAuthResponse, TGrant, TRole } from '@tov/contracts';
import type { AuthDeps } from '../deps';
import { clearedRefreshCookie, refreshCookie } from '../domain/cookies';
import { toUserView, type StoredUser } from '../domain/user-view';
import { createSession, type IssuedSession } from '../store/sessions';
import { recordLogin } from '../store/users';

/** The cookie is Secure when the client's request came over TLS (the gateway forwards `x-forwarded-proto`). */
const overTls = (request: FastifyRequest) => request.protocol === 'https';

/** Sets the refresh cookie: persistent for "remember me", a browser-session cookie otherwise. */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, session: IssuedSession, rememberSeconds: number): void {
  void reply.header(
    'set-cookie',
    refreshCookie(session.refreshToken, { maxAgeSeconds: session.remember ? rememberSeconds : undefined, secure: overTls(request) }),
  );
}

export function clearRefreshCookieHeader(request: FastifyRequest): Record<string, string> {
  return { 'set-cookie': clearedRefreshCookie(overTls(request)) };
}

/** The answer of a sign-in: an access token of minutes, the user and when the token expires. */
export function authAnswer(deps: AuthDeps, user: StoredUser, issuedAtMs?: number): TAuthResponse {
  const { token, claims } = deps.tokens.issue({ id: user.id, role: user.role as TRole, roles: user.roles as TGrant[] }, issuedAtMs);
  return { token, user: toUserView(user), expiresAt: new Date(claims.exp * 1000).toISOString() };
}

/** A new session for `user` (login, verified e-mail link): its refresh cookie, the login recorded, an access token. */
export async function signIn(deps: AuthDeps, request: FastifyRequest, reply: FastifyReply, user: StoredUser, remember: boolean): Promise<TAuthResponse> {
  const session = await createSession(deps.db, user.id, remember, deps.sessions);
  await recordLogin(deps.db, user.id);
  setRefreshCookie(request, reply, session, deps.sessions.rememberSeconds);
  void reply.header('cache-control', 'no-store');
  request.log.info({ userId: user.id, sessionId: session.sessionId }, 'signed in');
  return authAnswer(deps, user);
}
