import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TAuthResponse, TCheckEmail, TRegisterRequest, TUser } from '@tov/contracts/http/auth';
import type { ApiError } from '../../api/errors';

export interface AuthState {
  token: string | null;
  user: TUser | null;
  error: string | null;
  /** Where to go after signing in; "/" by default (spec 000 §3). */
  returnPath: string;
  status: 'idle' | 'submitting' | 'succeeded' | 'failed';
  remember: boolean;
}

export const initialAuthState: AuthState = {
  token: null,
  user: null,
  error: null,
  returnPath: '/',
  status: 'idle',
  remember: true,
};

export interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: ApiError | Error) => void;
}

export interface LoginCredentials {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export const loginRequested = createAction('auth/loginRequested', (credentials: LoginCredentials, deferred?: Deferred<TAuthResponse>) => ({
  payload: credentials,
  meta: deferred,
}));
/** Sign-up answers "check your e-mail" (202) for any address: nobody is signed in until the e-mailed link is opened. */
export const registerRequested = createAction('auth/registerRequested', (body: TRegisterRequest, deferred?: Deferred<TCheckEmail>) => ({
  payload: body,
  meta: deferred,
}));
/** The e-mailed verification link: verifies the address and signs in (remembered, like a fresh sign-up). */
export const emailVerificationRequested = createAction('auth/emailVerificationRequested', (token: string, deferred?: Deferred<TAuthResponse>) => ({
  payload: token,
  meta: deferred,
}));
export const logoutRequested = createAction('auth/logoutRequested');
export const sessionRestoreRequested = createAction('auth/sessionRestoreRequested');

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginStarted(state) {
      state.status = 'submitting';
      state.error = null;
    },
    signedIn(state, action: PayloadAction<{ token: string; user: TUser; remember?: boolean }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.remember = action.payload.remember ?? true;
      state.status = 'succeeded';
      state.error = null;
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    userLoaded(state, action: PayloadAction<{ user: TUser; token?: string }>) {
      state.user = action.payload.user;
      if (action.payload.token) state.token = action.payload.token;
    },
    /** Sign-out: token and user cleared, returnPath back to "/" (spec 000 §4). */
    signedOut(state) {
      state.token = null;
      state.user = null;
      state.error = null;
      state.status = 'idle';
      state.returnPath = '/';
    },
    setReturnPath(state, action: PayloadAction<string>) {
      state.returnPath = action.payload || '/';
    },
    clearReturnPath(state) {
      state.returnPath = '/';
    },
    clearAuthError(state) {
      state.error = null;
    },
  },
});

export const { loginStarted, signedIn, loginFailed, userLoaded, signedOut, setReturnPath, clearReturnPath, clearAuthError } = authSlice.actions;
export const authReducer = authSlice.reducer;

/** Authenticated only when both token and user exist (spec 000 §5). */
export function selectIsAuthenticated(state: { auth: AuthState }): boolean {
  return Boolean(state.auth.token && state.auth.user);
}
export const selectUser = (state: { auth: AuthState }): TUser | null => state.auth.user;
export const selectAuth = (state: { auth: AuthState }): AuthState => state.auth;
