import { REFRESH_COOKIE } from '@tov/contracts';

/** The value of one cookie in a `Cookie` header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return value.length > 0 ? value : undefined;
  }
  return undefined;
}

export interface RefreshCookieOptions {
  /** Seconds for a persistent cookie ("remember me"); undefined for a browser-session cookie. */
  maxAgeSeconds?: number;
  /** Only over TLS (the gateway forwards `x-forwarded-proto`); a plain-HTTP local run could not send it back. */
  secure: boolean;
}

/**
 * The refresh-token cookie (docs/decisions/040-rotating-refresh-cookie.md): httpOnly (no script reads it), SameSite=Strict
 * (no other site's page sends it) and Path=/api/auth (only the refresh and logout calls carry it).
 */
export function refreshCookie(token: string, options: RefreshCookieOptions): string {
  const parts = [`${REFRESH_COOKIE}=${token}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Strict'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Removes the refresh cookie from the browser. */
export function clearedRefreshCookie(secure: boolean): string {
  return refreshCookie('', { maxAgeSeconds: 0, secure });
}
