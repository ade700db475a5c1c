import { zodIssuesToDetails } from '@tov/contracts/zod-details';
import { useTranslation } from 'react-i18next';

/**
 * A field's error from the contracts' schemas (the same zod schemas the service checks with): their
 * Korean text as written, and a key of the `company` namespace for the other interface languages
 * (chosen from that text, so it follows a language change without checking twice).
 */
export interface ContractError {
  message: string;
  key: string;
  values?: Record<string, string | number>;
}
export type ContractErrors = Record<string, ContractError>;

const MATCHERS: [RegExp, string, ((m: RegExpMatchArray) => Record<string, string | number>)?][] = [
  [/비자 발급일은 만료일보다/, 'errors.issueAfterExpiry'],
  [/외국인등록번호는/, 'errors.arn'],
  [/직업 코드는/, 'errors.occupationCode'],
  [/직종 코드가 공식 목록에 없습니다/, 'errors.occupationNotListed'],
  [/연봉은 .*정수여야/, 'errors.salaryNumber'],
  [/연봉은 ([\d,]+)원 이상/, 'errors.salaryMin', (m) => ({ min: m[1]! })],
  [/연봉은 ([\d,]+)원 이하/, 'errors.salaryMax', (m) => ({ max: m[1]! })],
  [/이메일 형식/, 'errors.email'],
  [/YYYY-MM-DD/, 'errors.date'],
  [/최대 ([\d,]+)자/, 'errors.tooLong', (m) => ({ max: m[1]! })],
  [/허용되지 않는 문자/, 'errors.characters'],
  [/알림 시점은/, 'errors.leadTime'],
  [/사유/, 'errors.dismissReason'],
  [/필수 열 '([^']+)'/, 'errors.missingColumn', (m) => ({ column: m[1]! })],
  [/알 수 없는 열 '([^']+)'/, 'errors.unknownColumn', (m) => ({ column: m[1]! })],
  [/CSV를 읽을 수 없습니다/, 'errors.csvUnreadable'],
  [/선택해주세요|중 하나여야/, 'errors.choose'],
  [/입력해주세요/, 'errors.required'],
];

export function contractError(message: string): ContractError {
  for (const [pattern, key, values] of MATCHERS) {
    const m = message.match(pattern);
    if (m) return { message, key, ...(values ? { values: values(m) } : {}) };
  }
  return { message, key: 'errors.invalid' };
}

/** The first error of each field of a failed parse (`visaExpiryDate`, `leadTimes.E-7`, ...). */
export function contractErrors(result: { success: boolean; error?: Parameters<typeof zodIssuesToDetails>[0] }): ContractErrors {
  const errors: ContractErrors = {};
  if (result.success || !result.error) return errors;
  for (const d of zodIssuesToDetails(result.error)) if (!errors[d.field]) errors[d.field] = contractError(d.message);
  return errors;
}

/** A contract error in the interface language: the contract's own text in Korean. */
export function useContractText() {
  const { t, i18n } = useTranslation('company');
  const korean = (i18n.resolvedLanguage ?? i18n.language ?? 'ko').startsWith('ko');
  return (error: ContractError | undefined): string | undefined => (error ? (korean ? error.message : t(error.key, error.values)) : undefined);
}

/** `aria-*` of a control whose field may show an error. */
export function invalidProps(errors: ContractErrors, name: string) {
  return errors[name] ? { 'aria-invalid': true, 'aria-describedby': `f-${name}-error` } : {};
}

/** Today in Asia/Seoul (`YYYY-MM-DD`), the calendar of every date the service keeps. */
export function seoulToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** How close a visa's expiry is: the band it falls in (the dashboard's 30/60/90 days). */
export type ExpiryBand = 'expired' | 'd30' | 'd60' | 'd90' | 'later';
export function expiryBand(daysUntilExpiry: number): ExpiryBand {
  if (daysUntilExpiry < 0) return 'expired';
  if (daysUntilExpiry <= 30) return 'd30';
  if (daysUntilExpiry <= 60) return 'd60';
  if (daysUntilExpiry <= 90) return 'd90';
  return 'later';
}

/** A file's size in the interface language's units (830 KB, 1.2 MB). */
export function sizeText(bytes: number, lng: string | undefined): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lng, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', maximumFractionDigits: mb ? 1 : 0 }).format(
    Math.max(mb ? 0 : 1, bytes / (mb ? 1024 * 1024 : 1024)),
  );
}
