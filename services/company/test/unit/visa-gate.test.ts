import { OCCUPATIONS, occupationByCode } from '@tov/contracts';
import { evaluateVisaGate, splitVisaCode } from '../../src/domain/visa-gate';

const WEB_DEVELOPER = '2224'; // E-7-1, floor 80% of GNI
const codeOf = (subType: string) => OCCUPATIONS.find((o) => o.subType === subType)!.code;
const gate = (visaType: string | null, occupationCode = WEB_DEVELOPER, salary = 50_000_000, experienceYears: number | null = null) =>
  evaluateVisaGate({ visaType, experienceYears }, { occupationCode, salary });
const codes = (reasons: { code: string }[]) => reasons.map((r) => r.code);

describe('splitVisaCode', () => {
  it.each([
    ['D-10', { base: 'D-10', subType: null }],
    ['D-10-1', { base: 'D-10', subType: 'D-10-1' }],
    ['e-7-1', { base: 'E-7', subType: 'E-7-1' }],
    ['F-2-R', { base: 'F-2', subType: 'F-2-R' }],
    [' E9 ', { base: 'E-9', subType: null }],
  ])('%s', (value, expected) => expect(splitVisaCode(value)).toEqual(expected));

  it.each([null, '', 'visa', 'E-'])('%s is no status', (value) => expect(splitVisaCode(value)).toBeNull());
});

describe('the visa gate', () => {
  it('answers a D-10 holder offered an E-7-1 job: a change to E-7-1, with what is missing', () => {
    const answer = gate('D-10', WEB_DEVELOPER, 45_000_000, 3);
    expect(answer).toMatchObject({
      verdict: 'needs_change',
      currentVisa: 'D-10',
      offeredSubType: 'E-7-1',
      changeTo: 'E-7-1',
      ruleId: 'job-seeker',
      warnings: [],
    });
    expect(codes(answer.missing)).toEqual(['E7_QUALIFICATION', 'EMPLOYER_CONDITIONS', 'CHANGE_PERMIT']);
    expect(answer.missing[0]!.ko).toContain('프로필 경력 3년');
    expect(answer.missing[0]!.i18nKey).toBe('company.hiring.gate.E7_QUALIFICATION');
    expect(answer.source).toContain('D-10');
  });

  it('warns, without refusing, when the pay is under the occupation floor', () => {
    const floor = occupationByCode(WEB_DEVELOPER)!.payFloorKrw!;
    const answer = gate('F-5', WEB_DEVELOPER, floor - 1);
    expect(answer.verdict).toBe('allowed');
    expect(codes(answer.warnings)).toEqual(['PAY_BELOW_FLOOR']);
    expect(answer.warnings[0]!.ko).toContain(floor.toLocaleString('en-US'));
    expect(gate('F-5', WEB_DEVELOPER, floor).warnings).toEqual([]);
  });

  it('lets an E-7 holder of the same sub-type take the job with a change of workplace, and changes another sub-type', () => {
    expect(gate('E-7-1')).toMatchObject({ verdict: 'allowed', changeTo: null });
    expect(codes(gate('E-7-1').missing)).toEqual(['WORKPLACE_CHANGE']);
    expect(gate('E-7-1', codeOf('E-7-2'))).toMatchObject({ verdict: 'needs_change', changeTo: 'E-7-2' });
    expect(gate('E-7-1', codeOf('E-7-4')).verdict).toBe('not_allowed');
  });

  it('sends an E-9 worker to E-7-4 only, with its conditions', () => {
    const skilled = occupationByCode('MANUFACTURING');
    expect(skilled?.subType).toBe('E-7-4');
    const answer = gate('E-9', 'MANUFACTURING', 30_000_000);
    expect(answer).toMatchObject({ verdict: 'needs_change', changeTo: 'E-7-4', ruleId: 'eps-worker' });
    expect(codes(answer.missing)).toEqual(['E74_WORK_YEARS', 'E74_KPOINT', 'E74_CONTRACT', 'CHANGE_PERMIT']);
    expect(gate('E-9')).toMatchObject({ verdict: 'not_allowed', changeTo: null });
    expect(codes(gate('E-9').missing)).toEqual(['E7_ONLY_THROUGH_E74']);
  });

  it('refuses a visitor, who needs a visa issued from abroad', () => {
    const answer = gate('B-2');
    expect(answer).toMatchObject({ verdict: 'not_allowed', changeTo: null, ruleId: 'no-change-in-korea' });
    expect(codes(answer.missing)).toEqual(['NEW_VISA_FROM_ABROAD']);
  });

  it('asks for the status when the profile names none', () => {
    const answer = gate(null);
    expect(answer).toMatchObject({ verdict: 'needs_change', currentVisa: null, changeTo: 'E-7-1', ruleId: 'visa-unknown' });
    expect(codes(answer.missing)).toEqual(['CURRENT_VISA_UNKNOWN']);
  });

  it('adds the Korean degree for a D-2 student', () => {
    expect(codes(gate('D-2').missing)).toEqual(['KOREAN_DEGREE', 'E7_QUALIFICATION', 'EMPLOYER_CONDITIONS', 'CHANGE_PERMIT']);
  });

  it('throws on an occupation that is not listed (the offer schema refuses it first)', () => {
    expect(() => gate('D-10', '0000')).toThrow(/not on the official list/);
  });
});
