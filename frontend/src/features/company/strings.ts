import { addNamespace } from '../../i18n';

/** The workspace's `company` strings, each language a chunk of its own, loaded with the workspace (decision 146). */
addNamespace('company', {
  ko: () => import('./locales/ko.json'),
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
  ja: () => import('./locales/ja.json'),
});
