import { applicantValueText } from '../../src/features/visa/applicant-value';

const LABELS: Record<string, Record<string, string>> = {
  ko: { 'common.yes': '예', 'common.no': '아니오', 'visa.result.notApplicable': '해당 없음', 'visa.o.MASTER': '석사', 'visa.o.NOT_READY': '미준비' },
  en: { 'common.yes': 'Yes', 'common.no': 'No', 'visa.result.notApplicable': 'Not applicable', 'visa.o.MASTER': "Master's", 'visa.o.NOT_READY': 'Not ready' },
  ja: { 'common.yes': 'はい', 'common.no': 'いいえ', 'visa.result.notApplicable': '該当なし', 'visa.o.MASTER': '修士', 'visa.o.NOT_READY': '未準備' },
};
const show = (value: Parameters<typeof applicantValueText>[0], lng: 'ko' | 'en' | 'ja') =>
  applicantValueText(
    value,
    (key) => LABELS[lng]![key] ?? `!${key}`,
    (key) => key in LABELS[lng]!,
    lng,
  );

describe("the applicant's value of a result row", () => {
  it('is null when not given, so the row says so', () => {
    expect(show(null, 'ko')).toBeNull();
    expect(show('', 'en')).toBeNull();
  });

  it('words yes/no, option codes and "not applicable" in the language', () => {
    expect(show(false, 'ko')).toBe('아니오');
    expect(show(true, 'ja')).toBe('はい');
    expect(show('MASTER', 'ja')).toBe('修士');
    expect(show('NOT_READY', 'ko')).toBe('미준비');
    expect(show('not applicable', 'ja')).toBe('該当なし');
  });

  it('groups amounts but not years or small numbers', () => {
    expect(show(52000000, 'en')).toBe('52,000,000');
    expect(show('60000000', 'ko')).toBe('60,000,000');
    expect(show(2024, 'en')).toBe('2024');
    expect(show('3', 'ja')).toBe('3');
  });

  it('keeps composites of codes and numbers, worded in the language', () => {
    expect(show('TOPIK 5 / KIIP 0', 'ja')).toBe('TOPIK 5 / KIIP 0');
    expect(show('MASTER (STEM)', 'ko')).toBe('석사 (STEM)');
    expect(show('E-7-1', 'ko')).toBe('E-7-1');
  });

  it("shows a composite with the service's English words in English only, and a dash elsewhere", () => {
    const value = 'staff 30, foreign 10%, tax arrears NO, wage arrears NO';
    expect(show(value, 'en')).toBe('staff 30, foreign 10%, tax arrears No, wage arrears No');
    expect(show(value, 'ko')).toBe('—');
    expect(show("related master's or higher", 'ja')).toBe('—');
    expect(show('UNKNOWN_CODE', 'ko')).toBe('—');
  });
});
