import type { CriterionDef, RuleSetMeta } from './types';

const E2 = 'visa-rules.md "E-2 language instructor" (immikorea.com)';

/**
 * E-2 rule set 1: native-speaker nationality, a bachelor's from that country (or schooling there
 * plus a Korean bachelor's) and an apostilled criminal-record check are requirements; the other
 * documents and a teaching qualification add points. English is assumed as the language taught
 * (the form does not name it); officialLanguageSpecial covers the other official-language cases.
 */
export const E2_PUBLIC_V1 = {
  ruleSetId: 'e2-public-v1',
  visaType: 'E-2',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: E2,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    nativeSpeaker: { label: { ko: '원어민 국적', en: 'Native-speaker nationality' }, kind: 'requirement', maxPoints: 25, source: E2 },
    degree: { label: { ko: '학사 이상 학위', en: "Bachelor's or higher" }, kind: 'requirement', maxPoints: 25, source: E2 },
    criminalRecord: { label: { ko: '범죄경력증명서 (아포스티유, 6개월 이내)', en: 'Criminal record check (apostilled, < 6 months)' }, kind: 'requirement', maxPoints: 15, source: E2 },
    health: { label: { ko: '건강 확인서', en: 'Health statement' }, kind: 'points', maxPoints: 10, source: E2 },
    contract: { label: { ko: '고용 계약', en: 'Employment contract' }, kind: 'points', maxPoints: 10, source: E2 },
    educationDocuments: { label: { ko: '학위증 아포스티유', en: 'Apostilled degree' }, kind: 'points', maxPoints: 10, source: E2 },
    bonus: { label: { ko: '가점: 교원 자격·기타', en: 'Bonus: teaching qualification and others' }, kind: 'bonus', maxPoints: 5, source: 'spec 002 §3 "E-2" teachingQualification, bonusItems' },
  } satisfies Record<string, CriterionDef>,
  tables: {
    nativeCountries: ['USA', 'UK', 'Canada', 'Australia', 'New Zealand', 'Ireland', 'South Africa'] as readonly string[],
    degree: { DOCTORATE: 25, MASTER: 25, BACHELOR: 25 } as Readonly<Record<string, number>>,
  },
} as const satisfies RuleSetMeta & { tables: unknown };
