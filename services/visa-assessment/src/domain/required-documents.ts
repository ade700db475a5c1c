import { normaliseApplicationType, type ApplicationType } from './application-types';
import { VisaTypeNotSupportedError } from './errors';
import { key } from './normalise';
import type { Text } from './rule-sets/types';
import { isSupportedVisaType, normaliseVisaCode, type SupportedVisaType } from './visa-types';

/**
 * Document checklist per visa type and application type: what GET /required-fields answers and
 * what the engines compare with the documents an applicant ticked. Lists follow HiKorea's
 * per-status checklists as summarised in visa-rules.md (names shortened; a pre-assessment aid,
 * not the office's final list).
 */
export const DOCUMENTS = {
  PASSPORT: { ko: '여권', en: 'Passport' },
  APPLICATION_FORM: { ko: '통합신청서', en: 'Application form' },
  PASSPORT_PHOTO: { ko: '여권용 사진', en: 'Passport photo' },
  FEE_PAYMENT: { ko: '수수료', en: 'Fee payment' },
  ALIEN_REGISTRATION_CARD: { ko: '외국인등록증', en: 'Residence card' },
  RESIDENCE_PROOF: { ko: '체류지 입증서류', en: 'Proof of residence' },
  DEGREE_CERTIFICATE: { ko: '학위증명서', en: 'Degree certificate' },
  CAREER_CERTIFICATE: { ko: '경력증명서', en: 'Certificate of experience' },
  EMPLOYMENT_CONTRACT: { ko: '고용계약서', en: 'Employment contract' },
  EMPLOYMENT_CERTIFICATE: { ko: '재직증명서', en: 'Certificate of employment' },
  BUSINESS_REGISTRATION: { ko: '사업자등록증', en: 'Business registration' },
  CRIMINAL_RECORD: { ko: '범죄경력증명서', en: 'Criminal record certificate' },
  HEALTH_CERTIFICATE: { ko: '건강진단서', en: 'Health certificate' },
  TAX_CERTIFICATE: { ko: '납세증명서', en: 'Tax payment certificate' },
  INCOME_PROOF: { ko: '소득 증빙서류', en: 'Proof of income' },
  MINISTRY_RECOMMENDATION: { ko: '중앙행정기관 추천서', en: 'Ministry recommendation' },
  RESEARCH_INSTITUTION_PROOF: { ko: '연구기관 입증서류', en: 'Proof of research institution' },
  TECHNOLOGY_CONTRACT: { ko: '기술도입계약서', en: 'Technology introduction contract' },
  DISPATCH_CERTIFICATE: { ko: '파견명령서', en: 'Dispatch certificate' },
  PROFESSIONAL_LICENSE: { ko: '전문 자격증', en: 'Professional licence' },
  PERFORMANCE_CONTRACT: { ko: '공연 계약서', en: 'Performance contract' },
  PERFORMANCE_RECOMMENDATION: { ko: '영상물등급위원회 추천서', en: 'Media rating board recommendation' },
  EMPLOYMENT_INSURANCE_LIST: { ko: '고용보험 가입자 명부', en: 'Employment insurance roster' },
  EMPLOYMENT_REASON_STATEMENT: { ko: '고용사유서', en: 'Statement of reasons for employment' },
  LOCAL_GOVERNMENT_AGREEMENT: { ko: '지자체 업무협약서 또는 초청 서류', en: 'Local government agreement or invitation' },
  EPS_TOPIK_CERTIFICATE: { ko: 'EPS-TOPIK 성적표', en: 'EPS-TOPIK score report' },
  STANDARD_LABOR_CONTRACT: { ko: '표준근로계약서', en: 'Standard labour contract' },
  SEAMAN_BOOK: { ko: '선원수첩', en: "Seafarer's book" },
  VESSEL_REGISTRATION: { ko: '선박 등록증', en: 'Vessel registration' },
  JOB_SEARCH_PLAN: { ko: '구직활동계획서', en: 'Job search plan' },
  BANK_STATEMENT: { ko: '체재비 입증서류', en: 'Proof of funds' },
  JOB_SEARCH_REPORT: { ko: '구직활동 입증서류', en: 'Proof of job search activities' },
  KOREAN_PROFICIENCY_CERTIFICATE: { ko: '한국어 능력 입증서류 (TOPIK/KIIP)', en: 'Korean proficiency (TOPIK/KIIP)' },
  FAMILY_RELATION_CERTIFICATE: { ko: '가족관계증명서', en: 'Family relation certificate' },
  SPONSOR_STATUS_PROOF: { ko: '초청인 체류자격 입증서류', en: "Proof of the sponsor's status" },
  INVESTMENT_PROOF: { ko: '투자 입증서류', en: 'Proof of investment' },
  MARRIAGE_CERTIFICATE: { ko: '혼인관계증명서', en: 'Marriage certificate' },
  INVITATION_LETTER: { ko: '배우자 초청장', en: "Spouse's invitation letter" },
  SPOUSE_ID: { ko: '배우자 신분증 사본', en: "Copy of the spouse's ID" },
  HOUSING_PROOF: { ko: '주거 공간 입증서류', en: 'Proof of housing' },
  CHILD_BIRTH_CERTIFICATE: { ko: '자녀 출생증명서', en: "Child's birth certificate" },
  MARRIAGE_END_PROOF: { ko: '혼인 단절 입증서류', en: 'Proof the marriage ended' },
} as const satisfies Record<string, Text>;
export type DocumentCode = keyof typeof DOCUMENTS;

type Checklist = {
  readonly common: readonly DocumentCode[];
  readonly byApplication?: Partial<Record<ApplicationType, readonly DocumentCode[]>>;
  readonly bySubtype?: Readonly<Record<string, readonly DocumentCode[]>>;
};

// What every application needs, by application type (C1 issues a visa; C2/C3 are filed in Korea).
const BASE: Readonly<Record<ApplicationType, readonly DocumentCode[]>> = {
  NEW: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT'],
  C1: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT'],
  EXTENSION: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT', 'ALIEN_REGISTRATION_CARD', 'RESIDENCE_PROOF'],
  CHANGE: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT', 'ALIEN_REGISTRATION_CARD', 'RESIDENCE_PROOF'],
  C2: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT', 'ALIEN_REGISTRATION_CARD', 'RESIDENCE_PROOF'],
  C3: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT', 'ALIEN_REGISTRATION_CARD', 'RESIDENCE_PROOF'],
};

const CHECKLISTS: Readonly<Record<SupportedVisaType, Checklist>> = {
  'E-1': {
    common: ['DEGREE_CERTIFICATE', 'CAREER_CERTIFICATE', 'EMPLOYMENT_CONTRACT'],
    byApplication: { EXTENSION: ['EMPLOYMENT_CERTIFICATE'], CHANGE: ['BUSINESS_REGISTRATION'] },
  },
  'E-2': {
    common: ['DEGREE_CERTIFICATE', 'CRIMINAL_RECORD', 'HEALTH_CERTIFICATE', 'EMPLOYMENT_CONTRACT', 'BUSINESS_REGISTRATION'],
    byApplication: { EXTENSION: ['EMPLOYMENT_CERTIFICATE'] },
  },
  'E-3': {
    common: ['DEGREE_CERTIFICATE', 'CAREER_CERTIFICATE', 'EMPLOYMENT_CONTRACT', 'RESEARCH_INSTITUTION_PROOF'],
    byApplication: { EXTENSION: ['EMPLOYMENT_CERTIFICATE'] },
  },
  'E-4': {
    common: ['TECHNOLOGY_CONTRACT', 'DISPATCH_CERTIFICATE', 'BUSINESS_REGISTRATION'],
    byApplication: { C2: ['EMPLOYMENT_CERTIFICATE'], C3: ['EMPLOYMENT_CERTIFICATE'] },
  },
  'E-5': {
    common: ['PROFESSIONAL_LICENSE', 'DEGREE_CERTIFICATE', 'EMPLOYMENT_CONTRACT', 'BUSINESS_REGISTRATION'],
    byApplication: { C3: ['EMPLOYMENT_CERTIFICATE'] },
  },
  'E-6': {
    common: ['PERFORMANCE_CONTRACT', 'CAREER_CERTIFICATE', 'BUSINESS_REGISTRATION'],
    bySubtype: { 'E-6-2': ['PERFORMANCE_RECOMMENDATION'] },
  },
  'E-7': {
    common: [
      'EMPLOYMENT_CONTRACT', 'DEGREE_CERTIFICATE', 'CAREER_CERTIFICATE', 'BUSINESS_REGISTRATION',
      'EMPLOYMENT_INSURANCE_LIST', 'EMPLOYMENT_REASON_STATEMENT',
    ],
    byApplication: { EXTENSION: ['EMPLOYMENT_CERTIFICATE', 'TAX_CERTIFICATE'] },
  },
  'E-8': {
    common: ['EMPLOYMENT_CONTRACT', 'HEALTH_CERTIFICATE', 'LOCAL_GOVERNMENT_AGREEMENT'],
  },
  'E-9': {
    common: ['STANDARD_LABOR_CONTRACT', 'HEALTH_CERTIFICATE', 'EPS_TOPIK_CERTIFICATE', 'CRIMINAL_RECORD'],
    byApplication: { EXTENSION: ['EMPLOYMENT_CERTIFICATE'] },
  },
  'E-10': {
    common: ['EMPLOYMENT_CONTRACT', 'SEAMAN_BOOK', 'HEALTH_CERTIFICATE', 'CRIMINAL_RECORD', 'VESSEL_REGISTRATION'],
  },
  'D-10': {
    common: ['DEGREE_CERTIFICATE', 'JOB_SEARCH_PLAN', 'BANK_STATEMENT'],
    byApplication: { EXTENSION: ['JOB_SEARCH_REPORT'] },
  },
  'F-2': {
    common: ['CRIMINAL_RECORD'],
    bySubtype: {
      'F-2-7': ['DEGREE_CERTIFICATE', 'INCOME_PROOF', 'KOREAN_PROFICIENCY_CERTIFICATE', 'TAX_CERTIFICATE'],
      'F-2-99': ['INCOME_PROOF', 'KOREAN_PROFICIENCY_CERTIFICATE', 'TAX_CERTIFICATE'],
      'F-2-R': ['INCOME_PROOF', 'KOREAN_PROFICIENCY_CERTIFICATE'],
      'F-2-1': ['FAMILY_RELATION_CERTIFICATE', 'SPONSOR_STATUS_PROOF'],
      'F-2-2': ['FAMILY_RELATION_CERTIFICATE', 'SPONSOR_STATUS_PROOF'],
      'F-2-3': ['FAMILY_RELATION_CERTIFICATE', 'SPONSOR_STATUS_PROOF', 'INCOME_PROOF'],
      'F-2-71': ['FAMILY_RELATION_CERTIFICATE', 'SPONSOR_STATUS_PROOF'],
    },
  },
  'F-6': {
    common: ['MARRIAGE_CERTIFICATE', 'FAMILY_RELATION_CERTIFICATE', 'SPOUSE_ID', 'CRIMINAL_RECORD', 'HEALTH_CERTIFICATE'],
    bySubtype: {
      'F-6-1': ['INVITATION_LETTER', 'INCOME_PROOF', 'KOREAN_PROFICIENCY_CERTIFICATE', 'HOUSING_PROOF'],
      'F-6-2': ['CHILD_BIRTH_CERTIFICATE'],
      'F-6-3': ['MARRIAGE_END_PROOF'],
    },
  },
};

export interface RequiredDocument extends Text {
  readonly code: DocumentCode;
}

/** The checklist for a visa type, application type and (optional) subtype. Throws for an unsupported type. */
export function getRequiredDocuments(visaType: string, applicationType?: string, subtype?: string): RequiredDocument[] {
  const code = normaliseVisaCode(visaType);
  if (!isSupportedVisaType(code)) throw new VisaTypeNotSupportedError(visaType);
  const appType = normaliseApplicationType(code, applicationType);
  const checklist = CHECKLISTS[code];
  const codes = [
    ...BASE[appType],
    ...checklist.common,
    ...(checklist.byApplication?.[appType] ?? []),
    ...(subtype ? (checklist.bySubtype?.[subtype] ?? []) : []),
  ];
  return [...new Set(codes)].map((c) => ({ code: c, ...DOCUMENTS[c] }));
}

/** Checklist codes not among the provided documents (compared as 'passport-photo' ~ 'PASSPORT_PHOTO'). */
export function findMissingDocuments(required: readonly RequiredDocument[], provided: readonly string[]): DocumentCode[] {
  const have = new Set(provided.map(key));
  return required.filter((d) => !have.has(d.code)).map((d) => d.code);
}
