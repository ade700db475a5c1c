import type { i18n as I18n } from 'i18next';
import { errorText } from '../api/error-text';
import { configureHttpClient } from '../api/client-hooks';
import { signedOut, userLoaded } from '../features/auth/auth-slice';
import { clearStoredToken, storeToken } from '../features/auth/token-storage';
import type { AppStore } from '../store';
import { createToastNotifier } from './toast-notifier';

export function setupHttpClient(store: AppStore, i18n: I18n, navigate: (path: string) => void): void {
  configureHttpClient({
    getStateToken: () => store.getState().auth.token,
    onUnauthorized: () => {
      clearStoredToken();
      store.dispatch(signedOut());
    },
    onTokenRefreshed: (auth) => {
      storeToken(auth.token, store.getState().auth.remember, auth.user.id);
      store.dispatch(userLoaded({ user: auth.user, token: auth.token }));
    },
    currentPath: () => window.location.pathname,
    navigate,
    notifier: createToastNotifier(() => i18n.t('errors.retry')),
    displayMessage: (error) => errorText(i18n, error),
  });
}
