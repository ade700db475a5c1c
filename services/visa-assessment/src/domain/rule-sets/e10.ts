import type { CriterionDef, RuleSetMeta } from './types';

const E10 = 'visa-rules.md "E-10 crew" (k-labor.co.kr)';
const SPEC = 'spec 002 §3 "E-10 (vessel crew)"';

/**
 * E-10 rule set 1: a sub-type, the vessel tonnage of that sub-type, a seafarer contract of at
 * least 6 months and the health and criminal-record documents are requirements.
 */
export const E10_PUBLIC_V1 = {
  ruleSetId: 'e10-public-v1',
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'E-10',
  subtypes: ['E-10-1', 'E-10-2', 'E-10-3'],
  effectiveFrom: '2025-01-01',
  checkedOn: '2026-11-24',
  source: `${E10}; ${SPEC}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    subType: {
      label: { ko: '세부 자격 (E-10-1/2/3)', en: 'Sub-type (E-10-1/2/3)', zh: '细分资格（E-10-1/2/3）', ja: '細分資格（E-10-1/2/3）' },
      kind: 'requirement',
      maxPoints: 10,
      source: E10,
    },
    vesselTonnage: { label: { ko: '선박 톤수', en: 'Vessel tonnage', zh: '船舶吨位', ja: '船舶トン数' }, kind: 'requirement', maxPoints: 20, source: E10 },
    contractPeriod: {
      label: { ko: '선원 근로계약 (6개월 이상)', en: 'Seafarer contract (6+ months)', zh: '船员劳动合同（6个月以上）', ja: '船員労働契約（6か月以上）' },
      kind: 'requirement',
      maxPoints: 20,
      source: E10,
    },
    businessLegitimacy: {
      label: { ko: '사업체 적법성', en: 'Legitimate business', zh: '企业合法性', ja: '事業体の適法性' },
      kind: 'points',
      maxPoints: 15,
      source: SPEC,
    },
    healthAndCriminal: {
      label: { ko: '건강·범죄경력 서류', en: 'Health and criminal-record documents', zh: '健康·犯罪记录材料', ja: '健康・犯罪経歴の書類' },
      kind: 'requirement',
      maxPoints: 15,
      source: SPEC,
    },
    insurance: { label: { ko: '보험 가입', en: 'Insurance', zh: '保险投保', ja: '保険加入' }, kind: 'points', maxPoints: 10, source: SPEC },
    crewStatus: { label: { ko: '선원 신분', en: 'Crew member status', zh: '船员身份', ja: '船員の身分' }, kind: 'points', maxPoints: 5, source: SPEC },
    reemployment: {
      label: { ko: '가점: 재고용', en: 'Bonus: re-employment', zh: '加分：再雇用', ja: '加点：再雇用' },
      kind: 'bonus',
      maxPoints: 5,
      source: SPEC,
    },
    penalty: { label: { ko: '위반 이력', en: 'Penalty history', zh: '违规记录', ja: '違反歴' }, kind: 'penalty', maxPoints: 0, source: SPEC },
  } satisfies Record<string, CriterionDef>,
  tables: {
    /** Minimum tonnage per sub-type and the vesselTonnage field that holds it. */
    tonnage: {
      'E-10-1': { field: 'e10_1', min: 5 },
      'E-10-2': { field: 'e10_2', min: 20 },
      'E-10-3': { field: 'e10_3', min: 2000 },
    } as Readonly<Record<string, { field: 'e10_1' | 'e10_2' | 'e10_3'; min: number }>>,
    minContractMonths: 6,
    penalty: 10,
  },
} as const satisfies RuleSetMeta & { tables: unknown };
