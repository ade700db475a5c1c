import { z } from 'zod';

/** Account roles (spec 000 §6). `bridge_admin` is the community-admin grant of an invite code (services/auth/README.md, Rules). */
export const ROLES = ['challenger', 'company', 'pro', 'admin', 'super_admin'] as const;
export const ZRoleSchema = z.enum(ROLES);
export type TRole = z.infer<typeof ZRoleSchema>;

export const GRANTS = [...ROLES, 'bridge_admin'] as const;
export const ZGrantSchema = z.enum(GRANTS);
export type TGrant = z.infer<typeof ZGrantSchema>;

export const ADMIN_ROLES: readonly TGrant[] = ['admin', 'super_admin'];

/** True when any of the user's grants is in `allowed`. */
export function hasAnyRole(grants: readonly string[], allowed: readonly string[]): boolean {
  return grants.some((g) => allowed.includes(g.trim().toLowerCase()));
}
