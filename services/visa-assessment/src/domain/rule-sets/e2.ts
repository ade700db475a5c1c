import type { CriterionDef, RuleSetMeta } from './types';

const E2 = 'visa-rules.md "E-2 language instructor" (immikorea.com)';

/**
 * E-2 rule set 1: native-speaker nationality, a bachelor's from that country (or schooling there
 * plus a Korean bachelor's) and an apostilled criminal-record check are requirements; the other
 * documents and a teaching qualification add points. English is assumed as the language taught
 * (the form does not name it); officialLanguageSpecial covers the other official-language cases.
 * Retired (issue 17): replaced by e2-current-v1, which the engines score with; kept so the results it scored restore.
 */
export const E2_PUBLIC_V1 = {
  ruleSetId: 'e2-public-v1',
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'E-2',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: E2,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    nativeSpeaker: {
      label: { ko: '원어민 국적', en: 'Native-speaker nationality', zh: '母语国家国籍', ja: 'ネイティブスピーカーの国籍' },
      kind: 'requirement',
      maxPoints: 25,
      source: E2,
    },
    degree: {
      label: { ko: '학사 이상 학위', en: "Bachelor's or higher", zh: '学士及以上学位', ja: '学士以上の学位' },
      kind: 'requirement',
      maxPoints: 25,
      source: E2,
    },
    criminalRecord: {
      label: {
        ko: '범죄경력증명서 (아포스티유, 6개월 이내)',
        en: 'Criminal record check (apostilled, < 6 months)',
        zh: '无犯罪记录证明（海牙认证，6个月内）',
        ja: '犯罪経歴証明書（アポスティーユ、6か月以内）',
      },
      kind: 'requirement',
      maxPoints: 15,
      source: E2,
    },
    health: { label: { ko: '건강 확인서', en: 'Health statement', zh: '健康确认书', ja: '健康確認書' }, kind: 'points', maxPoints: 10, source: E2 },
    contract: { label: { ko: '고용 계약', en: 'Employment contract', zh: '雇佣合同', ja: '雇用契約' }, kind: 'points', maxPoints: 10, source: E2 },
    educationDocuments: {
      label: { ko: '학위증 아포스티유', en: 'Apostilled degree', zh: '学位证书海牙认证', ja: '学位証明書のアポスティーユ' },
      kind: 'points',
      maxPoints: 10,
      source: E2,
    },
    bonus: {
      label: { ko: '가점: 교원 자격·기타', en: 'Bonus: teaching qualification and others', zh: '加分：教师资格等', ja: '加点：教員資格など' },
      kind: 'bonus',
      maxPoints: 5,
      source: 'spec 002 §3 "E-2" teachingQualification, bonusItems',
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    nativeCountries: ['USA', 'UK', 'Canada', 'Australia', 'New Zealand', 'Ireland', 'South Africa'] as readonly string[],
    degree: { DOCTORATE: 25, MASTER: 25, BACHELOR: 25 } as Readonly<Record<string, number>>,
  },
} as const satisfies RuleSetMeta & { tables: unknown };

const CURRENT = 'immikorea.com; bangduty (nationals teaching their own language, India CEPA)';

/**
 * E-2 as the official rules decide it: a national of a country whose mother tongue is the language
 * taught (English by default, as the spec's form assumed), or an Indian national with a teacher's
 * licence teaching English under the India CEPA; a bachelor's; a criminal-record check that is
 * ready and clean; a health statement and a contract, both required. 100 points, pass 60.
 */
export const E2_CURRENT_V1 = {
  ...E2_PUBLIC_V1,
  ruleSetId: 'e2-current-v1',
  effectiveFrom: '2026-11-24',
  checkedOn: '2026-11-24',
  source: CURRENT,
  criteria: {
    ...E2_PUBLIC_V1.criteria,
    nativeSpeaker: {
      label: {
        ko: '가르치는 언어의 모국어 국가 국적 (또는 인도 CEPA)',
        en: 'National of a country whose mother tongue is the language taught (or India CEPA)',
        zh: '以所教语言为母语的国家国籍（或印度CEPA）',
        ja: '教える言語を母語とする国の国籍（またはインドCEPA）',
      },
      kind: 'requirement',
      maxPoints: 25,
      source: CURRENT,
    },
    criminalRecord: {
      label: {
        ko: '범죄경력증명서 (범죄 경력 없음)',
        en: 'Criminal record check, clean',
        zh: '无犯罪记录证明（无犯罪记录）',
        ja: '犯罪経歴証明書（犯罪歴なし）',
      },
      kind: 'requirement',
      maxPoints: 15,
      source: `${E2} (immikorea: required, and what it says counts)`,
    },
    health: {
      label: { ko: '건강 확인서 (필수)', en: 'Health statement (required)', zh: '健康确认书（必需）', ja: '健康確認書（必須）' },
      kind: 'requirement',
      maxPoints: 10,
      source: `${E2} (required)`,
    },
    contract: {
      label: { ko: '고용 계약 (필수)', en: 'Employment contract (required)', zh: '雇佣合同（必需）', ja: '雇用契約（必須）' },
      kind: 'requirement',
      maxPoints: 10,
      source: `${E2} (required)`,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    ...E2_PUBLIC_V1.tables,
    defaultLanguage: 'ENGLISH',
    /** Nationals of these countries may teach the language (their mother tongue). */
    languageCountries: {
      ENGLISH: E2_PUBLIC_V1.tables.nativeCountries,
      CHINESE: ['China', 'Taiwan', 'Hong Kong'],
      JAPANESE: ['Japan'],
      FRENCH: ['France', 'Belgium', 'Switzerland'],
      GERMAN: ['Germany', 'Austria', 'Switzerland'],
      SPANISH: ['Spain', 'Mexico', 'Argentina', 'Colombia', 'Chile', 'Peru'],
      RUSSIAN: ['Russia'],
      ITALIAN: ['Italy'],
      ARABIC: ['Egypt', 'Saudi Arabia', 'Jordan', 'Morocco'],
      PORTUGUESE: ['Portugal', 'Brazil'],
      VIETNAMESE: ['Vietnam'],
      THAI: ['Thailand'],
      INDONESIAN: ['Indonesia'],
      MONGOLIAN: ['Mongolia'],
    } as Readonly<Record<string, readonly string[]>>,
    /** India CEPA: an Indian national with a teacher's licence may teach English. */
    cepa: { nationality: 'India', language: 'ENGLISH', qualification: 'TEACHING_LICENSE' },
  },
} as const satisfies RuleSetMeta & { tables: unknown };
