import type { FastifyInstance } from 'fastify';
import { ZRegisterRequestSchema, successEnvelope, type TAuthResponse } from '@tov/contracts';
import { parseInput, validationError } from '@tov/kit';
import type { AuthDeps } from '../deps';
import { hashPassword } from '../domain/password';
import { grantsForInviteCode } from '../domain/invite-codes';
import { toUserView } from '../domain/user-view';
import { createUser } from '../store/users';

export function registerRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/api/auth/register', async (request, reply) => {
    const input = parseInput(ZRegisterRequestSchema, request.body);
    const invite = input.role === 'challenger' ? grantsForInviteCode(input.bridgeAdminInviteCode, deps.inviteCodes) : { grants: [], valid: true };
    if (!invite.valid) {
      throw validationError([{ field: 'bridgeAdminInviteCode', message: '유효하지 않은 초대 코드입니다.' }]);
    }
    const user = await createUser(deps.db, input, await hashPassword(input.password), invite.grants);
    deps.onOutboxWrite();
    const { token, claims } = deps.tokens.issue({ id: user.id, role: input.role, roles: [input.role, ...invite.grants] });
    request.log.info({ userId: user.id, role: input.role }, 'account registered');
    const body: TAuthResponse = { token, user: toUserView(user), expiresAt: new Date(claims.exp * 1000).toISOString() };
    return reply.status(201).send(successEnvelope(body, '회원가입이 완료되었습니다.'));
  });
}
