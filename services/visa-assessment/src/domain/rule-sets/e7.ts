import type { Band, CriterionDef, RangeBand, RuleSetMeta } from './types';

const E7 = 'visa-rules.md "E-7" (k-life.co, immikorea.com, k-visa.co.kr)';
const E74 = 'visa-rules.md "E-7-4" (pigpeople.net, koreaworkexpert.com)';

/**
 * E-7-1/2/3 and other non-points E-7 jobs: the requirement check of visa-rules.md (education or
 * experience, with its ways around; pay floor 80% of GNI; employer conditions), each worth points
 * so the score shows the strength of the case. 100 points, pass 60, every requirement.
 */
export const E7_PUBLIC_V1 = {
  ruleSetId: 'e7-public-v1',
  visaType: 'E-7',
  subtypes: ['E-7-1', 'E-7-2', 'E-7-3'],
  effectiveFrom: '2025-04-01',
  source: E7,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    qualification: { label: { ko: '학력·경력 요건', en: 'Education or experience' }, kind: 'requirement', maxPoints: 30, source: `${E7}: master's; bachelor's + 1 year; 5 years; or an exception` },
    wage: { label: { ko: '임금 요건 (GNI 80%)', en: 'Pay floor (80% of GNI)' }, kind: 'requirement', maxPoints: 25, source: `${E7}: 80% of GNI per capita, GNI applied from 2025-04-01` },
    employer: { label: { ko: '고용 기업 요건', en: 'Employer conditions' }, kind: 'requirement', maxPoints: 15, source: `${E7}: 5+ Korean insured staff, foreigners <= 20%, no tax or wage arrears` },
    occupation: { label: { ko: '허용 직종 확인', en: 'Listed occupation' }, kind: 'points', maxPoints: 10, source: `${E7}: occupation codes (uncertain list)` },
    majorRelevance: { label: { ko: '전공 관련성', en: 'Related major' }, kind: 'points', maxPoints: 10, source: E7 },
    experienceVerified: { label: { ko: '경력 입증', en: 'Experience verified' }, kind: 'points', maxPoints: 5, source: E7 },
    bonus: { label: { ko: '가점 (추천·우수 경력·학위)', en: 'Bonus (recommendation, top employer or university, Korean degree)' }, kind: 'bonus', maxPoints: 5, source: E7 },
    history: { label: { ko: '비자 거절·위반 이력', en: 'Refusals and violations' }, kind: 'penalty', maxPoints: 0, source: 'spec 001 §3 E-7 fields visaRejectionHistory, previousViolations' },
  } satisfies Record<string, CriterionDef>,
  tables: {
    wageShareOfGni: 0.8,
    kotraPayShareOfGni: 1.5,
    highPayShareOfGni: 3,
    bachelorExperienceYears: 1,
    experienceOnlyYears: 5,
    minKoreanStaff: 5,
    maxForeignRatioPercent: 20,
    /** A size word counts as 5+ Korean staff unless it is one of these. */
    smallCompanyWords: ['MICRO', 'UNDER_5', 'STARTUP'] as readonly string[],
    partialQualificationPoints: 15,
    rejectionPenalty: 10,
    violationPenalty: 5,
  },
} as const satisfies RuleSetMeta & { tables: unknown };

/**
 * E-7-4 skilled worker, K-point E74 (since 2023-09-25): 300 base points (income 120, Korean 120,
 * age 60) + bonus (employer recommendation +50); pass 200 with income and Korean each >= 50;
 * 4+ years on E-9/E-10/H-2; new contract >= 26M KRW. The band edges below 120/120/60 are not in
 * visa-rules.md and are marked uncertain: check the HiKorea notice before relying on them.
 */
export const E7_4_KPOINT_V1 = {
  ruleSetId: 'e7-4-kpoint-v1',
  visaType: 'E-7',
  subtypes: ['E-7-4'],
  effectiveFrom: '2023-09-25',
  source: E74,
  passMark: 200,
  maxPoints: 350,
  criteria: {
    eligibleStay: { label: { ko: 'E-9/E-10/H-2 4년 이상 근무', en: '4+ years on E-9, E-10 or H-2' }, kind: 'requirement', maxPoints: 0, source: E74 },
    contractPay: { label: { ko: '신규 계약 연봉 2,600만원 이상', en: 'New contract pay >= 26M KRW' }, kind: 'requirement', maxPoints: 0, source: E74 },
    cleanRecord: { label: { ko: '불법체류·체납·벌금 100만원 이상 이력 없음', en: 'No illegal stay, tax arrears or fines >= 1M KRW' }, kind: 'requirement', maxPoints: 0, source: E74 },
    income: { label: { ko: '소득 (최소 50점)', en: 'Income (50 points minimum)' }, kind: 'requirement', maxPoints: 120, source: `${E74} (bands uncertain)` },
    korean: { label: { ko: '한국어 능력 (최소 50점)', en: 'Korean ability (50 points minimum)' }, kind: 'requirement', maxPoints: 120, source: `${E74} (bands uncertain)` },
    age: { label: { ko: '나이', en: 'Age' }, kind: 'points', maxPoints: 60, source: `${E74} (bands uncertain)` },
    recommendation: { label: { ko: '가점: 고용주 추천', en: "Bonus: employer's recommendation" }, kind: 'bonus', maxPoints: 50, source: E74 },
  } satisfies Record<string, CriterionDef>,
  tables: {
    eligibleVisas: ['E-9', 'E-10', 'H-2'] as readonly string[],
    minYears: 4,
    minItemPoints: 50,
    /** KRW a year. */
    income: [
      { min: 50_000_000, points: 120 },
      { min: 45_000_000, points: 110 },
      { min: 40_000_000, points: 95 },
      { min: 35_000_000, points: 80 },
      { min: 30_000_000, points: 65 },
      { min: 26_000_000, points: 50 },
    ] as readonly Band[],
    /** TOPIK level or KIIP stage, the higher. */
    korean: [{ min: 4, points: 120 }, { min: 3, points: 80 }, { min: 2, points: 50 }] as readonly Band[],
    age: [
      { min: 19, max: 26, points: 40 },
      { min: 27, max: 33, points: 60 },
      { min: 34, max: 40, points: 30 },
      { min: 41, max: 120, points: 10 },
    ] as readonly RangeBand[],
    recommendation: 50,
  },
} as const satisfies RuleSetMeta & { tables: unknown };
