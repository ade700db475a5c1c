import type { Middleware } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { signedIn, signedOut } from '../features/auth/auth-slice';
import { injectLazy } from '../store';
import { shownError, type ShownError } from './error-text';

/**
 * What an endpoint hands the base query: one typed call of `api/*-api.ts`, which runs on the app's
 * axios client (`http-client.ts`): bearer token and its renewal through the refresh cookie, the
 * X-Request-ID, automatic retries of what is safe to repeat, toasts, and every failure normalised to
 * the envelope's code and message.
 */
export type HttpCall<T = unknown> = () => Promise<T>;

/**
 * The base query: runs the call and keeps a failure as a `ShownError` (code, message, status), which
 * screens word at render time in the interface language (`error-text.ts`). It never throws.
 */
export const httpBaseQuery: BaseQueryFn<HttpCall, unknown, ShownError> = async (call) => {
  try {
    // RTK Query takes `undefined` for "no data"; a call answering nothing (204) is a success.
    return { data: (await call()) ?? null };
  } catch (error) {
    return { error: shownError(error) };
  }
};

/**
 * What an update can change. A query provides tags of its type (`{ type, id }`, `LIST` for lists); a
 * mutation invalidates what it changes, and what is cached under those tags is read again if a screen
 * shows it (or dropped if none does).
 */
export const TAG_TYPES = [
  // visa assessments, bookmarks, the applicant's matching request, quotes and paid services
  'Assessment',
  'Bookmark',
  'Matching',
  'MatchingQuotes',
  'ClientService',
  // dashboards (spec 000 §7) and account settings
  'Dashboard',
  'BridgeActivity',
  'Settings',
  // the expert's workspace
  'Request',
  'Service',
  'Roadmap',
  'RoadmapSummary',
  'Schedule',
  'Pricing',
  'Profile',
  'Settlement',
  // the company workspace
  'CompanyStats',
  'Employee',
  'Compliance',
  'CompanySettings',
  'Regulation',
  // the challenge program
  'Challenge',
  'MyChallenge',
  'Submission',
  'AdminSubmission',
  'Leaderboard',
  'MyResults',
  'Template',
  'Talent',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one RTK Query api of the app (docs/decisions.md, "One frontend data idiom"). Each feature
 * injects its endpoints from its own lazy chunk (`features/<feature>/*-endpoints.ts`); this module is
 * loaded with the first screen that reads server data, never with the first page.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: TAG_TYPES,
  // Spec 000 §7: cached data is kept 60 s after last use.
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});

/** Another account must never see the cache of the previous one: signing in or out empties it. */
const forgetOnSessionChange: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (signedIn.match(action) || signedOut.match(action)) store.dispatch(api.util.resetApiState());
  return result;
};

declare module '../store' {
  interface LazyLoadedSlices {
    [api.reducerPath]: ReturnType<typeof api.reducer>;
  }
}

injectLazy(api, api.middleware, forgetOnSessionChange);
