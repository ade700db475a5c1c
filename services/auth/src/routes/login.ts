import type { FastifyInstance } from 'fastify';
import { ZLoginRequestSchema, successEnvelope, type TAuthResponse, type TGrant, type TRole } from '@tov/contracts';
import { AppError, parseInput } from '@tov/kit';
import type { AuthDeps } from '../deps';
import { dummyPasswordHash, verifyPassword } from '../domain/password';
import { toUserView } from '../domain/user-view';
import { findUserByEmail, recordLogin } from '../store/users';

export function loginRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/api/auth/login', async (request) => {
    const input = parseInput(ZLoginRequestSchema, request.body);
    const lockedFor = await deps.loginAttempts.lockedFor(input.email);
    if (lockedFor > 0) throw new AppError('LOGIN_RATE_LIMITED', undefined, { headers: { 'retry-after': String(lockedFor) } });

    const user = await findUserByEmail(deps.db, input.email);
    // Verify against a dummy hash for unknown e-mails so the answer time does not reveal accounts.
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!user || !ok) {
      await deps.loginAttempts.recordFailure(input.email);
      throw new AppError('INVALID_CREDENTIALS');
    }
    await deps.loginAttempts.clear(input.email);
    await recordLogin(deps.db, user.id);
    deps.onOutboxWrite();
    const { token, claims } = deps.tokens.issue({ id: user.id, role: user.role as TRole, roles: user.roles as TGrant[] });
    request.log.info({ userId: user.id }, 'logged in');
    const body: TAuthResponse = { token, user: toUserView(user), expiresAt: new Date(claims.exp * 1000).toISOString() };
    return successEnvelope(body, '로그인되었습니다.');
  });
}
