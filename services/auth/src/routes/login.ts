import { ZAuthResponseSchema, ZLoginRequestSchema, ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import { AppError, type RouteApp } from '@tov/kit';
import type { AuthDeps } from '../deps';
import { findUserByEmail } from '../store/users';
import { signIn } from './sign-in';

export function loginRoutes(app: RouteApp, deps: AuthDeps): void {
  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in with e-mail and password; sets the refresh cookie',
        body: ZLoginRequestSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZAuthResponseSchema) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // Counted before the password is checked (docs/decisions/036-login-lockout-before-password-check.md): concurrent guesses past the
      // limit are refused without a check. `request.ip` is the client's (the gateway's x-forwarded-for).
      const decision = await deps.loginAttempts.attempt(input.email, request.ip);
      if (!decision.allowed) throw new AppError('LOGIN_RATE_LIMITED', undefined, { headers: { 'retry-after': String(decision.retryAfterSeconds) } });

      const user = await findUserByEmail(deps.db, input.email);
      // Verify against a dummy hash for unknown e-mails so the answer time does not reveal accounts.
      const ok = await deps.passwords.verify(user?.passwordHash ?? (await deps.passwords.dummyHash()), input.password);
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
      await deps.loginAttempts.succeeded(input.email, request.ip);
      // Said only after the right password, so it tells nothing to someone who does not have it.
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
      return successEnvelope(await signIn(deps, request, reply, user, input.rememberMe ?? false), '로그인되었습니다.');
    },
  );
}
