import { VisaTypeNotSupportedError } from '../../src/domain/errors';
import { patched, sample } from './fixtures';
import { rowOf, score } from './helpers';

const { form } = sample('F-6');
const f6 = (patch: Record<string, unknown>) => score('F-6', 'NEW', patched(form, patch), 'spec');

describe('F-6 income and language rules (spec 002 §5), rule set f6-spec-v1', () => {
  it('accepts a household income of exactly 2,800,000', () => {
    const r = f6({ incomeRequirement: { householdIncome: '2,800,000' } });
    expect(rowOf(r, 'householdIncome').passed).toBe(true);
    expect(r.eligible).toBe(true);
  });

  it('refuses a household income of 2,799,999', () => {
    const r = f6({ incomeRequirement: { householdIncome: '2799999' } });
    expect(rowOf(r, 'householdIncome').passed).toBe(false);
    expect(r.eligible).toBe(false);
    expect(r.score).toBeLessThan(60);
  });

  const NO_KOREAN = { koreanIntegration: { topikLevel: '0', kiipLevel: 'null', integrationProgram: 'false', courseCompleted: 'false' } };

  it.each([
    ['the integration programme', { koreanIntegration: { integrationProgram: 'true' } }],
    ['TOPIK 2', { koreanIntegration: { topikLevel: '2' } }],
    ['KIIP 2', { koreanIntegration: { kiipLevel: '2' } }],
    ['a completed course', { koreanIntegration: { courseCompleted: 'YES' } }],
  ])('meets the language requirement through %s', (_way, patch) => {
    const r = f6(patched(NO_KOREAN, patch));
    expect(rowOf(r, 'korean').passed).toBe(true);
    expect(r.eligible).toBe(true);
  });

  it('does not meet the language requirement with TOPIK 1 and KIIP 1 only', () => {
    const r = f6(patched(NO_KOREAN, { koreanIntegration: { topikLevel: '1', kiipLevel: '1' } }));
    expect(rowOf(r, 'korean').passed).toBe(false);
    expect(r.eligible).toBe(false);
  });

  it('defaults the category to F-6-1 and scores its six rows to 100', () => {
    const r = f6({ f6Category: '' });
    expect(r.visaSubtype).toBe('F-6-1');
    expect(r.breakdown.map((b) => b.criterion)).toEqual(['koreanSpouse', 'marriageRegistered', 'householdIncome', 'korean', 'genuineness', 'commonLanguage']);
    expect(r.totalPoints).toBe(100);
  });

  it("qualifies an F-6-2 applicant raising the couple's child without the F-6-1 income and language rows", () => {
    const r = score(
      'F-6',
      'CHANGE',
      {
        f6Category: 'F-6-2',
        spouseInfo: { isKoreanCitizen: 'true' },
        marriageInfo: { registeredInKorea: 'true' },
        familyRelations: { hasChildren: 'true', childrenCount: '1', raisingChildInKorea: 'true' },
      },
      'spec',
    );
    expect(r.eligible).toBe(true);
    expect(r.breakdown.some((b) => b.criterion === 'householdIncome')).toBe(false);
  });

  it('refuses F-6-2 to an applicant who is not raising a child in Korea', () => {
    const r = score('F-6', 'CHANGE', { f6Category: 'F-6-2', spouseInfo: { isKoreanCitizen: 'true' }, marriageInfo: { registeredInKorea: 'true' } }, 'spec');
    expect(rowOf(r, 'childRaising').passed).toBe(false);
    expect(r.eligible).toBe(false);
  });

  it("qualifies F-6-3 after a divorce that was not the applicant's fault, and refuses it when it was", () => {
    const base = { f6Category: 'F-6-3', spouseInfo: { nationality: '대한민국' }, marriageInfo: { marriageStatus: 'DIVORCED' } };
    expect(score('F-6', 'CHANGE', base, 'spec').eligible).toBe(true);
    expect(score('F-6', 'CHANGE', patched(base, { marriageInfo: { applicantAtFault: 'true' } }), 'spec').eligible).toBe(false);
  });

  it('throws VisaTypeNotSupportedError for an unknown F-6 category', () => {
    expect(() => f6({ f6Category: 'F-6-9' })).toThrow(VisaTypeNotSupportedError);
  });
});
