import { requireRoles, type Identity, type RouteApp } from '@tov/kit';
import type { FastifyRequest } from 'fastify';

/** Every call under `/api/specialist` and the pro dashboard: `pro` accounts only (the gateway checks it too). */
export const PRO_ROLES = ['pro'] as const;

export const SPECIALIST_BASE = '/api/specialist';
export const PRO_DASHBOARD_PATH = '/api/v1/dashboard/me/pro';

export function requirePro(request: FastifyRequest): Identity {
  return requireRoles(request, PRO_ROLES);
}

const isProRoute = (url: string | undefined) => url !== undefined && (url === PRO_DASHBOARD_PATH || url.startsWith(`${SPECIALIST_BASE}/`));

/**
 * Checks the role of the pro routes before their input is validated, so a caller without the role
 * learns nothing about the shapes (403, never a 400 listing fields). The handlers check again.
 */
export function proRoutesFirst(app: RouteApp): void {
  app.addHook('onRequest', async (request) => {
    if (isProRoute(request.routeOptions.url)) requirePro(request);
  });
}
