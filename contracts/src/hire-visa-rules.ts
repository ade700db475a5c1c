import { CHANGE_PATH_RULES } from './change-paths';
import type { TOccupationSubType } from './occupation-list';

/**
 * The hiring visa gate's rule table (issue 21; decision 144): may a holder of a status of stay be
 * hired into an E-7 job of a given sub-type, as is, after a change of status inside Korea, or not
 * at all. Zod-free so the pipeline screen can show the same reasons. The groups are derived from the
 * change-of-status rules the visa assessment uses (change-paths.ts: ranks, E-7-4's statuses), so
 * the two never disagree; the rows the assessment does not cover (D-2, D-10) name their sources.
 * The gate itself is services/company/src/domain/visa-gate.ts.
 */

export const GATE_VERDICTS = ['allowed', 'needs_change', 'not_allowed'] as const;
export type TGateVerdict = (typeof GATE_VERDICTS)[number];

/** One thing to do or to prove before the hire: a stable code, its i18n key, the Korean text. */
export interface TGateReason {
  readonly code: string;
  readonly i18nKey: string;
  readonly ko: string;
}

const reason = (code: string, ko: string): TGateReason => ({ code, i18nKey: `company.hiring.gate.${code}`, ko });

/** Every reason the gate gives (the frontend translates by `i18nKey`, Korean as the fallback). */
export const GATE_REASONS = {
  CHANGE_PERMIT: reason('CHANGE_PERMIT', '근무 시작 전 출입국·외국인관서에 체류자격 변경허가를 신청해 허가를 받아야 합니다.'),
  WORKPLACE_CHANGE: reason('WORKPLACE_CHANGE', '같은 체류자격으로 회사를 옮기려면 근무처 변경허가를 받아야 합니다 (출입국관리법 제21조).'),
  E7_QUALIFICATION: reason(
    'E7_QUALIFICATION',
    '관련 분야 석사 이상, 학사와 경력 1년, 또는 경력 5년 중 하나를 서류로 증명해야 합니다 (국내 학위는 경력 1년 면제).',
  ),
  E7_SKILL_QUALIFICATION: reason('E7_SKILL_QUALIFICATION', '직종별 학력·경력·자격 요건을 서류로 증명해야 합니다.'),
  EMPLOYER_CONDITIONS: reason(
    'EMPLOYER_CONDITIONS',
    '회사 요건: 고용보험에 가입한 내국인 5명 이상, 외국인은 내국인의 20% 이하, 세금 체납·임금 체불이 없어야 합니다.',
  ),
  KOREAN_DEGREE: reason('KOREAN_DEGREE', '국내 대학을 졸업해 학위를 받아야 합니다 (유학생은 졸업 후 전환).'),
  E74_WORK_YEARS: reason('E74_WORK_YEARS', '최근 10년 안에 E-9·E-10·H-2 자격으로 4년 이상 일한 기록이 필요합니다.'),
  E74_KPOINT: reason('E74_KPOINT', 'K-point 점수제 기준을 넘어야 합니다 (소득·한국어 각 최저 점수 포함).'),
  E74_CONTRACT: reason('E74_CONTRACT', '2년 이상의 신규 근로계약이 필요합니다.'),
  E74_ONLY_FROM_WORKERS: reason('E74_ONLY_FROM_WORKERS', '숙련기능인력(E-7-4)은 국내에서 E-9·E-10·H-2로 일한 사람만 전환할 수 있습니다.'),
  E7_ONLY_THROUGH_E74: reason('E7_ONLY_THROUGH_E74', '이 체류자격에서는 E-7-1·E-7-2·E-7-3으로 바꿀 수 없고, 숙련기능인력(E-7-4)으로만 전환할 수 있습니다.'),
  NEW_VISA_FROM_ABROAD: reason('NEW_VISA_FROM_ABROAD', '국내에서 바꿀 수 없는 체류자격입니다: 사증발급인정서로 E-7 사증을 새로 받아 입국해야 합니다.'),
  CURRENT_VISA_UNKNOWN: reason('CURRENT_VISA_UNKNOWN', '후보자의 현재 체류자격을 확인해야 합니다.'),
  PAY_BELOW_FLOOR: reason('PAY_BELOW_FLOOR', '제안 연봉이 이 직종의 임금 요건보다 낮습니다.'),
} as const satisfies Record<string, TGateReason>;
export type TGateReasonCode = keyof typeof GATE_REASONS;

/** What the gate answers for one held status and one offered sub-type. */
export interface THireVisaOutcome {
  readonly verdict: TGateVerdict;
  readonly missing: readonly TGateReasonCode[];
}

export interface THireVisaRule {
  readonly id: string;
  /** Base codes of the statuses the row is about. */
  readonly holds: readonly string[];
  readonly outcome: (subType: TOccupationSubType, heldSubType: string | null) => THireVisaOutcome;
  readonly source: string;
}

const NEEDS_E7_CHANGE: Record<Exclude<TOccupationSubType, 'E-7-4'>, THireVisaOutcome> = {
  'E-7-1': { verdict: 'needs_change', missing: ['E7_QUALIFICATION', 'EMPLOYER_CONDITIONS', 'CHANGE_PERMIT'] },
  'E-7-2': { verdict: 'needs_change', missing: ['E7_SKILL_QUALIFICATION', 'EMPLOYER_CONDITIONS', 'CHANGE_PERMIT'] },
  'E-7-3': { verdict: 'needs_change', missing: ['E7_SKILL_QUALIFICATION', 'EMPLOYER_CONDITIONS', 'CHANGE_PERMIT'] },
};
const E74_NOT_FOR_THEM: THireVisaOutcome = { verdict: 'not_allowed', missing: ['E74_ONLY_FROM_WORKERS'] };
/** E-7-1/2/3 for a holder allowed to change to them; E-7-4 never (only E-9, E-10, H-2 workers). */
const professionalChange = (subType: TOccupationSubType): THireVisaOutcome => (subType === 'E-7-4' ? E74_NOT_FOR_THEM : NEEDS_E7_CHANGE[subType]);

const ranked = (rank: number): string[] =>
  Object.entries(CHANGE_PATH_RULES.statusRank)
    .filter(([, r]) => r === rank)
    .map(([status]) => status);

const SOURCE_E7 =
  'docs/visa-rules.md §6 (change paths) and /shared/domain/visa-rules.md "E-7": 법무부 사증발급 안내매뉴얼 E-7 (k-life.co, immikorea.com, k-visa.co.kr)';
const SOURCE_E74 = '/shared/domain/visa-rules.md "E-7-4" (pigpeople.net, koreaworkexpert.com, facts of 2026-11-24)';

/** The rows, most specific first; a status in none is `not_allowed` (FALLBACK_RULE). */
export const HIRE_VISA_RULES: readonly THireVisaRule[] = [
  {
    id: 'e7-holder',
    holds: ['E-7'],
    // Same sub-type: the job is allowed, the move of employer needs its own permit; another sub-type is a change.
    outcome: (subType, held) =>
      held === null || held === subType
        ? { verdict: 'allowed', missing: ['WORKPLACE_CHANGE'] }
        : subType === 'E-7-4'
          ? E74_NOT_FOR_THEM
          : NEEDS_E7_CHANGE[subType],
    source: `${SOURCE_E7}; 출입국관리법 제21조 (근무처의 변경·추가)`,
  },
  {
    id: 'residence-free-to-work',
    holds: [...ranked(5), ...ranked(4)],
    outcome: () => ({ verdict: 'allowed', missing: [] }),
    source: '출입국관리법 시행령 별표 1의2: F-2, F-5, F-6 취업활동 제한 없음; F-4 단순노무 외 취업 가능 (E-7 직종은 단순노무가 아님)',
  },
  {
    id: 'job-seeker',
    holds: ['D-10'],
    outcome: professionalChange,
    source: `${SOURCE_E7}; 구직(D-10)은 E-7 등 전문인력 취업을 위한 자격으로, 채용되면 국내에서 E-7로 변경 (법무부 사증발급 안내매뉴얼 D-10)`,
  },
  {
    id: 'graduate',
    holds: ['D-2'],
    outcome: (subType) =>
      subType === 'E-7-4' ? E74_NOT_FOR_THEM : { ...NEEDS_E7_CHANGE[subType], missing: ['KOREAN_DEGREE', ...NEEDS_E7_CHANGE[subType].missing] },
    source: `${SOURCE_E7}; docs/visa-rules.md §4 (D-2 or D-10 with a Korean degree; mindllebiz.com, Korean graduates)`,
  },
  {
    id: 'professional',
    // E-1..E-6 and D-7..D-9: the same rank as E-7 (change-paths.ts), so a change to E-7 is no downgrade.
    holds: ranked(3).filter((status) => status !== 'E-7'),
    outcome: professionalChange,
    source: `${SOURCE_E7}; change-paths.ts statusRank (E-1..E-7, D-7..D-9 rank 3)`,
  },
  {
    id: 'eps-worker',
    holds: CHANGE_PATH_RULES.e74ForWorkers.fromStatuses,
    outcome: (subType) =>
      subType === 'E-7-4'
        ? { verdict: 'needs_change', missing: ['E74_WORK_YEARS', 'E74_KPOINT', 'E74_CONTRACT', 'CHANGE_PERMIT'] }
        : { verdict: 'not_allowed', missing: ['E7_ONLY_THROUGH_E74'] },
    source: `${SOURCE_E74}; change-paths.ts e7OnlyThroughE74`,
  },
  {
    id: 'seasonal',
    // E-8 is restricted like the EPS workers but is not one of E-7-4's statuses.
    holds: CHANGE_PATH_RULES.e7OnlyThroughE74.filter((status) => !CHANGE_PATH_RULES.e74ForWorkers.fromStatuses.includes(status)),
    outcome: (subType) => (subType === 'E-7-4' ? E74_NOT_FOR_THEM : { verdict: 'not_allowed', missing: ['E7_ONLY_THROUGH_E74', 'NEW_VISA_FROM_ABROAD'] }),
    source: `${SOURCE_E74}; change-paths.ts e7OnlyThroughE74 (E-8)`,
  },
];

/** Any other status (visitors, trainees, dependants, working holiday, ...): no change to E-7 inside Korea is known to us. */
export const FALLBACK_RULE: THireVisaRule = {
  id: 'no-change-in-korea',
  holds: [],
  outcome: () => ({ verdict: 'not_allowed', missing: ['NEW_VISA_FROM_ABROAD'] }),
  source:
    '법무부 사증발급 안내매뉴얼: 단기체류(B, C)·연수(D-3, D-4)·동반(F-1, F-3)·G-1·H-1은 국내에서 E-7로 변경 불가가 원칙 (uncertain: exceptions exist case by case)',
};

export function hireVisaRuleFor(baseStatus: string): THireVisaRule {
  return HIRE_VISA_RULES.find((rule) => rule.holds.includes(baseStatus)) ?? FALLBACK_RULE;
}
