import { assess } from '../../src/domain/assess';
import type { EngineResult } from '../../src/domain/engines/types';
import { patched, sample } from './fixtures';
import { rowOf } from './helpers';

/** The day the current rules were checked (visa-rules.md "Facts checked on 2026-11-24"). */
const CHECKED = '2026-11-24';

function current(visaType: string, applicationType: string, form: Record<string, unknown>, today = CHECKED): EngineResult {
  return assess(visaType, applicationType, form, { today, ruleSet: 'current', includeChangePaths: false }).result;
}

describe('D-10-1 official table (d10-current-v1), one case per row', () => {
  // Nothing earned: no degree, no experience, no Korean, age 60.
  const NOTHING = { personalInfo: { age: '60', nationality: 'Japan' } };
  const pointsOf = (form: Record<string, unknown>, criterion: string) => rowOf(current('D-10', 'NEW', patched(NOTHING, form)), criterion).points;

  it.each([
    ['age 20-24', 'age', { personalInfo: { age: '22' } }, 10],
    ['age 25-29', 'age', { personalInfo: { age: '27' } }, 15],
    ['age 30-34', 'age', { personalInfo: { age: '32' } }, 20],
    ['age 35-39', 'age', { personalInfo: { age: '37' } }, 15],
    ['age 40-49', 'age', { personalInfo: { age: '45' } }, 5],
    ['doctorate', 'education', { educationInfo: { highestDegree: 'DOCTORATE' } }, 30],
    ['master', 'education', { educationInfo: { highestDegree: 'MASTER' } }, 20],
    ['bachelor', 'education', { educationInfo: { highestDegree: 'BACHELOR' } }, 15],
    ['Korean associate', 'education', { educationInfo: { highestDegree: 'ASSOCIATE', isKoreanDegree: 'true' } }, 15],
    ['foreign associate (not scored)', 'education', { educationInfo: { highestDegree: 'ASSOCIATE' } }, 0],
    ['work in Korea 1-2 years', 'workExperience', { experienceInfo: { koreanWorkExperience: '2' } }, 5],
    ['work in Korea 3-4 years', 'workExperience', { experienceInfo: { koreanWorkExperience: '3' } }, 10],
    ['work in Korea 5+ years', 'workExperience', { experienceInfo: { koreanWorkExperience: '5' } }, 15],
    ['work abroad 3-4 years', 'workExperience', { experienceInfo: { yearsOfExperience: '4' } }, 5],
    ['work abroad 5-6 years', 'workExperience', { experienceInfo: { yearsOfExperience: '6' } }, 10],
    ['work abroad 7+ years', 'workExperience', { experienceInfo: { yearsOfExperience: '7' } }, 15],
    [
      'study in Korea, degree within 3 years',
      'studyInKorea',
      { educationInfo: { highestDegree: 'BACHELOR', isKoreanDegree: 'true', koreanGraduationYear: '2024' } },
      30,
    ],
    [
      'study in Korea, bachelor 3+ years ago',
      'studyInKorea',
      { educationInfo: { highestDegree: 'BACHELOR', isKoreanDegree: 'true', koreanGraduationYear: '2020' } },
      10,
    ],
    [
      'study in Korea, master with no date given (the later column)',
      'studyInKorea',
      { educationInfo: { highestDegree: 'MASTER', isKoreanDegree: 'true' } },
      15,
    ],
    ['other training in Korea', 'koreanTraining', { experienceInfo: { koreanTrainingExperience: 'true' } }, 5],
    ['TOPIK 5 (spec row kept)', 'koreanAbility', { languageInfo: { topikLevel: '5' } }, 30],
    ['KIIP 4 (spec row kept)', 'koreanAbility', { languageInfo: { kiipLevel: '4' } }, 25],
    ['TOPIK 2 (spec row kept)', 'koreanAbility', { languageInfo: { topikLevel: '2' } }, 10],
    ['a self-declared level only (not a certificate)', 'koreanAbility', { languageInfo: { koreanLevel: 'ADVANCED' } }, 0],
    ['a recommendation', 'recommendation', { additional: { governmentRecommendation: 'true' } }, 20],
    ['Fortune 500 experience', 'globalCompany', { experienceInfo: { fortune500Experience: 'true' } }, 20],
    ['a QS top-500 university', 'topUniversity', { educationInfo: { qsRanking: '350' } }, 20],
    ['a science or engineering degree', 'stem', { educationInfo: { isSTEM: 'true' } }, 5],
  ])('scores %s', (_row, criterion, form, expected) => {
    expect(pointsOf(form, criterion)).toBe(expected);
  });

  it.each([
    [
      'a high-school graduate with TOPIK 5',
      { personalInfo: { age: '25' }, educationInfo: { highestDegree: 'HIGH_SCHOOL' }, languageInfo: { topikLevel: '5' } },
      'degreeFloor',
    ],
    [
      'a bachelor aged 50 (basic items 15 of 20)',
      {
        personalInfo: { age: '50' },
        educationInfo: { highestDegree: 'BACHELOR' },
        languageInfo: { topikLevel: '6' },
        experienceInfo: { yearsOfExperience: '8' },
      },
      'basicMinimum',
    ],
    [
      'fines of 2.5M KRW',
      { personalInfo: { age: '27' }, educationInfo: { highestDegree: 'MASTER' }, languageInfo: { topikLevel: '5' }, additional: { fineAmount: '2500000' } },
      'fineLimit',
    ],
  ])('refuses %s on a hard requirement', (_case, form, gate) => {
    const r = current('D-10', 'NEW', patched(NOTHING, form));
    expect(rowOf(r, gate).passed).toBe(false);
    expect(r.eligible).toBe(false);
  });

  it('lets a designated nationality on a restricted status change to D-10 at 80 points, not at 65, and leaves other nationalities at 60', () => {
    // 15 (age 27) + 20 (master) + 5 (abroad 3 years) + 25 (TOPIK 4) = 65
    const base = {
      currentVisa: 'C-3',
      personalInfo: { age: '27', nationality: 'Vietnam' },
      educationInfo: { highestDegree: 'MASTER' },
      experienceInfo: { yearsOfExperience: '3' },
      languageInfo: { topikLevel: '4' },
    };
    const at65 = current('D-10', 'CHANGE', base);
    expect(at65.totalPoints).toBe(65);
    expect(rowOf(at65, 'restrictedChange').passed).toBe(false);
    expect(current('D-10', 'CHANGE', patched(base, { educationInfo: { isSTEM: 'true' }, additional: { governmentRecommendation: 'true' } })).eligible).toBe(
      true,
    );
    const japanese = current('D-10', 'CHANGE', patched(base, { personalInfo: { nationality: 'Japan' } }));
    expect(japanese.eligible).toBe(true);
    expect(japanese.breakdown.some((b) => b.criterion === 'restrictedChange')).toBe(false);
  });

  it('names the current rule set and calls its total a points result', () => {
    const r = current('D-10', 'NEW', { personalInfo: { age: '27' }, educationInfo: { highestDegree: 'MASTER' }, languageInfo: { topikLevel: '4' } });
    expect(r).toMatchObject({
      ruleSetId: 'd10-current-v1',
      ruleSetKind: 'current',
      scoreKind: 'points',
      passMark: 60,
      maxPoints: 195,
      totalPoints: 60,
      eligible: true,
    });
  });
});

describe('F-2-7 official table (f2-7-current-v1)', () => {
  // An E-7 holder of 3 years, age 60, nothing else.
  const BASE = { visaSubtype: 'F-2-7', currentVisa: 'E-7', stayDuration: '3', personalInfo: { age: '60' } };
  const pointsOf = (form: Record<string, unknown>, criterion: string) => rowOf(current('F-2', 'CHANGE', patched(BASE, form)), criterion).points;

  it.each([
    ['age 18-24', 'age', { personalInfo: { age: '22' } }, 23],
    ['age 25-29', 'age', { personalInfo: { age: '27' } }, 25],
    ['age 30-34', 'age', { personalInfo: { age: '31' } }, 23],
    ['age 35-39', 'age', { personalInfo: { age: '36' } }, 20],
    ['age 40-44', 'age', { personalInfo: { age: '41' } }, 12],
    ['age 45-50', 'age', { personalInfo: { age: '48' } }, 8],
    ['age 51+', 'age', { personalInfo: { age: '51' } }, 3],
    ['STEM doctorate', 'education', { education: { level: 'DOCTORATE', isSTEM: 'true' } }, 25],
    ['other doctorate', 'education', { education: { level: 'DOCTORATE' } }, 20],
    ['STEM master', 'education', { education: { level: 'MASTER', isSTEM: 'true' } }, 20],
    ['other master', 'education', { education: { level: 'MASTER' } }, 17],
    ['STEM bachelor', 'education', { education: { level: 'BACHELOR', isSTEM: 'true' } }, 17],
    ['other bachelor', 'education', { education: { level: 'BACHELOR' } }, 15],
    ['STEM associate', 'education', { education: { level: 'ASSOCIATE', isSTEM: 'true' } }, 15],
    ['other associate', 'education', { education: { level: 'ASSOCIATE' } }, 10],
    ['TOPIK 5+', 'koreanAbility', { korean: { topik: '6' } }, 20],
    ['KIIP 4', 'koreanAbility', { korean: { kiip: '4' } }, 15],
    ['TOPIK 3', 'koreanAbility', { korean: { topik: '3' } }, 10],
    ['KIIP 2', 'koreanAbility', { korean: { kiip: '2' } }, 5],
    ['TOPIK 1', 'koreanAbility', { korean: { topik: '1' } }, 3],
    ['income 100M+', 'income', { income: { annual: '100000000' } }, 60],
    ['income 90-100M', 'income', { income: { annual: '95000000' } }, 58],
    ['income 80-90M', 'income', { income: { annual: '80000000' } }, 56],
    ['income 70-80M', 'income', { income: { annual: '75000000' } }, 53],
    ['income 60-70M', 'income', { income: { annual: '60000000' } }, 50],
    ['income 50-60M', 'income', { income: { annual: '59999999' } }, 45],
    ['income 40-50M', 'income', { income: { annual: '40000000' } }, 40],
    ['income under 40M (uncertain bands: 0)', 'income', { income: { annual: '39999999' } }, 0],
  ])('scores %s', (_row, criterion, form, expected) => {
    expect(pointsOf(form, criterion)).toBe(expected);
  });

  it('scores the E-7-1 engineer with a STEM master, TOPIK 4 and 60M at 108 and eligible, where the spec table refuses him', () => {
    const engineer = patched(BASE, {
      personalInfo: { age: '32' },
      education: { level: 'MASTER', isSTEM: 'true' },
      korean: { topik: '4' },
      income: { annual: '60000000' },
    });
    const r = current('F-2', 'CHANGE', engineer);
    expect(r).toMatchObject({ totalPoints: 108, eligible: true, ruleSetId: 'f2-7-current-v1' });
    const spec = assess('F-2', 'CHANGE', engineer, { today: CHECKED, ruleSet: 'spec', includeChangePaths: false }).result;
    expect(spec).toMatchObject({ ruleSetId: 'f2-7-spec-v1', ruleSetKind: 'spec', eligible: false });
  });

  it.each([
    ['an E-9 worker', { currentVisa: 'E-9', stayDuration: '9' }, 'eligibleStatus'],
    ['an E-7 holder of 2 years earning 35M', { stayDuration: '2', income: { annual: '35000000' } }, 'eligibleStatus'],
    ['a D-2 student without a Korean degree', { currentVisa: 'D-2' }, 'eligibleStatus'],
    ['an applicant with a criminal record', { personalInfo: { criminalRecord: 'YES' } }, 'noCriminalRecord'],
  ])('refuses %s on a hard requirement, whatever the points', (_case, patch, gate) => {
    const strong = patched(BASE, {
      personalInfo: { age: '30' },
      education: { level: 'DOCTORATE', isSTEM: 'true' },
      korean: { topik: '6' },
      income: { annual: '120000000' },
      socialIntegration: { programCompleted: 'true' },
      bonus: { governmentAward: 'true', taxPaymentYears: '3' },
    });
    const r = current('F-2', 'CHANGE', patched(strong, patch));
    expect(r.totalPoints).toBeGreaterThanOrEqual(80);
    expect(rowOf(r, gate).passed).toBe(false);
    expect(r.eligible).toBe(false);
  });

  it('admits an E-7 holder of 2 years earning 45M and a D-10 graduate with a Korean degree to the table', () => {
    expect(rowOf(current('F-2', 'CHANGE', patched(BASE, { stayDuration: '2', income: { annual: '45000000' } })), 'eligibleStatus').passed).toBe(true);
    expect(
      rowOf(current('F-2', 'CHANGE', patched(BASE, { currentVisa: 'D-10', stayDuration: '0', education: { koreanDegree: 'true' } })), 'eligibleStatus').passed,
    ).toBe(true);
  });
});

describe('F-6 official income and language rules (f6-current-v1)', () => {
  const SPOUSE = {
    f6Category: 'F-6-1',
    spouseInfo: { nationality: 'Korea' },
    marriageInfo: { registeredInKorea: 'YES' },
    marriageGenuineness: { cohabiting: 'true' },
    incomeRequirement: { householdIncome: '26000000', householdSize: '2' },
    koreanIntegration: { topikLevel: '2' },
  };
  const f6 = (patch: Record<string, unknown>, today = CHECKED) => current('F-6', 'NEW', patched(SPOUSE, patch), today);

  it.each([
    ['2026, 2 persons, 25,195,752 a year', CHECKED, { incomeRequirement: { householdIncome: '25195752' } }, true],
    ['2026, 2 persons, 25,195,751 a year', CHECKED, { incomeRequirement: { householdIncome: '25195751' } }, false],
    ['2026, 3 persons, 30M a year (floor 32,154,216)', CHECKED, { incomeRequirement: { householdIncome: '30000000', householdSize: '3' } }, false],
    ['2026, no size given: the couple', CHECKED, { incomeRequirement: { householdIncome: '25195752', householdSize: '' } }, true],
    ['2025, 2 persons, 24M a year (floor 23,595,948)', '2025-06-01', { incomeRequirement: { householdIncome: '24000000' } }, true],
    ['3,000,000 a year (the spec floor, as a yearly figure)', CHECKED, { incomeRequirement: { householdIncome: '3000000' } }, false],
    [
      '3,000,000 a year with a child of the couple (waived)',
      CHECKED,
      { incomeRequirement: { householdIncome: '3000000' }, familyRelations: { hasChildren: 'true', childrenCount: '1' } },
      true,
    ],
    [
      '3,000,000 a year with a pregnancy of 24 weeks (waived)',
      CHECKED,
      { incomeRequirement: { householdIncome: '3000000' }, familyRelations: { pregnancyWeeks: '24' } },
      true,
    ],
  ])('decides the household income row for %s', (_case, today, patch, passed) => {
    expect(rowOf(f6(patch, today), 'householdIncome').passed).toBe(passed);
  });

  const NO_KOREAN = { koreanIntegration: { topikLevel: '0', kiipLevel: 'null', integrationProgram: 'false', courseCompleted: 'false' } };

  it.each([
    ['TOPIK 1', { koreanIntegration: { topikLevel: '1' } }, true],
    ['KIIP 2', { koreanIntegration: { kiipLevel: '2' } }, true],
    ['KIIP 1 alone', { koreanIntegration: { kiipLevel: '1' } }, false],
    ['a completed course', { koreanIntegration: { courseCompleted: 'YES' } }, true],
    ['a child of the couple (waived)', { familyRelations: { hasChildren: 'true', childrenCount: '1' } }, true],
    ['a proven common language (waived)', { marriageGenuineness: { commonLanguage: 'English' } }, true],
    ['a year of living together (waived)', { marriageGenuineness: { cohabitationMonths: '14' } }, true],
    ['eleven months of living together', { marriageGenuineness: { cohabitationMonths: '11' } }, false],
    ['nothing', {}, false],
  ])('decides the Korean row with %s', (_case, patch, passed) => {
    expect(rowOf(f6(patched(NO_KOREAN, patch)), 'korean').passed).toBe(passed);
  });
});

describe('E-2 nationality for the language taught (e2-current-v1; issue 24 item 21)', () => {
  const e2 = (nationality: string, qualification: Record<string, unknown>) =>
    current('E-2', 'NEW', patched(sample('E-2').form, { personalInfo: { nationality }, qualificationInfo: qualification }));

  it.each([
    ["a Chinese national with a Chinese bachelor's teaching Chinese", 'China', { languageTaught: 'CHINESE', teachingQualification: 'NONE' }, true],
    ['a Taiwanese national teaching Chinese', 'Taiwan', { languageTaught: 'CHINESE' }, true],
    ['a Japanese national teaching Japanese', 'Japan', { languageTaught: 'JAPANESE' }, true],
    [
      "an Indian national with a teacher's licence teaching English (India CEPA)",
      'India',
      { languageTaught: 'ENGLISH', teachingQualification: 'TEACHING_LICENSE' },
      true,
    ],
    ['a Canadian teaching English, the language not named (older clients: English)', 'Canada', {}, true],
    ['a Vietnamese national teaching Chinese', 'Vietnam', { languageTaught: 'CHINESE' }, false],
    ['a Chinese national teaching English', 'China', { languageTaught: 'ENGLISH' }, false],
    ['an Indian national with a TEFL certificate only teaching English', 'India', { languageTaught: 'ENGLISH', teachingQualification: 'TEFL' }, false],
    [
      "an Indian national with a teacher's licence teaching Japanese (CEPA covers English only)",
      'India',
      { languageTaught: 'JAPANESE', teachingQualification: 'TEACHING_LICENSE' },
      false,
    ],
  ])('decides %s', (_case, nationality, qualification, eligible) => {
    const r = e2(nationality, qualification);
    expect(rowOf(r, 'nativeSpeaker').passed).toBe(eligible);
    expect(r.eligible).toBe(eligible);
  });

  it('names the language and the countries whose mother tongue it is in the row', () => {
    const row = rowOf(e2('Vietnam', { languageTaught: 'CHINESE' }), 'nativeSpeaker');
    expect(row.applicantValue).toBe('Vietnam teaching CHINESE');
    expect(row.threshold.en).toContain('China, Taiwan, Hong Kong');
    expect(rowOf(e2('India', { teachingQualification: 'TEACHING_LICENSE' }), 'nativeSpeaker').applicantValue).toBe('India teaching ENGLISH (India CEPA)');
  });

  it('scores with e2-current-v1, which names its sources', () => {
    const r = e2('China', { languageTaught: 'CHINESE' });
    expect(r.ruleSetId).toBe('e2-current-v1');
    expect(rowOf(r, 'nativeSpeaker').source).toMatch(/immikorea\.com; bangduty/);
  });
});
