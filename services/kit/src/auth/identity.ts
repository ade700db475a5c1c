import type { FastifyRequest } from 'fastify';
import { ADMIN_ROLES, hasAnyRole, type ErrorCode } from '@tov/contracts';
import { AppError } from '../errors';

/** Who is calling, as the gateway forwarded it after verifying the JWT (`x-user-id`, `x-user-roles`). */
export interface Identity {
  userId: string;
  roles: string[];
}

export const USER_ID_HEADER = 'x-user-id';
export const USER_ROLES_HEADER = 'x-user-roles';

export function identityOf(request: FastifyRequest): Identity | undefined {
  const userId = request.headers[USER_ID_HEADER];
  if (typeof userId !== 'string' || userId.length === 0) return undefined;
  const rolesHeader = request.headers[USER_ROLES_HEADER];
  const roles =
    typeof rolesHeader === 'string'
      ? rolesHeader
          .split(',')
          .map((r) => r.trim().toLowerCase())
          .filter(Boolean)
      : [];
  return { userId, roles };
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
