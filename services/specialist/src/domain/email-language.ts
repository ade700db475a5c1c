import type { TLanguage } from '@tov/contracts';

/** Nationalities whose people most likely read an e-mail best in Chinese or Japanese. */
const NATIONALITY_LANGUAGE: Readonly<Record<string, TLanguage>> = { China: 'zh', Taiwan: 'zh', 'Hong Kong': 'zh', Japan: 'ja' };

/**
 * The language of a roadmap e-mail to a client: the one their nationality (from their assessment)
 * suggests, else English (clients are foreigners), the rule of tovspark's talent e-mails. The
 * projection knows no language choice of the account.
 */
export function clientEmailLanguage(nationality: string | null | undefined): TLanguage {
  return (nationality && NATIONALITY_LANGUAGE[nationality]) || 'en';
}
