import type { TAssessment, TLanguage } from '@tov/contracts';

type Value = TAssessment['breakdown'][number]['applicantValue'];
type Translate = (key: string, options?: Record<string, unknown>) => string;

const NUMBER = /^-?\d+(?:\.\d+)?$/;
/** An option code the form offers (MASTER, NOT_READY, FULL_TIME): its label is `visa.o.<code>`. */
const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
/** Kept as written in every language: test, programme and status names, visa codes, percentages. */
const NEUTRAL = /^(?:TOPIK|KIIP|EPS|GNI|KOTRA|STEM|KRW|Fortune|[A-Z]-\d{1,2}(?:-[A-Z0-9]{1,3})?|S?\d{3,5}|\d+%)$/;
/** The separators of a composite value ("TOPIK 5 / KIIP 0", "MASTER (STEM)"). */
const SEPARATOR = /(\s*[,/=+()]\s*|\s+)/;

function formatNumber(n: number, lng: TLanguage): string {
  // Amounts are grouped (60,000,000); small numbers and years are not (2024, not 2,024).
  return Math.abs(n) >= 10_000 ? n.toLocaleString(lng) : String(n);
}

/**
 * The applicant's value of a breakdown row in the interface language, or null when it was not
 * given. The service sends the value as given (a number, a yes/no, an option code or a short
 * composite such as "TOPIK 5 / KIIP 0"): numbers, yes/no and codes are worded in the language; a
 * composite with English words of the service is shown in the English interface only, and as "—"
 * in the others (never as a sentence in another language, never as "not given").
 */
export function applicantValueText(value: Value, t: Translate, exists: (key: string) => boolean, lng: TLanguage): string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'number') return formatNumber(value, lng);
  const text = value.trim();
  if (text === 'not applicable') return t('visa.result.notApplicable');
  let english = false;
  const parts = text.split(SEPARATOR).map((part) => {
    if (part === '' || (SEPARATOR.test(part) && part.trim().length <= 1)) return part;
    if (NUMBER.test(part)) return formatNumber(Number(part), lng);
    if (part === 'YES' || part === 'NO') return t(part === 'YES' ? 'common.yes' : 'common.no');
    if (NEUTRAL.test(part)) return part;
    if (CODE.test(part) && exists(`visa.o.${part}`)) return t(`visa.o.${part}`);
    english = true;
    return part;
  });
  if (english && lng !== 'en') return '—';
  return parts.join('');
}
