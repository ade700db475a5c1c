import { ADMIN_ROLES, COMPLIANCE_DOCUMENT_MAX_BYTES, EMPLOYEE_IMPORT_MAX_BYTES, SUBMISSION_FILE_MAX_BYTES } from '@tov/contracts';

export type Upstream = 'auth' | 'visa' | 'matching' | 'specialist' | 'company' | 'tovspark' | 'admin';

/** One row of the gateway: a path prefix, the service behind it and the coarse role it needs. */
export interface RouteSpec {
  /** A path prefix; a `*` segment stands for any one non-empty segment (an id in the middle of a path). */
  prefix: string;
  upstream: Upstream;
  /** Grants allowed through (any of); absent means any signed-in user. */
  roles?: readonly string[];
}

const PRO = ['pro'] as const;
const COMPANY = ['company'] as const;
/** The company API of tovspark (challenges a company manages, talent search): companies and admins, reads and writes alike. */
const COMPANY_OR_ADMIN = ['company', ...ADMIN_ROLES] as const;

/** The routing table of ARCHITECTURE.md, as data. The longest matching prefix wins. */
export const ROUTE_TABLE: readonly RouteSpec[] = [
  { prefix: '/api/auth', upstream: 'auth' },
  { prefix: '/api/v1/user/settings', upstream: 'auth' },
  { prefix: '/api/visa/v3/matching', upstream: 'matching' },
  // The applicant's side of a paid service (quotes: accept-and-pay, decline; their services and roadmaps).
  { prefix: '/api/visa/v3/matching/*/quotes', upstream: 'specialist' },
  { prefix: '/api/visa/v3/services', upstream: 'specialist' },
  { prefix: '/api/visa/v3', upstream: 'visa' },
  { prefix: '/api/specialist', upstream: 'specialist', roles: PRO },
  { prefix: '/api/v1/dashboard/me/pro', upstream: 'specialist', roles: PRO },
  // The payment ledger lives in the specialist service (ARCHITECTURE.md, Data).
  { prefix: '/api/v1/admin/payments', upstream: 'specialist', roles: ADMIN_ROLES },
  { prefix: '/api/company', upstream: 'company', roles: COMPANY },
  { prefix: '/api/v1/dashboard/me/company', upstream: 'company', roles: COMPANY },
  { prefix: '/api/tovspark', upstream: 'tovspark', roles: COMPANY_OR_ADMIN },
  { prefix: '/api/v1/challenges', upstream: 'tovspark' },
  { prefix: '/api/v1/tovspark', upstream: 'tovspark' },
  { prefix: '/api/v1/admin/tovspark', upstream: 'tovspark', roles: ADMIN_ROLES },
  { prefix: '/api/v1/dashboard/me/challenger', upstream: 'tovspark' },
  { prefix: '/api/v1/dashboard/bridge-activity', upstream: 'tovspark' },
  { prefix: '/api/v1/dashboard/skills', upstream: 'tovspark' },
  { prefix: '/api/v1/dashboard/learning', upstream: 'tovspark' },
  { prefix: '/api/v1/dashboard/achievements', upstream: 'tovspark' },
  { prefix: '/api/v1/admin', upstream: 'admin', roles: ADMIN_ROLES },
  { prefix: '/api/v1/dashboard/me/admin', upstream: 'admin', roles: ADMIN_ROLES },
];

/**
 * The account calls that need no bearer: the credentials are in the body (login, register, a link's
 * token) or in the refresh cookie (refresh, and logout, which must work with an expired access token);
 * auth checks them itself.
 */
const ACCOUNT_CALLS = ['login', 'register', 'verify-email', 'resend-verification', 'forgot-password', 'reset-password', 'refresh', 'logout'];

/** Calls that need no token (issue: login, register, visa types, health). */
export const PUBLIC_ROUTES: ReadonlyArray<{ method: string; path: string }> = [
  ...ACCOUNT_CALLS.map((call) => ({ method: 'POST', path: `/api/auth/${call}` })),
  { method: 'GET', path: '/api/visa/v3/types' },
];

/** Calls where a token is used when present but not required (anonymous quick checks, docs/decisions/043-route-table-as-data.md). */
export const OPTIONAL_AUTH_ROUTES: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'POST', path: '/api/visa/v3/assessment/evaluate' },
  { method: 'GET', path: '/api/visa/v3/required-fields' },
];

/**
 * Calls allowed a larger body than BODY_LIMIT_BYTES: a batch of up to 10,000 applicants, a submission
 * file (tovspark's own limit plus room for the multipart framing; tovspark answers FILE_TOO_LARGE past
 * its limit), the company's CSV import and compliance documents. A `*` in `path` stands for one path segment (an id).
 */
export const LARGE_BODY_ROUTES: ReadonlyArray<{ method: string; path: string; limitBytes: number }> = [
  { method: 'POST', path: '/api/visa/v3/assessment/batch', limitBytes: 32 * 1024 * 1024 },
  { method: 'POST', path: '/api/v1/challenges/*/files', limitBytes: SUBMISSION_FILE_MAX_BYTES + 64 * 1024 },
  // The company's employee CSV and compliance documents (company answers FILE_TOO_LARGE past its own limits).
  { method: 'POST', path: '/api/company/employees/import', limitBytes: EMPLOYEE_IMPORT_MAX_BYTES + 64 * 1024 },
  { method: 'POST', path: '/api/company/compliance/*/documents', limitBytes: COMPLIANCE_DOCUMENT_MAX_BYTES + 64 * 1024 },
];

const byLongestPrefix = [...ROUTE_TABLE].sort((a, b) => b.prefix.length - a.prefix.length);

/** Whether `path` is `prefix` or below it; a `*` segment of the prefix matches any one non-empty segment. */
export function underPrefix(path: string, prefix: string): boolean {
  if (!prefix.includes('*')) return path === prefix || (path.startsWith(prefix) && path.charCodeAt(prefix.length) === 47); /* '/' */
  const want = prefix.split('/');
  const have = path.split('/');
  if (have.length < want.length) return false;
  return want.every((segment, i) => (segment === '*' ? (have[i] ?? '') !== '' : segment === have[i]));
}

/**
 * The Fastify route paths of a prefix: the prefix itself and everything below it, a `*` segment as a
 * parameter (find-my-way takes `*` only at the end).
 */
export function routePathsOf(prefix: string): [string, string] {
  let n = 0;
  const path = prefix
    .split('/')
    .map((segment) => (segment === '*' ? `:segment${++n}` : segment))
    .join('/');
  return [path, `${path}/*`];
}

export function matchRoute(path: string): RouteSpec | undefined {
  return byLongestPrefix.find((r) => underPrefix(path, r.prefix));
}

export type Access = 'public' | 'optional' | 'required';

export function accessOf(method: string, path: string): Access {
  if (PUBLIC_ROUTES.some((r) => r.method === method && r.path === path)) return 'public';
  if (OPTIONAL_AUTH_ROUTES.some((r) => r.method === method && underPrefix(path, r.path))) return 'optional';
  return 'required';
}
