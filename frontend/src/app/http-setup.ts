import type { i18n as I18n } from 'i18next';
import type { ApiError } from '../api/errors';
import { configureHttpClient } from '../api/client-hooks';
import { signedOut } from '../features/auth/auth-slice';
import { clearStoredToken } from '../features/auth/token-storage';
import type { AppStore } from '../store';
import { createToastNotifier } from './toast-notifier';

/** Server texts are Korean (the catalogue); other interface languages get the translated text of the code or status. */
export function translateError(i18n: I18n, error: ApiError): string {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  if (!lng || lng.startsWith('ko')) return error.message;
  if (error.isNetworkError && error.code === 'NETWORK_ERROR') return i18n.t('errors.network');
  if (i18n.exists(`errors.codes.${error.code}`)) return i18n.t(`errors.codes.${error.code}`);
  if (i18n.exists(`errors.status.${error.status}`)) return i18n.t(`errors.status.${error.status}`);
  return i18n.t('errors.unknown');
}

export function setupHttpClient(store: AppStore, i18n: I18n, navigate: (path: string) => void): void {
  configureHttpClient({
    getStateToken: () => store.getState().auth.token,
    onUnauthorized: () => {
      clearStoredToken();
      store.dispatch(signedOut());
    },
    currentPath: () => window.location.pathname,
    navigate,
    notifier: createToastNotifier(() => i18n.t('errors.retry')),
    displayMessage: (error) => translateError(i18n, error),
  });
}
