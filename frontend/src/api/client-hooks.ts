import type { TAuthResponse } from '@tov/contracts/http/auth';
import type { ApiError } from './errors';
import { silentNotifier, type Notifier } from './notifier';

/** What the HTTP client needs from the app; kept apart from axios so the shell can set it without loading axios. */
export interface HttpClientHooks {
  /** Token from the auth state (first in the lookup order, spec 000 §6). */
  getStateToken: () => string | null | undefined;
  /** Clears the stored token and the auth state after a 401. */
  onUnauthorized: () => void;
  /** Keeps the access token (and user) the refresh cookie just bought. */
  onTokenRefreshed: (auth: TAuthResponse) => void;
  /** Where the browser is, and how to send it elsewhere. */
  currentPath: () => string;
  navigate: (path: string) => void;
  notifier: Notifier;
  /** Translates a normalised error for display (the catalogue's Korean text by default). */
  displayMessage: (error: ApiError) => string;
  sleep: (ms: number) => Promise<void>;
}

export const defaultHooks: HttpClientHooks = {
  getStateToken: () => null,
  onUnauthorized: () => undefined,
  onTokenRefreshed: () => undefined,
  currentPath: () => (typeof window !== 'undefined' ? window.location.pathname : '/'),
  navigate: (path) => {
    if (typeof window !== 'undefined') window.location.assign(path);
  },
  notifier: silentNotifier,
  displayMessage: (error) => error.message,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The hooks of the app's shared client. */
export const sharedHooks: HttpClientHooks = { ...defaultHooks };

export function configureHttpClient(hooks: Partial<HttpClientHooks>): void {
  Object.assign(sharedHooks, hooks);
}
