import type { CriterionDef, RuleSetMeta } from './types';

const SPEC = 'spec 002 §5 "F-6 income and language requirements"';
const RULES = 'visa-rules.md "F-6 marriage" (pureumlawoffice.com, MOJ notice 2025-534)';

/**
 * F-6 rule set 1. The spec's two rules (household income >= 2,800,000; Korean through the
 * integration programme, TOPIK or KIIP >= 2, or a completed course) are requirements of F-6-1,
 * the spouse invitation they belong to; F-6-2 (raising the couple's child) and F-6-3 (marriage
 * ended without the applicant's fault) are checked on their own grounds from visa-rules.md.
 * Each category's rows total 100; pass 60 and every requirement.
 */
export const F6_SPEC_V1 = {
  ruleSetId: 'f6-spec-v1',
  visaType: 'F-6',
  subtypes: ['F-6-1', 'F-6-2', 'F-6-3'],
  effectiveFrom: '2025-01-01',
  source: `${SPEC}; ${RULES}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    koreanSpouse: { label: { ko: '배우자 대한민국 국적', en: 'Spouse is a Korean national' }, kind: 'requirement', maxPoints: 20, source: RULES },
    marriageRegistered: { label: { ko: '혼인 신고', en: 'Marriage registered' }, kind: 'requirement', maxPoints: 15, source: RULES },
    householdIncome: { label: { ko: '가구 소득', en: 'Household income' }, kind: 'requirement', maxPoints: 25, source: SPEC },
    korean: { label: { ko: '한국어 의사소통', en: 'Korean language' }, kind: 'requirement', maxPoints: 20, source: SPEC },
    genuineness: { label: { ko: '혼인의 진정성 (동거)', en: 'Genuine marriage (living together)' }, kind: 'points', maxPoints: 10, source: RULES },
    commonLanguage: { label: { ko: '부부 공통 언어', en: 'Common language of the couple' }, kind: 'points', maxPoints: 10, source: RULES },
    childRaising: { label: { ko: '국내에서 자녀 양육', en: 'Raising the child in Korea' }, kind: 'requirement', maxPoints: 55, source: RULES },
    marriageEnded: { label: { ko: '혼인 단절 (사망·이혼 등)', en: 'Marriage ended (death, divorce)' }, kind: 'requirement', maxPoints: 40, source: RULES },
    notAtFault: { label: { ko: '본인 귀책 없음', en: 'Not the applicant\'s fault' }, kind: 'requirement', maxPoints: 30, source: RULES },
  } satisfies Record<string, CriterionDef>,
  tables: {
    minHouseholdIncome: 2_800_000,
    minKoreanLevel: 2,
    /** Rows scored per category, summing to 100 each. */
    categories: {
      'F-6-1': ['koreanSpouse', 'marriageRegistered', 'householdIncome', 'korean', 'genuineness', 'commonLanguage'],
      'F-6-2': ['childRaising', 'koreanSpouse', 'marriageRegistered', 'genuineness'],
      'F-6-3': ['marriageEnded', 'notAtFault', 'koreanSpouse', 'commonLanguage'],
    } as Readonly<Record<string, readonly string[]>>,
    endedStatuses: ['DIVORCED', 'WIDOWED', 'SEPARATED', 'ENDED', 'DECEASED'] as readonly string[],
  },
} as const satisfies RuleSetMeta & { tables: unknown };
