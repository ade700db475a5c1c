import { api } from '../../api/api-slice';
import { authApi } from '../../api/auth-api';

/**
 * The account's e-mailed links (spec 000 §7, auth): send the verification link again, ask for a reset
 * link, set a new password. Nothing cached changes; signing in and out stays the auth saga's.
 */
export const authEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    /** The e-mail comes in `language` (the interface's). */
    resendVerification: build.mutation<void, { email: string; language?: string }>({
      query:
        ({ email, language }) =>
        () =>
          authApi.resendVerification(email, language),
    }),
    forgotPassword: build.mutation<void, { email: string; language?: string }>({
      query:
        ({ email, language }) =>
        () =>
          authApi.forgotPassword(email, language),
    }),
    resetPassword: build.mutation<void, { token: string; password: string }>({
      query:
        ({ token, password }) =>
        () =>
          authApi.resetPassword(token, password),
    }),
  }),
});

export const { useResendVerificationMutation, useForgotPasswordMutation, useResetPasswordMutation } = authEndpoints;
