import { RULE_SETS } from '../../src/domain/rule-sets/index';
import { SUPPORTED_VISA_TYPES } from '../../src/domain/visa-types';
import { ELIGIBLE_FORMS, patched, sample } from './fixtures';
import { rowOf, score } from './helpers';

describe('each visa type engine', () => {
  it('has an eligible sample applicant for every supported visa type', () => {
    expect(Object.keys(ELIGIBLE_FORMS).sort()).toEqual([...SUPPORTED_VISA_TYPES].sort());
  });

  it.each(SUPPORTED_VISA_TYPES)('finds the %s sample applicant eligible with a score of 60 or more', (visaType) => {
    const { applicationType, form } = sample(visaType);
    const r = score(visaType, applicationType, form);
    expect(r.visaType).toBe(visaType);
    expect(r.eligible).toBe(true);
    expect(r.score).toBeGreaterThanOrEqual(60);
    expect(r.score).toBeLessThanOrEqual(100);
    expect(r.recommendations[0]).toContain('기본 요건을 충족했습니다');
    expect(RULE_SETS.some((s) => s.ruleSetId === r.ruleSetId)).toBe(true);
  });

  it.each([
    ['E-1', 'a teaching assistant', { professorQualification: 'TEACHING_ASSISTANT' }, 'qualification'],
    ['E-1', 'a ministry recommendation still in progress', { recommendationRequirement: 'REQUIRED_IN_PROGRESS' }, 'ministryRecommendation'],
    ['E-2', 'a national of a country whose mother tongue is not English', { personalInfo: { nationality: 'France' } }, 'nativeSpeaker'],
    ['E-2', 'a degree from neither the native country nor Korea', { qualificationInfo: { nativeCountryUniversity: 'false' } }, 'degree'],
    ['E-3', 'humanities research', { researchActivityScope: 'HUMANITIES' }, 'researchScope'],
    ['E-3', "a bachelor's with one year of research", { educationLevel: 'BACHELOR', researchExperience: '1' }, 'education'],
    ['E-4', 'no dispatch certificate', { dispatchCertificate: '' }, 'dispatchCertificate'],
    ['E-5', 'a licence without the degree', { basicDocuments: { degreeAndLicense: 'oneOnly' } }, 'licence'],
    ['E-5', 'a pilot without the transport ministry recommendation', { professionalType: 'PILOT' }, 'ministryRecommendation'],
    ['E-6', 'an E-6-2 applicant without the media rating board recommendation', { e6SubCategory: 'E-6-2' }, 'recommendation'],
    ['E-6', 'false documents', { falseDocuments: 'true' }, 'noFalseDocuments'],
    ['E-7', 'pay below 80% of GNI (39,964,000)', { salaryLevel: '39963999' }, 'wage'],
    ['E-7', 'an employer with wage arrears', { employerWageArrears: 'YES' }, 'employer'],
    ['E-7', "an unrelated bachelor's without experience", { education: 'BACHELOR', majorRelevanceGeneral: '', experiencePeriod: '0' }, 'qualification'],
    ['E-8', 'a 10-month season', { seasonalEmploymentInfo: { workPeriod: '10' } }, 'workPeriod'],
    ['E-8', 'an unhealthy applicant', { healthStatus: 'UNHEALTHY' }, 'health'],
    ['E-9', 'a manufacturing beginner without experience', { experience: '0' }, 'skillMatch'],
    ['E-9', 'an applicant aged 40', { personalInfo: { birthDate: '1985-01-01' } }, 'age'],
    ['E-9', 'a national of a country outside the 16 sending countries', { personalInfo: { nationality: 'Brazil' } }, 'sendingCountry'],
    ['E-9', 'an EPS-TOPIK score of 79', { epsTopikScore: '79' }, 'epsTopik'],
    ['E-9', 'an EPS-TOPIK result older than two years', { epsTopikTestDate: '2023-05-31' }, 'epsTopikValid'],
    ['E-9', 'a past deportation', { deportationHistory: 'true' }, 'clearRecord'],
    ['E-10', 'a fishing vessel under 20 tons', { vesselTonnage: { e10_2: '15' } }, 'vesselTonnage'],
    ['E-10', 'a 5-month contract', { contractPeriod: '5' }, 'contractPeriod'],
    ['F-6', 'a spouse who is not Korean', { spouseInfo: { nationality: 'Japan' } }, 'koreanSpouse'],
  ])('finds the %s applicant with %s ineligible', (visaType, _case, patch, failing) => {
    const { applicationType, form } = sample(visaType);
    const r = score(visaType, applicationType, patched(form, patch));
    expect(rowOf(r, failing).passed).toBe(false);
    expect(r.eligible).toBe(false);
    expect(r.score).toBeLessThan(60);
    expect(r.recommendations.some((t) => t.startsWith('필수 요건 미충족'))).toBe(true);
  });

  it.each([
    ['D-10', 'a bachelor aged 35 without Korean', { personalInfo: { birthDate: '1990-01-01' }, languageInfo: { topikLevel: '0' } }],
    ['F-2', 'an F-2-7 total under 80', { korean: { topik: '0' }, socialIntegration: { programCompleted: 'false' }, income: { annual: '30000000' } }],
  ])('finds the %s applicant with %s ineligible on points', (visaType, _case, patch) => {
    const { applicationType, form } = sample(visaType);
    const r = score(visaType, applicationType, patched(form, patch));
    expect(r.eligible).toBe(false);
    expect(r.totalPoints).toBeLessThan(r.passMark);
    expect(r.recommendations.some((t) => t.includes('점이 더 필요합니다'))).toBe(true);
  });
});

describe('E-7-4 skilled worker (K-point E74)', () => {
  const e74 = {
    jobCategory: '',
    experiencePeriod: '5',
    salaryLevel: '36000000',
    topikLevel: '3',
    birthDate: '1995-01-01',
    recommendationLetterStatus: 'OBTAINED',
    currentVisa: 'E-9',
  };

  it('defaults an E-7 form without a job category to E-7-4 and scores it on the K-point table', () => {
    const r = score('E-7', 'CHANGE', e74);
    expect(r.visaSubtype).toBe('E-7-4');
    expect(r.ruleSetId).toBe('e7-4-current-v1');
    // income 36M: 80, TOPIK 3: 80, age 30: 60, recommendation 50
    expect(r.totalPoints).toBe(270);
    expect(r.eligible).toBe(true);
  });

  it('refuses E-7-4 when Korean ability earns under 50 points, whatever the total', () => {
    const r = score('E-7', 'CHANGE', { ...e74, topikLevel: '1', salaryLevel: '60000000' });
    expect(rowOf(r, 'korean').passed).toBe(false);
    expect(r.eligible).toBe(false);
  });

  it('refuses E-7-4 to a holder of a status other than E-9, E-10 or H-2', () => {
    const r = score('E-7', 'CHANGE', { ...e74, currentVisa: 'D-2' });
    expect(rowOf(r, 'eligibleStay').passed).toBe(false);
    expect(r.eligible).toBe(false);
  });
});

describe('F-2 subtypes other than F-2-7', () => {
  const f299 = {
    visaSubtype: 'F-2-99',
    stayDuration: '5',
    currentVisa: 'E-7',
    korean: { kiip: '4' },
    income: { annual: '30000000' },
    financialInfo: { assets: '20000000' },
  };

  it('qualifies an E-7 holder with 5 years of stay, KIIP 4, income and assets for F-2-99', () => {
    expect(score('F-2', 'CHANGE', f299).eligible).toBe(true);
  });

  it.each([
    ['4 years of stay', { stayDuration: '4' }, 'stay'],
    ['5 years on E-9, not an eligible status', { currentVisa: 'E-9' }, 'stay'],
    ['KIIP 3', { korean: { kiip: '3' } }, 'korean'],
    ['income under 12 monthly minimum wages (25,155,240 in 2025)', { income: { annual: '25000000' } }, 'income'],
    ['assets under 15M', { financialInfo: { assets: '14999999' } }, 'assets'],
  ])('refuses F-2-99 with %s', (_case, patch, failing) => {
    const r = score('F-2', 'CHANGE', patched(f299, patch));
    expect(rowOf(r, failing).passed).toBe(false);
    expect(r.eligible).toBe(false);
  });

  it('refuses F-2-99 to an applicant with a criminal record', () => {
    const r = score('F-2', 'CHANGE', { visaSubtype: 'F-2-99', stayDuration: '8', personalInfo: { criminalRecord: 'YES' } });
    expect(rowOf(r, 'noCriminalRecord').passed).toBe(false);
    expect(r.eligible).toBe(false);
  });

  it('qualifies F-2-R with KIIP 4, a Korean associate degree and a 5-year regional plan, and refuses KIIP 3 (level 4 since 2025) and E-9 holders', () => {
    const base = {
      visaSubtype: 'F-2-R',
      currentVisa: 'D-10',
      korean: { kiip: '4' },
      education: { level: 'ASSOCIATE', koreanDegree: 'true' },
      residencePlan: { depopulatedArea: 'true', plannedYears: '5' },
    };
    expect(score('F-2', 'CHANGE', base).eligible).toBe(true);
    expect(score('F-2', 'CHANGE', patched(base, { korean: { kiip: '3' } })).eligible).toBe(false);
    expect(rowOf(score('F-2', 'CHANGE', patched(base, { currentVisa: 'E-9' })), 'eligibleStatus').passed).toBe(false);
  });

  it.each([
    ['F-2-2', 'CHILD', 'KOREAN', '10', true],
    ['F-2-2', 'CHILD', 'KOREAN', '20', false],
    ['F-2-3', 'SPOUSE', 'F-5', '40', true],
    ['F-2-3', 'SPOUSE', 'E-7', '40', false],
    ['F-2-71', 'SPOUSE', 'F-2-7', '35', true],
    ['F-2-1', 'CHILD', 'KOREAN', '10', false],
  ])('decides %s for a %s of a %s sponsor aged %s: eligible %p', (subtype, relation, sponsor, age, eligible) => {
    const r = score('F-2', 'NEW', { visaSubtype: subtype, personalInfo: { age }, familyInfo: { relation, sponsorVisaType: sponsor } });
    expect(r.visaSubtype).toBe(subtype);
    expect(r.eligible).toBe(eligible);
  });
});
