import { runSaga, type Saga } from 'redux-saga';
import { takeLeading } from 'redux-saga/effects';
import type { TAuthResponse, TUser } from '@tov/contracts/http/auth';
import {
  authCalls,
  authSaga,
  emailVerificationSaga,
  loginErrorMessage,
  loginSaga,
  logoutSaga,
  registerSaga,
  restoreSessionSaga,
} from '../../src/features/auth/auth-saga';
import {
  authReducer,
  emailVerificationRequested,
  initialAuthState,
  loginRequested,
  logoutRequested,
  registerRequested,
  signedIn,
  signedOut,
  type AuthState,
} from '../../src/features/auth/auth-slice';
import { visaApi, type HistoryPage } from '../../src/api/visa-api';
import { dashboardCalls, dashboardEndpoints } from '../../src/features/dashboards/dashboard-endpoints';
import { mergeHistoryPages, visaEndpoints } from '../../src/features/visa/visa-endpoints';
import { evaluateRequested, initialVisaState, visaReducer, compareToggled } from '../../src/features/visa/visa-slice';
import { evaluateSaga, visaCalls } from '../../src/features/visa/visa-saga';
import { createAppStore } from '../../src/store';
import { anAssessment } from '../fixtures/assessment';

const user: TUser = { id: 'u1', email: 'c@demo.tov', name: 'Chris', role: 'challenger', roles: ['challenger'], phoneNumber: '010', createdAt: '2026-01-01' };
const auth: TAuthResponse = { token: 'aaa.eyJleHAiOjQxMDI0NDQ4MDB9.sig', user, expiresAt: '2100-01-01' };

async function run<S>(saga: Saga, action: unknown, state: S) {
  const dispatched: { type: string; payload?: unknown }[] = [];
  await runSaga({ dispatch: (a: { type: string }) => dispatched.push(a), getState: () => state }, saga, action).toPromise();
  return dispatched;
}

afterEach(() => jest.restoreAllMocks());

describe('auth sagas', () => {
  it('watches login, register and logout, taking the leading request', () => {
    const gen = authSaga();
    expect(gen.next().value).toEqual(takeLeading(loginRequested.type, loginSaga));
    expect(gen.next().value).toEqual(takeLeading(registerRequested.type, registerSaga));
    expect(gen.next().value).toEqual(takeLeading(emailVerificationRequested.type, emailVerificationSaga));
    expect(gen.next().value).toEqual(takeLeading(logoutRequested.type, logoutSaga));
  });

  it('signs in: calls login, stores the token, puts signedIn and resolves', async () => {
    jest.spyOn(authCalls, 'login').mockResolvedValue(auth);
    const resolve = jest.fn();
    const dispatched = await run(
      loginSaga,
      loginRequested({ email: 'c@demo.tov', password: 'demo1234', rememberMe: true }, { resolve, reject: jest.fn() }),
      {},
    );
    expect(authCalls.login).toHaveBeenCalledWith({ email: 'c@demo.tov', password: 'demo1234', rememberMe: true });
    expect(dispatched.map((a) => a.type)).toEqual(['auth/loginStarted', 'auth/signedIn']);
    expect(localStorage.getItem('token')).toBe(auth.token);
    expect(localStorage.getItem('userId')).toBe('u1');
    expect(resolve).toHaveBeenCalledWith(auth);
  });

  it('keeps the token in session storage without "remember me"', async () => {
    jest.spyOn(authCalls, 'login').mockResolvedValue(auth);
    await run(loginSaga, loginRequested({ email: 'a', password: 'b', rememberMe: false }), {});
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe(auth.token);
  });

  it('on failure stores the message as the auth error and rejects', async () => {
    const error = {
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
      details: [],
      timestamp: '',
      isNetworkError: false,
    };
    jest.spyOn(authCalls, 'login').mockRejectedValue(error);
    const reject = jest.fn();
    const dispatched = await run(loginSaga, loginRequested({ email: 'a', password: 'b' }, { resolve: jest.fn(), reject }), {});
    expect(dispatched[1]).toEqual({ type: 'auth/loginFailed', payload: '이메일 또는 비밀번호가 올바르지 않습니다.' });
    expect(reject).toHaveBeenCalledWith(error);
  });

  it('takes the login message from response data, then the error, then "Login failed"', () => {
    expect(loginErrorMessage({ response: { data: { message: 'from data' } }, message: 'from error' })).toBe('from data');
    expect(loginErrorMessage({ message: 'from error' })).toBe('from error');
    expect(loginErrorMessage({})).toBe('Login failed');
  });

  it('signs nobody in on sign-up (the answer is "check your e-mail"), and resolves with it', async () => {
    jest.spyOn(authCalls, 'register').mockResolvedValue({ email: 'c@demo.tov' });
    const resolve = jest.fn();
    const challenger = await run(registerSaga, registerRequested({ role: 'challenger' } as never, { resolve, reject: jest.fn() }), {});
    expect(challenger).toEqual([]);
    expect(resolve).toHaveBeenCalledWith({ email: 'c@demo.tov' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs in from the verification link, remembered', async () => {
    jest.spyOn(authCalls, 'verifyEmail').mockResolvedValue(auth);
    const dispatched = await run(emailVerificationSaga, emailVerificationRequested('tok-123'), {});
    expect(authCalls.verifyEmail).toHaveBeenCalledWith('tok-123');
    expect(dispatched).toEqual([signedIn({ token: auth.token, user, remember: true })]);
    expect(localStorage.getItem('token')).toBe(auth.token);
  });

  it('clears local state on logout even when the call fails', async () => {
    jest.spyOn(authCalls, 'logout').mockRejectedValue(new Error('down'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('token', 't');
    const dispatched = await run(logoutSaga, logoutRequested(), {});
    expect(dispatched).toEqual([signedOut()]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('restores the user from /auth/me for a stored, unexpired token', async () => {
    localStorage.setItem('token', auth.token);
    jest.spyOn(authCalls, 'me').mockResolvedValue(user);
    const dispatched = await run(restoreSessionSaga, undefined, { auth: initialAuthState });
    expect(dispatched).toEqual([{ type: 'auth/userLoaded', payload: { user, token: auth.token } }]);
  });

  it('renews a persisted session whose access token expired with the refresh cookie', async () => {
    const expired = `x.${btoa(JSON.stringify({ exp: 1 }))}.y`;
    jest.spyOn(authCalls, 'refresh').mockResolvedValue(auth);
    const state: { auth: AuthState } = { auth: { ...initialAuthState, token: expired, user } };
    const dispatched = await run(restoreSessionSaga, undefined, state);
    expect(dispatched).toEqual([{ type: 'auth/userLoaded', payload: { user, token: auth.token } }]);
    expect(localStorage.getItem('token')).toBe(auth.token);
  });

  it('signs out a persisted session whose token expired when the refresh cookie no longer works', async () => {
    const expired = `x.${btoa(JSON.stringify({ exp: 1 }))}.y`;
    jest.spyOn(authCalls, 'refresh').mockResolvedValue(null);
    const state: { auth: AuthState } = { auth: { ...initialAuthState, token: expired, user } };
    const dispatched = await run(restoreSessionSaga, undefined, state);
    expect(dispatched).toEqual([signedOut()]);
  });

  it('sign-out resets token, user and returnPath', () => {
    let s = authReducer(initialAuthState, signedIn({ token: 't', user }));
    s = { ...s, returnPath: '/visa/history' };
    s = authReducer(s, signedOut());
    expect(s).toMatchObject({ token: null, user: null, returnPath: '/' });
  });
});

/** Reads a role dashboard through its RTK Query endpoint in a store of its own, as a dashboard screen does. */
async function readDashboard(role: Parameters<typeof dashboardCalls.me>[0]) {
  const { store } = createAppStore();
  const read = store.dispatch(dashboardEndpoints.endpoints.dashboard.initiate(role));
  const result = await read;
  read.unsubscribe();
  return result;
}

describe('dashboard endpoint', () => {
  it('loads the role dashboard', async () => {
    const served = jest.spyOn(dashboardCalls, 'served');
    const me = jest.spyOn(dashboardCalls, 'me').mockResolvedValue({ stats: { pendingRequests: 2 } });
    const result = await readDashboard('pro');
    expect(served).toHaveBeenCalledWith('pro');
    expect(me).toHaveBeenCalledWith('pro');
    expect(result.data).toEqual({ stats: { pendingRequests: 2 } });
  });

  it('marks the dashboard unavailable when its service answers 503', async () => {
    jest.spyOn(dashboardCalls, 'served').mockReturnValue(true);
    jest.spyOn(dashboardCalls, 'me').mockRejectedValue({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    const result = await readDashboard('company');
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('makes no call for a role whose dashboard service is not deployed', async () => {
    const me = jest.spyOn(dashboardCalls, 'me');
    const result = await readDashboard('admin');
    expect(me).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ code: 'NOT_DEPLOYED' });
  });
});

const assessment = (id: string) => anAssessment({ assessmentId: id, evaluationId: id, _id: id });

describe('visa sagas and state', () => {
  it('evaluates and keeps the result with progress 100', async () => {
    jest.spyOn(visaCalls, 'evaluate').mockResolvedValue(assessment('a1'));
    const resolve = jest.fn();
    const request = {
      visaType: 'D-10',
      applicationType: 'NEW' as const,
      userData: {},
      options: { autoSave: true, includeRoadmap: true, detailed: true, quickCheck: false, recommendationMode: false, changePathMode: false },
    };
    const dispatched = await run(evaluateSaga, evaluateRequested(request, { resolve, reject: jest.fn() }), {});
    const state = dispatched.reduce((s, a) => visaReducer(s, a as never), initialVisaState);
    expect(state.evaluation).toEqual({ status: 'done', progress: 100, error: null });
    expect(state.lastResult?.assessmentId).toBe('a1');
    expect(resolve).toHaveBeenCalled();
  });

  it('history page 1 replaces the list and later pages append', async () => {
    jest
      .spyOn(visaApi, 'history')
      .mockResolvedValueOnce({ evaluations: [assessment('a'), assessment('b')], page: 1, limit: 2, total: 3 })
      .mockResolvedValueOnce({ evaluations: [assessment('c')], page: 2, limit: 2, total: 3 })
      .mockResolvedValueOnce({ evaluations: [assessment('z')], page: 1, limit: 2, total: 1 });
    // The history screen's infinite query: page 1, then "load more"; other filters are another list from page 1.
    const { store } = createAppStore();
    const history = visaEndpoints.endpoints.history;
    const items = (filters: object) => mergeHistoryPages(history.select(filters)(store.getState() as never).data?.pages ?? []);
    const all = store.dispatch(history.initiate({}));
    await all;
    await store.dispatch(history.initiate({}, { direction: 'forward' }));
    expect(items({}).map((a) => a.assessmentId)).toEqual(['a', 'b', 'c']);
    const filtered = store.dispatch(history.initiate({ visaType: 'F-2' }));
    await filtered;
    expect(items({ visaType: 'F-2' }).map((a) => a.assessmentId)).toEqual(['z']);
    expect(visaApi.history).toHaveBeenLastCalledWith(1, { visaType: 'F-2' });
    all.unsubscribe();
    filtered.unsubscribe();
  });

  it('keeps at most 5 assessments in the comparison and toggles them out', () => {
    let s = initialVisaState;
    for (const id of ['1', '2', '3', '4', '5', '6']) s = visaReducer(s, compareToggled(id));
    expect(s.compareSelection).toEqual(['1', '2', '3', '4', '5']);
    s = visaReducer(s, compareToggled('3'));
    expect(s.compareSelection).toEqual(['1', '2', '4', '5']);
  });

  it('ignores duplicates when appending a page', () => {
    const pages: HistoryPage[] = [
      { page: 1, limit: 10, total: 2, evaluations: [assessment('a')] },
      { page: 2, limit: 10, total: 2, evaluations: [assessment('a'), assessment('b')] },
    ];
    expect(mergeHistoryPages(pages).map((a) => a.assessmentId)).toEqual(['a', 'b']);
  });
});
