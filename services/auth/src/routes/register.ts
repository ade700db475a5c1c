import { ZCheckEmailSchema, ZRegisterRequestSchema, ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import { validationError, type RouteApp } from '@tov/kit';
import type { AuthDeps } from '../deps';
import { grantsForInviteCode } from '../domain/invite-codes';
import type { IssuedLink } from '../store/link-tokens';
import { createAccount, findUserByEmail, languageOf } from '../store/users';

/** What every sign-up hears, new address or not. */
export const CHECK_EMAIL_MESSAGE = '입력하신 이메일로 안내 메일을 보냈습니다. 메일의 링크를 눌러 가입을 완료해주세요.';

export function registerRoutes(app: RouteApp, deps: AuthDeps): void {
  /**
   * Sign-up (spec 000 §3, §5) that does not tell whether the address has an account (issue 12): a new
   * address gets an unverified account and a verification link; an existing one gets an e-mail saying
   * someone tried to sign up with it. Both answer 202 the same, and both hash the password, so the
   * answer time is alike too.
   */
  app.post(
    '/api/auth/register',
    {
      schema: {
        summary: 'Sign up (challenger, company or pro); the account is verified through an e-mailed link',
        body: ZRegisterRequestSchema,
        response: { 202: ZSuccessEnvelopeSchema(ZCheckEmailSchema) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const invite = input.role === 'challenger' ? grantsForInviteCode(input.bridgeAdminInviteCode, deps.inviteCodes) : { grants: [], valid: true };
      if (!invite.valid) {
        throw validationError([{ field: 'bridgeAdminInviteCode', message: '유효하지 않은 초대 코드입니다.' }]);
      }
      // Nothing is written when the verification e-mail could not be queued.
      deps.accountEmails.assertCanQueue();
      const passwordHash = await deps.passwords.hash(input.password);
      const existing = await findUserByEmail(deps.db, input.email);
      // The e-mail is queued inside the account's transaction: when Redis refuses it, no account is kept.
      const queueVerification = async ({ user, link }: { user: { id: string; email: string; name: string }; link: IssuedLink | null }) => {
        await deps.accountEmails.claim('verify-email', user.id);
        await deps.accountEmails.send('verify-email', user, input.language ?? 'ko', link);
      };
      const created = existing
        ? null
        : await createAccount(deps.db, input, passwordHash, invite.grants, {
            verified: false,
            language: input.language,
            verificationTtlSeconds: deps.links.verifyEmailSeconds,
            beforeCommit: queueVerification,
          });
      if (created) {
        request.log.info({ userId: created.user.id, role: input.role }, 'account registered, verification link queued');
      } else {
        // The address has an account (or got one a moment ago from a concurrent sign-up).
        const account = existing ?? (await findUserByEmail(deps.db, input.email));
        if (account && (await deps.accountEmails.claim('sign-up-attempt', account.id))) {
          await deps.accountEmails.send('sign-up-attempt', account, input.language ?? (await languageOf(deps.db, account.id)));
        }
        request.log.info({ userId: account?.id }, 'sign-up with a registered address: the owner is told');
      }
      return reply.status(202).send(successEnvelope({ email: input.email }, CHECK_EMAIL_MESSAGE));
    },
  );
}
