import type { TGrant, TRole, TUser } from '@tov/contracts';

export interface StoredUser {
  id: string;
  email: string;
  name: string;
  role: string;
  roles: string[];
  phoneNumber: string;
  profile: unknown;
  emailVerifiedAt: Date | null;
  sessionsRevokedAt: Date | null;
  createdAt: Date;
}

/** The public view of a stored account: never the password hash. */
export function toUserView(user: StoredUser): TUser {
  const profile = (user.profile ?? {}) as Partial<TUser>;
  return {
    ...profile,
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role as TRole,
    roles: user.roles as TGrant[],
    phoneNumber: user.phoneNumber,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
