import i18next, { type i18n as I18n, type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_OPTIONS, LANGUAGE_STORAGE_KEY, PREFERRED_LANGUAGE_KEY, SUPPORTED_LANGUAGES, baseLanguage } from './languages';

type Loader = () => Promise<{ default: ResourceKey }>;

/**
 * Bundled translations (spec 000 §7: "bundled translations are used"), by namespace, every
 * language a chunk of its own loaded when chosen: the shell's (`translation`) with the first render
 * (the spinner waits for it), each workspace's (`visa`, ...) with the workspace. The first page's
 * JavaScript carries no strings of any language.
 */
const loaders: Record<string, Record<string, Loader>> = {
  translation: {
    ko: () => import('./locales/ko.json'),
    en: () => import('./locales/en.json'),
    zh: () => import('./locales/zh.json'),
    ja: () => import('./locales/ja.json'),
  },
  visa: {
    ko: () => import('../features/visa/locales/ko.json'),
    en: () => import('../features/visa/locales/en.json'),
    zh: () => import('../features/visa/locales/zh.json'),
    ja: () => import('../features/visa/locales/ja.json'),
  },
  tovspark: {
    ko: () => import('../features/tovspark/locales/ko.json'),
    en: () => import('../features/tovspark/locales/en.json'),
    zh: () => import('../features/tovspark/locales/zh.json'),
    ja: () => import('../features/tovspark/locales/ja.json'),
  },
};

/**
 * A workspace that names its strings' loaders in its own chunk (the expert's, the company's): the first page then
 * carries not even their file names. Called when that chunk is evaluated, before its first screen
 * asks for the namespace.
 */
export function addNamespace(namespace: string, byLanguage: Record<string, Loader>): void {
  loaders[namespace] = byLanguage;
}

const bundledBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const lng = baseLanguage(language);
    const load = loaders[namespace]?.[lng];
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
  /** Give every resource up front (tests), by language and namespace, instead of the lazy bundled backend. */
  resources?: Record<string, Record<string, ResourceKey>>;
}

export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  if (!options.resources) instance.use(bundledBackend);
  instance.use(LanguageDetector).use(initReactI18next);
  instance.on('languageChanged', applyLanguageSideEffects);
  void instance.init({
    ...(options.lng ? { lng: options.lng } : {}),
    ...(options.resources ? { resources: options.resources } : { partialBundledLanguages: true }),
    fallbackLng: DEFAULT_LANGUAGE,
    // A workspace's screens ask for their namespace first and find the shell's words (common.*) here.
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackNS: 'translation',
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
