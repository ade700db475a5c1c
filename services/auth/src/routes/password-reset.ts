import {
  ZCheckEmailSchema,
  ZEmailAddressRequestSchema,
  ZPasswordResetSchema,
  ZResetPasswordRequestSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, type RouteApp } from '@tov/kit';
import type { AuthDeps } from '../deps';
import { revokeAllSessions } from '../store/sessions';
import { findUserByEmail, issueLink, languageOf, resetPasswordWithToken } from '../store/users';

export function passwordResetRoutes(app: RouteApp, deps: AuthDeps): void {
  /** A reset link to an existing account; the same 202 for any address. */
  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        summary: 'E-mail a password-reset link (202 whatever the address)',
        body: ZEmailAddressRequestSchema,
        response: { 202: ZSuccessEnvelopeSchema(ZCheckEmailSchema) },
      },
    },
    async (request, reply) => {
      const { email, language } = request.body;
      const user = await findUserByEmail(deps.db, email);
      if (user && (await deps.accountEmails.claim('reset-password', user.id))) {
        const link = await issueLink(deps.db, user.id, 'reset-password', deps.links.resetPasswordSeconds);
        await deps.accountEmails.send('reset-password', user, language ?? (await languageOf(deps.db, user.id)), link);
        request.log.info({ userId: user.id }, 'password reset link queued');
      }
      return reply.status(202).send(successEnvelope({ email }, '가입된 이메일이면 비밀번호 재설정 링크를 보냈습니다.'));
    },
  );

  /**
   * The reset link: sets the password, marks the address verified (the link reached it), revokes every
   * session of the account and ends its login locks, so the owner gets in even while a stranger keeps
   * failing logins (docs/decisions/036-login-lockout-before-password-check.md).
   */
  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        summary: "Set a new password with the link's token; signs out everywhere",
        body: ZResetPasswordRequestSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZPasswordResetSchema) },
      },
    },
    async (request) => {
      const passwordHash = await deps.passwords.hash(request.body.password);
      const user = await resetPasswordWithToken(deps.db, request.body.token, passwordHash);
      if (!user) throw new AppError('RESET_LINK_INVALID');
      await revokeAllSessions(deps.db, deps.redis, user.id, 'password-reset', deps.tokens.ttlSeconds);
      await deps.loginAttempts.clearAll(user.email);
      request.log.info({ userId: user.id }, 'password reset: every session revoked');
      return successEnvelope({ passwordReset: true as const }, '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.');
    },
  );
}
