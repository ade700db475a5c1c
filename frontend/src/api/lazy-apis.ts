/**
 * The API modules (and axios with them) load on first use, so the initial chunk stays small:
 * the landing page needs no HTTP at all. Screens on RTK Query (`api-slice.ts`) import their API
 * modules from their endpoints, in their own lazy chunks.
 */
export const loadAuthApi = () => import('./auth-api').then((m) => m.authApi);
export const loadTovsparkApi = () => import('./tovspark-api').then((m) => m.tovsparkApi);
export const loadTovsparkCompanyApi = () => import('./tovspark-company-api').then((m) => m.tovsparkCompanyApi);
export const loadTemplatesApi = () => import('./tovspark-templates-api').then((m) => m.templatesApi);
