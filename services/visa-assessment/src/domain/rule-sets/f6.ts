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
  kind: 'spec',
  scoreKind: 'readiness',
  visaType: 'F-6',
  subtypes: ['F-6-1', 'F-6-2', 'F-6-3'],
  effectiveFrom: '2025-01-01',
  source: `${SPEC}; ${RULES}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    koreanSpouse: {
      label: { ko: '배우자 대한민국 국적', en: 'Spouse is a Korean national', zh: '配偶为大韩民国国籍', ja: '配偶者が大韓民国国籍' },
      kind: 'requirement',
      maxPoints: 20,
      source: RULES,
    },
    marriageRegistered: {
      label: { ko: '혼인 신고', en: 'Marriage registered', zh: '婚姻登记', ja: '婚姻届' },
      kind: 'requirement',
      maxPoints: 15,
      source: RULES,
    },
    householdIncome: { label: { ko: '가구 소득', en: 'Household income', zh: '家庭收入', ja: '世帯所得' }, kind: 'requirement', maxPoints: 25, source: SPEC },
    korean: {
      label: { ko: '한국어 의사소통', en: 'Korean language', zh: '韩语沟通', ja: '韓国語での意思疎通' },
      kind: 'requirement',
      maxPoints: 20,
      source: SPEC,
    },
    genuineness: {
      label: { ko: '혼인의 진정성 (동거)', en: 'Genuine marriage (living together)', zh: '婚姻真实性（同居）', ja: '婚姻の真正性（同居）' },
      kind: 'points',
      maxPoints: 10,
      source: RULES,
    },
    commonLanguage: {
      label: { ko: '부부 공통 언어', en: 'Common language of the couple', zh: '夫妻共同语言', ja: '夫婦の共通言語' },
      kind: 'points',
      maxPoints: 10,
      source: RULES,
    },
    childRaising: {
      label: { ko: '국내에서 자녀 양육', en: 'Raising the child in Korea', zh: '在韩国抚养子女', ja: '国内での子どもの養育' },
      kind: 'requirement',
      maxPoints: 55,
      source: RULES,
    },
    marriageEnded: {
      label: { ko: '혼인 단절 (사망·이혼 등)', en: 'Marriage ended (death, divorce)', zh: '婚姻中断（死亡·离婚等）', ja: '婚姻の断絶（死亡・離婚など）' },
      kind: 'requirement',
      maxPoints: 40,
      source: RULES,
    },
    notAtFault: {
      label: { ko: '본인 귀책 없음', en: "Not the applicant's fault", zh: '本人无过错', ja: '本人に帰責事由なし' },
      kind: 'requirement',
      maxPoints: 30,
      source: RULES,
    },
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

const FLOOR = 'MOJ notice 2025-534 (pureumlawoffice.com): income floor a year by household size';
const LANGUAGE = 'MOJ notice 2016-378 (TOPIK 1 meets the rule); visa-rules.md "F-6 marriage" (KIIP 2, a course, waivers)';

/**
 * F-6 as the official rules decide it: F-6-1's income is a yearly floor by household size and year
 * (the dated table in figures.ts) and is waived with a child of the couple or a pregnancy of 20+
 * weeks; the Korean rule is met by TOPIK 1+, KIIP 2+, a designated course or the integration
 * programme and waived with a child of the couple, a proven common language or a year of living
 * together. The other rows and the F-6-2 and F-6-3 grounds are the spec rule set's.
 */
export const F6_CURRENT_V1 = {
  ...F6_SPEC_V1,
  ruleSetId: 'f6-current-v1',
  kind: 'current',
  effectiveFrom: '2026-01-01',
  checkedOn: '2026-11-24',
  source: `${FLOOR}; ${LANGUAGE}; ${RULES}`,
  criteria: {
    ...F6_SPEC_V1.criteria,
    householdIncome: {
      label: {
        ko: '가구 소득 (연간, 가구원 수별)',
        en: 'Household income (a year, by household size)',
        zh: '家庭收入（年收入，按家庭人数）',
        ja: '世帯所得（年間、世帯人数別）',
      },
      kind: 'requirement',
      maxPoints: 25,
      source: FLOOR,
    },
    korean: {
      label: { ko: '한국어 의사소통 (또는 면제)', en: 'Korean communication (or a waiver)', zh: '韩语沟通（或免除）', ja: '韓国語での意思疎通（または免除）' },
      kind: 'requirement',
      maxPoints: 20,
      source: LANGUAGE,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    ...F6_SPEC_V1.tables,
    minTopikLevel: 1,
    minKiipLevel: 2,
    /** The couple: a household of two when the form gives no size. */
    defaultHouseholdSize: 2,
    incomeWaiverPregnancyWeeks: 20,
    languageWaiverCohabitationMonths: 12,
  },
} as const satisfies RuleSetMeta & { tables: unknown };
