import { LANGUAGES, type TLanguage } from '@tov/contracts';

/** Nationalities whose people most likely read an e-mail best in Chinese or Japanese. */
const NATIONALITY_LANGUAGE: Readonly<Record<string, TLanguage>> = { China: 'zh', Taiwan: 'zh', 'Hong Kong': 'zh', Japan: 'ja' };

/**
 * The language of an e-mail to a client (roadmap messages, quotes, payments): the one their
 * nationality (from their assessment) suggests, else English (clients are foreigners), the rule of
 * tovspark's talent e-mails. The projection knows no language choice of the account.
 */
export function clientEmailLanguage(nationality: string | null | undefined): TLanguage {
  return (nationality && NATIONALITY_LANGUAGE[nationality]) || 'en';
}

/**
 * The language of an e-mail to an expert (payments, clients' messages): the first language of their
 * profile that TOV writes e-mails in, else Korean (the experts are Korea's licensed agents; the
 * projection knows no language choice of the account).
 */
export function expertEmailLanguage(profileLanguages: readonly string[] | null | undefined): TLanguage {
  return (profileLanguages ?? []).find((code): code is TLanguage => (LANGUAGES as readonly string[]).includes(code)) ?? 'ko';
}
