import { E8_WORK_TYPES } from '@tov/contracts';
import type { CriterionDef, RuleSetMeta } from './types';

const E8 = 'visa-rules.md "E-8 seasonal worker" (visavlog.com)';
const SPEC = 'spec 002 §3 "E-8 (seasonal work)"';

/**
 * E-8 rule set 1: agriculture or fisheries only, fit and healthy, a season of at most 8 months
 * (5, extendable to 8) are requirements; no degree or TOPIK is asked. An extension also needs
 * steady attendance (80%, ours: the spec gives only the default 100) and a satisfied employer.
 * Retired (issue 17): replaced by e8-current-v1, which the engines score with; kept so the results it scored restore.
 */
export const E8_PUBLIC_V1 = {
  ruleSetId: 'e8-public-v1',
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'E-8',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: `${E8}; ${SPEC}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    sector: {
      label: { ko: '농업·어업 분야', en: 'Agriculture or fisheries', zh: '农业·渔业领域', ja: '農業・漁業分野' },
      kind: 'requirement',
      maxPoints: 20,
      source: E8,
    },
    health: { label: { ko: '건강 상태', en: 'Health', zh: '健康状况', ja: '健康状態' }, kind: 'requirement', maxPoints: 15, source: SPEC },
    fitness: { label: { ko: '체력', en: 'Physical fitness', zh: '体力', ja: '体力' }, kind: 'requirement', maxPoints: 10, source: SPEC },
    workPeriod: {
      label: { ko: '근로 기간 (최대 8개월)', en: 'Work period (max 8 months)', zh: '工作期限（最长8个月）', ja: '就労期間（最長8か月）' },
      kind: 'requirement',
      maxPoints: 10,
      source: E8,
    },
    experience: {
      label: { ko: '계절근로·농어업 경험', en: 'Seasonal or farm experience', zh: '季节性务工·农渔业经验', ja: '季節労働・農漁業の経験' },
      kind: 'points',
      maxPoints: 15,
      source: SPEC,
    },
    training: {
      label: { ko: '농업·어업·직업 훈련', en: 'Farm, fishery or vocational training', zh: '农业·渔业·职业培训', ja: '農業・漁業・職業訓練' },
      kind: 'points',
      maxPoints: 10,
      source: SPEC,
    },
    comprehension: {
      label: { ko: '작업 지시 이해도', en: 'Understanding work instructions', zh: '对工作指示的理解程度', ja: '作業指示の理解度' },
      kind: 'points',
      maxPoints: 10,
      source: SPEC,
    },
    employer: { label: { ko: '고용주 등록', en: 'Employer registration', zh: '雇主登记', ja: '雇用主の登録' }, kind: 'points', maxPoints: 10, source: SPEC },
    attendance: {
      label: { ko: '출근율 (연장)', en: 'Attendance (extension)', zh: '出勤率（延长）', ja: '出勤率（延長）' },
      kind: 'requirement',
      maxPoints: 0,
      source: `${SPEC} (80% floor ours)`,
    },
    employerSatisfaction: {
      label: { ko: '고용주 만족도 (연장)', en: 'Employer satisfaction (extension)', zh: '雇主满意度（延长）', ja: '雇用主の満足度（延長）' },
      kind: 'requirement',
      maxPoints: 0,
      source: SPEC,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    industries: ['AGRICULTURE', 'FISHERY', 'LIVESTOCK'] as readonly string[],
    unhealthy: ['UNHEALTHY', 'POOR', 'BAD', 'ILL', 'SICK'] as readonly string[],
    unfit: ['UNFIT', 'POOR', 'WEAK', 'LIMITED'] as readonly string[],
    maxMonths: 8,
    experience: { twoSeasons: 15, oneSeason: 10, otherExperience: 5 },
    comprehension: { EXCELLENT: 10, GOOD: 10, ADEQUATE: 10, BASIC: 5, LIMITED: 5 } as Readonly<Record<string, number>>,
    minAttendance: 80,
    dissatisfied: ['DISSATISFIED', 'UNSATISFIED', 'POOR'] as readonly string[],
  },
} as const satisfies RuleSetMeta & { tables: unknown };

/**
 * E-8 as the official rule reads: the work must be one of the agriculture or fisheries work types
 * (a closed list; free text counts only when it names farm, livestock or fishery work). Any other
 * work, construction labour for one, is not seasonal work. The other rows are e8-public-v1's.
 */
export const E8_CURRENT_V1 = {
  ...E8_PUBLIC_V1,
  ruleSetId: 'e8-current-v1',
  effectiveFrom: '2026-11-24',
  checkedOn: '2026-11-24',
  criteria: {
    ...E8_PUBLIC_V1.criteria,
    sector: {
      label: { ko: '농업·어업 작업 유형', en: 'Agriculture or fisheries work type', zh: '农业·渔业工作类型', ja: '農業・漁業の作業の種類' },
      kind: 'requirement',
      maxPoints: 20,
      source: `${E8}: agriculture and fisheries only`,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    ...E8_PUBLIC_V1.tables,
    workTypes: E8_WORK_TYPES as readonly string[],
    /** The spec form's coarse work types, still accepted. */
    legacyWorkTypes: ['AGRICULTURE', 'FISHERY', 'LIVESTOCK'] as readonly string[],
  },
} as const satisfies RuleSetMeta & { tables: unknown };
