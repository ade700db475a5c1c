/**
 * The auth API (the session saga's, part of the first page) loads on first use, so the initial chunk
 * stays small: the landing page needs no HTTP at all. Screens read and write through RTK Query
 * (`api-slice.ts`), whose endpoints come with each feature's lazy chunk.
 */
export const loadAuthApi = () => import('./auth-api').then((m) => m.authApi);
