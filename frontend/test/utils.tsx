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
import visaEn from '../src/features/visa/locales/en.json';
import visaJa from '../src/features/visa/locales/ja.json';
import visaKo from '../src/features/visa/locales/ko.json';
import visaZh from '../src/features/visa/locales/zh.json';
import sparkEn from '../src/features/tovspark/locales/en.json';
import sparkJa from '../src/features/tovspark/locales/ja.json';
import sparkKo from '../src/features/tovspark/locales/ko.json';
import sparkZh from '../src/features/tovspark/locales/zh.json';
import proEn from '../src/features/specialist/locales/en.json';
import proJa from '../src/features/specialist/locales/ja.json';
import proKo from '../src/features/specialist/locales/ko.json';
import proZh from '../src/features/specialist/locales/zh.json';
import companyEn from '../src/features/company/locales/en.json';
import companyJa from '../src/features/company/locales/ja.json';
import companyKo from '../src/features/company/locales/ko.json';
import companyZh from '../src/features/company/locales/zh.json';
import { createAppStore } from '../src/store';

export function testI18n(lng = 'ko') {
  return createI18n({
    lng,
    resources: {
      ko: { translation: ko, visa: visaKo, tovspark: sparkKo, specialist: proKo, company: companyKo },
      en: { translation: en, visa: visaEn, tovspark: sparkEn, specialist: proEn, company: companyEn },
      zh: { translation: zh, visa: visaZh, tovspark: sparkZh, specialist: proZh, company: companyZh },
      ja: { translation: ja, visa: visaJa, tovspark: sparkJa, specialist: proJa, company: companyJa },
    },
  });
}

export type TestStore = ReturnType<typeof createAppStore>['store'];
export type Prepare = (store: TestStore) => void;

export function renderRoutes(
  routes: RouteObject[],
  { path = '/', lng = 'ko', prepare, state }: { path?: string; lng?: string; prepare?: Prepare; state?: unknown } = {},
) {
  const { store } = createAppStore();
  prepare?.(store);
  const i18n = testI18n(lng);
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, { initialEntries: [state === undefined ? path : { pathname: url.pathname, search: url.search, state }] });
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
