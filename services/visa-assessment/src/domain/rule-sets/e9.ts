import type { Band, CriterionDef, RuleSetMeta } from './types';

const EPS = 'visa-rules.md "E-9" (eps.hrdkorea.or.kr, koworkpal.com)';
const SPEC = 'spec 002 §3 "E-9": skill match by industry';

/**
 * E-9 rule set 1: the spec's manufacturing skill-match rule plus the public EPS facts
 * (age 18-39, the 16 sending countries, EPS-TOPIK pass floor 80 of 200 valid 2 years, no
 * deportation, prison sentence or exit ban). 100 points, pass 60, every requirement.
 */
export const E9_PUBLIC_V1 = {
  ruleSetId: 'e9-eps-v1',
  visaType: 'E-9',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: `${SPEC}; ${EPS}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    age: { label: { ko: '나이 (18-39세)', en: 'Age (18-39)' }, kind: 'requirement', maxPoints: 10, source: EPS },
    sendingCountry: { label: { ko: '송출국 (16개국)', en: 'Sending country (16)' }, kind: 'requirement', maxPoints: 10, source: EPS },
    epsTopik: { label: { ko: 'EPS-TOPIK 점수', en: 'EPS-TOPIK score' }, kind: 'requirement', maxPoints: 30, source: EPS },
    epsTopikValid: { label: { ko: 'EPS-TOPIK 유효기간 (2년)', en: 'EPS-TOPIK validity (2 years)' }, kind: 'requirement', maxPoints: 0, source: EPS },
    skillMatch: { label: { ko: '업종별 숙련도 적합성', en: 'Skill match for the industry' }, kind: 'requirement', maxPoints: 20, source: SPEC },
    clearRecord: { label: { ko: '강제퇴거·금고 이상 형·출국금지 이력 없음', en: 'No deportation, prison sentence or exit ban' }, kind: 'requirement', maxPoints: 10, source: EPS },
    medical: { label: { ko: '건강검진 적합', en: 'Medical check passed' }, kind: 'requirement', maxPoints: 10, source: EPS },
    skillTest: { label: { ko: '기능시험 합격', en: 'Skills test passed' }, kind: 'points', maxPoints: 10, source: EPS },
    epsRegistration: { label: { ko: '유효한 EPS 등록', en: 'Valid EPS registration' }, kind: 'requirement', maxPoints: 0, source: 'spec 002 §3 "E-9" CHANGE fields' },
  } satisfies Record<string, CriterionDef>,
  tables: {
    minAge: 18,
    maxAge: 39,
    sendingCountries: [
      'China', 'Cambodia', 'Laos', 'Philippines', 'Mongolia', 'Vietnam', 'Timor-Leste', 'Thailand', 'Indonesia',
      'Nepal', 'Pakistan', 'Sri Lanka', 'Bangladesh', 'Myanmar', 'Kyrgyzstan', 'Uzbekistan',
    ] as readonly string[],
    epsTopikPassFloor: 80,
    epsTopikMax: 200,
    epsTopikValidYears: 2,
    epsTopik: [{ min: 180, points: 30 }, { min: 160, points: 25 }, { min: 120, points: 20 }, { min: 80, points: 15 }] as readonly Band[],
    /** Points by skill level; a beginner earns the experience or no-experience row. */
    skill: { ADVANCED: 20, EXPERT: 20, SKILLED: 20, INTERMEDIATE: 15, BEGINNER_WITH_EXPERIENCE: 10, BEGINNER: 5 } as Readonly<Record<string, number>>,
    /** Industry words (matched inside the industry) where the spec's skill-match rule applies; other industries' rules: not shown. */
    skillMatchIndustries: ['MANUFACTUR', '제조'] as readonly string[],
  },
} as const satisfies RuleSetMeta & { tables: unknown };
