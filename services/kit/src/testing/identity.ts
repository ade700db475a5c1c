import { randomBytes, randomUUID } from 'node:crypto';
import { identitySigner, type ForwardedIdentity } from '../auth/signed-identity';

/** A fresh secret for the forwarded identity (a test run, the first local start). */
export function generateIdentitySecret(): string {
  return randomBytes(32).toString('base64url');
}

export interface SignedIdentityOptions {
  /** The request's `x-request-id` (the signature covers it); default a new one. */
  requestId?: string;
  /** When the identity was signed (ms); default now. A test of expiry signs in the past. */
  issuedAt?: number;
}

/**
 * The headers the gateway forwards for a verified caller: `x-user-id`, `x-user-roles`, their signature
 * under `secret` and the `x-request-id` it covers. Tests call a service with these, as the gateway would
 * (a harness gives them with the service's own secret: `harness.identityHeaders`).
 */
export function signedIdentityHeaders(
  secret: string,
  identity: { userId: string; roles: string | readonly string[] },
  options: SignedIdentityOptions = {},
): Record<string, string> {
  const requestId = options.requestId ?? randomUUID();
  const roles: ForwardedIdentity['roles'] = typeof identity.roles === 'string' ? [identity.roles] : identity.roles;
  return { 'x-request-id': requestId, ...identitySigner(secret).headers({ userId: identity.userId, roles }, requestId, options.issuedAt) };
}

/** The ways a caller who reaches a service directly may try to pass for someone (`forgedIdentityAnswers`). */
export const IDENTITY_FORGERIES = [
  'unsigned headers',
  'signed with another secret',
  'roles raised after signing',
  'user id changed after signing',
  'signature of another request',
  'signed too long ago',
] as const;
export type IdentityForgery = (typeof IDENTITY_FORGERIES)[number];

function forgedHeaders(forgery: IdentityForgery, secret: string, identity: { userId: string; roles: string }): Record<string, string> {
  switch (forgery) {
    case 'unsigned headers':
      return { 'x-user-id': identity.userId, 'x-user-roles': identity.roles };
    case 'signed with another secret':
      return signedIdentityHeaders(generateIdentitySecret(), identity);
    case 'roles raised after signing':
      return { ...signedIdentityHeaders(secret, identity), 'x-user-roles': `${identity.roles},super_admin` };
    case 'user id changed after signing':
      return { ...signedIdentityHeaders(secret, { ...identity, userId: randomUUID() }), 'x-user-id': identity.userId };
    case 'signature of another request':
      return { ...signedIdentityHeaders(secret, identity), 'x-request-id': randomUUID() };
    case 'signed too long ago':
      return signedIdentityHeaders(secret, identity, { issuedAt: Date.now() - 61_000 });
  }
}

/**
 * Calls `url` (a service listening on a real port) once per forgery of `identity`, as someone who
 * reaches the service without the gateway would: the status and error code of each answer. A
 * service that checks the forwarded identity answers every one 401 `AUTH_REQUIRED`.
 */
export async function forgedIdentityAnswers(
  url: string,
  secret: string,
  identity: { userId: string; roles: string },
  init: { method?: string; body?: unknown } = {},
): Promise<Array<{ forgery: IdentityForgery; status: number; code: string | undefined }>> {
  const answers = [];
  for (const forgery of IDENTITY_FORGERIES) {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { ...forgedHeaders(forgery, secret, identity), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    answers.push({ forgery, status: res.status, code: body.code });
  }
  return answers;
}

/** What `forgedIdentityAnswers` should find: every forgery refused. */
export const EVERY_FORGERY_REFUSED = IDENTITY_FORGERIES.map((forgery) => ({ forgery, status: 401, code: 'AUTH_REQUIRED' }));
