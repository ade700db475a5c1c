import { REFRESH_COOKIE, ZAuthResponseSchema, ZLogoutResponseSchema, ZMeResponseSchema, ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import { AppError, type RouteApp } from '@tov/kit';
import type { FastifyRequest } from 'fastify';
import type { AuthDeps } from '../deps';
import { cookieValue } from '../domain/cookies';
import { toUserView } from '../domain/user-view';
import { revokeAllSessions, rotateRefreshToken, userIdOfRefreshToken } from '../store/sessions';
import { authenticatedUser, bearerOf } from './bearer';
import { authAnswer, clearRefreshCookieHeader, setRefreshCookie } from './sign-in';

/** The refresh token from the cookie (bounded: a real one is 43 characters). */
function presentedRefreshToken(request: FastifyRequest): string | undefined {
  const token = cookieValue(request.headers.cookie, REFRESH_COOKIE);
  return token && token.length <= 128 ? token : undefined;
}

/** `GET /api/auth/me`, `POST /api/auth/refresh` and `POST /api/auth/logout`: never cached (spec 000 §7). */
export function sessionRoutes(app: RouteApp, deps: AuthDeps): void {
  app.get(
    '/api/auth/me',
    { schema: { summary: 'The signed-in account', response: { 200: ZSuccessEnvelopeSchema(ZMeResponseSchema) } } },
    async (request, reply) => {
      const { user } = await authenticatedUser(request, deps);
      void reply.header('cache-control', 'no-store');
      return successEnvelope({ user: toUserView(user) });
    },
  );

  /**
   * A new access token for the refresh cookie, which is rotated: the presented token is spent, a new
   * one set. A spent token that comes back ends its session (docs/decisions/040-rotating-refresh-cookie.md).
   */
  app.post(
    '/api/auth/refresh',
    { schema: { summary: 'A new access token for the refresh cookie (rotated on each use)', response: { 200: ZSuccessEnvelopeSchema(ZAuthResponseSchema) } } },
    async (request, reply) => {
      // Taken before the database write: a logout that commits after it revokes this token too.
      const issuedAtMs = Date.now();
      const presented = presentedRefreshToken(request);
      if (!presented) throw new AppError('REFRESH_TOKEN_INVALID', undefined, { headers: clearRefreshCookieHeader(request) });
      const result = await rotateRefreshToken(deps.db, presented, deps.sessions);
      switch (result.outcome) {
        case 'rotated':
          setRefreshCookie(request, reply, result.session, deps.sessions.rememberSeconds);
          void reply.header('cache-control', 'no-store');
          return successEnvelope(authAnswer(deps, result.user, issuedAtMs));
        case 'conflict':
          // Another tab rotated it a moment ago and the browser holds the new cookie: no cookie change here.
          throw new AppError('REFRESH_CONFLICT');
        case 'reused':
          request.log.warn({ userId: result.userId }, 'a rotated refresh token came back: its session is revoked');
          throw new AppError('REFRESH_TOKEN_INVALID', undefined, { headers: clearRefreshCookieHeader(request) });
        case 'invalid':
          throw new AppError('REFRESH_TOKEN_INVALID', undefined, { headers: clearRefreshCookieHeader(request) });
      }
    },
  );

  /**
   * Signs the user out everywhere: every refresh session and every access token of the account are
   * revoked (one function, which suspension will call too). Works with the refresh cookie alone, so an
   * expired access token does not stop a logout; the cookie is cleared either way.
   */
  app.post(
    '/api/auth/logout',
    { schema: { summary: 'Revoke every session of the user (cookie or bearer)', response: { 200: ZSuccessEnvelopeSchema(ZLogoutResponseSchema) } } },
    async (request, reply) => {
      const clear = clearRefreshCookieHeader(request);
      const presented = presentedRefreshToken(request);
      let userId = presented ? await userIdOfRefreshToken(deps.db, presented) : null;
      if (!userId && bearerOf(request)) {
        try {
          userId = (await authenticatedUser(request, deps)).user.id;
        } catch (error) {
          throw error instanceof AppError ? new AppError(error.code, undefined, { headers: clear }) : error;
        }
      }
      if (!userId) throw new AppError('AUTH_REQUIRED', undefined, { headers: clear });
      await revokeAllSessions(deps.db, deps.redis, userId, 'logout', deps.tokens.ttlSeconds);
      request.log.info({ userId }, 'logged out everywhere');
      void reply.headers({ 'cache-control': 'no-store', ...clear });
      return successEnvelope({ loggedOut: true as const }, '로그아웃되었습니다.');
    },
  );
}
