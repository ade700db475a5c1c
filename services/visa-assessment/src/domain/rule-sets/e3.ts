import type { Band, CriterionDef, RuleSetMeta } from './types';

const E3 = 'visa-rules.md "E-3 research" (k-labor.co.kr)';

/**
 * E-3 rule set 1: a research institution, natural-science or advanced-technology research and a
 * master's or higher (a bachelor's with 3 years of research also passes; the degree level is
 * marked uncertain in visa-rules.md) are requirements. The pay row uses 80% of GNI as a proxy:
 * the rules give no E-3 floor, so it adds points and never blocks.
 */
export const E3_PUBLIC_V1 = {
  ruleSetId: 'e3-public-v1',
  visaType: 'E-3',
  subtypes: [],
  effectiveFrom: '2025-04-01',
  source: E3,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    institution: { label: { ko: '연구기관', en: 'Research institution' }, kind: 'requirement', maxPoints: 15, source: E3 },
    researchScope: { label: { ko: '자연과학·고도기술 연구', en: 'Natural-science or advanced-technology research' }, kind: 'requirement', maxPoints: 10, source: E3 },
    education: { label: { ko: '학위 (석사 이상)', en: "Degree (master's or higher)" }, kind: 'requirement', maxPoints: 25, source: `${E3} (level uncertain)` },
    researchExperience: { label: { ko: '연구 경력', en: 'Research experience' }, kind: 'points', maxPoints: 15, source: E3 },
    fieldCompatibility: { label: { ko: '전공·연구 분야 일치', en: 'Major fits the research field' }, kind: 'points', maxPoints: 10, source: 'spec 002 §3 "E-3" fieldCompatibility' },
    salary: { label: { ko: '연봉 (GNI 80% 기준)', en: 'Pay (80% of GNI as a proxy)' }, kind: 'points', maxPoints: 10, source: 'visa-rules.md "E-7" pay floor, used as a proxy' },
    documents: { label: { ko: '학위·고용 서류', en: 'Degree and contract documents' }, kind: 'points', maxPoints: 10, source: 'spec 002 §3 "E-3" document statuses' },
    recommendation: { label: { ko: '가점: 과학기술정보통신부 추천', en: 'Bonus: science ministry recommendation' }, kind: 'bonus', maxPoints: 5, source: 'spec 002 §3 "E-3" mistRecommendation' },
    penalty: { label: { ko: '감점 항목', en: 'Penalty items' }, kind: 'penalty', maxPoints: 0, source: 'spec 002 §3 "E-3" penaltyItems' },
  } satisfies Record<string, CriterionDef>,
  tables: {
    education: { DOCTORATE: 25, MASTER: 20 } as Readonly<Record<string, number>>,
    bachelorWithResearchYears: 3,
    bachelorWithResearchPoints: 12,
    bachelorPoints: 8,
    experience: [{ min: 5, points: 15 }, { min: 3, points: 10 }, { min: 1, points: 5 }] as readonly Band[],
    wageShareOfGni: 0.8,
    excludedScopes: ['NONE', 'OTHER', 'HUMANITIES', 'SOCIAL_SCIENCE', 'ARTS'] as readonly string[],
    penaltyPerItem: 5,
  },
} as const satisfies RuleSetMeta & { tables: unknown };
