/** Role redirect rules (spec 000 §6) and the post-login priority (spec 000 §2). */
export interface RoleBearer {
  role?: string | null;
  roles?: readonly string[] | null;
}

const ADMIN = ['admin', 'super_admin'];
const norm = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** Whether a user holds one of the roles (the main role or any other; admins hold both admin roles' rights). */
export function hasAnyRole(user: RoleBearer | null | undefined, wanted: readonly string[]): boolean {
  if (!user) return false;
  const held = [norm(user.role), ...(user.roles ?? []).map(norm)];
  const want = wanted.map(norm);
  return held.some((r) => want.includes(r) || (ADMIN.includes(r) && want.some((w) => ADMIN.includes(w))));
}

/** Where /dashboard sends a user. */
export function dashboardPathFor(user: RoleBearer | null | undefined): string {
  if (!user) return '/login';
  const role = norm(user.role);
  const roles = (user.roles ?? []).map(norm);
  if (ADMIN.includes(role) || roles.some((r) => ADMIN.includes(r))) return '/admin-dashboard';
  if (role === 'company') return '/company-dashboard';
  if (role === 'pro') return '/pro-dashboard';
  return '/challenger-dashboard';
}

/** The header's dashboard link: the three role dashboards, /dashboard for any other role. */
export function headerDashboardLink(user: RoleBearer | null | undefined): string {
  const role = norm(user?.role);
  if (role === 'challenger') return '/challenger-dashboard';
  if (role === 'company') return '/company-dashboard';
  if (role === 'pro') return '/pro-dashboard';
  return '/dashboard';
}

export const VISA_ACCESS_FLAG = 'visaServiceAccess';

export interface PostLoginInput {
  search: string;
  /** Navigation state: `from` (protected-route redirect) and/or `returnPath`. */
  state: unknown;
  /** Stored return path from the auth state. */
  storedReturnPath: string | null | undefined;
}

export interface PostLoginDecision {
  path: string;
  setVisaFlag: boolean;
  clearStoredReturnPath: boolean;
}

function locationText(value: unknown): string | null {
  if (typeof value === 'string' && value.startsWith('/')) return value;
  if (value && typeof value === 'object' && 'pathname' in value) {
    const loc = value as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof loc.pathname === 'string' && loc.pathname.startsWith('/')) {
      return `${loc.pathname}${typeof loc.search === 'string' ? loc.search : ''}${typeof loc.hash === 'string' ? loc.hash : ''}`;
    }
  }
  return null;
}

/** Five steps, in order: from=visa, the protected page, a navigation return path, the stored one, "/". */
export function postLoginPath({ search, state, storedReturnPath }: PostLoginInput): PostLoginDecision {
  const params = new URLSearchParams(search);
  if (params.get('from') === 'visa') return { path: '/visa/step1', setVisaFlag: true, clearStoredReturnPath: false };
  const s = (state && typeof state === 'object' ? state : {}) as { from?: unknown; returnPath?: unknown };
  const from = locationText(s.from);
  if (from && from !== '/login') return { path: from, setVisaFlag: false, clearStoredReturnPath: false };
  const navReturn = locationText(s.returnPath);
  if (navReturn && navReturn !== '/login') return { path: navReturn, setVisaFlag: false, clearStoredReturnPath: false };
  if (storedReturnPath && storedReturnPath !== '/' && storedReturnPath.startsWith('/') && storedReturnPath !== '/login') {
    return { path: storedReturnPath, setVisaFlag: false, clearStoredReturnPath: true };
  }
  return { path: '/', setVisaFlag: false, clearStoredReturnPath: false };
}
