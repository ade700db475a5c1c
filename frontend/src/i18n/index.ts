import i18next, { type i18n as I18n, type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import ko from './locales/ko.json';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_OPTIONS,
  LANGUAGE_STORAGE_KEY,
  PREFERRED_LANGUAGE_KEY,
  SUPPORTED_LANGUAGES,
  baseLanguage,
} from './languages';

/**
 * Bundled translations (spec 000 §7: "bundled translations are used"). Korean, the fallback, is in
 * the initial chunk; the other three are bundled as their own chunks and loaded when chosen.
 */
const loaders: Record<string, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
  ja: () => import('./locales/ja.json'),
};

const bundledBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const lng = baseLanguage(language);
    if (lng === 'ko') {
      callback(null, ko);
      return;
    }
    const load = loaders[lng];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (e: Error) => callback(e, null),
    );
  },
};

/** Saves the choice under i18nextLng and preferredLanguage and updates <html lang dir> (spec 000 §9). */
export function applyLanguageSideEffects(language: string): void {
  const lng = baseLanguage(language);
  const option = LANGUAGE_OPTIONS.find((o) => o.code === lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, lng);
  } catch {
    /* storage unavailable */
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    document.documentElement.dir = option?.dir ?? 'ltr';
  }
}

export interface CreateI18nOptions {
  /** Force a language (tests); otherwise detected: local storage, cookie, navigator, html tag. */
  lng?: string;
  /** Give every resource up front (tests), instead of the lazy bundled backend. */
  resources?: Record<string, ResourceKey>;
}

export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  if (!options.resources) instance.use(bundledBackend);
  instance.use(LanguageDetector).use(initReactI18next);
  instance.on('languageChanged', applyLanguageSideEffects);
  void instance.init({
    ...(options.lng ? { lng: options.lng } : {}),
    ...(options.resources
      ? { resources: Object.fromEntries(Object.entries(options.resources).map(([k, v]) => [k, { translation: v }])) }
      : { partialBundledLanguages: true, resources: { ko: { translation: ko } } }),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    ...(options.resources ? { initAsync: false } : {}),
    detection: {
      order: ['localStorage', 'cookie', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupCookie: 'i18next',
      caches: ['localStorage', 'cookie'],
      convertDetectedLanguage: (lng: string) => baseLanguage(lng),
    },
    react: { useSuspense: true },
  });
  return instance;
}
