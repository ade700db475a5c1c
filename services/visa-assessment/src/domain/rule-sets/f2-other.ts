import type { CriterionDef, RuleSetMeta } from './types';

const RULES = 'visa-rules.md "Other types: F-2 subtypes"';

/**
 * F-2 subtypes other than F-2-7: requirement checks from the public rules, each worth points so
 * the score shows how complete the case is (100 points, pass 60, every requirement must pass).
 * Figures marked uncertain in visa-rules.md are scored as points, never as gates.
 */
const legalStatus = { label: { ko: '합법 체류', en: 'Legal stay' }, kind: 'requirement', maxPoints: 15, source: RULES } as const;
const noCriminalRecord = { label: { ko: '범죄 경력 없음', en: 'No criminal record' }, kind: 'requirement', maxPoints: 15, source: RULES } as const;
const violations = { label: { ko: '법 위반 이력', en: 'Past violations' }, kind: 'penalty', maxPoints: 0, source: RULES } as const;

/** F-2-99 long-term residence: 7 years (5 after E-1..E-5 or E-7); Korean and income uncertain, so points only. */
export const F2_99_V1 = {
  ruleSetId: 'f2-99-public-v1',
  visaType: 'F-2',
  subtypes: ['F-2-99'],
  effectiveFrom: '2025-04-01',
  source: RULES,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    stay: { label: { ko: '국내 체류 기간', en: 'Years of stay in Korea' }, kind: 'requirement', maxPoints: 30, source: `${RULES} (F-2-99: 7 years, 5 for E-1..E-5 and E-7)` },
    korean: { label: { ko: '한국어 능력', en: 'Korean ability' }, kind: 'points', maxPoints: 20, source: `${RULES} (level uncertain: TOPIK or KIIP 2 assumed)` },
    income: { label: { ko: '소득', en: 'Income' }, kind: 'points', maxPoints: 20, source: `${RULES} (>= GNI per capita assumed, uncertain)` },
    legalStatus,
    noCriminalRecord,
    violations,
  } satisfies Record<string, CriterionDef>,
  tables: {
    stayYears: 7,
    stayYearsProfessional: 5,
    professionalVisas: ['E-1', 'E-2', 'E-3', 'E-4', 'E-5', 'E-7'] as readonly string[],
    koreanLevel: 2,
    incomeShareOfGni: 1,
    violationPenalty: 5,
  },
} as const satisfies RuleSetMeta & { tables: unknown };

/** F-2-R regional: TOPIK or KIIP 3, income >= 70% GNI or a Korean associate degree, 5 years in a depopulating area. */
export const F2_R_V1 = {
  ruleSetId: 'f2-r-public-v1',
  visaType: 'F-2',
  subtypes: ['F-2-R'],
  effectiveFrom: '2025-04-01',
  source: RULES,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    regionalCommitment: { label: { ko: '인구감소지역 5년 거주', en: '5 years in a depopulating area' }, kind: 'requirement', maxPoints: 30, source: `${RULES} (F-2-R)` },
    korean: { label: { ko: '한국어 능력 (TOPIK/KIIP 3)', en: 'Korean ability (TOPIK/KIIP 3)' }, kind: 'requirement', maxPoints: 20, source: `${RULES} (F-2-R)` },
    income: { label: { ko: '소득 또는 국내 전문학사', en: 'Income or Korean associate degree' }, kind: 'requirement', maxPoints: 20, source: `${RULES} (F-2-R: >= 70% of GNI)` },
    legalStatus,
    noCriminalRecord,
    violations,
  } satisfies Record<string, CriterionDef>,
  tables: {
    koreanLevel: 3,
    incomeShareOfGni: 0.7,
    regionalYears: 5,
    violationPenalty: 5,
  },
} as const satisfies RuleSetMeta & { tables: unknown };

export const F2_FAMILY_V1 = {
  ruleSetId: 'f2-family-public-v1',
  visaType: 'F-2',
  subtypes: ['F-2-1', 'F-2-2', 'F-2-3', 'F-2-71'],
  effectiveFrom: '2025-01-01',
  source: RULES,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    relation: { label: { ko: '가족 관계', en: 'Family relation' }, kind: 'requirement', maxPoints: 40, source: RULES },
    sponsor: { label: { ko: '초청인 자격', en: "Sponsor's status" }, kind: 'requirement', maxPoints: 30, source: RULES },
    legalStatus,
    noCriminalRecord,
    violations,
  } satisfies Record<string, CriterionDef>,
  /**
   * Who may apply under each subtype. F-2-1 (spouse of a Korean, before F-6 existed) and F-2-71
   * (family of an F-2-7 holder) are marked uncertain in visa-rules.md.
   */
  tables: {
    subtypes: {
      'F-2-1': { relations: ['SPOUSE'], sponsors: ['KOREAN'], minorOnly: false },
      'F-2-2': { relations: ['CHILD'], sponsors: ['KOREAN'], minorOnly: true },
      'F-2-3': { relations: ['SPOUSE', 'CHILD'], sponsors: ['F-5'], minorOnly: true },
      'F-2-71': { relations: ['SPOUSE', 'CHILD'], sponsors: ['F-2-7'], minorOnly: true },
    } as Readonly<Record<string, { relations: readonly string[]; sponsors: readonly string[]; minorOnly: boolean }>>,
    adultAge: 19,
    violationPenalty: 5,
  },
} as const satisfies RuleSetMeta & { tables: unknown };
