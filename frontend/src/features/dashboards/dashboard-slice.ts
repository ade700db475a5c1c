import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { DashboardRole } from '../../api/dashboard-api';
import { loadDashboardApi } from '../../api/lazy-apis';

/**
 * Roles whose dashboard service is deployed (the challenger's: tovspark; the pro's: specialist). The
 * others (the company and admin services come with their issues) show their empty states without a
 * call that could only answer 503.
 */
const SERVED_DASHBOARDS: ReadonlySet<DashboardRole> = new Set<DashboardRole>(['challenger', 'pro']);

export const dashboardCalls = {
  served: (role: DashboardRole): boolean => SERVED_DASHBOARDS.has(role),
  me: async (role: DashboardRole) => (await loadDashboardApi()).me(role),
};
import type { ApiError } from '../../api/errors';

export interface DashboardEntry {
  status: 'idle' | 'loading' | 'ready' | 'unavailable';
  data: Record<string, unknown> | null;
  errorCode: string | null;
}

export type DashboardState = Record<DashboardRole, DashboardEntry>;

const empty: DashboardEntry = { status: 'idle', data: null, errorCode: null };
export const initialDashboardState: DashboardState = { challenger: empty, pro: empty, company: empty, admin: empty };

export const dashboardRequested = createAction<DashboardRole>('dashboard/requested');

const slice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    dashboardLoading(state, action: PayloadAction<DashboardRole>) {
      state[action.payload] = { status: 'loading', data: state[action.payload].data, errorCode: null };
    },
    dashboardLoaded(state, action: PayloadAction<{ role: DashboardRole; data: Record<string, unknown> }>) {
      state[action.payload.role] = { status: 'ready', data: action.payload.data, errorCode: null };
    },
    /** The service does not answer (503 until it exists): every section shows its empty state. */
    dashboardUnavailable(state, action: PayloadAction<{ role: DashboardRole; code: string }>) {
      state[action.payload.role] = { status: 'unavailable', data: null, errorCode: action.payload.code };
    },
  },
});

export const { dashboardLoading, dashboardLoaded, dashboardUnavailable } = slice.actions;
export const dashboardReducer = slice.reducer;

export function* loadDashboardSaga(action: ReturnType<typeof dashboardRequested>): Generator<unknown, void, never> {
  const role = action.payload;
  const served: boolean = yield call(dashboardCalls.served, role);
  if (!served) {
    yield put(dashboardUnavailable({ role, code: 'NOT_DEPLOYED' }));
    return;
  }
  yield put(dashboardLoading(role));
  try {
    const data: Record<string, unknown> = yield call(dashboardCalls.me, role);
    yield put(dashboardLoaded({ role, data: data ?? {} }));
  } catch (error) {
    yield put(dashboardUnavailable({ role, code: (error as ApiError).code ?? 'UNKNOWN_ERROR' }));
  }
}

export function* dashboardSaga(): Generator<unknown, void, never> {
  yield takeEvery(dashboardRequested.type, loadDashboardSaga);
}
