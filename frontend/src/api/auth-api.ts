import type { TAuthResponse, TRegisterRequest, TUser, TUserSettings, TUpdateUserSettings } from '@tov/contracts/http/auth';
import { http, unwrap } from './http-client';

/** Auth calls, base /api/auth (spec 000 §7). */
export const authApi = {
  async login(body: { email: string; password: string }): Promise<TAuthResponse> {
    const res = await http.post('/auth/login', body, { silent: true });
    return unwrap<TAuthResponse>(res.data);
  },
  async register(body: TRegisterRequest): Promise<TAuthResponse | null> {
    const res = await http.post('/auth/register', body, { silent: true });
    return unwrap<TAuthResponse | null>(res.data);
  },
  async logout(): Promise<void> {
    await http.post('/auth/logout', {}, { silent: true, autoRetries: 0 });
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
