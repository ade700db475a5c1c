import { E5_PROFESSIONS } from '@tov/contracts';
import type { CriterionDef, RuleSetMeta } from './types';

const E5 = 'visa-rules.md "E-5 professional"';
const SPEC = 'spec 002 §3 "E-5 (professional)"';

/**
 * E-5 rule set 1: a profession recognised by Korean law with its degree and licence is a
 * requirement; pilots also need the transport ministry's recommendation. The rest adds points;
 * the spec's penalties take points away.
 * Retired (issue 17): replaced by e5-current-v1, which the engines score with; kept so the results it scored restore.
 */
export const E5_PUBLIC_V1 = {
  ruleSetId: 'e5-public-v1',
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'E-5',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: `${E5}; ${SPEC}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    professionalType: { label: { ko: '전문 직종', en: 'Recognised profession', zh: '专业职业', ja: '専門職' }, kind: 'requirement', maxPoints: 20, source: E5 },
    licence: {
      label: { ko: '학위 및 자격증', en: 'Degree and licence', zh: '学位及资格证', ja: '学位および資格証' },
      kind: 'requirement',
      maxPoints: 25,
      source: `${E5}; ${SPEC} degreeAndLicense`,
    },
    ministryRecommendation: {
      label: {
        ko: '국토교통부 추천 (항공기 조종사)',
        en: 'Transport ministry recommendation (pilots)',
        zh: '国土交通部推荐（飞行员）',
        ja: '国土交通部の推薦（航空機操縦士）',
      },
      kind: 'requirement',
      maxPoints: 15,
      source: E5,
    },
    institution: { label: { ko: '고용 기관', en: 'Employing institution', zh: '雇佣机构', ja: '雇用機関' }, kind: 'points', maxPoints: 10, source: SPEC },
    visaDocuments: { label: { ko: '사증 서류', en: 'Visa documents', zh: '签证材料', ja: '査証書類' }, kind: 'points', maxPoints: 10, source: SPEC },
    employmentDocuments: {
      label: { ko: '고용 서류', en: 'Employment documents', zh: '雇佣材料', ja: '雇用書類' },
      kind: 'points',
      maxPoints: 10,
      source: SPEC,
    },
    institutionDocuments: {
      label: { ko: '기관 서류 (사업자등록·체류지)', en: 'Institution documents', zh: '机构材料（营业执照·居留地）', ja: '機関書類（事業者登録・滞在地）' },
      kind: 'points',
      maxPoints: 5,
      source: SPEC,
    },
    bonus: { label: { ko: '가점 항목', en: 'Bonus items', zh: '加分项目', ja: '加点項目' }, kind: 'bonus', maxPoints: 5, source: `${SPEC} bonuses` },
    penalty: { label: { ko: '감점 항목', en: 'Penalty items', zh: '减分项目', ja: '減点項目' }, kind: 'penalty', maxPoints: 0, source: `${SPEC} penalties` },
  } satisfies Record<string, CriterionDef>,
  tables: {
    recommendationRequiredFor: ['PILOT', 'AIRCRAFT_PILOT'] as readonly string[],
    penalties: { noConsent: 10, lateRegistration: 5, restrictedCountry: 15 },
  },
} as const satisfies RuleSetMeta & { tables: unknown };

const LAW =
  'Immigration Act Enforcement Decree annex 1 (E-5): professions under Korean law; visa-rules.md "Facts checked on 2026-11-24" (a licence recognised under Korean law, e.g. a Korean medical licence)';

/**
 * E-5 as the official rule reads: a profession from the closed list (lawyer as a foreign legal
 * consultant, accountant, physician, dentist, pilot, ship officer) and a licence recognised under
 * Korean law (a foreign one alone does not count), besides e5-public-v1's rows.
 */
export const E5_CURRENT_V1 = {
  ...E5_PUBLIC_V1,
  ruleSetId: 'e5-current-v1',
  effectiveFrom: '2026-11-24',
  checkedOn: '2026-11-24',
  source: `${LAW}; ${SPEC}`,
  criteria: {
    ...E5_PUBLIC_V1.criteria,
    professionalType: {
      label: {
        ko: '전문 직종 (법령상 인정 직종)',
        en: 'Profession recognised under Korean law',
        zh: '专业职业（法律认可的职业）',
        ja: '専門職（法令で認められた職種）',
      },
      kind: 'requirement',
      maxPoints: 20,
      source: LAW,
    },
    recognisedLicence: {
      label: {
        ko: '국내 법령상 인정된 자격 (예: 국내 의사 면허)',
        en: 'Licence recognised in Korea (e.g. a Korean medical licence)',
        zh: '韩国法律认可的资格（例如：韩国医师执照）',
        ja: '国内法令で認められた資格（例：国内の医師免許）',
      },
      kind: 'requirement',
      maxPoints: 0,
      source: LAW,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    ...E5_PUBLIC_V1.tables,
    professions: E5_PROFESSIONS as readonly string[],
    /** Words forms used for the same professions. */
    aliases: {
      CPA: 'ACCOUNTANT',
      PHYSICIAN: 'DOCTOR',
      MEDICAL_DOCTOR: 'DOCTOR',
      AIRCRAFT_PILOT: 'PILOT',
      SHIP_CAPTAIN: 'SEAFARER',
      SHIP_OFFICER: 'SEAFARER',
      FOREIGN_LEGAL_CONSULTANT: 'LAWYER',
    } as Readonly<Record<string, string>>,
  },
} as const satisfies RuleSetMeta & { tables: unknown };
