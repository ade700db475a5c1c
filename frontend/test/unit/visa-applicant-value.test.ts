import { applicantValueText } from '../../src/features/visa/applicant-value';

const LABELS: Record<string, Record<string, string>> = {
  ko: {
    'common.yes': '예',
    'common.no': '아니오',
    'visa.result.notApplicable': '해당 없음',
    'visa.o.MASTER': '석사',
    'visa.o.NOT_READY': '미준비',
    'visa.o.S110': '경제이익단체 고위임원',
    'visa.value.inKorea': '국내 {{n}}년',
    'visa.value.totalYears': '전체 {{n}}년',
    'visa.value.years': '{{n}}년',
    'visa.value.koreanDegree': '(국내 학위)',
    'visa.value.routeMaster': '관련 석사 이상',
  },
  en: { 'common.yes': 'Yes', 'common.no': 'No', 'visa.result.notApplicable': 'Not applicable', 'visa.o.MASTER': "Master's", 'visa.o.NOT_READY': 'Not ready' },
  ja: { 'common.yes': 'はい', 'common.no': 'いいえ', 'visa.result.notApplicable': '該当なし', 'visa.o.MASTER': '修士', 'visa.o.NOT_READY': '未準備' },
};
const interpolate = (text: string, options?: Record<string, unknown>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name]));
const show = (value: Parameters<typeof applicantValueText>[0], lng: 'ko' | 'en' | 'ja', criterion?: string) =>
  applicantValueText(
    value,
    (key, options) => (LABELS[lng]![key] === undefined ? `!${key}` : interpolate(LABELS[lng]![key]!, options)),
    (key) => key in LABELS[lng]!,
    lng,
    criterion,
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
    expect(show('Korea 0 / total 3 years', 'ja')).toBe('—');
    expect(show('UNKNOWN_CODE', 'ko')).toBe('—');
  });

  it("words the engines' English phrases of education and experience (issue 24 item 14)", () => {
    expect(show('Korea 0 / total 3 years', 'ko')).toBe('국내 0년 / 전체 3년');
    expect(show('MASTER (Korean degree)', 'ko')).toBe('석사 (국내 학위)');
    expect(show('MASTER (Korean)', 'ko')).toBe('석사 (국내 학위)');
    expect(show('MASTER, 5 years', 'ko')).toBe('석사, 5년');
    expect(show('-, 0 years', 'ko')).toBe('-, 0년');
    expect(show("related master's or higher", 'ko')).toBe('관련 석사 이상');
  });

  it("names an occupation by the form's name for its code, not the code (issue 24 item 14)", () => {
    expect(show('S110', 'ko', 'occupation')).toBe('경제이익단체 고위임원');
    expect(show('9999', 'ko', 'occupation')).toBe('9999');
  });

  it('keeps the zeros of a written amount', () => {
    expect(show('48,000,000 KRW', 'ja')).toBe('48,000,000 KRW');
  });
});
