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
  kind: 'spec',
  scoreKind: 'points',
  visaType: 'F-2',
  subtypes: ['F-2-7'],
  effectiveFrom: '2025-01-01',
  source: SOURCE,
  passMark: 80,
  maxPoints: 105,
  criteria: {
    education: { label: { ko: '학력', en: 'Education', zh: '学历', ja: '学歴' }, kind: 'points', maxPoints: 35, source: SOURCE },
    koreanAbility: { label: { ko: '한국어 능력', en: 'Korean ability', zh: '韩语能力', ja: '韓国語能力' }, kind: 'points', maxPoints: 20, source: SOURCE },
    age: { label: { ko: '나이', en: 'Age', zh: '年龄', ja: '年齢' }, kind: 'points', maxPoints: 15, source: SOURCE },
    income: { label: { ko: '연간 소득', en: 'Annual income', zh: '年收入', ja: '年間所得' }, kind: 'points', maxPoints: 10, source: SOURCE },
    socialIntegration: {
      label: { ko: '사회통합프로그램 이수', en: 'Social integration', zh: '完成社会融合项目', ja: '社会統合プログラムの修了' },
      kind: 'points',
      maxPoints: 10,
      source: SOURCE,
    },
    bonus: {
      label: { ko: '가점 (최대 15점)', en: 'Bonus (max 15)', zh: '加分（最多15分）', ja: '加点（最大15点）' },
      kind: 'bonus',
      maxPoints: 15,
      source: SOURCE,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    educationWithKoreanDegree: { DOCTORATE: 35, MASTER: 30, BACHELOR: 25 } as Readonly<Record<string, number>>,
    educationWithoutKoreanDegree: { DOCTORATE: 30, MASTER: 25, BACHELOR: 20 } as Readonly<Record<string, number>>,
    /** Any other stated education; no education stated scores 0. */
    otherEducation: 15,
    integrationProgram: 20,
    topik: [
      { min: 5, points: 20 },
      { min: 4, points: 15 },
      { min: 3, points: 10 },
    ] as readonly Band[],
    kiip: [
      { min: 5, points: 20 },
      { min: 4, points: 15 },
    ] as readonly Band[],
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
    volunteerHours: [
      { min: 400, points: 5 },
      { min: 200, points: 3 },
    ] as readonly Band[],
    taxPaymentYears: { min: 3, points: 5 },
    koreanWorkYears: { min: 5, points: 5 },
  },
} as const satisfies RuleSetMeta & { tables: unknown };

const TABLE = 'F-2-7 official table, 170 points (kormoya.com)';
const STATUS = 'immikorea.com: E-1..E-7 or D-5..D-9 with 3 years of stay or 40M KRW a year; mindllebiz.com: Korean university graduates';

/**
 * F-2-7 as the official 170-point table scores its common items (age 25, education 25, Korean 20,
 * income 60; kormoya.com), pass 80, behind the hard requirements: an eligible current status with
 * its stay or income, legal stay, no criminal record. The official bonus (up to 40) and deduction
 * items are not established from public sources, so that part keeps the spec's rows (social
 * integration 10, bonus up to 15); income bands under 40M are uncertain and score 0, as in the
 * spec's table. Maximum 155.
 */
export const F2_7_CURRENT_V1 = {
  ruleSetId: 'f2-7-current-v1',
  kind: 'current',
  scoreKind: 'points',
  visaType: 'F-2',
  subtypes: ['F-2-7'],
  effectiveFrom: '2026-11-24',
  checkedOn: '2026-11-24',
  source: `${TABLE}; ${STATUS}`,
  passMark: 80,
  maxPoints: 155,
  criteria: {
    eligibleStatus: {
      label: { ko: '신청 가능 체류자격·체류기간', en: 'Eligible current status and stay', zh: '可申请的滞留资格·滞留期限', ja: '申請可能な在留資格・滞在期間' },
      kind: 'requirement',
      maxPoints: 0,
      source: STATUS,
    },
    legalStatus: {
      label: { ko: '합법 체류', en: 'Legal stay', zh: '合法滞留', ja: '合法滞在' },
      kind: 'requirement',
      maxPoints: 0,
      source: 'visa-rules.md "F-2 subtypes"',
    },
    noCriminalRecord: {
      label: { ko: '범죄 경력 없음 (품행 단정)', en: 'No criminal record (good conduct)', zh: '无犯罪记录（品行端正）', ja: '犯罪歴なし（素行善良）' },
      kind: 'requirement',
      maxPoints: 0,
      source: 'visa-rules.md "F-2 subtypes"',
    },
    age: { label: { ko: '나이', en: 'Age', zh: '年龄', ja: '年齢' }, kind: 'points', maxPoints: 25, source: TABLE },
    education: {
      label: {
        ko: '학력 (이공계·복수 학위 우대)',
        en: 'Education (STEM or two degrees score higher)',
        zh: '学历（理工科·双学位优待）',
        ja: '学歴（理工系・複数学位を優遇）',
      },
      kind: 'points',
      maxPoints: 25,
      source: TABLE,
    },
    koreanAbility: {
      label: { ko: '한국어 능력 (TOPIK·KIIP)', en: 'Korean ability (TOPIK or KIIP)', zh: '韩语能力（TOPIK·KIIP）', ja: '韓国語能力（TOPIK・KIIP）' },
      kind: 'points',
      maxPoints: 20,
      source: TABLE,
    },
    income: {
      label: { ko: '연간 소득', en: 'Annual income', zh: '年收入', ja: '年間所得' },
      kind: 'points',
      maxPoints: 60,
      source: `${TABLE} (bands under 40M uncertain: 0)`,
    },
    socialIntegration: {
      ...F2_7_SPEC_V1.criteria.socialIntegration,
      kind: 'bonus',
      source: `${SOURCE} (official bonus items not established: the spec's row kept)`,
    },
    bonus: { ...F2_7_SPEC_V1.criteria.bonus, source: `${SOURCE} (official bonus items not established: the spec's rows kept)` },
  } satisfies Record<string, CriterionDef>,
  tables: {
    eligibleStatuses: ['E-1', 'E-2', 'E-3', 'E-4', 'E-5', 'E-6', 'E-7', 'D-5', 'D-6', 'D-7', 'D-8', 'D-9'] as readonly string[],
    /** Korean university graduates apply from these statuses with a Korean degree (mindllebiz.com). */
    graduateStatuses: ['D-2', 'D-10'] as readonly string[],
    /** F-2-7 holders extending. */
    holderStatuses: ['F-2', 'F-2-7'] as readonly string[],
    minStayYears: 3,
    altAnnualIncome: 40_000_000,
    age: [
      { min: 18, max: 24, points: 23 },
      { min: 25, max: 29, points: 25 },
      { min: 30, max: 34, points: 23 },
      { min: 35, max: 39, points: 20 },
      { min: 40, max: 44, points: 12 },
      { min: 45, max: 50, points: 8 },
      { min: 51, max: 200, points: 3 },
    ] as readonly RangeBand[],
    educationStem: { DOCTORATE: 25, MASTER: 20, BACHELOR: 17, ASSOCIATE: 15 } as Readonly<Record<string, number>>,
    educationOther: { DOCTORATE: 20, MASTER: 17, BACHELOR: 15, ASSOCIATE: 10 } as Readonly<Record<string, number>>,
    /** TOPIK level or KIIP stage, the higher; a completed KIIP counts as stage 5. */
    korean: [
      { min: 5, points: 20 },
      { min: 4, points: 15 },
      { min: 3, points: 10 },
      { min: 2, points: 5 },
      { min: 1, points: 3 },
    ] as readonly Band[],
    /** KRW a year. */
    income: [
      { min: 100_000_000, points: 60 },
      { min: 90_000_000, points: 58 },
      { min: 80_000_000, points: 56 },
      { min: 70_000_000, points: 53 },
      { min: 60_000_000, points: 50 },
      { min: 50_000_000, points: 45 },
      { min: 40_000_000, points: 40 },
    ] as readonly Band[],
  },
} as const satisfies RuleSetMeta & { tables: unknown };
