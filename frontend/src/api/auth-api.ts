import type { TAuthResponse, TCheckEmail, TRegisterRequest, TUser, TUserSettings, TUpdateUserSettings } from '@tov/contracts/http/auth';
import { baseLanguage } from '../i18n/languages';
import { http, unwrap } from './http-client';

/** Auth calls, base /api/auth (spec 000 §7). The refresh token is an httpOnly cookie the browser sends itself. */
export const authApi = {
  async login(body: { email: string; password: string; rememberMe?: boolean }): Promise<TAuthResponse> {
    const res = await http.post('/auth/login', body, { silent: true });
    return unwrap<TAuthResponse>(res.data);
  },
  /** 202 "check your e-mail" for any address: the account is verified and signed in from the e-mailed link. */
  async register(body: TRegisterRequest): Promise<TCheckEmail> {
    const res = await http.post('/auth/register', body, { silent: true });
    return unwrap<TCheckEmail>(res.data);
  },
  async verifyEmail(token: string): Promise<TAuthResponse> {
    const res = await http.post('/auth/verify-email', { token, rememberMe: true }, { silent: true, autoRetries: 0 });
    return unwrap<TAuthResponse>(res.data);
  },
  /** The e-mail comes in `language` (the interface's). */
  async resendVerification(email: string, language?: string): Promise<void> {
    await http.post('/auth/resend-verification', { email, language: baseLanguage(language) }, { silent: true });
  },
  async forgotPassword(email: string, language?: string): Promise<void> {
    await http.post('/auth/forgot-password', { email, language: baseLanguage(language) }, { silent: true });
  },
  async resetPassword(token: string, password: string): Promise<void> {
    await http.post('/auth/reset-password', { token, password }, { silent: true, autoRetries: 0 });
  },
  /** A new access token for the refresh cookie (null when the session has ended). */
  async refresh(): Promise<TAuthResponse | null> {
    return http.refreshSession();
  },
  async logout(): Promise<void> {
    // The cookie identifies the session even when the access token has expired; local state is cleared either way (auth-saga).
    await http.post('/auth/logout', {}, { silent: true, autoRetries: 0, skipAuthRefresh: true, skipAuthRedirect: true });
  },
  /**
   * The user is read from `user`, or `data`, or the body itself (spec 000 §7). Used to restore a
   * stored session: a stale token is cleared without pulling the visitor off the page they opened.
   */
  async me(): Promise<TUser> {
    const res = await http.get('/auth/me', { silent: true, skipAuthRedirect: true });
    const body = res.data as { data?: { user?: TUser } | TUser; user?: TUser };
    const data = body.data as { user?: TUser } | TUser | undefined;
    if (data && typeof data === 'object' && 'user' in data && data.user) return data.user;
    if (body.user) return body.user;
    if (data && typeof data === 'object' && 'id' in data) return data as TUser;
    return body as unknown as TUser;
  },
  async settings(): Promise<TUserSettings> {
    const res = await http.get('/v1/user/settings', { silent: true });
    return unwrap<TUserSettings>(res.data);
  },
  async updateSettings(body: TUpdateUserSettings): Promise<TUserSettings> {
    const res = await http.put('/v1/user/settings', body, { silent: true });
    return unwrap<TUserSettings>(res.data);
  },
};
