import Cookies from 'js-cookie';

export const TOKEN_KEY = 'token';
export const USER_ID_KEY = 'userId';
/** The cookie mirror: 7 days, SameSite strict, Secure (spec 000 §9). */
export const COOKIE_OPTIONS = { expires: 7, sameSite: 'strict', secure: true } as const;

/**
 * "Remember me" decides where the token lives (the spec leaves its effect open, docs/decisions/105-remember-me-token-storage.md):
 * checked, local storage (survives the browser); unchecked, session storage (this tab only).
 */
export function storeToken(token: string, remember = true, userId?: string): void {
  try {
    if (remember) {
      localStorage.setItem(TOKEN_KEY, token);
      sessionStorage.removeItem(TOKEN_KEY);
    } else {
      sessionStorage.setItem(TOKEN_KEY, token);
      localStorage.removeItem(TOKEN_KEY);
    }
    if (userId) localStorage.setItem(USER_ID_KEY, userId);
  } catch {
    /* storage unavailable: the state still holds the token */
  }
  Cookies.set(TOKEN_KEY, token, COOKIE_OPTIONS);
}

/** Local storage first, then session storage (spec 000 §6). */
export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function clearStoredToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_ID_KEY);
  } catch {
    /* ignore */
  }
  Cookies.remove(TOKEN_KEY, { sameSite: 'strict', secure: true });
}

/** A token is expired when its exp claim is earlier than now (spec 000 §4). */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const part = token.split('.')[1];
  if (!part) return true;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { exp?: number };
    return typeof claims.exp !== 'number' || claims.exp * 1000 < now;
  } catch {
    return true;
  }
}
