import type { TBridgeActivity, TBridgeActivityInput, TBridgeActivitySummary } from '@tov/contracts';
import type { TUpdateUserSettings, TUserSettings } from '@tov/contracts/http/auth';
import { api } from '../../api/api-slice';
import { authApi } from '../../api/auth-api';
import { dashboardApi, type DashboardRole } from '../../api/dashboard-api';

/**
 * Roles whose dashboard service is deployed (the challenger's: tovspark; the pro's: specialist). The
 * others (the company and admin services come with their issues) show their empty states without a
 * call that could only answer 503.
 */
const SERVED_DASHBOARDS: ReadonlySet<DashboardRole> = new Set<DashboardRole>(['challenger', 'pro']);

/** The dashboard calls (tests replace them). */
export const dashboardCalls = {
  served: (role: DashboardRole): boolean => SERVED_DASHBOARDS.has(role),
  me: (role: DashboardRole) => dashboardApi.me(role),
};

/** The error of a dashboard whose service is not deployed: its empty state, without a call. */
export const NOT_DEPLOYED = { code: 'NOT_DEPLOYED', message: '' };

/**
 * The dashboard client (spec 000 §7): the role dashboards, the community activity and the account
 * settings. A bridge-activity update or a settings update refreshes the dashboard data; a settings
 * update also refreshes the settings data.
 */
export const dashboardEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<Record<string, unknown>, DashboardRole>({
      query: (role) => async () => {
        if (!dashboardCalls.served(role)) throw NOT_DEPLOYED;
        return (await dashboardCalls.me(role)) ?? {};
      },
      providesTags: (_r, _e, role) => [{ type: 'Dashboard', id: role }],
    }),
    bridgeActivity: build.query<TBridgeActivitySummary, void>({
      query: () => () => dashboardApi.bridgeActivity(),
      providesTags: ['BridgeActivity'],
    }),
    logBridgeActivity: build.mutation<TBridgeActivity, TBridgeActivityInput>({
      query: (body) => () => dashboardApi.logBridgeActivity(body),
      invalidatesTags: (_r, error) => (error ? [] : ['BridgeActivity', 'Dashboard']),
    }),
    settings: build.query<TUserSettings, void>({
      query: () => () => authApi.settings(),
      providesTags: ['Settings'],
    }),
    updateSettings: build.mutation<TUserSettings, TUpdateUserSettings>({
      query: (body) => () => authApi.updateSettings(body),
      invalidatesTags: (_r, error) => (error ? [] : ['Settings', 'Dashboard']),
    }),
  }),
});

export const { useDashboardQuery, useBridgeActivityQuery, useLogBridgeActivityMutation, useSettingsQuery, useUpdateSettingsMutation } = dashboardEndpoints;
