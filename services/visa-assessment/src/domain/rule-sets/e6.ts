import type { CriterionDef, RuleSetMeta } from './types';

const E6 = 'visa-rules.md "E-6" (E-6-1 arts, E-6-2 hotels and venues, E-6-3 sports)';
const SPEC = 'spec 002 §3 "E-6 (arts and entertainment)"';

/**
 * E-6 rule set 1: a sub-category, a signed contract and the age rules are requirements; E-6-2
 * also needs the media-rating-board recommendation and its special documents (marked uncertain
 * in visa-rules.md) and an adult applicant. False documents bar the application.
 */
export const E6_PUBLIC_V1 = {
  ruleSetId: 'e6-public-v1',
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'E-6',
  subtypes: ['E-6-1', 'E-6-2', 'E-6-3'],
  effectiveFrom: '2025-01-01',
  checkedOn: '2026-11-24',
  source: `${E6}; ${SPEC}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    subCategory: {
      label: { ko: '세부 자격 (E-6-1/2/3)', en: 'Sub-category (E-6-1/2/3)', zh: '细分资格（E-6-1/2/3）', ja: '細分資格（E-6-1/2/3）' },
      kind: 'requirement',
      maxPoints: 10,
      source: E6,
    },
    contract: {
      label: { ko: '공연·활동 계약', en: 'Performance or activity contract', zh: '演出·活动合同', ja: '公演・活動契約' },
      kind: 'requirement',
      maxPoints: 20,
      source: SPEC,
    },
    careerProof: { label: { ko: '경력 입증', en: 'Proof of career', zh: '经历证明', ja: '経歴の証明' }, kind: 'points', maxPoints: 15, source: SPEC },
    recommendation: {
      label: {
        ko: '영상물등급위원회 추천 (E-6-2)',
        en: 'Media rating board recommendation (E-6-2)',
        zh: '影像物等级委员会推荐（E-6-2）',
        ja: '映像物等級委員会の推薦（E-6-2）',
      },
      kind: 'requirement',
      maxPoints: 20,
      source: `${E6} (uncertain)`,
    },
    ageLegal: {
      label: { ko: '연령·법적 요건', en: 'Age and legal requirements', zh: '年龄·法律要求', ja: '年齢・法的要件' },
      kind: 'requirement',
      maxPoints: 10,
      source: SPEC,
    },
    basicDocuments: { label: { ko: '기본 서류', en: 'Basic documents', zh: '基本材料', ja: '基本書類' }, kind: 'points', maxPoints: 10, source: SPEC },
    organizationDocuments: {
      label: { ko: '기관 서류', en: 'Organisation documents', zh: '机构材料', ja: '機関書類' },
      kind: 'points',
      maxPoints: 5,
      source: SPEC,
    },
    specialDocuments: {
      label: { ko: 'E-6-2 특별 서류', en: 'E-6-2 special documents', zh: 'E-6-2特别材料', ja: 'E-6-2の特別書類' },
      kind: 'points',
      maxPoints: 5,
      source: SPEC,
    },
    bonus: { label: { ko: '가점 항목', en: 'Bonus items', zh: '加分项目', ja: '加点項目' }, kind: 'bonus', maxPoints: 5, source: SPEC },
    penalty: { label: { ko: '감점 항목', en: 'Penalty items', zh: '减分项目', ja: '減点項目' }, kind: 'penalty', maxPoints: 0, source: SPEC },
    noFalseDocuments: {
      label: { ko: '허위 서류 없음', en: 'No false documents', zh: '无虚假材料', ja: '虚偽書類なし' },
      kind: 'requirement',
      maxPoints: 0,
      source: SPEC,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    subCategories: ['E-6-1', 'E-6-2', 'E-6-3'] as readonly string[],
    adultAge: 18,
    penalties: { dismissedByFault: 10, noConsentWithoutReason: 10, reportDelayed: 5 },
  },
} as const satisfies RuleSetMeta & { tables: unknown };
