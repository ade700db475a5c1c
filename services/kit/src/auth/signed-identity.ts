import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * The identity the gateway forwards, signed so that a service can tell it from headers anyone who
 * reaches the service could send (docs/decisions/126-signed-forwarded-identity.md): an HMAC-SHA256,
 * under a secret only the gateway and the services hold, over the user id, the roles, the request id
 * and the moment the gateway signed. A signature older than the allowed age is refused (replay).
 */
export const USER_ID_HEADER = 'x-user-id';
export const USER_ROLES_HEADER = 'x-user-roles';
export const IDENTITY_ISSUED_AT_HEADER = 'x-identity-issued-at';
export const IDENTITY_SIGNATURE_HEADER = 'x-identity-signature';
/** Every header that carries the forwarded identity: only the gateway sets them. */
export const IDENTITY_HEADERS = [USER_ID_HEADER, USER_ROLES_HEADER, IDENTITY_ISSUED_AT_HEADER, IDENTITY_SIGNATURE_HEADER] as const;

/** How long a signature is accepted after the gateway made it. */
export const DEFAULT_IDENTITY_MAX_AGE_MS = 60_000;
/** A gateway whose clock runs ahead of the service's by up to this much is still believed. */
export const IDENTITY_CLOCK_SKEW_MS = 5_000;
/** The shortest secret accepted (32 characters: 192 bits and more of a random base64url string). */
export const IDENTITY_SECRET_MIN_LENGTH = 32;

const VERSION = 'v1';
const SIGNATURE_BYTES = 32;

export interface ForwardedIdentity {
  userId: string;
  roles: readonly string[];
}

/**
 * A platform process calling a service on its own behalf (the workers pulling an export's rows,
 * docs/decisions/142-report-export-queue.md), signed as the gateway signs a user: the user id
 * `service:<name>` and the one role `service`. No account has that role (auth issues the roles of
 * contracts' GRANTS only) and the gateway drops identity headers a client sends, so only a holder of
 * the secret can pass for a service.
 */
export const SERVICE_ROLE = 'service';
export const SERVICE_USER_ID_PREFIX = 'service:';

export function serviceIdentity(name: string): ForwardedIdentity {
  return { userId: `${SERVICE_USER_ID_PREFIX}${name}`, roles: [SERVICE_ROLE] };
}

export type IdentityRefusal = 'missing-signature' | 'malformed' | 'expired' | 'bad-signature' | 'no-secret';
export type IdentityCheck = { ok: true; userId: string; roles: string[] } | { ok: false; reason: IdentityRefusal };

/** What the headers of one request hold (Node joins repeated headers into one string). */
type Headers = Record<string, string | string[] | undefined>;

const headerOf = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** True when the request carries any identity header (signed or not). */
export function hasIdentityHeaders(headers: Headers): boolean {
  return (
    headers[USER_ID_HEADER] !== undefined ||
    headers[USER_ROLES_HEADER] !== undefined ||
    headers[IDENTITY_SIGNATURE_HEADER] !== undefined ||
    headers[IDENTITY_ISSUED_AT_HEADER] !== undefined
  );
}

/** The signed text: the fields one per line (header values hold no line breaks, so none can pass for another). */
const signedText = (userId: string, roles: string, requestId: string, issuedAt: string) => `${VERSION}\n${userId}\n${roles}\n${requestId}\n${issuedAt}`;

const keyOf = (secret: string): KeyObject => createSecretKey(Buffer.from(secret, 'utf8'));

const mac = (key: KeyObject, text: string): Buffer => createHmac('sha256', key).update(text, 'utf8').digest();

/** Parses the roles header as the services read it: lower case, trimmed, empty entries dropped. */
export function parseRoles(header: string): string[] {
  return header
    .split(',')
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
}

/** Signs identities with one secret (the gateway; tests through `signedIdentityHeaders`). */
export function identitySigner(secret: string) {
  const key = keyOf(secret);
  return {
    /** The headers that carry `identity` for the request `requestId` (its `x-request-id`), signed at `now`. */
    headers(identity: ForwardedIdentity, requestId: string, now = Date.now()): Record<string, string> {
      const roles = identity.roles.join(',');
      const issuedAt = String(now);
      return {
        [USER_ID_HEADER]: identity.userId,
        [USER_ROLES_HEADER]: roles,
        [IDENTITY_ISSUED_AT_HEADER]: issuedAt,
        [IDENTITY_SIGNATURE_HEADER]: `${VERSION}.${mac(key, signedText(identity.userId, roles, requestId, issuedAt)).toString('base64url')}`,
      };
    },
  };
}

/**
 * The headers of a call a platform process makes as `serviceIdentity(name)`: a request id of its own
 * (the signature covers it) and the signed identity. The callee checks them like any forwarded
 * identity, then `requireServiceCaller`.
 */
export function serviceCallHeaders(secret: string, name: string, requestId: string = randomUUID()): Record<string, string> {
  return { 'x-request-id': requestId, ...identitySigner(secret).headers(serviceIdentity(name), requestId) };
}

export interface IdentityVerifierOptions {
  /** The shared secret; without one no forwarded identity is believed (a process with no identity routes). */
  secret: string | undefined;
  maxAgeMs?: number;
}

/**
 * Checks the identity headers of one request: present and well formed, signed at most `maxAgeMs` ago
 * (and not in the future beyond the clock skew), by the shared secret over these very values and this
 * request id. The signature is compared in constant time.
 */
export function identityVerifier(options: IdentityVerifierOptions) {
  const key = options.secret ? keyOf(options.secret) : undefined;
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_IDENTITY_MAX_AGE_MS;
  return function verify(headers: Headers, requestId: string, now = Date.now()): IdentityCheck {
    if (!key) return { ok: false, reason: 'no-secret' };
    const signature = headerOf(headers, IDENTITY_SIGNATURE_HEADER);
    const issuedAt = headerOf(headers, IDENTITY_ISSUED_AT_HEADER);
    if (signature === undefined || issuedAt === undefined) return { ok: false, reason: 'missing-signature' };
    const userId = headerOf(headers, USER_ID_HEADER);
    const roles = headerOf(headers, USER_ROLES_HEADER) ?? '';
    if (!userId || !/^\d{1,16}$/.test(issuedAt) || !signature.startsWith(`${VERSION}.`)) return { ok: false, reason: 'malformed' };
    const age = now - Number(issuedAt);
    if (age > maxAgeMs || age < -IDENTITY_CLOCK_SKEW_MS) return { ok: false, reason: 'expired' };
    const given = Buffer.from(signature.slice(VERSION.length + 1), 'base64url');
    if (given.length !== SIGNATURE_BYTES) return { ok: false, reason: 'malformed' };
    if (!timingSafeEqual(given, mac(key, signedText(userId, roles, requestId, issuedAt)))) return { ok: false, reason: 'bad-signature' };
    return { ok: true, userId, roles: parseRoles(roles) };
  };
}
