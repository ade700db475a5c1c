import { hasAnyRole } from '@tov/contracts';
import { AppError } from '@tov/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessOf, matchRoute } from './route-table';
import type { VerifiedIdentity } from './token-verifier';
import './identity';

/**
 * Runs before proxying: verifies the token where the route needs one (or uses it when present on
 * optional routes) and enforces the route group's coarse role, so a 403 comes back even when the
 * service behind is down. Paths outside the route table pass through to the 404 or static handlers.
 */
export function createAccessControl(verify: (authorization: string | undefined) => VerifiedIdentity) {
  const check = (request: FastifyRequest): void => {
    const path = request.url.split('?', 1)[0]!;
    const route = matchRoute(path);
    if (!route || request.method === 'OPTIONS') return;
    const access = accessOf(request.method, path);
    if (access === 'public') return;
    if (access === 'optional' && !request.headers.authorization) return;
    const identity = verify(request.headers.authorization);
    if (route.roles && !hasAnyRole(identity.roles, route.roles)) throw new AppError('PERMISSION_DENIED');
    request.identity = identity;
  };
  // Callback style: an onRequest hook on the hot path (no promise per request).
  return function accessControl(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
    try {
      check(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}
