import type { TAuthResponse, TCheckEmail, TUser } from '@tov/contracts/http/auth';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { loadAuthApi } from '../../api/lazy-apis';
import type { ApiError } from '../../api/errors';
import {
  emailVerificationRequested,
  loginFailed,
  loginRequested,
  loginStarted,
  logoutRequested,
  registerRequested,
  sessionRestoreRequested,
  signedIn,
  signedOut,
  userLoaded,
  type AuthState,
} from './auth-slice';
import { clearStoredToken, isTokenExpired, readStoredToken, storeToken } from './token-storage';

export const LOGIN_FAILED_FALLBACK = 'Login failed';

/** The auth calls, loaded on first use (keeps axios out of the initial chunk). */
export const authCalls = {
  login: async (body: { email: string; password: string; rememberMe?: boolean }) => (await loadAuthApi()).login(body),
  register: async (body: Parameters<Awaited<ReturnType<typeof loadAuthApi>>['register']>[0]) => (await loadAuthApi()).register(body),
  verifyEmail: async (token: string) => (await loadAuthApi()).verifyEmail(token),
  refresh: async () => (await loadAuthApi()).refresh(),
  logout: async () => (await loadAuthApi()).logout(),
  me: async () => (await loadAuthApi()).me(),
};

/** The login failure text: the response's message, then the error's, then "Login failed" (spec 000 §8). */
export function loginErrorMessage(error: unknown): string {
  const e = error as Partial<ApiError> & { response?: { data?: { message?: unknown } } };
  const fromData = e.response?.data?.message;
  if (typeof fromData === 'string' && fromData) return fromData;
  if (typeof e.message === 'string' && e.message) return e.message;
  return LOGIN_FAILED_FALLBACK;
}

export function* loginSaga(action: ReturnType<typeof loginRequested>): Generator<unknown, void, never> {
  yield put(loginStarted());
  try {
    const remember = action.payload.rememberMe ?? true;
    // "Remember me" also decides the refresh cookie: 30 days, or the browser session (docs/decisions/105-remember-me-token-storage.md).
    const res: TAuthResponse = yield call(authCalls.login, { email: action.payload.email, password: action.payload.password, rememberMe: remember });
    yield call(storeToken, res.token, remember, res.user.id);
    yield put(signedIn({ token: res.token, user: res.user, remember }));
    action.meta?.resolve(res);
  } catch (error) {
    const message = loginErrorMessage(error);
    yield put(loginFailed(message));
    action.meta?.reject((yield call(asApiError, error)) as ApiError);
  }
}

/**
 * Sign-up answers "check your e-mail" whatever the address, with no token (issue 12): nobody is signed
 * in here; the e-mailed link does that (emailVerificationSaga). docs/decisions/038-sign-up-signed-in-by-link.md.
 */
export function* registerSaga(action: ReturnType<typeof registerRequested>): Generator<unknown, void, never> {
  try {
    const res = (yield call(authCalls.register, action.payload)) as TCheckEmail;
    action.meta?.resolve(res);
  } catch (error) {
    action.meta?.reject((yield call(asApiError, error)) as ApiError);
  }
}

/** The verification link: verified and signed in, remembered like a fresh sign-up. */
export function* emailVerificationSaga(action: ReturnType<typeof emailVerificationRequested>): Generator<unknown, void, never> {
  try {
    const res: TAuthResponse = yield call(authCalls.verifyEmail, action.payload);
    yield call(storeToken, res.token, true, res.user.id);
    yield put(signedIn({ token: res.token, user: res.user, remember: true }));
    action.meta?.resolve(res);
  } catch (error) {
    action.meta?.reject((yield call(asApiError, error)) as ApiError);
  }
}

/** Local state is cleared even when the logout call fails; that failure is only logged. */
export function* logoutSaga(): Generator<unknown, void, never> {
  try {
    yield call(authCalls.logout);
  } catch (error) {
    console.warn('[auth] logout call failed', (error as ApiError | undefined)?.code);
  } finally {
    yield call(clearStoredToken);
    yield put(signedOut());
  }
}

/** A session whose access token is gone or expired: renewed with the refresh cookie, else signed out. */
function* renewOrSignOut(remember: boolean): Generator<unknown, void, never> {
  const res = (yield call(authCalls.refresh)) as TAuthResponse | null;
  if (res) {
    yield call(storeToken, res.token, remember, res.user.id);
    yield put(userLoaded({ user: res.user, token: res.token }));
    return;
  }
  yield call(clearStoredToken);
  yield put(signedOut());
}

/**
 * After rehydration: a stored token is checked against /auth/me; an expired one (access tokens live
 * minutes) is renewed with the refresh cookie first, and the session ends only if that fails.
 */
export function* restoreSessionSaga(): Generator<unknown, void, never> {
  const auth: AuthState = yield select((s: { auth: AuthState }) => s.auth);
  const token = auth.token ?? (yield call(readStoredToken));
  if (!token) {
    if (auth.user) yield* renewOrSignOut(auth.remember);
    return;
  }
  if (isTokenExpired(token)) {
    yield* renewOrSignOut(auth.remember);
    return;
  }
  try {
    const user: TUser = yield call(authCalls.me);
    yield put(userLoaded({ user, token }));
  } catch (error) {
    if ((error as ApiError).status === 401) {
      yield call(clearStoredToken);
      yield put(signedOut());
    }
  }
}

function isApi(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'code' in error && 'status' in error && 'details' in error;
}

/** The HTTP client throws ApiErrors already; anything else (a chunk that failed to load) is normalised by the lazily loaded error module. */
async function asApiError(error: unknown): Promise<ApiError> {
  return isApi(error) ? error : (await import('../../api/errors')).normaliseError(error);
}

export function* authSaga(): Generator<unknown, void, never> {
  yield takeLeading(loginRequested.type, loginSaga);
  yield takeLeading(registerRequested.type, registerSaga);
  yield takeLeading(emailVerificationRequested.type, emailVerificationSaga);
  yield takeLeading(logoutRequested.type, logoutSaga);
  yield takeLatest(sessionRestoreRequested.type, restoreSessionSaga);
}
