import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createI18n } from '../src/i18n';
import en from '../src/i18n/locales/en.json';
import ja from '../src/i18n/locales/ja.json';
import ko from '../src/i18n/locales/ko.json';
import zh from '../src/i18n/locales/zh.json';
import { createAppStore } from '../src/store';

export function testI18n(lng = 'ko') {
  return createI18n({ lng, resources: { ko, en, zh, ja } });
}

export type TestStore = ReturnType<typeof createAppStore>['store'];
export type Prepare = (store: TestStore) => void;

export function renderRoutes(routes: RouteObject[], { path = '/', lng = 'ko', prepare }: { path?: string; lng?: string; prepare?: Prepare } = {}) {
  const { store } = createAppStore();
  prepare?.(store);
  const i18n = testI18n(lng);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...utils, store, router, i18n };
}

export function renderElement(element: ReactElement, options: { path?: string; lng?: string; prepare?: Prepare } = {}) {
  return renderRoutes([{ path: '*', element }], options);
}
