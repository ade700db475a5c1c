import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '@tov/contracts';
import { AppError } from '@tov/kit';
import type { AuthDeps } from '../deps';
import { toUserView } from '../domain/user-view';
import { revokeToken } from '../store/revocations';
import { findUserById } from '../store/users';
import { verifiedClaims } from './bearer';

/** `GET /api/auth/me` and `POST /api/auth/logout`: never cached (spec 000 §7). */
export function sessionRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.get('/api/auth/me', async (request, reply) => {
    const { claims } = await verifiedClaims(request, deps);
    const user = await findUserById(deps.db, claims.id);
    if (!user) throw new AppError('USER_NOT_FOUND');
    void reply.header('cache-control', 'no-store');
    return successEnvelope({ user: toUserView(user) });
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const { claims } = await verifiedClaims(request, deps);
    await revokeToken(deps.redis, claims.jti, claims.exp);
    request.log.info({ userId: claims.id }, 'logged out');
    void reply.header('cache-control', 'no-store');
    return successEnvelope({ loggedOut: true }, '로그아웃되었습니다.');
  });
}
