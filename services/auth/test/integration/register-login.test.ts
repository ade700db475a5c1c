import {
  challengerPayload,
  companyPayload,
  proPayload,
  refreshCookieOf,
  signUpVerified,
  startAuthHarness,
  INVITE_CODE,
  type AuthHarness,
} from './auth-harness';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ maxFailures: 3 });
});
afterAll(async () => h.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  h.service.app.inject({ method: 'POST', url, payload: payload as object, headers });
const me = (token: string) => h.service.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('registration', () => {
  it.each([
    ['challenger', challengerPayload],
    ['company', companyPayload],
    ['pro', proPayload],
  ])('registers a %s unverified, answers 202 without a token and e-mails a verification link', async (role, make) => {
    const payload = make();
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      data: { email: payload.email },
      message: '입력하신 이메일로 안내 메일을 보냈습니다. 메일의 링크를 눌러 가입을 완료해주세요.',
    });
    expect(JSON.stringify(body)).not.toMatch(/token|password/i);
    expect(res.headers['set-cookie']).toBeUndefined();
    const stored = await h.db.user.findUnique({ where: { email: payload.email } });
    expect(stored).toMatchObject({ role, roles: [role], emailVerifiedAt: null });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await h.accountEmail(payload.email, 'verify-email');
    expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash of the link's token is stored.
    expect(await h.db.linkToken.count({ where: { tokenHash: mail.token } })).toBe(0);
    expect(await h.db.linkToken.count({ where: { userId: stored!.id, kind: 'verify-email' } })).toBe(1);
  });

  it.each([
    ['email', { email: 'broken' }],
    ['password', { password: '12345' }],
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(101) }],
    ['nationality', { nationality: 'Atlantis' }],
    ['phoneNumber', { phoneNumber: '' }],
    ['phoneNumber', { phoneNumber: '<img src=x onerror=alert(1)>' }],
    ['gender', { gender: 'x' }],
    ['dateOfBirth', { dateOfBirth: '2999-12-31' }],
    ['dateOfBirth', { dateOfBirth: '1900-01-01' }],
    ['availableLanguages', { availableLanguages: '' }],
    ['visaType', { visaType: 'Q-1' }],
    ['inquiryType', { inquiryType: '' }],
    ['purpose', { purpose: 'holiday' }],
    ['language', { language: 'vi' }],
    ['bridgeAdminInviteCode', { bridgeAdminInviteCode: 'y'.repeat(65) }],
    ['bridgeAdminInviteCode', { bridgeAdminInviteCode: 'wrong-code' }],
  ])('refuses a challenger with an invalid %s and names the field', async (field, patch) => {
    const payload = challengerPayload(patch);
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', data: null });
    expect(body.details.map((d: { field: string }) => d.field)).toEqual([field]);
    expect(await h.db.user.count({ where: { email: String(payload.email).toLowerCase() } })).toBe(0);
  });

  it.each([
    ['certification', { certification: [] }],
    ['experience', { experience: -1 }],
    ['expertise', { expertise: 'law' }],
  ])('refuses a pro with an invalid %s', async (field, patch) => {
    const res = await post('/api/auth/register', proPayload(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe(field);
  });

  it('refuses a company with a missing business number', async () => {
    const res = await post('/api/auth/register', companyPayload({ businessNumber: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('businessNumber');
  });

  it('answers a registered address exactly like a new one, keeps the first account and tells its owner', async () => {
    const payload = challengerPayload();
    const first = await post('/api/auth/register', payload);
    const again = await post('/api/auth/register', { ...payload, email: payload.email.toUpperCase(), name: 'Someone Else' });
    expect(again.statusCode).toBe(first.statusCode);
    const strip = (b: { timestamp?: string }) => ({ ...b, timestamp: undefined });
    expect(strip(again.json())).toEqual(strip(first.json()));
    const stored = await h.db.user.findUnique({ where: { email: payload.email } });
    expect(stored?.name).toBe('Nguyen Van A');
    expect(await h.db.user.count({ where: { email: payload.email } })).toBe(1);
    const note = await h.accountEmail(payload.email, 'sign-up-attempt');
    expect(note.token).toBeUndefined();
  });

  it('grants the community-admin role for a valid invite code', async () => {
    const signedIn = await signUpVerified(h, challengerPayload({ bridgeAdminInviteCode: INVITE_CODE }));
    expect(signedIn.user.roles).toEqual(['challenger', 'bridge_admin']);
  });

  it("keeps the language of the sign-up as the account's language and its e-mail's", async () => {
    const payload = challengerPayload({ language: 'ja' });
    await post('/api/auth/register', payload);
    const job = (await h.emailQueue.getJobs(['waiting'])).find((j) => j.data.to === payload.email);
    expect(job?.data).toMatchObject({ kind: 'verify-email', language: 'ja', name: 'Nguyen Van A' });
    const stored = await h.db.user.findUnique({ where: { email: payload.email }, include: { settings: true } });
    expect(stored?.settings?.language).toBe('ja');
  });

  it('answers a bad JSON body with a 400 envelope', async () => {
    const res = await h.service.app.inject({ method: 'POST', url: '/api/auth/register', payload: '{"role":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});

describe('e-mail verification', () => {
  it('refuses the login of an unverified account with EMAIL_NOT_VERIFIED, but only after the right password', async () => {
    const payload = companyPayload();
    await post('/api/auth/register', payload);
    const wrong = await post('/api/auth/login', { email: payload.email, password: 'wrong-password' });
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const right = await post('/api/auth/login', { email: payload.email, password: payload.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: '이메일 인증이 완료되지 않았습니다. 받은 편지함의 인증 메일에서 링크를 눌러주세요.',
    });
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('verifies the address with the link, signs in like a login and publishes auth.user.email-verified', async () => {
    const payload = proPayload();
    await post('/api/auth/register', payload);
    const { token } = await h.accountEmail(payload.email, 'verify-email');
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ email: payload.email, role: 'pro', emailVerified: true });
    expect(h.tokens.verify(data.token).id).toBe(data.user.id);
    expect(String(res.headers['set-cookie'])).toMatch(/^tov_refresh=[A-Za-z0-9_-]{43}; Path=\/api\/auth; HttpOnly; SameSite=Strict; Max-Age=2592000$/);
    const event = await h.db.outboxEvent.findFirst({ where: { key: data.user.id, type: 'auth.user.email-verified' } });
    expect(event?.payload).toMatchObject({ data: { userId: data.user.id, email: payload.email } });
    expect((await post('/api/auth/login', { email: payload.email, password: payload.password })).statusCode).toBe(200);
  });

  it('uses a link once, and refuses an expired or made-up one', async () => {
    const payload = challengerPayload();
    await post('/api/auth/register', payload);
    const { token } = await h.accountEmail(payload.email, 'verify-email');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('VERIFICATION_LINK_INVALID');

    const other = challengerPayload();
    await post('/api/auth/register', other);
    const expired = await h.accountEmail(other.email, 'verify-email');
    const user = await h.db.user.findUniqueOrThrow({ where: { email: other.email } });
    await h.db.linkToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    expect((await post('/api/auth/verify-email', { token: expired.token })).json().code).toBe('VERIFICATION_LINK_INVALID');
    expect((await post('/api/auth/verify-email', { token: 'A'.repeat(43) })).json().code).toBe('VERIFICATION_LINK_INVALID');
    expect((await post('/api/auth/verify-email', { token: '../../x' })).json().code).toBe('VALIDATION_ERROR');
  });

  it('sends the link again to an unverified account, and answers any other address the same', async () => {
    const payload = challengerPayload();
    await post('/api/auth/register', payload);
    const first = await h.accountEmail(payload.email, 'verify-email');
    const resent = await post('/api/auth/resend-verification', { email: payload.email.toUpperCase() });
    const unknown = await post('/api/auth/resend-verification', { email: `nobody.${Date.now()}@test.tov` });
    expect(resent.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json().message).toBe(resent.json().message);
    const second = await h.accountEmail(payload.email, 'verify-email');
    expect(second.token).not.toBe(first.token);
    expect((await post('/api/auth/verify-email', { token: second.token })).statusCode).toBe(200);
    // Verified now: a resend queues nothing more.
    const before = (await h.emailQueue.getJobs(['waiting'])).filter((j) => j.data.to === payload.email).length;
    expect((await post('/api/auth/resend-verification', { email: payload.email })).statusCode).toBe(202);
    expect((await h.emailQueue.getJobs(['waiting'])).filter((j) => j.data.to === payload.email)).toHaveLength(before);
  });
});

describe('password reset', () => {
  it('answers the same for any address and e-mails a link only to an account', async () => {
    const signedIn = await signUpVerified(h, challengerPayload());
    const known = await post('/api/auth/forgot-password', { email: signedIn.user.email });
    const unknown = await post('/api/auth/forgot-password', { email: `nobody.${Date.now()}@test.tov` });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json().message).toBe(known.json().message);
    expect((await h.accountEmail(signedIn.user.email, 'reset-password')).token).toBeDefined();
  });

  it('sets the new password once, signs out every session and leaves only the latest link working', async () => {
    const payload = proPayload();
    const signedIn = await signUpVerified(h, payload);
    const other = await post('/api/auth/login', { email: payload.email, password: payload.password, rememberMe: true });
    await post('/api/auth/forgot-password', { email: payload.email });
    const first = await h.accountEmail(payload.email, 'reset-password');
    await post('/api/auth/forgot-password', { email: payload.email });
    const latest = await h.accountEmail(payload.email, 'reset-password');
    expect((await post('/api/auth/reset-password', { token: first.token, password: 'brand-new-1' })).json().code).toBe('RESET_LINK_INVALID');

    const res = await post('/api/auth/reset-password', { token: latest.token, password: 'brand-new-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { passwordReset: true }, message: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.' });
    expect((await post('/api/auth/reset-password', { token: latest.token, password: 'another-2' })).json().code).toBe('RESET_LINK_INVALID');

    expect((await me(signedIn.token)).json().code).toBe('TOKEN_REVOKED');
    expect((await me(other.json().data.token)).json().code).toBe('TOKEN_REVOKED');
    const refresh = await post('/api/auth/refresh', {}, { cookie: `tov_refresh=${refreshCookieOf(other)}` });
    expect(refresh.json().code).toBe('REFRESH_TOKEN_INVALID');
    expect((await post('/api/auth/login', { email: payload.email, password: payload.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: payload.email, password: 'brand-new-1' })).statusCode).toBe(200);
  });

  it('verifies an address that never used its verification link', async () => {
    const payload = companyPayload();
    await post('/api/auth/register', payload);
    await post('/api/auth/forgot-password', { email: payload.email });
    const { token } = await h.accountEmail(payload.email, 'reset-password');
    expect((await post('/api/auth/reset-password', { token, password: 'brand-new-1' })).statusCode).toBe(200);
    const login = await post('/api/auth/login', { email: payload.email, password: 'brand-new-1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.emailVerified).toBe(true);
  });
});

describe('login, me, refresh and logout', () => {
  it('logs in with the right password: an access token of minutes and a browser-session refresh cookie', async () => {
    const payload = proPayload();
    await signUpVerified(h, payload);
    const login = await post('/api/auth/login', { email: payload.email.toUpperCase(), password: payload.password });
    expect(login.statusCode).toBe(200);
    const { token, user, expiresAt } = login.json().data;
    expect(user).toMatchObject({ email: payload.email, emailVerified: true });
    const claims = h.tokens.verify(token);
    expect(claims).toMatchObject({ id: user.id, role: 'pro', roles: ['pro'] });
    expect(claims.exp - claims.iat).toBe(900);
    expect(claims.iatMs).toBeGreaterThanOrEqual(claims.iat * 1000);
    expect(Date.parse(expiresAt)).toBe(claims.exp * 1000);
    // No "remember me": a cookie without Max-Age (gone with the browser), the session ends server-side within a day.
    expect(String(login.headers['set-cookie'])).toMatch(/^tov_refresh=[^;]+; Path=\/api\/auth; HttpOnly; SameSite=Strict$/);
    const session = await h.db.session.findFirstOrThrow({ where: { userId: user.id, remember: false } });
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(24 * 3600 * 1000);
    const answer = await me(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.user.id).toBe(user.id);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('keeps a remembered session 30 days, and marks the cookie Secure when the client came over TLS', async () => {
    const payload = challengerPayload();
    await signUpVerified(h, payload);
    const login = await post('/api/auth/login', { email: payload.email, password: payload.password, rememberMe: true }, { 'x-forwarded-proto': 'https' });
    expect(String(login.headers['set-cookie'])).toMatch(/; Max-Age=2592000; Secure$/);
  });

  it('refuses a wrong password with 401 and a clear message, and an unknown e-mail the same way', async () => {
    const payload = challengerPayload();
    await signUpVerified(h, payload);
    const res = await post('/api/auth/login', { email: payload.email, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: '이메일 또는 비밀번호가 올바르지 않습니다.' });
    const unknown = await post('/api/auth/login', { email: `nobody.${Date.now()}@test.tov`, password: 'whatever1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('locks one address out of an account after repeated failures with 429 and Retry-After, even with the right password', async () => {
    const payload = challengerPayload();
    await signUpVerified(h, payload);
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/login', { email: payload.email, password: 'bad-pass' }, from)).statusCode).toBe(401);
    const locked = await post('/api/auth/login', { email: payload.email, password: payload.password }, from);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('LOGIN_RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, elsewhere, still gets in.
    expect((await post('/api/auth/login', { email: payload.email, password: payload.password }, { 'x-forwarded-for': '198.51.100.20' })).statusCode).toBe(200);
  });

  it('refreshes with the cookie: a new access token and a rotated cookie', async () => {
    const signedIn = await signUpVerified(h, companyPayload());
    const res = await post('/api/auth/refresh', {}, { cookie: `other=1; tov_refresh=${signedIn.refreshToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(signedIn.user.id);
    expect(h.tokens.verify(res.json().data.token).id).toBe(signedIn.user.id);
    const rotated = refreshCookieOf(res);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(signedIn.refreshToken);
    expect((await post('/api/auth/refresh', {}, { cookie: `tov_refresh=${rotated}` })).statusCode).toBe(200);
  });

  it('answers 409 to a second refresh with the same cookie within the grace time and keeps the session', async () => {
    const signedIn = await signUpVerified(h, challengerPayload());
    const cookie = { cookie: `tov_refresh=${signedIn.refreshToken}` };
    const [a, b] = await Promise.all([post('/api/auth/refresh', {}, cookie), post('/api/auth/refresh', {}, cookie)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 200 ? b : a;
    expect(loser.json().code).toBe('REFRESH_CONFLICT');
    expect(loser.headers['set-cookie']).toBeUndefined();
    expect((await post('/api/auth/refresh', {}, { cookie: `tov_refresh=${refreshCookieOf(winner)}` })).statusCode).toBe(200);
  });

  it('refuses a refresh without a cookie or with an unknown one, and clears the cookie', async () => {
    const none = await post('/api/auth/refresh', {});
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('REFRESH_TOKEN_INVALID');
    const unknown = await post('/api/auth/refresh', {}, { cookie: `tov_refresh=${'x'.repeat(43)}` });
    expect(unknown.json().code).toBe('REFRESH_TOKEN_INVALID');
    expect(String(unknown.headers['set-cookie'])).toMatch(/^tov_refresh=; Path=\/api\/auth; HttpOnly; SameSite=Strict; Max-Age=0$/);
  });

  it('logs out with the refresh cookie alone and revokes every session and access token of the user', async () => {
    const payload = challengerPayload();
    const first = await signUpVerified(h, payload);
    const second = await post('/api/auth/login', { email: payload.email, password: payload.password });
    const expiredBearer = { authorization: 'Bearer expired.or.garbage' };
    const out = await post('/api/auth/logout', {}, { cookie: `tov_refresh=${first.refreshToken}`, ...expiredBearer });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ data: { loggedOut: true } });
    expect(String(out.headers['set-cookie'])).toMatch(/^tov_refresh=; .*Max-Age=0/);
    for (const token of [first.token, second.json().data.token]) {
      const after = await me(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('TOKEN_REVOKED');
    }
    expect((await post('/api/auth/refresh', {}, { cookie: `tov_refresh=${refreshCookieOf(second)}` })).json().code).toBe('REFRESH_TOKEN_INVALID');
    // The gateway learns the user's cut-off from Redis.
    const entries = await h.redis.zrange('auth:session-cutoffs', '0', '-1');
    expect(entries.some((e) => e.startsWith(`${first.user.id} `))).toBe(true);
    // Signing in again afterwards works.
    const again = await post('/api/auth/login', { email: payload.email, password: payload.password });
    expect((await me(again.json().data.token)).statusCode).toBe(200);
  });

  it('logs out with the bearer alone, and refuses a logout that names nobody', async () => {
    const signedIn = await signUpVerified(h, proPayload());
    expect((await post('/api/auth/logout', {}, { authorization: `Bearer ${signedIn.token}` })).statusCode).toBe(200);
    expect((await me(signedIn.token)).json().code).toBe('TOKEN_REVOKED');
    const nobody = await post('/api/auth/logout', {});
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json().code).toBe('AUTH_REQUIRED');
  });

  it('refuses /me without a token', async () => {
    const res = await h.service.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_REQUIRED');
  });
});

describe('user settings', () => {
  it('answers defaults, saves a change and keeps the rest', async () => {
    const { user } = await signUpVerified(h, challengerPayload());
    const headers = h.identityHeaders(user.id, 'challenger');
    const first = await h.service.app.inject({ method: 'GET', url: '/api/v1/user/settings', headers });
    expect(first.json().data).toMatchObject({ language: 'ko', notifications: { email: true, marketing: false }, privacy: { visibleToCompanies: false } });
    const put = await h.service.app.inject({
      method: 'PUT',
      url: '/api/v1/user/settings',
      headers,
      payload: { language: 'ja', notifications: { marketing: true } },
    });
    expect(put.statusCode).toBe(200);
    const again = await h.service.app.inject({ method: 'GET', url: '/api/v1/user/settings', headers });
    expect(again.json().data).toMatchObject({ language: 'ja', notifications: { email: true, marketing: true } });
  });

  it('keeps an applicant out of the talent search until they opt in, and publishes each change of that choice with it', async () => {
    const { user } = await signUpVerified(h, challengerPayload());
    const headers = () => h.identityHeaders(user.id, 'challenger');
    const put = (privacy: Record<string, unknown>) =>
      h.service.app.inject({ method: 'PUT', url: '/api/v1/user/settings', headers: headers(), payload: { privacy } });
    const changes = async () =>
      (await h.db.outboxEvent.findMany({ where: { key: user.id, type: 'auth.user.talent-visibility-changed' }, orderBy: { createdAt: 'asc' } })).map(
        (row) => (row.payload as { data: { visibleToCompanies: boolean } }).data.visibleToCompanies,
      );
    const first = await h.service.app.inject({ method: 'GET', url: '/api/v1/user/settings', headers: headers() });
    expect(first.json().data.privacy).toEqual({ visibleToCompanies: false });
    const registered = await h.db.outboxEvent.findFirst({ where: { key: user.id, type: 'auth.user.registered' } });
    expect((registered!.payload as { data: Record<string, unknown> }).data).toMatchObject({ role: 'challenger', visibleToCompanies: false });

    const on = await put({ visibleToCompanies: true });
    expect([on.statusCode, on.json().data.privacy]).toEqual([200, { visibleToCompanies: true }]);
    expect((await put({ visibleToCompanies: true })).statusCode).toBe(200);
    // Another setting changed alone keeps the choice and publishes nothing.
    expect(
      (await h.service.app.inject({ method: 'PUT', url: '/api/v1/user/settings', headers: headers(), payload: { language: 'en' } })).json().data.privacy,
    ).toEqual({
      visibleToCompanies: true,
    });
    expect(await changes()).toEqual([true]);
    const off = await put({ visibleToCompanies: false });
    expect(off.json().data.privacy).toEqual({ visibleToCompanies: false });
    expect(await changes()).toEqual([true, false]);
  });

  it('lets only an applicant turn the talent-search visibility on: 403 for a pro, who may still save it off', async () => {
    const { user } = await signUpVerified(h, proPayload());
    const headers = h.identityHeaders(user.id, 'pro');
    const on = await h.service.app.inject({ method: 'PUT', url: '/api/v1/user/settings', headers, payload: { privacy: { visibleToCompanies: true } } });
    expect([on.statusCode, on.json().code]).toEqual([403, 'PERMISSION_DENIED']);
    const off = await h.service.app.inject({ method: 'PUT', url: '/api/v1/user/settings', headers, payload: { privacy: { visibleToCompanies: false } } });
    expect(off.statusCode).toBe(200);
    expect(await h.db.outboxEvent.count({ where: { key: user.id, type: 'auth.user.talent-visibility-changed' } })).toBe(0);
  });

  it('refuses an unsupported language and unknown keys without changing anything', async () => {
    const { user } = await signUpVerified(h, challengerPayload());
    const headers = h.identityHeaders(user.id, 'challenger');
    const bad = await h.service.app.inject({ method: 'PUT', url: '/api/v1/user/settings', headers, payload: { language: 'vi' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('language');
    const unknown = await h.service.app.inject({ method: 'PUT', url: '/api/v1/user/settings', headers, payload: { theme: 'dark' } });
    expect(unknown.statusCode).toBe(400);
    const after = await h.service.app.inject({ method: 'GET', url: '/api/v1/user/settings', headers });
    expect(after.json().data.language).toBe('ko');
  });

  it('needs an identity', async () => {
    const res = await h.service.app.inject({ method: 'GET', url: '/api/v1/user/settings' });
    expect(res.statusCode).toBe(401);
  });
});

describe('health', () => {
  it('is live and ready against the real Postgres and Redis', async () => {
    expect((await h.service.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    const ready = await h.service.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks).toMatchObject({ postgres: { ok: true }, redis: { ok: true } });
  });

  it('exposes Prometheus metrics', async () => {
    const res = await h.service.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toContain('http_request_duration_seconds');
  });
});
