import type { Band, CriterionDef, RangeBand, RuleSetMeta } from './types';

const SOURCE = 'spec 001 §5 "F-2-7 point system"';

/**
 * F-2-7 rule set 1: exactly the spec's table (the older official scale, visa-rules.md).
 * Assumptions, as the spec leaves them open: the total includes every row; the Korean-ability
 * row and the social-integration row are both earned by completing the social integration
 * programme (KIIP), as in the official table where completion is also a separate bonus; income
 * is KRW a year with the thresholds as written; bonuses add up to at most 15. Maximum 105
 * (35 + 20 + 15 + 10 + 10 + 15); qualifies at 80.
 */
export const F2_7_SPEC_V1 = {
  ruleSetId: 'f2-7-spec-v1',
  visaType: 'F-2',
  subtypes: ['F-2-7'],
  effectiveFrom: '2025-01-01',
  source: SOURCE,
  passMark: 80,
  maxPoints: 105,
  criteria: {
    education: { label: { ko: '학력', en: 'Education' }, kind: 'points', maxPoints: 35, source: SOURCE },
    koreanAbility: { label: { ko: '한국어 능력', en: 'Korean ability' }, kind: 'points', maxPoints: 20, source: SOURCE },
    age: { label: { ko: '나이', en: 'Age' }, kind: 'points', maxPoints: 15, source: SOURCE },
    income: { label: { ko: '연간 소득', en: 'Annual income' }, kind: 'points', maxPoints: 10, source: SOURCE },
    socialIntegration: { label: { ko: '사회통합프로그램 이수', en: 'Social integration' }, kind: 'points', maxPoints: 10, source: SOURCE },
    bonus: { label: { ko: '가점 (최대 15점)', en: 'Bonus (max 15)' }, kind: 'bonus', maxPoints: 15, source: SOURCE },
  } satisfies Record<string, CriterionDef>,
  tables: {
    educationWithKoreanDegree: { DOCTORATE: 35, MASTER: 30, BACHELOR: 25 } as Readonly<Record<string, number>>,
    educationWithoutKoreanDegree: { DOCTORATE: 30, MASTER: 25, BACHELOR: 20 } as Readonly<Record<string, number>>,
    /** Any other stated education; no education stated scores 0. */
    otherEducation: 15,
    integrationProgram: 20,
    topik: [{ min: 5, points: 20 }, { min: 4, points: 15 }, { min: 3, points: 10 }] as readonly Band[],
    kiip: [{ min: 5, points: 20 }, { min: 4, points: 15 }] as readonly Band[],
    otherKorean: 5,
    age: [
      { min: 25, max: 35, points: 15 },
      { min: 36, max: 40, points: 10 },
      { min: 20, max: 24, points: 8 },
      { min: 41, max: 50, points: 5 },
    ] as readonly RangeBand[],
    /** KRW a year. */
    income: [
      { min: 200_000_000, points: 10 },
      { min: 120_000_000, points: 8 },
      { min: 60_000_000, points: 6 },
      { min: 40_000_000, points: 4 },
    ] as readonly Band[],
    socialIntegration: 10,
    bonusCap: 15,
    governmentAward: 5,
    volunteerHours: [{ min: 400, points: 5 }, { min: 200, points: 3 }] as readonly Band[],
    taxPaymentYears: { min: 3, points: 5 },
    koreanWorkYears: { min: 5, points: 5 },
  },
} as const satisfies RuleSetMeta & { tables: unknown };
