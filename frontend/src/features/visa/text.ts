import type { TLanguage, TLocalizedText } from '@tov/contracts';
import { baseLanguage } from '../../i18n/languages';

/** The interface language of an i18next instance, as one of the four (Korean when unknown). */
export function interfaceLanguage(i18n: { resolvedLanguage?: string; language?: string }): TLanguage {
  return baseLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** The text of a service's four-language text (contracts `ZLocalizedTextSchema`) in the chosen language (English if that one is empty). */
export function textIn(text: TLocalizedText | null | undefined, lng: TLanguage): string {
  if (!text) return '';
  return text[lng] || text.en;
}
