import {
  ZAuthResponseSchema,
  ZCheckEmailSchema,
  ZEmailAddressRequestSchema,
  ZSuccessEnvelopeSchema,
  ZVerifyEmailRequestSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, type RouteApp } from '@tov/kit';
import type { AuthDeps } from '../deps';
import { findUserByEmail, issueLink, languageOf, verifyEmailWithToken } from '../store/users';
import { signIn } from './sign-in';

export function emailVerificationRoutes(app: RouteApp, deps: AuthDeps): void {
  /** The link of the verification e-mail: verifies the address and signs in, answered like a login. */
  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        summary: "Verify the e-mail address with the link's token and sign in",
        body: ZVerifyEmailRequestSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZAuthResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = await verifyEmailWithToken(deps.db, request.body.token);
      if (!user) throw new AppError('VERIFICATION_LINK_INVALID');
      return successEnvelope(await signIn(deps, request, reply, user, request.body.rememberMe ?? true), '이메일 인증이 완료되었습니다.');
    },
  );

  /** A new verification link for an unverified account; the same 202 for any address. */
  app.post(
    '/api/auth/resend-verification',
    {
      schema: {
        summary: 'Send the verification link again (202 whatever the address)',
        body: ZEmailAddressRequestSchema,
        response: { 202: ZSuccessEnvelopeSchema(ZCheckEmailSchema) },
      },
    },
    async (request, reply) => {
      const { email, language } = request.body;
      const user = await findUserByEmail(deps.db, email);
      if (user && !user.emailVerifiedAt && (await deps.accountEmails.claim('verify-email', user.id))) {
        const link = await issueLink(deps.db, user.id, 'verify-email', deps.links.verifyEmailSeconds);
        await deps.accountEmails.send('verify-email', user, language ?? (await languageOf(deps.db, user.id)), link);
      }
      return reply.status(202).send(successEnvelope({ email }, '가입된 이메일이고 인증이 필요한 경우 인증 메일을 다시 보냈습니다.'));
    },
  );
}
