/** Interface languages (spec 000 §9); mirrors LANGUAGES / PHASE_2_LANGUAGES of @tov/contracts (a test keeps them equal). */
export const SUPPORTED_LANGUAGES = ['ko', 'en', 'zh', 'ja'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const COMING_SOON_LANGUAGES = ['vi', 'ru', 'es'] as const;
export const DEFAULT_LANGUAGE: SupportedLanguage = 'ko';

export interface LanguageOption {
  code: string;
  /** The language's own name, shown the same in every interface language. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
  phase2: boolean;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'ko', nativeName: '한국어', dir: 'ltr', phase2: false },
  { code: 'en', nativeName: 'English', dir: 'ltr', phase2: false },
  { code: 'zh', nativeName: '简体中文', dir: 'ltr', phase2: false },
  { code: 'ja', nativeName: '日本語', dir: 'ltr', phase2: false },
  { code: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr', phase2: true },
  { code: 'ru', nativeName: 'Русский', dir: 'ltr', phase2: true },
  { code: 'es', nativeName: 'Español', dir: 'ltr', phase2: true },
];

export function isSelectableLanguage(code: string): code is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

export function baseLanguage(code: string | undefined | null): SupportedLanguage {
  const base = (code ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return isSelectableLanguage(base) ? base : DEFAULT_LANGUAGE;
}

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';
