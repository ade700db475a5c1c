import type { TAuthResponse, TUser } from '@tov/contracts/http/auth';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { loadAuthApi } from '../../api/lazy-apis';
import { normaliseError, type ApiError } from '../../api/errors';
import {
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
  login: async (body: { email: string; password: string }) => (await loadAuthApi()).login(body),
  register: async (body: Parameters<Awaited<ReturnType<typeof loadAuthApi>>['register']>[0]) => (await loadAuthApi()).register(body),
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
    const res: TAuthResponse = yield call(authCalls.login, { email: action.payload.email, password: action.payload.password });
    const remember = action.payload.rememberMe ?? true;
    yield call(storeToken, res.token, remember, res.user.id);
    yield put(signedIn({ token: res.token, user: res.user, remember }));
    action.meta?.resolve(res);
  } catch (error) {
    const message = loginErrorMessage(error);
    yield put(loginFailed(message));
    action.meta?.reject(isApi(error) ? error : normaliseError(error));
  }
}

/** Challengers who get a token and user are signed in at once; company and pro are not (spec 000 §4). */
export function* registerSaga(action: ReturnType<typeof registerRequested>): Generator<unknown, void, never> {
  try {
    const res = (yield call(authCalls.register, action.payload)) as TAuthResponse | null;
    if (action.payload.role === 'challenger' && res && res.token && res.user) {
      yield call(storeToken, res.token, true, res.user.id);
      yield put(signedIn({ token: res.token, user: res.user, remember: true }));
    }
    action.meta?.resolve(res);
  } catch (error) {
    action.meta?.reject(isApi(error) ? error : normaliseError(error));
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

/** After rehydration: a stored token without a user (or an expired one) is checked against /auth/me. */
export function* restoreSessionSaga(): Generator<unknown, void, never> {
  const auth: AuthState = yield select((s: { auth: AuthState }) => s.auth);
  const token = auth.token ?? (yield call(readStoredToken));
  if (!token) {
    if (auth.user) yield put(signedOut());
    return;
  }
  if (isTokenExpired(token)) {
    yield call(clearStoredToken);
    yield put(signedOut());
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

export function* authSaga(): Generator<unknown, void, never> {
  yield takeLeading(loginRequested.type, loginSaga);
  yield takeLeading(registerRequested.type, registerSaga);
  yield takeLeading(logoutRequested.type, logoutSaga);
  yield takeLatest(sessionRestoreRequested.type, restoreSessionSaga);
}
