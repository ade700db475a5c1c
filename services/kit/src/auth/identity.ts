import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_ROLES, hasAnyRole, type ErrorCode } from '@tov/contracts';
import { AppError } from '../errors';
import { hasIdentityHeaders, identityVerifier, serviceIdentity, SERVICE_ROLE, USER_ID_HEADER, type IdentityVerifierOptions } from './signed-identity';

/** Who is calling, as the gateway forwarded it after verifying the JWT, and as the service verified the gateway's signature. */
export interface Identity {
  userId: string;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `guardForwardedIdentity` once the signature checked out; null for an anonymous request. */
    forwardedIdentity: Identity | null;
  }
}

/**
 * The check of the forwarded identity every service app runs (docs/decisions/126-signed-forwarded-identity.md):
 * every request carrying identity headers has them checked once, before routing. A valid signature
 * makes them the request's identity; a missing, stale or wrong one answers 401 `AUTH_REQUIRED`, logged
 * with the reason (never the secret nor the signature). `createServiceApp` installs the hook as its
 * first one, so it runs before every route's own hooks; until `configure` gives it the secret (the
 * kit's runtime does, from the service's configuration) no identity is believed.
 */
export function forwardedIdentityGuard(app: FastifyInstance) {
  let verify = identityVerifier({ secret: undefined });
  app.decorateRequest('forwardedIdentity', null);
  // Callback style: it runs on every request (bench/evaluate), and the async form costs a promise each.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!hasIdentityHeaders(request.headers)) {
      done();
      return;
    }
    const check = verify(request.headers, request.id);
    if (check.ok) {
      request.forwardedIdentity = { userId: check.userId, roles: check.roles };
      done();
      return;
    }
    const claimed = request.headers[USER_ID_HEADER];
    request.log.warn(
      { reason: check.reason, claimedUserId: typeof claimed === 'string' ? claimed.slice(0, 64) : undefined, ip: request.ip, method: request.method },
      'forwarded identity refused: not signed by the gateway',
    );
    done(new AppError('AUTH_REQUIRED'));
  });
  return {
    /** From now on identities signed with `options.secret` are believed (and only they). */
    configure(options: IdentityVerifierOptions): void {
      verify = identityVerifier(options);
    },
  };
}

/** The verified identity of the request, or undefined (anonymous, or a process that believes none). */
export function identityOf(request: FastifyRequest): Identity | undefined {
  return request.forwardedIdentity ?? undefined;
}

/** Defence in depth: services check the login and roles again after the gateway. */
export function requireIdentity(request: FastifyRequest): Identity {
  const identity = identityOf(request);
  if (!identity) throw new AppError('AUTH_REQUIRED');
  return identity;
}

export function requireRoles(request: FastifyRequest, allowed: readonly string[]): Identity {
  const identity = requireIdentity(request);
  if (!hasAnyRole(identity.roles, allowed)) throw new AppError('PERMISSION_DENIED');
  return identity;
}

/**
 * A route only another platform process calls (an export's row stream): the caller must be the
 * service identity `service:<name>` of one of `callers`, signed with the shared secret (`serviceIdentity`).
 * A user, even an admin, is refused 403; no identity 401.
 */
export function requireServiceCaller(request: FastifyRequest, callers: readonly string[]): Identity {
  const identity = requireIdentity(request);
  const allowed = callers.some((name) => identity.userId === serviceIdentity(name).userId);
  if (!allowed || !identity.roles.includes(SERVICE_ROLE)) throw new AppError('PERMISSION_DENIED');
  return identity;
}

export function isAdmin(identity: Identity): boolean {
  return hasAnyRole(identity.roles, ADMIN_ROLES);
}

/**
 * Ownership: a user reaches only their own records. Another user's record answers as if it did not
 * exist (`notFoundCode`), so ids cannot be probed.
 */
export function assertOwnership(identity: Identity, ownerId: string | null | undefined, notFoundCode: ErrorCode = 'NOT_FOUND'): void {
  if (ownerId !== identity.userId && !isAdmin(identity)) throw new AppError(notFoundCode);
}
