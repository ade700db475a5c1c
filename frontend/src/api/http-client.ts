import axios, { AxiosHeaders, type AxiosAdapter, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { TAuthResponse } from '@tov/contracts/http/auth';
import { logError } from './error-log';
import { MAX_RETRIES, backoffDelay, isRetryable, normaliseError, shouldAutoRetry, type ApiError } from './errors';
import { debugLog } from './mask';
import { MAX_RETRY_EXCEEDED_MESSAGE, RETRY_SUCCESS_MESSAGE } from './notifier';
import { defaultHooks, sharedHooks, type HttpClientHooks } from './client-hooks';
import { newRequestId } from './request-id';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not toast failures; the caller shows them (login, register, dashboards' empty states). */
    silent?: boolean;
    /** Maximum automatic retries for this call (default 3; 0 turns them off). */
    autoRetries?: number;
    /** A 401 clears the token but does not send the browser to /login (the silent session check). */
    skipAuthRedirect?: boolean;
    /** An expired access token is not renewed through /auth/refresh first (the refresh and logout calls themselves). */
    skipAuthRefresh?: boolean;
    /** Internal: already repeated once after a refresh. */
    _refreshed?: boolean;
    /** Internal: the refresh call itself (its failure is answered by the request that asked for it). */
    _sessionRefresh?: boolean;
    /** Internal: automatic attempts made so far. */
    _autoRetryCount?: number;
    /** Internal: manual "다시 시도" attempts made so far. */
    _manualRetryCount?: number;
  }
}

export { RETRY_LABEL, MAX_RETRY_EXCEEDED_MESSAGE, RETRY_SUCCESS_MESSAGE } from './notifier';
export type { HttpClientHooks } from './client-hooks';
export const DEFAULT_TIMEOUT_MS = 30_000;
export const GET_TIMEOUT_MS = 10_000;
const NEVER_CACHED = ['/auth/me', '/auth/logout'];

/** Token lookup order: auth state, then local storage `token`, then session storage (spec 000 §6). */
export function lookupToken(stateToken: string | null | undefined): string | null {
  if (stateToken) return stateToken;
  try {
    return localStorage.getItem('token') ?? sessionStorage.getItem('token');
  } catch {
    return null;
  }
}

function clearStoredTokens(): void {
  try {
    localStorage.removeItem('token');
    sessionStorage.removeItem('token');
  } catch {
    /* storage unavailable */
  }
}

/** Adds the /api prefix to the product's own paths that lack it (spec 000 §7). */
export function withApiPrefix(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  return path === '/api' || path.startsWith('/api/') ? path : `/api${path}`;
}

export interface CreateHttpClientOptions {
  adapter?: AxiosAdapter;
  baseURL?: string;
  hooks?: Partial<HttpClientHooks>;
}

export interface HttpClient extends AxiosInstance {
  configure(hooks: Partial<HttpClientHooks>): void;
  /**
   * A new access token for the httpOnly refresh cookie (`POST /auth/refresh`), or null when the
   * session has ended. One call at a time: concurrent 401s share it.
   */
  refreshSession(): Promise<TAuthResponse | null>;
}

/** Another tab rotated the refresh cookie a moment ago (409 REFRESH_CONFLICT): wait, then try once more with the new one. */
export const REFRESH_CONFLICT_WAIT_MS = 300;

/** The one axios instance of the app (spec 000 §7-8, 001 §8). */
export function createHttpClient(options: CreateHttpClientOptions = {}): HttpClient {
  // The app's client shares the hooks the shell configures; tests pass their own.
  const hooks: HttpClientHooks = options.hooks ? { ...defaultHooks, ...options.hooks } : sharedHooks;
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    withCredentials: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  }) as HttpClient;
  instance.configure = (next) => Object.assign(hooks, next);

  const refreshOnce = async (attempt: number): Promise<TAuthResponse | null> => {
    try {
      const res = await instance.post(
        '/auth/refresh',
        {},
        { silent: true, autoRetries: 0, skipAuthRefresh: true, skipAuthRedirect: true, _sessionRefresh: true },
      );
      const auth = unwrap<TAuthResponse>(res.data);
      hooks.onTokenRefreshed(auth);
      return auth;
    } catch (error) {
      if ((error as ApiError).code === 'REFRESH_CONFLICT' && attempt === 0) {
        await hooks.sleep(REFRESH_CONFLICT_WAIT_MS);
        return refreshOnce(1);
      }
      return null;
    }
  };
  let refreshing: Promise<TAuthResponse | null> | null = null;
  instance.refreshSession = () => {
    refreshing ??= refreshOnce(0).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const method = (config.method ?? 'get').toLowerCase();
    config.url = withApiPrefix(config.url ?? '/');

    if (!headers.has('X-Request-ID')) headers.set('X-Request-ID', newRequestId());
    const token = lookupToken(hooks.getStateToken());
    if (token) headers.set('Authorization', `Bearer ${token}`);

    if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      // The browser sets multipart/form-data with its boundary; `false` also stops axios adding a default.
      headers.setContentType(false as unknown as string);
    }
    if (method === 'get') {
      headers.set('Cache-Control', 'no-cache');
      headers.set('Pragma', 'no-cache');
      config.params = { ...(config.params as Record<string, unknown> | undefined), _t: Date.now() };
    }
    if (NEVER_CACHED.some((p) => config.url?.endsWith(p))) {
      headers.set('Cache-Control', 'no-cache, no-store, must-revalidate');
      headers.set('Pragma', 'no-cache');
      headers.set('Expires', '0');
    }
    if (!config.timeout) config.timeout = method === 'get' ? GET_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
    config.headers = headers;
    debugLog(`${method.toUpperCase()} ${config.url}`, { headers: headers.toJSON(), data: config.data });
    return config;
  });

  instance.interceptors.response.use(
    (response) => response,
    async (raw: AxiosError) => {
      const config = raw.config;
      const error = normaliseError(raw);
      logError({ at: error.timestamp, method: (config?.method ?? 'get').toUpperCase(), url: config?.url ?? '', error });
      debugLog(`failed ${config?.url ?? ''}`, { error, data: config?.data });
      if (!config || error.code === 'CANCELED' || config._sessionRefresh) throw error;

      const maxAuto = Math.min(config.autoRetries ?? MAX_RETRIES, MAX_RETRIES);
      const attempts = config._autoRetryCount ?? 0;
      if (shouldAutoRetry(error) && attempts < maxAuto && isSafeToRepeat(config)) {
        config._autoRetryCount = attempts + 1;
        await hooks.sleep(backoffDelay(attempts));
        return instance.request(config);
      }

      // An access token lives minutes: renew it once with the refresh cookie and repeat the request
      // (the gateway refused it before any service saw it, so repeating is safe), else sign out below.
      if (error.status === 401 && error.code === 'TOKEN_EXPIRED' && !config.skipAuthRefresh && !config._refreshed) {
        config._refreshed = true;
        if (await instance.refreshSession()) return instance.request(config);
      }

      if (error.status === 401) {
        clearStoredTokens();
        hooks.onUnauthorized();
        if (!config.skipAuthRedirect && hooks.currentPath() !== '/login') hooks.navigate('/login');
      }

      if (!config.silent) {
        const message = hooks.displayMessage(error);
        const retry = isRetryable(error) ? () => manualRetry(instance, hooks, config) : undefined;
        hooks.notifier.error(message, { retry, id: error.isNetworkError ? 'network-error' : undefined });
      }
      throw error;
    },
  );

  return instance;
}

/** Repeating a write is safe only when the server can tell it is the same request. */
function isSafeToRepeat(config: InternalAxiosRequestConfig): boolean {
  const method = (config.method ?? 'get').toLowerCase();
  if (['get', 'head', 'options', 'put', 'delete'].includes(method)) return true;
  return AxiosHeaders.from(config.headers).has('Idempotency-Key');
}

/** The "다시 시도" button: at most 3 manual retries, a success toast when one works. */
export function manualRetry(instance: AxiosInstance, hooks: HttpClientHooks, config: InternalAxiosRequestConfig): Promise<void> {
  const done = config._manualRetryCount ?? 0;
  if (done >= MAX_RETRIES) {
    hooks.notifier.error(MAX_RETRY_EXCEEDED_MESSAGE);
    return Promise.resolve();
  }
  const next: InternalAxiosRequestConfig = { ...config, _manualRetryCount: done + 1, _autoRetryCount: MAX_RETRIES };
  return instance.request(next).then(
    () => hooks.notifier.success(RETRY_SUCCESS_MESSAGE),
    () => undefined,
  );
}

export const http = createHttpClient();

/** Reads `data` out of the envelope `{ success, data, message, timestamp }`; tolerates a bare body. */
export function unwrap<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'success' in body && 'data' in body) return (body as { data: T }).data;
  console.warn('[http] response not in the envelope shape; using the body as data');
  return body as T;
}
