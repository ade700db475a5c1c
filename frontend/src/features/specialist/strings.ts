import { addNamespace } from '../../i18n';

/** The workspace's `specialist` strings (its screens and the pro dashboard), each language a chunk of its own (decision 146). */
addNamespace('specialist', {
  ko: () => import('./locales/ko.json'),
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
  ja: () => import('./locales/ja.json'),
});
