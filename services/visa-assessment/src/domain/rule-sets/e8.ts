import type { CriterionDef, RuleSetMeta } from './types';

const E8 = 'visa-rules.md "E-8 seasonal worker" (visavlog.com)';
const SPEC = 'spec 002 §3 "E-8 (seasonal work)"';

/**
 * E-8 rule set 1: agriculture or fisheries only, fit and healthy, a season of at most 8 months
 * (5, extendable to 8) are requirements; no degree or TOPIK is asked. An extension also needs
 * steady attendance (80%, ours: the spec gives only the default 100) and a satisfied employer.
 */
export const E8_PUBLIC_V1 = {
  ruleSetId: 'e8-public-v1',
  visaType: 'E-8',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: `${E8}; ${SPEC}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    sector: { label: { ko: '농업·어업 분야', en: 'Agriculture or fisheries' }, kind: 'requirement', maxPoints: 20, source: E8 },
    health: { label: { ko: '건강 상태', en: 'Health' }, kind: 'requirement', maxPoints: 15, source: SPEC },
    fitness: { label: { ko: '체력', en: 'Physical fitness' }, kind: 'requirement', maxPoints: 10, source: SPEC },
    workPeriod: { label: { ko: '근로 기간 (최대 8개월)', en: 'Work period (max 8 months)' }, kind: 'requirement', maxPoints: 10, source: E8 },
    experience: { label: { ko: '계절근로·농어업 경험', en: 'Seasonal or farm experience' }, kind: 'points', maxPoints: 15, source: SPEC },
    training: { label: { ko: '농업·어업·직업 훈련', en: 'Farm, fishery or vocational training' }, kind: 'points', maxPoints: 10, source: SPEC },
    comprehension: { label: { ko: '작업 지시 이해도', en: 'Understanding work instructions' }, kind: 'points', maxPoints: 10, source: SPEC },
    employer: { label: { ko: '고용주 등록', en: 'Employer registration' }, kind: 'points', maxPoints: 10, source: SPEC },
    attendance: { label: { ko: '출근율 (연장)', en: 'Attendance (extension)' }, kind: 'requirement', maxPoints: 0, source: `${SPEC} (80% floor ours)` },
    employerSatisfaction: { label: { ko: '고용주 만족도 (연장)', en: 'Employer satisfaction (extension)' }, kind: 'requirement', maxPoints: 0, source: SPEC },
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
