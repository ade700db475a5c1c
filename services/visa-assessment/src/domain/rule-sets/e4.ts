import type { CriterionDef, RuleSetMeta } from './types';

const E4 = 'visa-rules.md "E-4 technology transfer"';
const SPEC = 'spec 002 §3 "E-4 (technology)"';

/**
 * E-4 rule set 1: a technology contract under the Foreign Investment Promotion Act (or advanced
 * technology not available in Korea) and the dispatch certificate are requirements; C2 (change)
 * needs the change requirements met and C3 (reporting) the report deadline kept.
 */
export const E4_PUBLIC_V1 = {
  ruleSetId: 'e4-public-v1',
  visaType: 'E-4',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: `${E4}; ${SPEC}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    technologyContract: { label: { ko: '기술도입계약', en: 'Technology introduction contract' }, kind: 'requirement', maxPoints: 30, source: E4 },
    technicalField: { label: { ko: '기술 제공 분야', en: 'Technology field' }, kind: 'points', maxPoints: 15, source: SPEC },
    dispatchCertificate: { label: { ko: '파견명령서', en: 'Dispatch certificate' }, kind: 'requirement', maxPoints: 15, source: SPEC },
    educationAndExperience: { label: { ko: '학력·경력 입증', en: 'Education and experience proof' }, kind: 'points', maxPoints: 10, source: SPEC },
    ministryRecommendation: { label: { ko: '관계부처 추천', en: 'Ministry recommendation' }, kind: 'points', maxPoints: 10, source: SPEC },
    documents: { label: { ko: '기본·기술·기관·체류 서류', en: 'Basic, technology, organisation and residence documents' }, kind: 'points', maxPoints: 15, source: SPEC },
    bonus: { label: { ko: '가점: 사이언스·IT 카드 등', en: 'Bonus: gold science or IT card, investor spouse, exemption' }, kind: 'bonus', maxPoints: 5, source: SPEC },
    penalty: { label: { ko: '감점: 동의 없음·신고 기한 초과', en: 'Penalty: no original consent, report deadline exceeded' }, kind: 'penalty', maxPoints: 0, source: SPEC },
    changeRequirements: { label: { ko: '변경 요건 충족 (C2)', en: 'Change requirements met (C2)' }, kind: 'requirement', maxPoints: 0, source: SPEC },
    reportDeadline: { label: { ko: '신고 기한 준수 (C3)', en: 'Report deadline kept (C3)' }, kind: 'requirement', maxPoints: 0, source: SPEC },
  } satisfies Record<string, CriterionDef>,
  tables: { penaltyPerItem: 10 },
} as const satisfies RuleSetMeta & { tables: unknown };
