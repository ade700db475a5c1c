import { challengerPayload, companyPayload, proPayload, startAuthHarness, INVITE_CODE, type AuthHarness } from './auth-harness';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ maxFailures: 3 });
});
afterAll(async () => h.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => h.service.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('registration', () => {
  it.each([
    ['challenger', challengerPayload],
    ['company', companyPayload],
    ['pro', proPayload],
  ])('registers a %s and answers a token and the user', async (role, make) => {
    const payload = make();
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(body.data.user).toMatchObject({ email: payload.email, role, roles: [role] });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(body.data.user).not.toHaveProperty('password');
    const stored = await h.db.user.findUnique({ where: { email: payload.email } });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['email', { email: 'broken' }],
    ['password', { password: '12345' }],
    ['name', { name: '' }],
    ['nationality', { nationality: 'Atlantis' }],
    ['phoneNumber', { phoneNumber: '' }],
    ['gender', { gender: 'x' }],
    ['dateOfBirth', { dateOfBirth: '2999-12-31' }],
    ['availableLanguages', { availableLanguages: '' }],
    ['visaType', { visaType: 'Q-1' }],
    ['inquiryType', { inquiryType: '' }],
    ['purpose', { purpose: 'holiday' }],
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

  it('answers 409 for a duplicate e-mail, whatever its case, and keeps the first account', async () => {
    const payload = challengerPayload();
    expect((await post('/api/auth/register', payload)).statusCode).toBe(201);
    const again = await post('/api/auth/register', { ...payload, email: payload.email.toUpperCase(), name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_ALREADY_EXISTS');
    const stored = await h.db.user.findUnique({ where: { email: payload.email } });
    expect(stored?.name).toBe('Nguyen Van A');
  });

  it('grants the community-admin role for a valid invite code', async () => {
    const res = await post('/api/auth/register', challengerPayload({ bridgeAdminInviteCode: INVITE_CODE }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.roles).toEqual(['challenger', 'bridge_admin']);
  });

  it('answers a bad JSON body with a 400 envelope', async () => {
    const res = await h.service.app.inject({ method: 'POST', url: '/api/auth/register', payload: '{"role":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});

describe('login, me and logout', () => {
  it('logs in with the right password and answers the user on /me', async () => {
    const payload = proPayload();
    await post('/api/auth/register', payload);
    const login = await post('/api/auth/login', { email: payload.email.toUpperCase(), password: payload.password });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json().data;
    expect(user.email).toBe(payload.email);
    const claims = h.tokens.verify(token);
    expect(claims).toMatchObject({ id: user.id, role: 'pro', roles: ['pro'] });
    expect(claims.exp).toBeGreaterThan(claims.iat);
    const me = await h.service.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(user.id);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password with 401 and a clear message', async () => {
    const payload = challengerPayload();
    await post('/api/auth/register', payload);
    const res = await post('/api/auth/login', { email: payload.email, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: '이메일 또는 비밀번호가 올바르지 않습니다.' });
  });

  it('refuses an unknown e-mail exactly like a wrong password', async () => {
    const res = await post('/api/auth/login', { email: `nobody.${Date.now()}@test.tov`, password: 'whatever1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('locks logins after repeated failures with 429 and Retry-After, even with the right password', async () => {
    const payload = challengerPayload();
    await post('/api/auth/register', payload);
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/login', { email: payload.email, password: 'bad-pass' })).statusCode).toBe(401);
    const locked = await post('/api/auth/login', { email: payload.email, password: payload.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('LOGIN_RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a token after logout', async () => {
    const reg = await post('/api/auth/register', companyPayload());
    const { token } = reg.json().data;
    const auth = { authorization: `Bearer ${token}` };
    expect((await h.service.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
    const out = await h.service.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(out.statusCode).toBe(200);
    const after = await h.service.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('TOKEN_REVOKED');
  });

  it('refuses /me without a token', async () => {
    const res = await h.service.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_REQUIRED');
  });
});

describe('user settings', () => {
  it('answers defaults, saves a change and keeps the rest', async () => {
    const reg = await post('/api/auth/register', challengerPayload());
    const userId = reg.json().data.user.id;
    const headers = { 'x-user-id': userId, 'x-user-roles': 'challenger' };
    const first = await h.service.app.inject({ method: 'GET', url: '/api/v1/user/settings', headers });
    expect(first.json().data).toMatchObject({ language: 'ko', notifications: { email: true, marketing: false } });
    const put = await h.service.app.inject({ method: 'PUT', url: '/api/v1/user/settings', headers, payload: { language: 'ja', notifications: { marketing: true } } });
    expect(put.statusCode).toBe(200);
    const again = await h.service.app.inject({ method: 'GET', url: '/api/v1/user/settings', headers });
    expect(again.json().data).toMatchObject({ language: 'ja', notifications: { email: true, marketing: true } });
  });

  it('refuses an unsupported language and unknown keys without changing anything', async () => {
    const reg = await post('/api/auth/register', challengerPayload());
    const headers = { 'x-user-id': reg.json().data.user.id, 'x-user-roles': 'challenger' };
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
