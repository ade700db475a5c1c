import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { clearErrorLog, errorLog, logError } from '../../src/api/error-log';
import { backoffDelay, classifyError, isRetryable, isUserFriendly, normaliseError, shouldAutoRetry, type ApiError } from '../../src/api/errors';
import { createHttpClient, lookupToken, withApiPrefix, type HttpClientHooks } from '../../src/api/http-client';
import { MASK, maskSensitive } from '../../src/api/mask';

type Reply = { status: number; data?: unknown } | 'network' | 'timeout';

/** An adapter that records each request and answers from a script, like a tiny server. */
function scriptedAdapter(replies: Reply[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push({ ...config, headers: AxiosHeaders.from(config.headers) } as InternalAxiosRequestConfig);
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (reply === 'timeout') throw new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config);
    const response = { data: reply.data ?? {}, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return { adapter, seen };
}

function makeClient(replies: Reply[], hooks: Partial<HttpClientHooks> = {}) {
  const { adapter, seen } = scriptedAdapter(replies);
  const sleeps: number[] = [];
  const toasts: { kind: 'error' | 'success'; message: string; retry?: () => void }[] = [];
  const navigations: string[] = [];
  const client = createHttpClient({
    adapter,
    hooks: {
      sleep: async (ms) => void sleeps.push(ms),
      notifier: {
        error: (message, options) => void toasts.push({ kind: 'error', message, retry: options?.retry }),
        success: (message) => void toasts.push({ kind: 'success', message }),
      },
      navigate: (p) => void navigations.push(p),
      currentPath: () => '/visa/history',
      ...hooks,
    },
  });
  return { client, seen, sleeps, toasts, navigations };
}

const envelopeError = (code: string, message: string, details?: unknown) => ({
  success: false,
  data: null,
  code,
  message,
  details,
  requestId: 'srv-1',
  timestamp: '2026-01-01T00:00:00.000Z',
});

describe('requests', () => {
  it('sends a unique X-Request-ID on every request', async () => {
    const { client, seen } = makeClient([{ status: 200 }]);
    await client.get('/auth/me');
    await client.post('/auth/login', {});
    const ids = seen.map((c) => c.headers.get('X-Request-ID'));
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('adds no-cache headers and a _t timestamp to GETs only', async () => {
    const { client, seen } = makeClient([{ status: 200 }]);
    await client.get('/v1/user/settings', { params: { a: 1 } });
    await client.post('/auth/login', {});
    expect(seen[0]!.params).toEqual({ a: 1, _t: expect.any(Number) });
    expect(seen[0]!.headers.get('Cache-Control')).toBe('no-cache');
    expect(seen[1]!.params).toBeUndefined();
    expect(seen[1]!.headers.get('Cache-Control')).toBeUndefined();
  });

  it('marks /auth/me and /auth/logout as never cached', async () => {
    const { client, seen } = makeClient([{ status: 200 }]);
    await client.get('/auth/me');
    await client.post('/auth/logout');
    for (const c of seen) expect(c.headers.get('Cache-Control')).toBe('no-cache, no-store, must-revalidate');
  });

  it('uses 10 s for GET and 30 s otherwise unless a time-out is set', async () => {
    const { client, seen } = makeClient([{ status: 200 }]);
    await client.get('/a');
    await client.post('/b');
    await client.get('/c', { timeout: 30_000 });
    expect(seen.map((c) => c.timeout)).toEqual([10_000, 30_000, 30_000]);
  });

  it('adds the /api prefix to paths lacking it', async () => {
    const { client, seen } = makeClient([{ status: 200 }]);
    await client.get('/auth/me');
    await client.get('/api/visa/v3/types');
    expect(seen.map((c) => c.url)).toEqual(['/api/auth/me', '/api/visa/v3/types']);
    expect(withApiPrefix('https://x.test/a')).toBe('https://x.test/a');
  });

  it('drops the JSON content type for FormData bodies', async () => {
    const { client, seen } = makeClient([{ status: 200 }]);
    const form = new FormData();
    form.append('file', 'x');
    await client.post('/company/compliance/1/documents', form);
    await client.post('/auth/login', { a: 1 });
    expect(seen[0]!.headers.get('Content-Type')).toBeFalsy();
    expect(String(seen[1]!.headers.get('Content-Type'))).toContain('application/json');
  });

  it('sends the bearer token from the state, then local storage, then session storage', async () => {
    let stateToken: string | null = 'state-token';
    const { client, seen } = makeClient([{ status: 200 }], { getStateToken: () => stateToken });
    localStorage.setItem('token', 'local-token');
    sessionStorage.setItem('token', 'session-token');
    await client.get('/a');
    stateToken = null;
    await client.get('/a');
    localStorage.removeItem('token');
    await client.get('/a');
    sessionStorage.removeItem('token');
    await client.get('/a');
    expect(seen.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer state-token', 'Bearer local-token', 'Bearer session-token', undefined]);
    expect(lookupToken(null)).toBeNull();
  });
});

describe('errors', () => {
  it('normalises an envelope error to {status, code, message, details, timestamp}', async () => {
    const { client } = makeClient([
      { status: 422, data: envelopeError('VALIDATION_ERROR', '입력 내용을 다시 확인해주세요.', [{ field: 'email', message: 'bad' }]) },
    ]);
    await expect(client.post('/auth/register', {})).rejects.toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: '입력 내용을 다시 확인해주세요.',
      details: [{ field: 'email', message: 'bad' }],
      timestamp: '2026-01-01T00:00:00.000Z',
      requestId: 'srv-1',
    });
  });

  it.each([
    [400, '잘못된 요청입니다.'],
    [401, '인증이 필요합니다.'],
    [403, '권한이 없습니다.'],
    [404, '요청한 리소스를 찾을 수 없습니다.'],
    [422, '입력 데이터가 유효하지 않습니다.'],
    [429, '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'],
    [500, '서버 오류가 발생했습니다.'],
    [502, '서버가 일시적으로 응답할 수 없습니다.'],
    [503, '서비스를 일시적으로 사용할 수 없습니다.'],
    [418, '알 수 없는 오류가 발생했습니다.'],
  ])('uses the Korean default message for %i when the server sends none', async (status, message) => {
    const { client, toasts } = makeClient([{ status, data: 'oops' }]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(client.post('/x', {}, { autoRetries: 0 })).rejects.toMatchObject({ status, message });
    expect(toasts[0]).toMatchObject({ kind: 'error', message });
    warn.mockRestore();
  });

  it('shows a server message only when it is user-friendly', async () => {
    expect(isUserFriendly('이미 가입된 이메일입니다.')).toBe(true);
    for (const bad of ['Cannot read properties of undefined', 'value is null', 'TypeError: x', 'at stack frame', 'trace id', '', '  ']) {
      expect(isUserFriendly(bad)).toBe(false);
    }
    const { client } = makeClient([{ status: 400, data: envelopeError('BAD_REQUEST', "TypeError: cannot read 'x' of undefined") }]);
    await expect(client.post('/x', {})).rejects.toMatchObject({ message: '잘못된 요청입니다.', code: 'BAD_REQUEST' });
  });

  it('on 401 clears the stored token and goes to /login unless already there', async () => {
    let unauthorized = 0;
    const { client, navigations } = makeClient([{ status: 401, data: envelopeError('TOKEN_EXPIRED', '로그인이 만료되었습니다. 다시 로그인해주세요.') }], {
      onUnauthorized: () => void unauthorized++,
    });
    localStorage.setItem('token', 't');
    sessionStorage.setItem('token', 't');
    await expect(client.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    // (The expired token was first offered to /auth/refresh, which refused it too.)
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(unauthorized).toBe(1);
    expect(navigations).toEqual(['/login']);

    const onLogin = makeClient([{ status: 401, data: envelopeError('INVALID_CREDENTIALS', 'x') }], { currentPath: () => '/login' });
    await expect(onLogin.client.post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(onLogin.navigations).toEqual([]);
  });

  it('asks to check the network when there is no response', async () => {
    const { client, toasts } = makeClient(['network'], {});
    await expect(client.post('/x', {})).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0, message: '네트워크 연결을 확인해주세요.' });
    expect(toasts[0]!.message).toBe('네트워크 연결을 확인해주세요.');
  });

  it('does not toast silent calls', async () => {
    const { client, toasts } = makeClient([{ status: 400, data: envelopeError('BAD_REQUEST', '잘못된 요청입니다.') }]);
    await expect(client.post('/x', {}, { silent: true })).rejects.toMatchObject({ status: 400 });
    expect(toasts).toEqual([]);
  });

  it('classifies errors by code and status', () => {
    expect(classifyError({ status: 401, code: 'X' })).toBe('authentication');
    expect(classifyError({ status: 403, code: 'X' })).toBe('authorization');
    expect(classifyError({ status: 400, code: 'VALIDATION_ERROR' })).toBe('validation');
    expect(classifyError({ status: 500, code: 'VISA_EVALUATION_FAILED' })).toBe('visa');
    expect(classifyError({ status: 404, code: 'ASSESSMENT_NOT_FOUND' })).toBe('visa');
    expect(classifyError({ status: 409, code: 'CONFLICT' })).toBe('client');
    expect(classifyError({ status: 502, code: 'BAD_GATEWAY' })).toBe('server');
  });
});

describe('access token renewal', () => {
  const user = { id: 'u1', email: 'c@demo.tov', name: 'C', role: 'challenger', roles: ['challenger'], phoneNumber: '010', createdAt: '' };
  const expired = { status: 401, data: envelopeError('TOKEN_EXPIRED', '로그인이 만료되었습니다. 다시 로그인해주세요.') };

  /** A server whose protected calls accept only `fresh`, and whose refresh answers from a script. */
  function server(refreshReplies: Reply[]) {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push({ ...config, headers: AxiosHeaders.from(config.headers) } as InternalAxiosRequestConfig);
      const reply: Reply =
        config.url === '/api/auth/refresh'
          ? refreshReplies.length > 1
            ? refreshReplies.shift()!
            : refreshReplies[0]!
          : AxiosHeaders.from(config.headers).get('Authorization') === 'Bearer fresh'
            ? { status: 200, data: { success: true, data: 'ok' } }
            : expired;
      if (reply === 'network' || reply === 'timeout') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      const response = { data: reply.data ?? {}, status: reply.status, statusText: '', headers: {}, config };
      if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
      return response;
    };
    let stateToken = 'stale';
    const navigations: string[] = [];
    const sleeps: number[] = [];
    let unauthorized = 0;
    const client = createHttpClient({
      adapter,
      hooks: {
        getStateToken: () => stateToken,
        onTokenRefreshed: (auth) => void (stateToken = auth.token),
        onUnauthorized: () => void unauthorized++,
        sleep: async (ms) => void sleeps.push(ms),
        navigate: (p) => void navigations.push(p),
        currentPath: () => '/visa/history',
      },
    });
    return { client, seen, navigations, sleeps, unauthorized: () => unauthorized };
  }
  const renewed = { status: 200, data: { success: true, data: { token: 'fresh', user, expiresAt: '' } } };

  it('on 401 TOKEN_EXPIRED renews through /api/auth/refresh with the cookie and repeats the request with the new token', async () => {
    const { client, seen, navigations } = server([renewed]);
    await expect(client.post('/v1/things', { a: 1 })).resolves.toMatchObject({ status: 200 });
    expect(seen.map((c) => c.url)).toEqual(['/api/v1/things', '/api/auth/refresh', '/api/v1/things']);
    expect(seen.every((c) => c.withCredentials)).toBe(true);
    expect(AxiosHeaders.from(seen[2]!.headers).get('Authorization')).toBe('Bearer fresh');
    expect(navigations).toEqual([]);
  });

  it('renews once for requests that expire together', async () => {
    const { client, seen } = server([renewed]);
    await Promise.all([client.get('/v1/a'), client.get('/v1/b'), client.get('/v1/c')]);
    expect(seen.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('signs out and goes to /login when the refresh cookie no longer works', async () => {
    const { client, seen, navigations, unauthorized } = server([
      { status: 401, data: envelopeError('REFRESH_TOKEN_INVALID', '로그인이 만료되었습니다. 다시 로그인해주세요.') },
    ]);
    localStorage.setItem('token', 'stale');
    await expect(client.get('/v1/a')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(seen.map((c) => c.url)).toEqual(['/api/v1/a', '/api/auth/refresh']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(unauthorized()).toBe(1);
    expect(navigations).toEqual(['/login']);
  });

  it('waits and tries once more when another tab rotated the cookie at the same moment', async () => {
    const { client, seen, sleeps } = server([
      { status: 409, data: envelopeError('REFRESH_CONFLICT', '다른 창에서 로그인이 갱신되었습니다. 다시 시도해주세요.') },
      renewed,
    ]);
    await expect(client.get('/v1/a')).resolves.toMatchObject({ status: 200 });
    expect(seen.map((c) => c.url)).toEqual(['/api/v1/a', '/api/auth/refresh', '/api/auth/refresh', '/api/v1/a']);
    expect(sleeps).toEqual([300]);
  });

  it('does not renew for other 401s (a wrong password, a revoked token)', async () => {
    const { client, seen } = makeClient([{ status: 401, data: envelopeError('TOKEN_REVOKED', 'x') }]);
    await expect(client.get('/v1/a')).rejects.toMatchObject({ status: 401 });
    expect(seen.map((c) => c.url)).toEqual(['/api/v1/a']);
  });
});

describe('retries', () => {
  it('retries GETs automatically on 5xx with backoff 500, 1000, 2000 ms, at most 3 times', async () => {
    const { client, seen, sleeps } = makeClient([{ status: 503 }, { status: 503 }, { status: 503 }, { status: 200, data: { ok: 1 } }]);
    const res = await client.get('/a');
    expect(res.data).toEqual({ ok: 1 });
    expect(seen).toHaveLength(4);
    expect(sleeps).toEqual([500, 1000, 2000]);
  });

  it('gives up after 3 automatic retries', async () => {
    const { client, seen } = makeClient(['timeout']);
    await expect(client.get('/a')).rejects.toMatchObject({ code: 'TIMEOUT', status: 408 });
    expect(seen).toHaveLength(4);
  });

  it('never retries 4xx or VALIDATION_ERROR automatically', async () => {
    const { client, seen } = makeClient([{ status: 429, data: envelopeError('RATE_LIMITED', '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.') }]);
    await expect(client.get('/a')).rejects.toMatchObject({ status: 429 });
    expect(seen).toHaveLength(1);
    expect(shouldAutoRetry({ status: 500, code: 'VALIDATION_ERROR', isNetworkError: false } as ApiError)).toBe(false);
    expect(shouldAutoRetry({ status: 0, code: 'NETWORK_ERROR', isNetworkError: true } as ApiError)).toBe(true);
  });

  it('does not repeat a POST without an Idempotency-Key, but does with one', async () => {
    const a = makeClient([{ status: 500 }, { status: 200 }]);
    await expect(a.client.post('/a', {})).rejects.toMatchObject({ status: 500 });
    expect(a.seen).toHaveLength(1);
    const b = makeClient([{ status: 500 }, { status: 200 }]);
    await b.client.post('/a', {}, { headers: { 'Idempotency-Key': 'k1' } });
    expect(b.seen).toHaveLength(2);
    expect(b.seen[1]!.headers.get('Idempotency-Key')).toBe('k1');
  });

  it('caps the backoff at 5000 ms', () => {
    expect([0, 1, 2, 3, 4, 5].map(backoffDelay)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });

  it('offers "다시 시도" for retryable statuses and codes only', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isRetryable({ status, code: 'X' } as ApiError)).toBe(true);
    for (const code of ['NETWORK_ERROR', 'TIMEOUT', 'SERVER_ERROR', 'ECONNABORTED']) expect(isRetryable({ status: 0, code } as ApiError)).toBe(true);
    for (const status of [400, 401, 403, 404, 422]) expect(isRetryable({ status, code: 'X' } as ApiError)).toBe(false);
  });

  it('the retry button repeats the request, toasts success, and stops after 3 manual retries', async () => {
    const { client, toasts, seen } = makeClient([{ status: 429 }, { status: 429 }, { status: 429 }, { status: 429 }, { status: 200 }]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(client.post('/a', {})).rejects.toMatchObject({ status: 429 });
    expect(toasts[0]!.retry).toBeInstanceOf(Function);
    await toasts[0]!.retry!();
    await toasts[1]!.retry!();
    await toasts[2]!.retry!();
    expect(seen).toHaveLength(4);
    await toasts[3]!.retry!();
    expect(seen).toHaveLength(4);
    expect(toasts[4]).toMatchObject({ kind: 'error', message: '최대 재시도 횟수를 초과했습니다.' });

    const ok = makeClient([{ status: 503 }, { status: 200 }]);
    await expect(ok.client.post('/a', {})).rejects.toMatchObject({ status: 503 });
    await ok.toasts[0]!.retry!();
    expect(ok.toasts[1]).toMatchObject({ kind: 'success' });
    warn.mockRestore();
  });
});

describe('error log and debug masking', () => {
  it('keeps up to 100 entries, then trims to the last 50', () => {
    clearErrorLog();
    const error = normaliseError(new Error('x'));
    for (let i = 0; i < 100; i++) logError({ at: String(i), method: 'GET', url: '/a', error });
    expect(errorLog()).toHaveLength(100);
    logError({ at: '100', method: 'GET', url: '/a', error });
    expect(errorLog()).toHaveLength(50);
    expect(errorLog()[49]!.at).toBe('100');
    expect(errorLog()[0]!.at).toBe('51');
  });

  it('masks passwords and tokens', () => {
    const masked = maskSensitive({
      email: 'a@b.c',
      password: 'secret',
      confirmPassword: 'secret',
      nested: { token: 'abc', accessToken: 'x' },
      headers: { Authorization: 'Bearer abc.def' },
      note: 'sent Bearer abc.def.ghi',
    });
    expect(masked).toEqual({
      email: 'a@b.c',
      password: MASK,
      confirmPassword: MASK,
      nested: { token: MASK, accessToken: MASK },
      headers: { Authorization: MASK },
      note: `sent Bearer ${MASK}`,
    });
  });
});
