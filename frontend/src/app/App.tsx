import { Suspense } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { sessionRestoreRequested } from '../features/auth/auth-slice';
import type { AppStore } from '../store';
import { PageSpinner } from './PageSpinner';

interface Props {
  store: AppStore;
  persistor: Persistor;
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ store, persistor, i18n, router }: Props) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PersistGate loading={<PageSpinner />} persistor={persistor} onBeforeLift={() => void store.dispatch(sessionRestoreRequested())}>
          <Suspense fallback={<PageSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
        </PersistGate>
      </I18nextProvider>
    </Provider>
  );
}
