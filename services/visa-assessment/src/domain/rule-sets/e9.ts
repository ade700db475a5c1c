import type { Band, CriterionDef, RuleSetMeta } from './types';

const EPS = 'visa-rules.md "E-9" (eps.hrdkorea.or.kr, koworkpal.com)';
const SPEC = 'spec 002 §3 "E-9": skill match by industry';

/**
 * E-9 rule set 1: the spec's manufacturing skill-match rule plus the public EPS facts
 * (age 18-39, the 16 sending countries, EPS-TOPIK pass floor 80 of 200 valid 2 years, no
 * deportation, prison sentence or exit ban). 100 points, pass 60, every requirement.
 * Retired (issue 17): replaced by e9-current-v1, which the engines score with; kept so the results it scored restore.
 */
export const E9_PUBLIC_V1 = {
  ruleSetId: 'e9-eps-v1',
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'E-9',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: `${SPEC}; ${EPS}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    age: {
      label: { ko: '나이 (18-39세)', en: 'Age (18-39)', zh: '年龄（18-39周岁）', ja: '年齢（18〜39歳）' },
      kind: 'requirement',
      maxPoints: 10,
      source: EPS,
    },
    sendingCountry: {
      label: { ko: '송출국 (16개국)', en: 'Sending country (16)', zh: '派遣国（16个国家）', ja: '送出国（16か国）' },
      kind: 'requirement',
      maxPoints: 10,
      source: EPS,
    },
    epsTopik: {
      label: { ko: 'EPS-TOPIK 점수', en: 'EPS-TOPIK score', zh: 'EPS-TOPIK分数', ja: 'EPS-TOPIKの点数' },
      kind: 'requirement',
      maxPoints: 30,
      source: EPS,
    },
    epsTopikValid: {
      label: { ko: 'EPS-TOPIK 유효기간 (2년)', en: 'EPS-TOPIK validity (2 years)', zh: 'EPS-TOPIK有效期（2年）', ja: 'EPS-TOPIKの有効期間（2年）' },
      kind: 'requirement',
      maxPoints: 0,
      source: EPS,
    },
    skillMatch: {
      label: { ko: '업종별 숙련도 적합성', en: 'Skill match for the industry', zh: '各行业熟练度匹配', ja: '業種別の熟練度の適合性' },
      kind: 'requirement',
      maxPoints: 20,
      source: SPEC,
    },
    clearRecord: {
      label: {
        ko: '강제퇴거·금고 이상 형·출국금지 이력 없음',
        en: 'No deportation, prison sentence or exit ban',
        zh: '无强制驱逐·监禁以上刑罚·禁止出境记录',
        ja: '強制退去・禁錮以上の刑・出国禁止の履歴なし',
      },
      kind: 'requirement',
      maxPoints: 10,
      source: EPS,
    },
    medical: {
      label: { ko: '건강검진 적합', en: 'Medical check passed', zh: '体检合格', ja: '健康診断の適合' },
      kind: 'requirement',
      maxPoints: 10,
      source: EPS,
    },
    skillTest: {
      label: { ko: '기능시험 합격', en: 'Skills test passed', zh: '通过技能考试', ja: '技能試験の合格' },
      kind: 'points',
      maxPoints: 10,
      source: EPS,
    },
    epsRegistration: {
      label: { ko: '유효한 EPS 등록', en: 'Valid EPS registration', zh: '有效的EPS登记', ja: '有効なEPS登録' },
      kind: 'requirement',
      maxPoints: 0,
      source: 'spec 002 §3 "E-9" CHANGE fields',
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    minAge: 18,
    maxAge: 39,
    sendingCountries: [
      'China',
      'Cambodia',
      'Laos',
      'Philippines',
      'Mongolia',
      'Vietnam',
      'Timor-Leste',
      'Thailand',
      'Indonesia',
      'Nepal',
      'Pakistan',
      'Sri Lanka',
      'Bangladesh',
      'Myanmar',
      'Kyrgyzstan',
      'Uzbekistan',
    ] as readonly string[],
    epsTopikPassFloor: 80,
    epsTopikMax: 200,
    epsTopikValidYears: 2,
    epsTopik: [
      { min: 180, points: 30 },
      { min: 160, points: 25 },
      { min: 120, points: 20 },
      { min: 80, points: 15 },
    ] as readonly Band[],
    /** Points by skill level; a beginner earns the experience or no-experience row. */
    skill: { ADVANCED: 20, EXPERT: 20, SKILLED: 20, INTERMEDIATE: 15, BEGINNER_WITH_EXPERIENCE: 10, BEGINNER: 5 } as Readonly<Record<string, number>>,
    /** Industry words (matched inside the industry) where the spec's skill-match rule applies; other industries' rules: not shown. */
    skillMatchIndustries: ['MANUFACTUR', '제조'] as readonly string[],
  },
} as const satisfies RuleSetMeta & { tables: unknown };

const EPS_NOW =
  'visa-rules.md "Facts checked on 2026-11-24": Tajikistan the 17th sending country since 2023-12-29 (woorieconomy, daum); age 18-39 for the EPS-TOPIK entry route (eps.hrdkorea.or.kr)';

/**
 * E-9 as the official rules read: 17 sending countries (Tajikistan since 2023-12-29), and the entry
 * rules (age 18-39, the EPS-TOPIK pass and its two-year validity, the manufacturing skill match)
 * apply to a new entry only: an extension or a workplace change is not refused on them.
 */
export const E9_CURRENT_V1 = {
  ...E9_PUBLIC_V1,
  ruleSetId: 'e9-current-v1',
  effectiveFrom: '2023-12-29',
  checkedOn: '2026-11-24',
  source: `${SPEC}; ${EPS}; ${EPS_NOW}`,
  criteria: {
    ...E9_PUBLIC_V1.criteria,
    age: {
      label: { ko: '나이 (18-39세, 신규 입국)', en: 'Age (18-39, new entry)', zh: '年龄（18-39周岁，新入境）', ja: '年齢（18〜39歳、新規入国）' },
      kind: 'requirement',
      maxPoints: 10,
      source: EPS_NOW,
    },
    sendingCountry: {
      label: { ko: '송출국 (17개국)', en: 'Sending country (17)', zh: '派遣国（17个国家）', ja: '送出国（17か国）' },
      kind: 'requirement',
      maxPoints: 10,
      source: EPS_NOW,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    ...E9_PUBLIC_V1.tables,
    sendingCountries: [...E9_PUBLIC_V1.tables.sendingCountries, 'Tajikistan'] as readonly string[],
    /** Application types the entry rules apply to. */
    entryApplicationTypes: ['NEW'] as readonly string[],
  },
} as const satisfies RuleSetMeta & { tables: unknown };
