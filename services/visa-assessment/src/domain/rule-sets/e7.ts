import { CHANGE_PATH_RULES, E7_OCCUPATIONS } from '@tov/contracts';
import type { Band, CriterionDef, RangeBand, RuleSetMeta } from './types';

const E7 = 'visa-rules.md "E-7" (k-life.co, immikorea.com, k-visa.co.kr)';
const E74 = 'visa-rules.md "E-7-4" (pigpeople.net, koreaworkexpert.com)';

/**
 * E-7-1/2/3 and other non-points E-7 jobs: the requirement check of visa-rules.md (education or
 * experience, with its ways around; pay floor 80% of GNI; employer conditions), each worth points
 * so the score shows the strength of the case. 100 points, pass 60, every requirement.
 * Retired (issue 17): replaced by e7-1-current-v1 and e7-23-current-v1, which the engines score with; kept so the results it scored restore.
 */
export const E7_PUBLIC_V1 = {
  ruleSetId: 'e7-public-v1',
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'E-7',
  subtypes: ['E-7-1', 'E-7-2', 'E-7-3'],
  effectiveFrom: '2025-04-01',
  source: E7,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    qualification: {
      label: { ko: '학력·경력 요건', en: 'Education or experience', zh: '学历·经历要求', ja: '学歴・経歴要件' },
      kind: 'requirement',
      maxPoints: 30,
      source: `${E7}: master's; bachelor's + 1 year; 5 years; or an exception`,
    },
    wage: {
      label: { ko: '임금 요건 (GNI 80%)', en: 'Pay floor (80% of GNI)', zh: '工资要求（GNI的80%）', ja: '賃金要件（GNIの80%）' },
      kind: 'requirement',
      maxPoints: 25,
      source: `${E7}: 80% of GNI per capita, GNI applied from 2025-04-01`,
    },
    employer: {
      label: { ko: '고용 기업 요건', en: 'Employer conditions', zh: '雇佣企业要求', ja: '雇用企業の要件' },
      kind: 'requirement',
      maxPoints: 15,
      source: `${E7}: 5+ Korean insured staff, foreigners <= 20%, no tax or wage arrears`,
    },
    occupation: {
      label: { ko: '허용 직종 확인', en: 'Listed occupation', zh: '许可职业确认', ja: '許可職種の確認' },
      kind: 'points',
      maxPoints: 10,
      source: `${E7}: occupation codes (uncertain list)`,
    },
    majorRelevance: { label: { ko: '전공 관련성', en: 'Related major', zh: '专业相关性', ja: '専攻の関連性' }, kind: 'points', maxPoints: 10, source: E7 },
    experienceVerified: { label: { ko: '경력 입증', en: 'Experience verified', zh: '经历证明', ja: '経歴の証明' }, kind: 'points', maxPoints: 5, source: E7 },
    bonus: {
      label: {
        ko: '가점 (추천·우수 경력·학위)',
        en: 'Bonus (recommendation, top employer or university, Korean degree)',
        zh: '加分（推荐·优秀经历·学位）',
        ja: '加点（推薦・優れた経歴・学位）',
      },
      kind: 'bonus',
      maxPoints: 5,
      source: E7,
    },
    history: {
      label: { ko: '비자 거절·위반 이력', en: 'Refusals and violations', zh: '签证拒签·违规记录', ja: 'ビザ拒否・違反歴' },
      kind: 'penalty',
      maxPoints: 0,
      source: 'spec 001 §3 E-7 fields visaRejectionHistory, previousViolations',
    },
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
 * Retired (issue 17): replaced by e7-4-current-v1, which the engines score with; kept so the results it scored restore.
 */
export const E7_4_KPOINT_V1 = {
  ruleSetId: 'e7-4-kpoint-v1',
  kind: 'current',
  scoreKind: 'points',
  visaType: 'E-7',
  subtypes: ['E-7-4'],
  effectiveFrom: '2023-09-25',
  source: E74,
  passMark: 200,
  maxPoints: 350,
  criteria: {
    eligibleStay: {
      label: { ko: 'E-9/E-10/H-2 4년 이상 근무', en: '4+ years on E-9, E-10 or H-2', zh: '以E-9/E-10/H-2资格工作4年以上', ja: 'E-9/E-10/H-2で4年以上勤務' },
      kind: 'requirement',
      maxPoints: 0,
      source: E74,
    },
    contractPay: {
      label: { ko: '신규 계약 연봉 2,600만원 이상', en: 'New contract pay >= 26M KRW', zh: '新合同年薪2600万韩元以上', ja: '新規契約の年俸2,600万ウォン以上' },
      kind: 'requirement',
      maxPoints: 0,
      source: E74,
    },
    cleanRecord: {
      label: {
        ko: '불법체류·체납·벌금 100만원 이상 이력 없음',
        en: 'No illegal stay, tax arrears or fines >= 1M KRW',
        zh: '无非法滞留·欠税·100万韩元以上罚金记录',
        ja: '不法滞在・滞納・100万ウォン以上の罰金歴なし',
      },
      kind: 'requirement',
      maxPoints: 0,
      source: E74,
    },
    income: {
      label: { ko: '소득 (최소 50점)', en: 'Income (50 points minimum)', zh: '收入（最低50分）', ja: '所得（最低50点）' },
      kind: 'requirement',
      maxPoints: 120,
      source: `${E74} (bands uncertain)`,
    },
    korean: {
      label: { ko: '한국어 능력 (최소 50점)', en: 'Korean ability (50 points minimum)', zh: '韩语能力（最低50分）', ja: '韓国語能力（最低50点）' },
      kind: 'requirement',
      maxPoints: 120,
      source: `${E74} (bands uncertain)`,
    },
    age: { label: { ko: '나이', en: 'Age', zh: '年龄', ja: '年齢' }, kind: 'points', maxPoints: 60, source: `${E74} (bands uncertain)` },
    recommendation: {
      label: { ko: '가점: 고용주 추천', en: "Bonus: employer's recommendation", zh: '加分：雇主推荐', ja: '加点：雇用主の推薦' },
      kind: 'bonus',
      maxPoints: 50,
      source: E74,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    // One copy with the change paths and the hiring visa gate (contracts/src/change-paths.ts).
    eligibleVisas: CHANGE_PATH_RULES.e74ForWorkers.fromStatuses,
    minYears: CHANGE_PATH_RULES.e74ForWorkers.minYears,
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
    korean: [
      { min: 4, points: 120 },
      { min: 3, points: 80 },
      { min: 2, points: 50 },
    ] as readonly Band[],
    age: [
      { min: 19, max: 26, points: 40 },
      { min: 27, max: 33, points: 60 },
      { min: 34, max: 40, points: 30 },
      { min: 41, max: 120, points: 10 },
    ] as readonly RangeBand[],
    recommendation: 50,
  },
} as const satisfies RuleSetMeta & { tables: unknown };

const LIST = 'MOJ E-7 occupation list, 2024-2026 manual (about 90 occupations; codes of the Korean Standard Classification of Occupations)';
const GNI_RULE = '80% of the GNI per capita in force (figures.ts): 41,932,800 KRW from 2026-04-01 (enterlog quoting HiKorea)';
const FIXED = 'MOJ notice 2025-106 (kmcn.kr): E-7-2 and E-7-3 at least 25.15M KRW a year';

/**
 * E-7-1 (professionals): e7-public-v1's requirement check, and the job must be one of the E-7-1
 * occupation codes (a requirement: a master's holder hired as an assembly-line worker does not
 * qualify). The pay floor follows the GNI row in force on the assessment date.
 */
export const E7_1_CURRENT_V1 = {
  ...E7_PUBLIC_V1,
  ruleSetId: 'e7-1-current-v1',
  subtypes: ['E-7-1'],
  effectiveFrom: '2026-04-01',
  checkedOn: '2026-11-24',
  source: `${E7}; ${LIST}`,
  criteria: {
    ...E7_PUBLIC_V1.criteria,
    occupation: {
      label: { ko: 'E-7-1 허용 직종', en: 'Occupation on the E-7-1 list', zh: 'E-7-1许可职业', ja: 'E-7-1の許可職種' },
      kind: 'requirement',
      maxPoints: 10,
      source: LIST,
    },
    wage: {
      label: { ko: '임금 요건 (GNI 80%)', en: 'Pay floor (80% of GNI)', zh: '工资要求（GNI的80%）', ja: '賃金要件（GNIの80%）' },
      kind: 'requirement',
      maxPoints: 25,
      source: GNI_RULE,
    },
  } satisfies Record<string, CriterionDef>,
  tables: { ...E7_PUBLIC_V1.tables, occupations: E7_OCCUPATIONS['E-7-1'] as readonly string[] },
} as const satisfies RuleSetMeta & { tables: unknown };

/**
 * E-7-2 (semi-professionals) and E-7-3 (general skilled): the job must be on the sub-type's list and
 * pay the fixed minimum (25.15M, not E-7-1's GNI floor); the employer conditions hold as for E-7-1.
 * Each occupation has its own education or experience rule, not established for all of them, so
 * E-7-1's education/experience routes score points here and do not block.
 */
export const E7_23_CURRENT_V1 = {
  ...E7_PUBLIC_V1,
  ruleSetId: 'e7-23-current-v1',
  subtypes: ['E-7-2', 'E-7-3'],
  effectiveFrom: '2025-01-01',
  checkedOn: '2026-11-24',
  source: `${E7}; ${LIST}; ${FIXED}`,
  criteria: {
    ...E7_PUBLIC_V1.criteria,
    qualification: {
      label: {
        ko: '학력·경력 (직종별 기준)',
        en: 'Education or experience (per occupation)',
        zh: '学历·经历（按职业标准）',
        ja: '学歴・経歴（職種ごとの基準）',
      },
      kind: 'points',
      maxPoints: 30,
      source: `${E7} (per-occupation rules not established: points only)`,
    },
    occupation: {
      label: { ko: '세부 자격별 허용 직종', en: "Occupation on the sub-type's list", zh: '各细分资格的许可职业', ja: '細分資格ごとの許可職種' },
      kind: 'requirement',
      maxPoints: 10,
      source: LIST,
    },
    wage: {
      label: { ko: '임금 요건 (고정 최저 연봉)', en: 'Pay floor (fixed minimum a year)', zh: '工资要求（固定最低年薪）', ja: '賃金要件（固定の最低年俸）' },
      kind: 'requirement',
      maxPoints: 25,
      source: FIXED,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    ...E7_PUBLIC_V1.tables,
    occupations: { 'E-7-2': E7_OCCUPATIONS['E-7-2'], 'E-7-3': E7_OCCUPATIONS['E-7-3'] } as Readonly<Record<string, readonly string[]>>,
  },
} as const satisfies RuleSetMeta & { tables: unknown };

const E74_NOW = 'koreaworkexpert.com citing the 2026 manual: currently registered in Korea on E-9, E-10 or H-2 with 4+ years within 10';

/**
 * E-7-4 as the 2026 manual reads: only a worker registered in Korea on E-9, E-10 or H-2 can apply
 * (a new application from abroad cannot), and the contract floor is 25M KRW in agriculture,
 * livestock and inland fishery, 26M elsewhere. The K-point table is e7-4-kpoint-v1's.
 */
export const E7_4_CURRENT_V1 = {
  ...E7_4_KPOINT_V1,
  ruleSetId: 'e7-4-current-v1',
  effectiveFrom: '2026-11-24',
  checkedOn: '2026-11-24',
  source: `${E74}; ${E74_NOW}`,
  criteria: {
    ...E7_4_KPOINT_V1.criteria,
    eligibleStay: {
      label: {
        ko: '국내 E-9/E-10/H-2 체류 중, 최근 10년 내 4년 이상',
        en: 'Registered in Korea on E-9, E-10 or H-2, 4+ years within 10',
        zh: '以E-9/E-10/H-2资格在韩滞留，最近10年内4年以上',
        ja: '国内でE-9/E-10/H-2で滞在中、最近10年以内に4年以上',
      },
      kind: 'requirement',
      maxPoints: 0,
      source: E74_NOW,
    },
    contractPay: {
      label: {
        ko: '신규 계약 연봉 (농축산·내수면어업 2,500만원, 그 외 2,600만원)',
        en: 'New contract pay (25M in agriculture, livestock, inland fishery; 26M elsewhere)',
        zh: '新合同年薪（农畜产业·内陆渔业2500万韩元，其他2600万韩元）',
        ja: '新規契約の年俸（農畜産業・内水面漁業2,500万ウォン、その他2,600万ウォン）',
      },
      kind: 'requirement',
      maxPoints: 0,
      source: `${E74}; MOJ notice 2025-106 (kmcn.kr)`,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    ...E7_4_KPOINT_V1.tables,
    fields: E7_OCCUPATIONS['E-7-4'] as readonly string[],
    primarySectors: ['AGRICULTURE_LIVESTOCK', 'INLAND_FISHERY'] as readonly string[],
  },
} as const satisfies RuleSetMeta & { tables: unknown };
