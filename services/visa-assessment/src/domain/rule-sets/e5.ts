import type { CriterionDef, RuleSetMeta } from './types';

const E5 = 'visa-rules.md "E-5 professional"';
const SPEC = 'spec 002 §3 "E-5 (professional)"';

/**
 * E-5 rule set 1: a profession recognised by Korean law with its degree and licence is a
 * requirement; pilots also need the transport ministry's recommendation. The rest adds points;
 * the spec's penalties take points away.
 */
export const E5_PUBLIC_V1 = {
  ruleSetId: 'e5-public-v1',
  visaType: 'E-5',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: `${E5}; ${SPEC}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    professionalType: { label: { ko: '전문 직종', en: 'Recognised profession' }, kind: 'requirement', maxPoints: 20, source: E5 },
    licence: { label: { ko: '학위 및 자격증', en: 'Degree and licence' }, kind: 'requirement', maxPoints: 25, source: `${E5}; ${SPEC} degreeAndLicense` },
    ministryRecommendation: { label: { ko: '국토교통부 추천 (항공기 조종사)', en: 'Transport ministry recommendation (pilots)' }, kind: 'requirement', maxPoints: 15, source: E5 },
    institution: { label: { ko: '고용 기관', en: 'Employing institution' }, kind: 'points', maxPoints: 10, source: SPEC },
    visaDocuments: { label: { ko: '사증 서류', en: 'Visa documents' }, kind: 'points', maxPoints: 10, source: SPEC },
    employmentDocuments: { label: { ko: '고용 서류', en: 'Employment documents' }, kind: 'points', maxPoints: 10, source: SPEC },
    institutionDocuments: { label: { ko: '기관 서류 (사업자등록·체류지)', en: 'Institution documents' }, kind: 'points', maxPoints: 5, source: SPEC },
    bonus: { label: { ko: '가점 항목', en: 'Bonus items' }, kind: 'bonus', maxPoints: 5, source: `${SPEC} bonuses` },
    penalty: { label: { ko: '감점 항목', en: 'Penalty items' }, kind: 'penalty', maxPoints: 0, source: `${SPEC} penalties` },
  } satisfies Record<string, CriterionDef>,
  tables: {
    recommendationRequiredFor: ['PILOT', 'AIRCRAFT_PILOT'] as readonly string[],
    penalties: { noConsent: 10, lateRegistration: 5, restrictedCountry: 15 },
  },
} as const satisfies RuleSetMeta & { tables: unknown };
