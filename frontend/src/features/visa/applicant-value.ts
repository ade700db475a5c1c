import type { TAssessment, TLanguage } from '@tov/contracts';

type Value = TAssessment['breakdown'][number]['applicantValue'];
type Translate = (key: string, options?: Record<string, unknown>) => string;

const NUMBER = /^-?\d+(?:\.\d+)?$/;
/** An option code the form offers (MASTER, NOT_READY, FULL_TIME): its label is `visa.o.<code>`. */
const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
/** Kept as written in every language: test, programme and status names, visa codes, percentages, and the engines' "-" and "?" for a part not given. */
const NEUTRAL = /^(?:-|\?|TOPIK|KIIP|EPS|GNI|KOTRA|STEM|KRW|Fortune|[A-Z]-\d{1,2}(?:-[A-Z0-9]{1,3})?|S?\d{3,5}|\d+%)$/;
/** The separators of a composite value ("TOPIK 5 / KIIP 0", "MASTER (STEM)"). */
const SEPARATOR = /(\s*[,/=+()]\s*|\s+)/;

function formatNumber(n: number, lng: TLanguage): string {
  // Amounts are grouped (60,000,000); small numbers and years are not (2024, not 2,024).
  return Math.abs(n) >= 10_000 ? n.toLocaleString(lng) : String(n);
}

/**
 * The English phrases the engines write into a composite value (`engines/*.ts`), each worded by a
 * `visa.value.*` string with its numbers; longer phrases first ("3 years since the degree" before
 * "3 years"). An E-7 qualification route is a whole value.
 */
const PHRASES: ReadonlyArray<[RegExp, string, readonly string[]]> = [
  [/^related master's or higher$/, 'routeMaster', []],
  [/^related bachelor's \+ 1 year$/, 'routeBachelor', []],
  [/^Korean bachelor's \(year of experience waived\)$/, 'routeKoreanBachelor', []],
  [/^5\+ years of related experience$/, 'routeExperience', []],
  [/^1 year at a Fortune Global 500 company$/, 'routeFortune', []],
  [/^degree from a top-ranked university$/, 'routeTopUniversity', []],
  [/^KOTRA\/ministry recommendation with pay >= 1\.5x GNI$/, 'routeKotra', []],
  [/^pay >= 3x GNI$/, 'routeHighPay', []],
  [/(\d+|\?) years since the degree/, 'sinceDegree', ['n']],
  [/total (\d+) years/, 'totalYears', ['n']],
  [/Korea (\d+)/, 'inKorea', ['n']],
  [/(\d+) years/, 'years', ['n']],
  [/(\d+) seasons/, 'seasons', ['n']],
  [/(\d+)\/(\d+) ready/, 'ready', ['ready', 'total']],
  [/\(Korean(?: degree)?\)/, 'koreanDegree', []],
  [/\(cap (\d+)\)/, 'cap', ['n']],
  [/KIIP completed/, 'kiipCompleted', []],
  [/international reputation/, 'internationalReputation', []],
  [/staff (\d+)/, 'staff', ['n']],
  [/foreign (\d+%)/, 'foreignShare', ['share']],
  [/tax arrears/, 'taxArrears', []],
  [/wage arrears/, 'wageArrears', []],
  [/rejections/, 'rejections', []],
  [/violations/, 'violations', []],
];
/** A phrase already worded, kept whole through the split below (private-use characters around its index). */
const WORDED = /^\uE000(\d+)\uE001$/;

/**
 * The applicant's value of a breakdown row in the interface language, or null when it was not
 * given. The service sends the value as given (a number, a yes/no, an option code or a short
 * composite such as "TOPIK 5 / KIIP 0"): numbers, yes/no and codes are worded in the language; a
 * composite's English phrases are worded by `visa.value.*`, an occupation code by its name; a
 * composite with English words still unknown is shown in the English interface only, and as "—" in
 * the others (never as a sentence in another language, never as "not given").
 */
export function applicantValueText(value: Value, t: Translate, exists: (key: string) => boolean, lng: TLanguage, criterion?: string): string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'number') return formatNumber(value, lng);
  let text = value.trim();
  if (text === 'not applicable') return t('visa.result.notApplicable');
  // An E-7 occupation is a code of the list (S110, 2223): the form's own name for it.
  if (criterion === 'occupation' && exists(`visa.o.${text}`)) return t(`visa.o.${text}`);
  const worded: string[] = [];
  for (const [re, key, names] of PHRASES) {
    if (!exists(`visa.value.${key}`)) continue;
    text = text.replace(new RegExp(re.source, 'g'), (...m: string[]) => {
      const params = Object.fromEntries(names.map((name, i) => [name, m[i + 1]]));
      worded.push(t(`visa.value.${key}`, params));
      return `\uE000${worded.length - 1}\uE001`;
    });
  }
  let english = false;
  const parts = text.split(SEPARATOR).map((part) => {
    const phrase = WORDED.exec(part);
    if (phrase) return worded[Number(phrase[1])]!;
    if (part === '' || (SEPARATOR.test(part) && part.trim().length <= 1)) return part;
    // A group of a written amount ("48,000,000" splits at its commas) keeps its zeros.
    if (NUMBER.test(part)) return /^0\d/.test(part) ? part : formatNumber(Number(part), lng);
    if (part === 'YES' || part === 'NO') return t(part === 'YES' ? 'common.yes' : 'common.no');
    if (NEUTRAL.test(part)) return part;
    if (CODE.test(part) && exists(`visa.o.${part}`)) return t(`visa.o.${part}`);
    english = true;
    return part;
  });
  if (english && lng !== 'en') return '—';
  return parts.join('');
}
