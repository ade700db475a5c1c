import { normaliseApplicationType, standardApplicationType, type ApplicationType, type StandardApplicationType } from './application-types';
import { VisaTypeNotSupportedError } from './errors';
import { DOCUMENT_NAMES } from '@tov/contracts';
import { key } from './normalise';
import type { Text } from './rule-sets/types';
import { isGuidedVisaType, isSupportedVisaType, normaliseVisaCode, type GuidedVisaType, type SupportedVisaType } from './visa-types';

/**
 * Document checklist per visa type and application type: what GET /required-fields answers and
 * what the engines compare with the documents an applicant ticked. Lists follow HiKorea's
 * per-status checklists as summarised in visa-rules.md (names shortened; a pre-assessment aid,
 * not the office's final list). The documents' names are contracts' DOCUMENT_NAMES, which every screen names them by.
 */
export const DOCUMENTS = DOCUMENT_NAMES;
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
      'EMPLOYMENT_CONTRACT',
      'DEGREE_CERTIFICATE',
      'CAREER_CERTIFICATE',
      'BUSINESS_REGISTRATION',
      'EMPLOYMENT_INSURANCE_LIST',
      'EMPLOYMENT_REASON_STATEMENT',
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

// --- The guided types (listed, not assessed): a document guide per application type -------------
//
// Source: HiKorea's (hikorea.go.kr) per-status checklists as known; NOT re-checked online in this
// session (no network), 2026-11-24. A guide, not the office's final list: offices add documents
// by case and by nationality (TB test, apostille, criminal record of some countries), which are
// not listed here. Nothing is listed that we were not sure such a checklist asks for.
// NEW = visa issuance abroad (or entry, for B-1/B-2); EXTENSION / CHANGE are filed in Korea.

type GuidedLists = Readonly<Record<StandardApplicationType, readonly DocumentCode[]>>;
type GuidedExtras = { readonly common?: readonly DocumentCode[] } & Partial<Record<StandardApplicationType, readonly DocumentCode[]>>;

const compose = (base: GuidedLists, extras: GuidedExtras): GuidedLists => ({
  NEW: [...base.NEW, ...(extras.common ?? []), ...(extras.NEW ?? [])],
  EXTENSION: [...base.EXTENSION, ...(extras.common ?? []), ...(extras.EXTENSION ?? [])],
  CHANGE: [...base.CHANGE, ...(extras.common ?? []), ...(extras.CHANGE ?? [])],
});

/** A long stay: the common items of BASE (residence card and proof of residence in Korea). */
const longStay = (extras: GuidedExtras): GuidedLists => compose({ NEW: BASE.NEW, EXTENSION: BASE.EXTENSION, CHANGE: BASE.CHANGE }, extras);

/** A stay of 90 days or less: no alien registration, so no residence card; no photo for a stay permit filed in Korea. */
const SHORT_IN_KOREA: readonly DocumentCode[] = ['PASSPORT', 'APPLICATION_FORM', 'FEE_PAYMENT'];
const shortStay = (extras: GuidedExtras): GuidedLists => compose({ NEW: BASE.NEW, EXTENSION: SHORT_IN_KOREA, CHANGE: SHORT_IN_KOREA }, extras);

/** A-1..A-3: the diplomatic note or official letter; no alien registration; fees not listed (usually waived). */
const OFFICIAL: readonly DocumentCode[] = ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'DIPLOMATIC_NOTE'];
const official: GuidedLists = { NEW: OFFICIAL, EXTENSION: OFFICIAL, CHANGE: OFFICIAL };

/** B-1/B-2: entry without a visa (NEW); a stay permit filed in Korea only for a reason such as illness. */
const visaFree: GuidedLists = {
  NEW: ['PASSPORT', 'K_ETA', 'RETURN_TICKET'],
  EXTENSION: [...SHORT_IN_KOREA, 'EXTENSION_REASON_PROOF', 'RETURN_TICKET'],
  CHANGE: [...SHORT_IN_KOREA, 'STAY_REASON_PROOF'],
};

const GUIDED_CHECKLISTS: Readonly<Record<GuidedVisaType, GuidedLists>> = {
  'A-1': official,
  'A-2': official,
  'A-3': official,
  'B-1': visaFree,
  'B-2': visaFree,
  'C-1': shortStay({ common: ['PRESS_DISPATCH_LETTER'], EXTENSION: ['EXTENSION_REASON_PROOF'] }),
  'C-3': shortStay({ NEW: ['VISIT_PURPOSE_PROOF', 'BANK_STATEMENT'], EXTENSION: ['EXTENSION_REASON_PROOF'], CHANGE: ['STAY_REASON_PROOF'] }),
  'C-4': shortStay({ common: ['EMPLOYMENT_CONTRACT', 'BUSINESS_REGISTRATION'], EXTENSION: ['EXTENSION_REASON_PROOF'] }),
  'D-1': longStay({ common: ['ARTS_ACTIVITY_PROOF', 'BANK_STATEMENT'] }),
  'D-2': longStay({
    NEW: ['ADMISSION_CERTIFICATE', 'BANK_STATEMENT', 'FINAL_EDUCATION_CERTIFICATE'],
    EXTENSION: ['ENROLMENT_CERTIFICATE', 'BANK_STATEMENT'],
    CHANGE: ['ADMISSION_CERTIFICATE', 'BANK_STATEMENT', 'FINAL_EDUCATION_CERTIFICATE'],
  }),
  'D-3': longStay({ common: ['TRAINING_PLAN', 'TRAINING_BASIS_PROOF', 'EMPLOYMENT_CERTIFICATE'] }),
  'D-4': longStay({
    NEW: ['LANGUAGE_COURSE_ADMISSION', 'BANK_STATEMENT', 'FINAL_EDUCATION_CERTIFICATE'],
    EXTENSION: ['ENROLMENT_CERTIFICATE', 'ATTENDANCE_TRANSCRIPT', 'BANK_STATEMENT'],
    CHANGE: ['LANGUAGE_COURSE_ADMISSION', 'BANK_STATEMENT', 'FINAL_EDUCATION_CERTIFICATE'],
  }),
  'D-5': longStay({ common: ['PRESS_DISPATCH_LETTER'] }),
  'D-6': longStay({ common: ['DISPATCH_CERTIFICATE', 'ORGANISATION_REGISTRATION'] }),
  'D-7': longStay({ common: ['DISPATCH_CERTIFICATE', 'EMPLOYMENT_CERTIFICATE', 'BUSINESS_REGISTRATION'] }),
  'D-8': longStay({ common: ['FOREIGN_INVESTMENT_REGISTRATION', 'CORPORATE_REGISTRY', 'BUSINESS_REGISTRATION', 'INVESTMENT_PROOF'] }),
  'D-9': longStay({ common: ['BUSINESS_REGISTRATION', 'INVESTMENT_PROOF'] }),
  'F-1': longStay({ common: ['FAMILY_RELATION_PROOF', 'SPONSOR_STATUS_PROOF'] }),
  'F-3': longStay({ common: ['FAMILY_RELATION_PROOF', 'SPONSOR_STATUS_PROOF'] }),
  'F-4': compose(
    {
      NEW: BASE.NEW,
      EXTENSION: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT', 'RESIDENCE_REPORT_CARD', 'RESIDENCE_PROOF'],
      CHANGE: BASE.CHANGE,
    },
    { NEW: ['KOREAN_DESCENT_PROOF'], CHANGE: ['KOREAN_DESCENT_PROOF'] },
  ),
  // F-5 has no extension: EXTENSION answers the ten-yearly renewal of the permanent residence card.
  'F-5': compose(
    { NEW: BASE.NEW, EXTENSION: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT', 'PERMANENT_RESIDENCE_CARD'], CHANGE: BASE.CHANGE },
    {
      NEW: ['CRIMINAL_RECORD', 'INCOME_PROOF', 'BASIC_KNOWLEDGE_PROOF', 'F5_LONG_STAY_EMPLOYMENT', 'F5_SPOUSE_MARRIAGE', 'F5_INVESTMENT'],
      CHANGE: ['CRIMINAL_RECORD', 'INCOME_PROOF', 'BASIC_KNOWLEDGE_PROOF', 'F5_LONG_STAY_EMPLOYMENT', 'F5_SPOUSE_MARRIAGE', 'F5_INVESTMENT'],
    },
  ),
  'G-1': longStay({ common: ['STAY_REASON_PROOF'] }),
  'H-1': longStay({ NEW: ['BANK_STATEMENT', 'RETURN_TICKET', 'TRAVEL_PLAN'] }),
  'H-2': longStay({ NEW: ['KOREAN_DESCENT_PROOF'], CHANGE: ['KOREAN_DESCENT_PROOF'] }),
};

export interface GuidedDocuments {
  readonly applicationType: StandardApplicationType;
  readonly documents: RequiredDocument[];
}

/**
 * The document guide of a guided (listed, not assessed) type, or undefined for any other code.
 * C1/C2/C3 read as NEW/CHANGE/EXTENSION; a missing or unknown application type as NEW.
 * The engines never read these lists (getRequiredDocuments is theirs).
 */
export function getGuidedDocuments(visaType: string, applicationType?: string): GuidedDocuments | undefined {
  const code = normaliseVisaCode(visaType);
  if (!isGuidedVisaType(code)) return undefined;
  const appType = standardApplicationType(normaliseApplicationType(code, applicationType));
  const codes = [...new Set(GUIDED_CHECKLISTS[code][appType])];
  return { applicationType: appType, documents: codes.map((c) => ({ code: c, ...DOCUMENTS[c] })) };
}

/** Checklist codes not among the provided documents (compared as 'passport-photo' ~ 'PASSPORT_PHOTO'). */
export function findMissingDocuments(required: readonly RequiredDocument[], provided: readonly string[]): DocumentCode[] {
  const have = new Set(provided.map(key));
  return required.filter((d) => !have.has(d.code)).map((d) => d.code);
}
