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
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'E-3',
  subtypes: [],
  effectiveFrom: '2025-04-01',
  checkedOn: '2026-11-24',
  source: E3,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    institution: { label: { ko: '연구기관', en: 'Research institution', zh: '研究机构', ja: '研究機関' }, kind: 'requirement', maxPoints: 15, source: E3 },
    researchScope: {
      label: {
        ko: '자연과학·고도기술 연구',
        en: 'Natural-science or advanced-technology research',
        zh: '自然科学·高端技术研究',
        ja: '自然科学・高度技術の研究',
      },
      kind: 'requirement',
      maxPoints: 10,
      source: E3,
    },
    education: {
      label: { ko: '학위 (석사 이상)', en: "Degree (master's or higher)", zh: '学位（硕士及以上）', ja: '学位（修士以上）' },
      kind: 'requirement',
      maxPoints: 25,
      source: `${E3} (level uncertain)`,
    },
    researchExperience: { label: { ko: '연구 경력', en: 'Research experience', zh: '研究经历', ja: '研究経歴' }, kind: 'points', maxPoints: 15, source: E3 },
    fieldCompatibility: {
      label: { ko: '전공·연구 분야 일치', en: 'Major fits the research field', zh: '专业与研究领域一致', ja: '専攻と研究分野の一致' },
      kind: 'points',
      maxPoints: 10,
      source: 'spec 002 §3 "E-3" fieldCompatibility',
    },
    salary: {
      label: { ko: '연봉 (GNI 80% 기준)', en: 'Pay (80% of GNI as a proxy)', zh: '年薪（以GNI的80%为标准）', ja: '年俸（GNIの80%基準）' },
      kind: 'points',
      maxPoints: 10,
      source: 'visa-rules.md "E-7" pay floor, used as a proxy',
    },
    documents: {
      label: { ko: '학위·고용 서류', en: 'Degree and contract documents', zh: '学位·雇佣材料', ja: '学位・雇用書類' },
      kind: 'points',
      maxPoints: 10,
      source: 'spec 002 §3 "E-3" document statuses',
    },
    recommendation: {
      label: {
        ko: '가점: 과학기술정보통신부 추천',
        en: 'Bonus: science ministry recommendation',
        zh: '加分：科学技术信息通信部推荐',
        ja: '加点：科学技術情報通信部の推薦',
      },
      kind: 'bonus',
      maxPoints: 5,
      source: 'spec 002 §3 "E-3" mistRecommendation',
    },
    penalty: {
      label: { ko: '감점 항목', en: 'Penalty items', zh: '减分项目', ja: '減点項目' },
      kind: 'penalty',
      maxPoints: 0,
      source: 'spec 002 §3 "E-3" penaltyItems',
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    education: { DOCTORATE: 25, MASTER: 20 } as Readonly<Record<string, number>>,
    bachelorWithResearchYears: 3,
    bachelorWithResearchPoints: 12,
    bachelorPoints: 8,
    experience: [
      { min: 5, points: 15 },
      { min: 3, points: 10 },
      { min: 1, points: 5 },
    ] as readonly Band[],
    wageShareOfGni: 0.8,
    excludedScopes: ['NONE', 'OTHER', 'HUMANITIES', 'SOCIAL_SCIENCE', 'ARTS'] as readonly string[],
    penaltyPerItem: 5,
  },
} as const satisfies RuleSetMeta & { tables: unknown };
