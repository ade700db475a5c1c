import { COMPANY_BASE, COMPANY_DASHBOARD_PATH } from '@tov/contracts';
import { requireRoles, type Identity, type RouteApp } from '@tov/kit';
import type { FastifyRequest } from 'fastify';

/** Every company call: `company` accounts only (the gateway checks it too); the caller's user id is the company's key. */
export const COMPANY_ROLES = ['company'] as const;

export function requireCompany(request: FastifyRequest): Identity {
  return requireRoles(request, COMPANY_ROLES);
}

/** The company whose data a call reads and writes: the caller's own account, never one named in the request. */
export const companyIdOf = (request: FastifyRequest): string => requireCompany(request).userId;

const isCompanyRoute = (url: string | undefined) => url !== undefined && (url === COMPANY_DASHBOARD_PATH || url.startsWith(`${COMPANY_BASE}/`));

/**
 * Checks the role of the company routes before their input is validated, so a caller without the role
 * learns nothing about the shapes (403, never a 400 listing fields; as decision 085 for specialists).
 * The handlers check again.
 */
export function companyRoutesFirst(app: RouteApp): void {
  app.addHook('onRequest', async (request) => {
    if (isCompanyRoute(request.routeOptions.url)) requireCompany(request);
  });
}
