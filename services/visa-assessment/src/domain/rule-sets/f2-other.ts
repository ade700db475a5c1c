import type { CriterionDef, RuleSetMeta } from './types';

const RULES = 'visa-rules.md "Other types: F-2 subtypes"';

/**
 * F-2 subtypes other than F-2-7: requirement checks from the public rules, each worth points so
 * the score shows how complete the case is (100 points, pass 60, every requirement must pass).
 * Figures marked uncertain in visa-rules.md are scored as points, never as gates.
 */
const legalStatus = {
  label: { ko: '합법 체류', en: 'Legal stay', zh: '合法滞留', ja: '合法滞在' },
  kind: 'requirement',
  maxPoints: 15,
  source: RULES,
} as const;
const noCriminalRecord = {
  label: { ko: '범죄 경력 없음', en: 'No criminal record', zh: '无犯罪记录', ja: '犯罪歴なし' },
  kind: 'requirement',
  maxPoints: 15,
  source: RULES,
} as const;
const violations = {
  label: { ko: '법 위반 이력', en: 'Past violations', zh: '违法记录', ja: '法令違反歴' },
  kind: 'penalty',
  maxPoints: 0,
  source: RULES,
} as const;

/**
 * F-2-99 long-term residence: 7 years (5 after E-1..E-5 or E-7); Korean and income uncertain, so points only.
 * Retired (issue 17): replaced by f2-99-current-v1, which the engines score with; kept so the results it scored restore.
 */
export const F2_99_V1 = {
  ruleSetId: 'f2-99-public-v1',
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'F-2',
  subtypes: ['F-2-99'],
  effectiveFrom: '2025-04-01',
  source: RULES,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    stay: {
      label: { ko: '국내 체류 기간', en: 'Years of stay in Korea', zh: '在韩滞留期限', ja: '国内滞在期間' },
      kind: 'requirement',
      maxPoints: 30,
      source: `${RULES} (F-2-99: 7 years, 5 for E-1..E-5 and E-7)`,
    },
    korean: {
      label: { ko: '한국어 능력', en: 'Korean ability', zh: '韩语能力', ja: '韓国語能力' },
      kind: 'points',
      maxPoints: 20,
      source: `${RULES} (level uncertain: TOPIK or KIIP 2 assumed)`,
    },
    income: {
      label: { ko: '소득', en: 'Income', zh: '收入', ja: '所得' },
      kind: 'points',
      maxPoints: 20,
      source: `${RULES} (>= GNI per capita assumed, uncertain)`,
    },
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

/**
 * F-2-R regional: TOPIK or KIIP 3, income >= 70% GNI or a Korean associate degree, 5 years in a depopulating area.
 * Retired (issue 17): replaced by f2-r-current-v1, which the engines score with; kept so the results it scored restore.
 */
export const F2_R_V1 = {
  ruleSetId: 'f2-r-public-v1',
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'F-2',
  subtypes: ['F-2-R'],
  effectiveFrom: '2025-04-01',
  source: RULES,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    regionalCommitment: {
      label: { ko: '인구감소지역 5년 거주', en: '5 years in a depopulating area', zh: '在人口减少地区居住5年', ja: '人口減少地域に5年居住' },
      kind: 'requirement',
      maxPoints: 30,
      source: `${RULES} (F-2-R)`,
    },
    korean: {
      label: { ko: '한국어 능력 (TOPIK/KIIP 3)', en: 'Korean ability (TOPIK/KIIP 3)', zh: '韩语能力（TOPIK/KIIP 3）', ja: '韓国語能力（TOPIK/KIIP 3）' },
      kind: 'requirement',
      maxPoints: 20,
      source: `${RULES} (F-2-R)`,
    },
    income: {
      label: { ko: '소득 또는 국내 전문학사', en: 'Income or Korean associate degree', zh: '收入或韩国专科学位', ja: '所得または国内の専門学士' },
      kind: 'requirement',
      maxPoints: 20,
      source: `${RULES} (F-2-R: >= 70% of GNI)`,
    },
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

/**
 * Retired (issue 17): replaced by f2-family-current-v1, which the engines score with; kept so the results it scored restore.
 */
export const F2_FAMILY_V1 = {
  ruleSetId: 'f2-family-public-v1',
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'F-2',
  subtypes: ['F-2-1', 'F-2-2', 'F-2-3', 'F-2-71'],
  effectiveFrom: '2025-01-01',
  source: RULES,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    relation: { label: { ko: '가족 관계', en: 'Family relation', zh: '家庭关系', ja: '家族関係' }, kind: 'requirement', maxPoints: 40, source: RULES },
    sponsor: {
      label: { ko: '초청인 자격', en: "Sponsor's status", zh: '邀请人资格', ja: '招へい人の資格' },
      kind: 'requirement',
      maxPoints: 30,
      source: RULES,
    },
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

const F299_NOW =
  'visa-rules.md "Facts checked on 2026-11-24": F-2-99 needs 5 continuous years on D-1, D-5..D-9 or E-1..E-7, KIIP 4, income of 12x the monthly minimum wage, assets of 15M+ (allvisakorea, kbizon)';
const F2R_NOW = 'visa-rules.md "Facts checked on 2026-11-24": F-2-R TOPIK or KIIP 4 from 2025, E-8, E-9 and E-10 excluded (workon.net, JoongAng Daily)';

/** F-2-99 as the official rules read: every condition is a requirement, none a point. */
export const F2_99_CURRENT_V1 = {
  ...F2_99_V1,
  ruleSetId: 'f2-99-current-v1',
  effectiveFrom: '2026-01-01',
  checkedOn: '2026-11-24',
  source: F299_NOW,
  criteria: {
    stay: {
      label: {
        ko: '자격별 국내 연속 체류 5년',
        en: '5 continuous years on an eligible status',
        zh: '以各资格在韩连续滞留5年',
        ja: '資格ごとの国内連続滞在5年',
      },
      kind: 'requirement',
      maxPoints: 30,
      source: F299_NOW,
    },
    korean: {
      label: { ko: '사회통합프로그램 4단계 이상', en: 'KIIP stage 4 or higher', zh: '社会融合项目4阶段以上', ja: '社会統合プログラム4段階以上' },
      kind: 'requirement',
      maxPoints: 20,
      source: F299_NOW,
    },
    income: {
      label: {
        ko: '소득 (최저임금 월액 x 12 이상)',
        en: 'Income (12x the monthly minimum wage)',
        zh: '收入（最低工资月额 x 12以上）',
        ja: '所得（最低賃金月額 x 12以上）',
      },
      kind: 'requirement',
      maxPoints: 20,
      source: `${F299_NOW}; minimum wage in figures.ts`,
    },
    assets: {
      label: { ko: '자산 1,500만원 이상', en: 'Assets of 15M KRW or more', zh: '资产1500万韩元以上', ja: '資産1,500万ウォン以上' },
      kind: 'requirement',
      maxPoints: 0,
      source: F299_NOW,
    },
    legalStatus,
    noCriminalRecord,
    violations,
  } satisfies Record<string, CriterionDef>,
  tables: {
    stayYears: 5,
    eligibleStatuses: ['D-1', 'D-5', 'D-6', 'D-7', 'D-8', 'D-9', 'E-1', 'E-2', 'E-3', 'E-4', 'E-5', 'E-6', 'E-7'] as readonly string[],
    kiipStage: 4,
    monthsOfMinimumWage: 12,
    minAssets: 15_000_000,
    violationPenalty: 5,
  },
} as const satisfies RuleSetMeta & { tables: unknown };

/** F-2-R as the official rules read since 2025: Korean level 4, and seasonal, EPS and crew workers excluded. */
export const F2_R_CURRENT_V1 = {
  ...F2_R_V1,
  ruleSetId: 'f2-r-current-v1',
  effectiveFrom: '2025-01-01',
  checkedOn: '2026-11-24',
  source: `${RULES}; ${F2R_NOW}`,
  criteria: {
    ...F2_R_V1.criteria,
    korean: {
      label: { ko: '한국어 능력 (TOPIK/KIIP 4)', en: 'Korean ability (TOPIK/KIIP 4)', zh: '韩语能力（TOPIK/KIIP 4）', ja: '韓国語能力（TOPIK/KIIP 4）' },
      kind: 'requirement',
      maxPoints: 20,
      source: F2R_NOW,
    },
    eligibleStatus: {
      label: {
        ko: '신청 가능 체류자격 (E-8·E-9·E-10 제외)',
        en: 'Eligible status (not E-8, E-9 or E-10)',
        zh: '可申请的滞留资格（E-8·E-9·E-10除外）',
        ja: '申請可能な在留資格（E-8・E-9・E-10を除く）',
      },
      kind: 'requirement',
      maxPoints: 0,
      source: F2R_NOW,
    },
  } satisfies Record<string, CriterionDef>,
  tables: { ...F2_R_V1.tables, koreanLevel: 4, excludedStatuses: ['E-8', 'E-9', 'E-10'] as readonly string[] },
} as const satisfies RuleSetMeta & { tables: unknown };

/** The family subtypes, and F-2-1, which is no longer granted: F-6 replaced it for spouses of Koreans. */
export const F2_FAMILY_CURRENT_V1 = {
  ...F2_FAMILY_V1,
  ruleSetId: 'f2-family-current-v1',
  effectiveFrom: '2026-11-24',
  checkedOn: '2026-11-24',
  source: `${RULES}; visa-rules.md "Facts checked on 2026-11-24" (F-2-1 was replaced by F-6)`,
  criteria: {
    ...F2_FAMILY_V1.criteria,
    subtypeGranted: {
      label: { ko: '현재 부여되는 세부 자격', en: 'Subtype still granted', zh: '目前仍签发的细分资格', ja: '現在付与されている細分資格' },
      kind: 'requirement',
      maxPoints: 0,
      source: 'visa-rules.md "Facts checked on 2026-11-24": F-2-1 was replaced by F-6',
    },
  } satisfies Record<string, CriterionDef>,
  tables: { ...F2_FAMILY_V1.tables, replacedBy: { 'F-2-1': 'F-6' } as Readonly<Record<string, string>> },
} as const satisfies RuleSetMeta & { tables: unknown };
