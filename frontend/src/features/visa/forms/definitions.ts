import { E2_LANGUAGES, E4_ADVANCED_FIELDS, E4_TECHNOLOGY_FIELDS, E5_PROFESSIONS, E8_WORK_TYPES } from '@tov/contracts/visa-options';
import type { APPLICATION_TYPES } from '@tov/contracts';

/** NEW, EXTENSION or CHANGE (C1, C2 or C3 for E-4 and E-5): the contract's values. */
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** Per-visa form definitions (spec 001 §3, spec 002 §3): the fields, grouped in steps, with their payload paths. */
/**
 * `list`: free text, comma separated, sent as a list of strings. `occupation`: the E-7 occupation
 * picker, a code of the official list (contracts OCCUPATIONS) or free text when the job is not in it.
 */
export type FieldType = 'text' | 'number' | 'select' | 'yesno' | 'date' | 'multi' | 'list' | 'occupation';

export interface FieldDef {
  /** Dotted path inside userData, e.g. `personalInfo.age`. */
  name: string;
  type: FieldType;
  /** i18n key under visa.f (defaults to the last path segment). */
  label?: string;
  options?: readonly (string | number)[];
  required?: boolean;
  min?: number;
  max?: number;
  defaultValue?: string | number | string[];
  /** Only for these application types. */
  only?: readonly ApplicationType[];
  /** Only when another field has one of these values. */
  when?: { field: string; in: readonly string[] };
  /** `occupation`: the field holding the sub-type whose occupations the picker lists. */
  subtypeFrom?: string;
  /** `occupation`: where a picked code is also sent (the free text goes in the field itself). */
  codeField?: string;
}

export interface StepDef {
  id: string;
  fields: FieldDef[];
}

export interface VisaFormDef {
  code: string;
  applicationTypes: readonly ApplicationType[];
  /** The field naming the sub-type, whose own documents the documents step lists too (GET /required-fields ?subtype). */
  subtypeField?: string;
  steps: StepDef[];
}

const DEGREES = ['DOCTORATE', 'MASTER', 'BACHELOR', 'ASSOCIATE', 'HIGH_SCHOOL'] as const;
const TOPIK = [0, 1, 2, 3, 4, 5, 6] as const;
const KIIP = [0, 1, 2, 3, 4, 5] as const;
const KOREAN_LEVEL = ['NONE', 'BASIC', 'INTERMEDIATE', 'ADVANCED'] as const;
const DOC_STATUS = ['READY', 'IN_PROGRESS', 'NOT_READY'] as const;
const GENDER = ['MALE', 'FEMALE', 'OTHER'] as const;
export const NATIONALITY_OPTIONS = [
  'Vietnam',
  'Philippines',
  'Indonesia',
  'Thailand',
  'Myanmar',
  'Malaysia',
  'Singapore',
  'India',
  'Nepal',
  'Sri Lanka',
  'Mongolia',
  'Uzbekistan',
  'Cambodia',
  'China',
  'Japan',
  'Taiwan',
  'Hong Kong',
  'USA',
  'Canada',
  'UK',
  'Australia',
  'New Zealand',
  'France',
  'Germany',
  'Netherlands',
  'Russia',
  'Brazil',
  'Mexico',
  'South Africa',
  // EPS sending countries the registration list lacks (E-9: 17 countries since 2023-12-29).
  'Tajikistan',
  'Kyrgyzstan',
  'Laos',
  'Bangladesh',
  'Pakistan',
  'Timor-Leste',
  'other',
] as const;
/** Used until GET /required-fields/{visaType} answers with the type's own list. */
export const DOCUMENTS = [
  'PASSPORT',
  'APPLICATION_FORM',
  'PASSPORT_PHOTO',
  'FEE_PAYMENT',
  'DEGREE_CERTIFICATE',
  'CAREER_CERTIFICATE',
  'EMPLOYMENT_CONTRACT',
  'CRIMINAL_RECORD',
  'HEALTH_CERTIFICATE',
  'INCOME_PROOF',
  'RESIDENCE_PROOF',
] as const;

const NEW_EXT_CHANGE = ['NEW', 'EXTENSION', 'CHANGE'] as const;
const C123 = ['C1', 'C2', 'C3'] as const;

const personal = (prefix: string, opts: { names?: boolean; age?: boolean; passport?: boolean } = {}): FieldDef[] => {
  const p = prefix ? `${prefix}.` : '';
  return [
    { name: `${p}firstName`, type: 'text', required: Boolean(opts.names), label: 'firstName' },
    { name: `${p}lastName`, type: 'text', required: Boolean(opts.names), label: 'lastName' },
    { name: `${p}nationality`, type: 'select', options: NATIONALITY_OPTIONS, required: true, label: 'nationality' },
    { name: `${p}birthDate`, type: 'date', label: 'birthDate' },
    { name: `${p}age`, type: 'number', min: 0, max: 120, required: opts.age !== false, label: 'age' },
    { name: `${p}gender`, type: 'select', options: GENDER, label: 'gender' },
    { name: `${p}email`, type: 'text', label: 'email' },
    { name: `${p}phone`, type: 'text', label: 'phone' },
    ...(opts.passport !== false
      ? [
          { name: `${p}passportNumber`, type: 'text', label: 'passportNumber' } as FieldDef,
          { name: `${p}passportExpiry`, type: 'date', label: 'passportExpiry' } as FieldDef,
        ]
      : []),
  ];
};

/**
 * The generic profile every spec 002 mapper reads (common-groups genericProfileFields), less the
 * fields a form asks elsewhere in its own terms (`omit`), so no question is asked twice.
 */
const genericProfile = (omit: readonly string[] = []): FieldDef[] => genericProfileFields().filter((f) => !omit.includes(f.name));

// A function, not a constant: the option lists it uses are declared further down.
const genericProfileFields = (): FieldDef[] => [
  { name: 'educationInfo.highestDegree', type: 'select', options: DEGREES, label: 'highestDegree' },
  { name: 'educationInfo.major', type: 'text', label: 'major' },
  { name: 'educationInfo.university', type: 'text', label: 'university' },
  { name: 'educationInfo.graduationYear', type: 'number', min: 1950, max: 2100, label: 'graduationYear' },
  { name: 'educationInfo.graduationCountry', type: 'text', label: 'graduationCountry' },
  { name: 'employmentInfo.currentStatus', type: 'select', options: EMPLOYMENT_STATUS, label: 'employmentStatus' },
  { name: 'employmentInfo.employer', type: 'text', label: 'employer' },
  { name: 'employmentInfo.position', type: 'text', label: 'position' },
  { name: 'employmentInfo.salary', type: 'number', min: 0, label: 'salary' },
  { name: 'employmentInfo.contractType', type: 'select', options: CONTRACT_TYPES, label: 'contractType' },
  { name: 'experienceInfo.totalYears', type: 'number', min: 0, label: 'totalYears' },
  { name: 'experienceInfo.relevantYears', type: 'number', min: 0, label: 'relevantYears' },
  { name: 'experienceInfo.koreanWorkExperience', type: 'number', min: 0, label: 'koreanWorkYears' },
  { name: 'experienceInfo.previousCompanies', type: 'list', label: 'previousCompanies' },
  { name: 'languageInfo.koreanLevel', type: 'select', options: KOREAN_LEVEL, label: 'koreanLevel' },
  { name: 'languageInfo.englishLevel', type: 'select', options: KOREAN_LEVEL, label: 'englishLevel' },
  { name: 'languageInfo.otherLanguages', type: 'list', label: 'otherLanguages' },
  { name: 'criminalRecord', type: 'yesno', label: 'criminalRecord' },
  { name: 'healthStatus', type: 'select', options: ['HEALTHY', 'UNHEALTHY'], label: 'healthStatus' },
];

const EMPLOYMENT_STATUS = ['EMPLOYED', 'UNEMPLOYED', 'STUDENT', 'SELF_EMPLOYED'] as const;
const CONTRACT_TYPES = ['FULL_TIME', 'CONTRACT', 'PART_TIME'] as const;
const PERFORMANCE = ['EXCELLENT', 'GOOD', 'FAIR', 'POOR'] as const;
const BONUS_ITEMS = ['GOVERNMENT_AWARD', 'KOREAN_PROFICIENCY', 'PUBLICATIONS', 'KOREA_EXPERIENCE'] as const;
const PENALTY_ITEMS = ['IMMIGRATION_VIOLATION', 'TAX_ARREARS', 'FALSE_DOCUMENTS'] as const;

const documentsStep: StepDef = { id: 'documents', fields: [{ name: 'documentChecklist', type: 'multi', options: DOCUMENTS, defaultValue: [] }] };
const changeFields = (prefix = ''): FieldDef[] => [
  { name: `${prefix}currentVisa`, type: 'text', required: true, only: ['CHANGE'], label: 'currentVisa' },
  { name: `${prefix}changeReason`, type: 'text', only: ['CHANGE'], label: 'changeReason' },
];

const DS = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'select', options: DOC_STATUS, ...extra });
const YN = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'yesno', ...extra });
const NUM = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'number', min: 0, ...extra });
const LIST = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'list', ...extra });
const TXT = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'text', ...extra });
const E1_UNIVERSITY = { field: 'activityType', in: ['UNIVERSITY_LECTURER', 'RESEARCH_PROFESSOR'] } as const;
const F2_KOREAN = { field: 'visaSubtype', in: ['F-2-7', 'F-2-99', 'F-2-R'] } as const;
const F2_FAMILY = { field: 'visaSubtype', in: ['F-2-2', 'F-2-3', 'F-2-71'] } as const;

export const VISA_FORMS: Record<string, VisaFormDef> = {
  'E-1': {
    code: 'E-1',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: personal('personalInfo', { names: true, age: false }) },
      {
        id: 'activity',
        fields: [
          {
            name: 'activityType',
            type: 'select',
            options: ['UNIVERSITY_LECTURER', 'RESEARCH_PROFESSOR', 'KAIST_PROFESSOR', 'ADVANCED_TECH_PERSONNEL'],
            required: true,
          },
          {
            name: 'professorQualification',
            type: 'select',
            options: ['PROFESSOR', 'ASSOCIATE_PROFESSOR', 'ASSISTANT_PROFESSOR', 'LECTURER', 'TEACHING_ASSISTANT', 'NOT_QUALIFIED'],
            required: true,
          },
          { name: 'specialFacultyType', type: 'select', options: ['NONE', 'VISITING', 'INVITED', 'ENDOWED'] },
          { name: 'recommendationRequirement', type: 'select', options: ['NOT_REQUIRED', 'REQUIRED_OBTAINED', 'REQUIRED_IN_PROGRESS'], required: true },
          { name: 'activityPeriodDays', type: 'number', min: 1, defaultValue: 91 },
          DS('sectionB.kaistEmploymentStatus', { label: 'kaistEmploymentStatus', when: { field: 'activityType', in: ['KAIST_PROFESSOR'] } }),
          TXT('sectionB.kaistStayPeriodPlan', { label: 'kaistStayPeriodPlan', when: { field: 'activityType', in: ['KAIST_PROFESSOR'] } }),
          DS('sectionB.kaistDocumentCompletion', { label: 'kaistDocumentCompletion', when: { field: 'activityType', in: ['KAIST_PROFESSOR'] } }),
          {
            name: 'sectionB.institutionType',
            type: 'select',
            options: ['UNIVERSITY', 'GOVERNMENT_INSTITUTE', 'CORPORATE_LAB', 'OTHER'],
            label: 'institutionType',
            when: E1_UNIVERSITY,
          },
          DS('sectionB.invitationAuthenticity', { label: 'invitationAuthenticity', when: E1_UNIVERSITY }),
          DS('sectionB.universityDocumentCompletion', { label: 'universityDocumentCompletion', when: E1_UNIVERSITY }),
          DS('sectionB.qualificationRequirementStatus', {
            label: 'qualificationRequirementStatus',
            when: { field: 'activityType', in: ['ADVANCED_TECH_PERSONNEL'] },
          }),
          DS('sectionB.ministryRecommendationStatus', {
            label: 'ministryRecommendationStatus',
            when: { field: 'activityType', in: ['ADVANCED_TECH_PERSONNEL'] },
          }),
          DS('sectionB.scienceDocumentCompletion', { label: 'scienceDocumentCompletion', when: { field: 'activityType', in: ['ADVANCED_TECH_PERSONNEL'] } }),
        ],
      },
      {
        id: 'qualification',
        fields: [
          { name: 'educationInfo.highestDegree', type: 'select', options: DEGREES, required: true },
          { name: 'educationInfo.major', type: 'text' },
          TXT('educationInfo.university', { label: 'university' }),
          NUM('educationInfo.graduationYear', { min: 1950, max: 2100, label: 'graduationYear' }),
          TXT('educationInfo.graduationCountry', { label: 'graduationCountry' }),
          TXT('educationInfo.educationCountry', { label: 'educationCountry' }),
          { name: 'experienceInfo.researchYears', type: 'number', min: 0 },
          { name: 'experienceInfo.teachingYears', type: 'number', min: 0 },
          { name: 'experienceInfo.publicationCount', type: 'number', min: 0 },
          NUM('experienceInfo.awardCount', { label: 'awardCount' }),
          { name: 'employmentInfo.currentStatus', type: 'select', options: EMPLOYMENT_STATUS, label: 'employmentStatus' },
          TXT('employmentInfo.employer', { label: 'employer' }),
          TXT('employmentInfo.position', { label: 'position' }),
          { name: 'employmentInfo.salary', type: 'number', min: 0 },
          { name: 'employmentInfo.contractType', type: 'select', options: CONTRACT_TYPES, label: 'contractType' },
          NUM('employmentInfo.onlineTeachingRatio', { max: 100, label: 'onlineTeachingRatio' }),
          { name: 'educationInfo.degreeDocumentStatus', type: 'select', options: DOC_STATUS },
          { name: 'experienceInfo.careerDocumentStatus', type: 'select', options: DOC_STATUS },
          { name: 'employmentInfo.employmentDocumentStatus', type: 'select', options: DOC_STATUS },
          { name: 'basicDocumentsReady', type: 'multi', options: ['APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT'], defaultValue: [] },
          { name: 'bonusPenalty.bonusItems', type: 'multi', options: BONUS_ITEMS, defaultValue: [], label: 'bonusItems' },
          { name: 'bonusPenalty.penaltyItems', type: 'multi', options: PENALTY_ITEMS, defaultValue: [], label: 'penaltyItems' },
        ],
      },
      {
        id: 'status',
        fields: [
          { name: 'currentStatus.currentStayDuration', type: 'number', min: 0, only: ['EXTENSION'], label: 'currentStayDuration' },
          DS('currentStatus.taxPaymentRecord', { only: ['EXTENSION'], label: 'taxPaymentRecord' }),
          { name: 'currentStatus.teachingEvaluationScore', type: 'number', min: 0, max: 100, only: ['EXTENSION'], label: 'teachingEvaluationScore' },
          { name: 'currentStatus.performanceEvaluation', type: 'select', options: PERFORMANCE, only: ['EXTENSION'], label: 'performanceEvaluation' },
          NUM('currentStatus.recentTeachingLoad', { only: ['EXTENSION'], label: 'recentTeachingLoad' }),
          { name: 'currentStatus.hasViolations', type: 'yesno', only: ['EXTENSION'], label: 'hasViolations' },
          NUM('currentStatus.departures', { only: ['EXTENSION'], label: 'departures' }),
          NUM('currentStatus.teachingPerformance.evaluationScore', { max: 100, only: ['EXTENSION'], label: 'evaluationScore' }),
          { name: 'currentStatus.teachingPerformance.studentFeedback', type: 'select', options: PERFORMANCE, only: ['EXTENSION'], label: 'studentFeedback' },
          TXT('currentStatus.teachingPerformance.researchOutput', { only: ['EXTENSION'], label: 'researchOutput' }),
          TXT('currentStatus.teachingPerformance.contributions', { only: ['EXTENSION'], label: 'contributions' }),
          ...changeFields('changeInfo.'),
          NUM('changeInfo.remainingDays', { only: ['CHANGE'], label: 'remainingDays' }),
          YN('changeInfo.hasKoreanExperience', { only: ['CHANGE'], label: 'hasKoreanExperience' }),
        ],
      },
      documentsStep,
    ],
  },
  'E-2': {
    code: 'E-2',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: personal('personalInfo', { names: true }) },
      { id: 'profile', fields: genericProfile(['educationInfo.highestDegree']) },
      {
        id: 'qualification',
        fields: [
          { name: 'qualificationInfo.highestDegree', type: 'select', options: DEGREES, required: true },
          { name: 'qualificationInfo.languageTaught', type: 'select', options: E2_LANGUAGES, required: true, label: 'languageTaught' },
          { name: 'qualificationInfo.nativeCountryUniversity', type: 'yesno', required: true },
          YN('qualificationInfo.koreanUniversitySpecial', { label: 'koreanUniversitySpecial' }),
          YN('qualificationInfo.officialLanguageSpecial', { label: 'officialLanguageSpecial' }),
          { name: 'qualificationInfo.teachingQualification', type: 'select', options: ['TEFL', 'TESOL', 'CELTA', 'TEACHING_LICENSE', 'NONE'] },
          { name: 'qualificationInfo.salaryLevel', type: 'number', min: 0, label: 'salaryLevel' },
          { name: 'qualificationInfo.activityUnderstanding', type: 'select', options: ['HIGH', 'MEDIUM', 'LOW'], label: 'activityUnderstanding' },
          { name: 'bonusItems', type: 'multi', options: BONUS_ITEMS, defaultValue: [] },
        ],
      },
      {
        id: 'documents',
        fields: [
          {
            name: 'documentPreparation.basicDocumentsReady',
            type: 'multi',
            options: ['APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT'],
            defaultValue: [],
            label: 'basicDocumentsReady',
          },
          DS('documentPreparation.educationDocumentStatus', { label: 'educationDocumentStatus' }),
          { name: 'documentPreparation.criminalRecordStatus', type: 'select', options: DOC_STATUS, required: true },
          DS('documentPreparation.thirdCountryCriminalRecord', { label: 'thirdCountryCriminalRecord' }),
          { name: 'documentPreparation.healthCheckStatus', type: 'select', options: DOC_STATUS },
          { name: 'documentPreparation.employmentContractStatus', type: 'select', options: DOC_STATUS },
          DS('documentPreparation.institutionDocuments', { label: 'institutionDocuments' }),
          DS('documentPreparation.additionalDocuments', { label: 'additionalDocuments' }),
          { name: 'expectedStartDate', type: 'date', only: ['NEW'] },
          TXT('housingArrangement', { only: ['NEW'] }),
          YN('familyAccompanying', { only: ['NEW'] }),
          { name: 'currentStayDuration', type: 'number', min: 0, only: ['EXTENSION'] },
          { name: 'attendanceRate', type: 'number', min: 0, max: 100, only: ['EXTENSION'] },
          { name: 'performanceEvaluation', type: 'select', options: PERFORMANCE, only: ['EXTENSION'] },
          DS('taxPaymentStatus', { only: ['EXTENSION'] }),
          DS('insuranceStatus', { only: ['EXTENSION'] }),
          ...changeFields(),
          { name: 'legalStatus', type: 'select', options: ['LEGAL', 'ILLEGAL'], only: ['CHANGE'] },
        ],
      },
      documentsStep,
    ],
  },
  'E-3': {
    code: 'E-3',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: personal('personalInfo', { names: true }) },
      { id: 'profile', fields: genericProfile(['educationInfo.highestDegree']) },
      {
        id: 'research',
        fields: [
          { name: 'researchInstitutionType', type: 'select', options: ['UNIVERSITY', 'GOVERNMENT_INSTITUTE', 'CORPORATE_LAB', 'OTHER'], required: true },
          {
            name: 'researchActivityScope',
            type: 'select',
            options: ['NATURAL_SCIENCE', 'ENGINEERING', 'HIGH_TECHNOLOGY', 'HUMANITIES', 'SOCIAL_SCIENCE', 'ARTS', 'OTHER'],
          },
          { name: 'educationLevel', type: 'select', options: DEGREES, required: true },
          { name: 'researchExperience', type: 'number', min: 0 },
          { name: 'majorField', type: 'text' },
          TXT('expectedResearchField'),
          { name: 'fieldCompatibility', type: 'select', options: ['HIGH', 'MEDIUM', 'LOW'] },
          { name: 'expectedAnnualSalary', type: 'number', min: 0 },
          { name: 'salaryLevel', type: 'select', options: ['HIGH', 'MEDIUM', 'LOW'] },
          { name: 'mistRecommendation', type: 'yesno' },
          DS('educationDocumentStatus'),
          DS('careerDocumentStatus'),
          DS('employmentContractStatus'),
          { name: 'bonusItems', type: 'multi', options: BONUS_ITEMS, defaultValue: [] },
          { name: 'penaltyItems', type: 'multi', options: PENALTY_ITEMS, defaultValue: [] },
        ],
      },
      {
        id: 'status',
        fields: [
          { name: 'expectedStartDate', type: 'date', only: ['NEW'] },
          { name: 'currentResearchInstitution', type: 'text', only: ['EXTENSION'] },
          { name: 'researchPerformance', type: 'select', options: PERFORMANCE, only: ['EXTENSION'] },
          { name: 'continuationStatus', type: 'select', options: DOC_STATUS, only: ['EXTENSION'] },
          { name: 'remainingDays', type: 'number', min: 0, only: ['CHANGE'] },
          ...changeFields(),
        ],
      },
      documentsStep,
    ],
  },
  'E-4': {
    code: 'E-4',
    applicationTypes: C123,
    steps: [
      { id: 'personal', fields: personal('personalInfo', { names: true }) },
      { id: 'profile', fields: genericProfile() },
      {
        id: 'technology',
        fields: [
          { name: 'technicalProvisionField', type: 'select', options: E4_TECHNOLOGY_FIELDS, required: true },
          { name: 'advancedTechnologyField', type: 'select', options: E4_ADVANCED_FIELDS },
          { name: 'technologyIntroductionContract', type: 'select', options: DOC_STATUS, required: true },
          { name: 'ministryRecommendation', type: 'yesno' },
          { name: 'educationAndExperience', type: 'select', options: DEGREES },
          DS('basicDocuments'),
          DS('electronicVisaEligibility'),
          DS('technologyDocuments'),
          DS('dispatchCertificate'),
          DS('organizationDocuments'),
          DS('residenceDocuments'),
          { name: 'goldScienceCard', type: 'yesno' },
          YN('itCard'),
          YN('investorSpouse'),
          YN('activityPermitExempt'),
          YN('noOriginalConsent'),
          YN('reportDeadlineExceeded'),
          { name: 'cepaEligibility', type: 'yesno', only: ['C1'] },
          YN('electronicVisaPossibility', { only: ['C1'] }),
          { name: 'currentVisaStatus', type: 'text', only: ['C2'] },
          DS('changeRequirementsFulfillment', { only: ['C2'] }),
          YN('postReportingEligibility', { only: ['C3'] }),
          { name: 'reportDeadlineCompliance', type: 'yesno', only: ['C3'] },
        ],
      },
      documentsStep,
    ],
  },
  'E-5': {
    code: 'E-5',
    applicationTypes: C123,
    steps: [
      { id: 'personal', fields: personal('personalInfo', { names: true }) },
      { id: 'profile', fields: genericProfile() },
      {
        id: 'profession',
        fields: [
          { name: 'professionalType', type: 'select', options: E5_PROFESSIONS, required: true },
          YN('qualifications.licenceRecognisedInKorea', { label: 'licenceRecognisedInKorea', required: true }),
          DS('qualifications.ministryRecommendation', { label: 'ministryRecommendation' }),
          TXT('qualifications.medicalType', { label: 'medicalType', when: { field: 'professionalType', in: ['DOCTOR', 'DENTIST'] } }),
          TXT('qualifications.seafarerLicenseType', { label: 'seafarerLicenseType', when: { field: 'professionalType', in: ['SEAFARER'] } }),
          { name: 'qualifications.ministryRecommendationStatus', type: 'select', options: DOC_STATUS },
          YN('qualifications.northSouthInvitation', { label: 'northSouthInvitation' }),
          YN('qualifications.essentialProfessional', { label: 'essentialProfessional' }),
          { name: 'employmentInstitution.type', type: 'text', label: 'institutionType' },
          TXT('employmentInstitution.medicalInstitutionType', {
            label: 'medicalInstitutionType',
            when: { field: 'professionalType', in: ['DOCTOR', 'DENTIST'] },
          }),
          { name: 'basicDocuments.visaDocuments', type: 'select', options: ['completed', 'partial', 'notPrepared'], required: true },
          { name: 'basicDocuments.degreeAndLicense', type: 'select', options: ['both', 'oneOnly', 'none'], required: true },
          DS('employmentDocuments'),
          DS('institutionDocuments.businessRegistration', { label: 'businessRegistration' }),
          DS('institutionDocuments.residenceProof', { label: 'residenceProof' }),
          { name: 'electronicVisaType', type: 'text', only: ['C1'] },
          { name: 'currentVisaStatus', type: 'text', only: ['C2'] },
          { name: 'workplaceChangeStatus', type: 'text', only: ['C3'] },
        ],
      },
      {
        id: 'bonus',
        fields: [
          YN('bonuses.goldCard', { label: 'goldCard' }),
          YN('bonuses.exemptActivity', { label: 'exemptActivity' }),
          YN('bonuses.ceoLecture', { label: 'ceoLecture' }),
          YN('bonuses.reentryExempt', { label: 'reentryExempt' }),
          YN('penalties.noConsent', { label: 'noOriginalConsent' }),
          YN('penalties.lateRegistration', { label: 'lateRegistration' }),
          YN('penalties.restrictedCountry', { label: 'restrictedCountry' }),
        ],
      },
      documentsStep,
    ],
  },
  'E-6': {
    code: 'E-6',
    subtypeField: 'e6SubCategory',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: personal('', {}) },
      { id: 'profile', fields: genericProfile() },
      {
        id: 'activity',
        fields: [
          { name: 'e6SubCategory', type: 'select', options: ['E-6-1', 'E-6-2', 'E-6-3'], required: true },
          { name: 'revenueActivity', type: 'yesno' },
          { name: 'contractStatus', type: 'select', options: DOC_STATUS, required: true },
          { name: 'performanceRecommendation', type: 'select', options: DOC_STATUS },
          DS('basicDocuments'),
          DS('organizationDocuments'),
          DS('e62SpecialDocuments', { when: { field: 'e6SubCategory', in: ['E-6-2'] } }),
          DS('specialSituationDocs'),
          DS('careerProofDocuments'),
          DS('ageLegalRequirements'),
          TXT('workplaceChangeStatus'),
          TXT('currentStayStatus'),
          YN('residenceProofReady'),
          YN('goldCardHolder'),
          YN('largeInvestorSpouse'),
          YN('professionalSpouse'),
          { name: 'internationalReputation', type: 'yesno' },
          YN('dismissedByFault'),
          YN('noConsentWithoutReason'),
          YN('reportDelayed'),
          YN('falseDocuments'),
          { name: 'expectedEntryDate', type: 'date', only: ['NEW'] },
          NUM('intendedStayPeriod', { only: ['NEW'] }),
          YN('hasAccommodation', { only: ['NEW'] }),
          { name: 'currentVisaExpiry', type: 'date', only: ['EXTENSION'] },
          TXT('extensionReason', { only: ['EXTENSION'] }),
          { name: 'performanceRecord', type: 'select', options: PERFORMANCE, only: ['EXTENSION'] },
          { name: 'contractContinuation', type: 'yesno', only: ['EXTENSION'] },
          ...changeFields(),
          NUM('remainingDays', { only: ['CHANGE'] }),
          TXT('newActivityType', { only: ['CHANGE'] }),
        ],
      },
      documentsStep,
    ],
  },
  'E-7': {
    code: 'E-7',
    subtypeField: 'jobCategory',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: personal('', { names: true, age: false, passport: false }) },
      {
        id: 'job',
        fields: [
          { name: 'jobCategory', type: 'select', options: ['E-7-1', 'E-7-2', 'E-7-3', 'E-7-4'], required: true },
          // The occupations of the chosen sub-type, searchable (contracts OCCUPATIONS, issue 21 §3).
          { name: 'specificJob', type: 'occupation', required: true, subtypeFrom: 'jobCategory', codeField: 'specificJobCode' },
          DS('specificJobConfirmation'),
          DS('recommendationLetterStatus'),
          { name: 'salaryLevel', type: 'number', min: 0, required: true },
          { name: 'companySize', type: 'number', min: 0 },
          { name: 'foreignEmploymentRatio', type: 'number', min: 0, max: 100 },
          { name: 'employerTaxDelinquency', type: 'yesno' },
          { name: 'employerWageArrears', type: 'yesno' },
        ],
      },
      {
        id: 'qualification',
        fields: [
          { name: 'education', type: 'select', options: DEGREES, required: true, label: 'highestDegree' },
          DS('educationCertification'),
          { name: 'majorSpecialCondition', type: 'select', options: ['NONE', 'RELATED_MAJOR', 'RELATED_CERTIFICATE'] },
          { name: 'majorRelevanceGeneral', type: 'select', options: ['HIGH', 'MEDIUM', 'LOW'] },
          { name: 'experiencePeriod', type: 'number', min: 0, required: true },
          DS('experienceRecognition'),
          DS('experienceVerification'),
          { name: 'topikLevel', type: 'select', options: TOPIK },
          { name: 'kiipLevel', type: 'select', options: KIIP, label: 'kiip' },
          { name: 'hasKotraRecommendation', type: 'yesno' },
          { name: 'hasFortune500Experience', type: 'yesno' },
          { name: 'hasDomesticDegree', type: 'yesno' },
          { name: 'hasWorldTopUniversity', type: 'yesno' },
        ],
      },
      {
        id: 'application',
        fields: [
          { name: 'visaRejectionHistory', type: 'yesno' },
          DS('applicationForm', { only: ['NEW'] }),
          {
            name: 'employmentDocs',
            type: 'multi',
            options: ['EMPLOYMENT_CONTRACT', 'BUSINESS_REGISTRATION', 'EMPLOYMENT_INSURANCE_LIST', 'EMPLOYMENT_REASON_STATEMENT'],
            defaultValue: [],
            only: ['NEW'],
          },
          { name: 'educationDocs', type: 'multi', options: ['DEGREE_CERTIFICATE'], defaultValue: [], only: ['NEW'] },
          { name: 'experienceDocs', type: 'multi', options: ['CAREER_CERTIFICATE', 'EMPLOYMENT_CERTIFICATE'], defaultValue: [], only: ['NEW'] },
          {
            name: 'additionalDocs',
            type: 'multi',
            options: ['CRIMINAL_RECORD', 'HEALTH_CERTIFICATE', 'PROFESSIONAL_LICENSE'],
            defaultValue: [],
            only: ['NEW'],
          },
          { name: 'hasEmploymentContract', type: 'yesno', only: ['NEW'] },
          { name: 'employmentType', type: 'select', options: ['FULL_TIME', 'CONTRACT'], only: ['NEW'] },
          { name: 'remainingDays', type: 'number', min: 0, only: ['EXTENSION'] },
          { name: 'workStatus', type: 'select', options: EMPLOYMENT_STATUS, only: ['EXTENSION'] },
          DS('incomeVerification', { only: ['EXTENSION'] }),
          {
            name: 'extensionDocs',
            type: 'multi',
            options: ['TAX_CERTIFICATE', 'EMPLOYMENT_CERTIFICATE', 'EMPLOYMENT_CONTRACT'],
            defaultValue: [],
            only: ['EXTENSION'],
          },
          { name: 'performanceRating', type: 'select', options: PERFORMANCE, only: ['EXTENSION'] },
          { name: 'taxPaid', type: 'yesno', only: ['EXTENSION'] },
          { name: 'sameEmployer', type: 'yesno', only: ['EXTENSION'] },
          { name: 'contractRenewed', type: 'yesno', only: ['EXTENSION'] },
          { name: 'currentVisa', type: 'text', required: true, only: ['CHANGE'] },
          { name: 'd27GraduateSpecial', type: 'select', options: ['NOT_APPLICABLE', 'APPLICABLE'], only: ['CHANGE'] },
          DS('requirementsFulfillment', { only: ['CHANGE'] }),
          {
            name: 'changeDocuments',
            type: 'multi',
            options: ['EMPLOYMENT_CONTRACT', 'DEGREE_CERTIFICATE', 'CAREER_CERTIFICATE'],
            defaultValue: [],
            only: ['CHANGE'],
          },
          { name: 'changeReason', type: 'select', options: ['NEW_JOB_OFFER', 'GRADUATION', 'OTHER'], only: ['CHANGE'], defaultValue: 'NEW_JOB_OFFER' },
          { name: 'hasJobOffer', type: 'yesno', only: ['CHANGE'] },
          TXT('employerType', { only: ['CHANGE'] }),
          YN('employerVerified', { only: ['CHANGE'] }),
          { name: 'sameField', type: 'yesno', only: ['CHANGE'] },
          { name: 'careerGap', type: 'number', min: 0, only: ['CHANGE'], defaultValue: 0 },
          { name: 'previousViolations', type: 'number', min: 0, only: ['CHANGE'], defaultValue: 0 },
        ],
      },
      documentsStep,
    ],
  },
  'E-8': {
    code: 'E-8',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: personal('personalInfo', { names: true }) },
      { id: 'profile', fields: genericProfile(['employmentInfo.contractType', 'healthStatus']) },
      {
        id: 'work',
        fields: [
          { name: 'seasonalEmploymentInfo.seasonalWorkType', type: 'select', options: E8_WORK_TYPES, required: true, label: 'seasonalWorkType' },
          { name: 'seasonalEmploymentInfo.contractType', type: 'select', options: ['SEASONAL', 'CONTRACT'], label: 'contractType' },
          { name: 'seasonalEmploymentInfo.workLocation', type: 'text', label: 'workLocation' },
          NUM('seasonalEmploymentInfo.workPeriod', { max: 12, label: 'workPeriod' }),
          YN('seasonalEmploymentInfo.accommodationProvided', { label: 'accommodationProvided' }),
          { name: 'healthStatus', type: 'select', options: ['GOOD', 'FAIR', 'POOR'], defaultValue: 'GOOD' },
          { name: 'physicalFitness', type: 'select', options: ['FIT', 'UNFIT'], defaultValue: 'FIT' },
          { name: 'agriculturalTraining', type: 'yesno' },
          YN('fisheryTraining'),
          YN('vocationalTraining'),
          NUM('experience.agricultural', { label: 'agriculturalExperience' }),
          NUM('experience.fishery', { label: 'fisheryExperience' }),
          NUM('experience.seasonal', { label: 'seasonalExperience' }),
          { name: 'experience.previousSeasons', type: 'number', min: 0 },
          { name: 'workInstructionComprehension', type: 'select', options: ['ADEQUATE', 'LIMITED'] },
          TXT('workingConditions'),
          TXT('physicalRequirements'),
        ],
      },
      {
        id: 'employer',
        fields: [
          TXT('seasonalWorkDetails.specificWork', { label: 'specificWork' }),
          TXT('seasonalWorkDetails.workSeason', { label: 'workSeason' }),
          NUM('seasonalWorkDetails.dailyWorkHours', { max: 24, label: 'dailyWorkHours' }),
          NUM('seasonalWorkDetails.weeklyWorkDays', { max: 7, label: 'weeklyWorkDays' }),
          YN('seasonalWorkDetails.overtimeExpected', { label: 'overtimeExpected' }),
          NUM('employerDetails.farmSize', { label: 'farmSize' }),
          NUM('employerDetails.employeeCount', { label: 'employeeCount' }),
          NUM('employerDetails.previousForeignWorkers', { label: 'previousForeignWorkers' }),
          DS('employerDetails.employerRegistration', { label: 'employerRegistration' }),
          { name: 'employerDetails.workplaceConditions', type: 'select', options: ['GOOD', 'FAIR', 'POOR'], label: 'workplaceConditions' },
          { name: 'arrivalDate', type: 'date', only: ['NEW'] },
          { name: 'seasonStartDate', type: 'date', only: ['NEW'] },
          { name: 'seasonEndDate', type: 'date', only: ['NEW'] },
          YN('returnTicketBooked', { only: ['NEW'] }),
          TXT('emergencyContact', { only: ['NEW'] }),
          { name: 'reason', type: 'select', options: ['SEASON_CONTINUATION', 'OTHER'], only: ['EXTENSION'], label: 'extensionReason' },
          { name: 'attendanceRate', type: 'number', min: 0, max: 100, only: ['EXTENSION'], defaultValue: 100 },
          { name: 'employerSatisfaction', type: 'select', options: ['SATISFIED', 'NEUTRAL', 'DISSATISFIED'], only: ['EXTENSION'] },
        ],
      },
      documentsStep,
    ],
  },
  'E-9': {
    code: 'E-9',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      {
        id: 'personal',
        fields: [
          ...personal('personalInfo', { names: true }),
          NUM('height', { max: 250 }),
          NUM('weight', { max: 300 }),
          { name: 'bloodType', type: 'select', options: ['A', 'B', 'AB', 'O'] },
        ],
      },
      // Korean work experience is asked in the work step, as the E-7-4 condition it is for an E-9 worker.
      { id: 'profile', fields: genericProfile(['experienceInfo.koreanWorkExperience']) },
      {
        id: 'work',
        fields: [
          { name: 'industryType', type: 'select', options: ['MANUFACTURING', 'CONSTRUCTION', 'AGRICULTURE', 'FISHERY', 'SERVICE'], required: true },
          TXT('companyCode'),
          TXT('workplaceLocation'),
          { name: 'shiftType', type: 'select', options: ['DAY', 'NIGHT', 'ROTATING'] },
          { name: 'epsTopikScore', type: 'number', min: 0, max: 200, required: true },
          { name: 'epsTopikTestDate', type: 'date' },
          { name: 'skillLevel', type: 'select', options: ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'], defaultValue: 'BEGINNER' },
          { name: 'koreanLevel', type: 'select', options: KOREAN_LEVEL, defaultValue: 'NONE', label: 'koreanProficiency' },
          { name: 'topikLevel', type: 'select', options: TOPIK },
          { name: 'kiipLevel', type: 'select', options: KIIP, label: 'kiip' },
          NUM('experienceYears'),
          // The E-7-4 change path's condition: 4+ years on E-9, E-10 or H-2 within the last 10 (visa-rules.md "E-7-4").
          NUM('experienceInfo.koreanWorkExperience', { max: 10, label: 'e9WorkYears' }),
          TXT('epsSystemInfo.epsRegistrationNumber', { label: 'epsRegistrationNumber' }),
          TXT('epsSystemInfo.jobSeekerNumber', { label: 'jobSeekerNumber' }),
          TXT('epsSystemInfo.hrdkRegistration', { label: 'hrdkRegistration' }),
          { name: 'epsSystemInfo.skillTestPassed', type: 'yesno' },
          { name: 'epsSystemInfo.skillTestDate', type: 'date', label: 'skillTestDate' },
          NUM('epsSystemInfo.skillTestScore', { max: 100, label: 'skillTestScore' }),
          { name: 'industryQualifications', type: 'multi', options: ['WELDING', 'FORKLIFT', 'ELECTRICAL', 'MACHINE_OPERATION'], defaultValue: [] },
          YN('workingConditionsAgreement'),
          { name: 'physicalCapabilities', type: 'select', options: ['GOOD', 'FAIR', 'POOR'] },
          YN('deportationHistory'),
          YN('prisonSentence'),
          YN('exitBan'),
          YN('preEmploymentTraining', { only: ['NEW'] }),
          { name: 'medicalCheckupResult', type: 'select', options: ['PASS', 'FAIL'], only: ['NEW'] },
          { name: 'attendanceRate', type: 'number', min: 0, max: 100, only: ['EXTENSION'], defaultValue: 95 },
          { name: 'performanceRating', type: 'select', options: PERFORMANCE, only: ['EXTENSION'] },
          { name: 'accidentRecord', type: 'select', options: ['NONE', 'MINOR', 'MAJOR'], only: ['EXTENSION'] },
          { name: 'currentIndustry', type: 'text', only: ['CHANGE'] },
          { name: 'targetIndustry', type: 'text', only: ['CHANGE'], required: true },
          YN('hasValidEpsRegistration', { only: ['CHANGE'] }),
          { name: 'epsExpiryDate', type: 'date', only: ['CHANGE'] },
        ],
      },
      documentsStep,
    ],
  },
  'E-10': {
    code: 'E-10',
    subtypeField: 'e10SubType',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: personal('personalInfo', { names: true }) },
      { id: 'profile', fields: genericProfile() },
      {
        id: 'vessel',
        fields: [
          { name: 'e10SubType', type: 'select', options: ['E-10-1', 'E-10-2', 'E-10-3'], required: true },
          { name: 'crewMemberStatus', type: 'select', options: DOC_STATUS, required: true },
          NUM('vesselTonnage.e10_1', { label: 'vesselTonnage', when: { field: 'e10SubType', in: ['E-10-1'] } }),
          NUM('vesselTonnage.e10_2', { label: 'vesselTonnage', when: { field: 'e10SubType', in: ['E-10-2'] } }),
          NUM('vesselTonnage.e10_3', { label: 'vesselTonnage', when: { field: 'e10SubType', in: ['E-10-3'] } }),
          DS('businessLegitimacy'),
          { name: 'contractPeriod', type: 'number', min: 0 },
          TXT('currentVisaStatus'),
          DS('healthAndCriminalDocuments'),
          { name: 'insuranceStatus', type: 'select', options: DOC_STATUS },
          DS('reemploymentStatus'),
          { name: 'penaltyHistory', type: 'select', options: ['NONE', 'MINOR', 'MAJOR'] },
        ],
      },
      {
        id: 'documents',
        fields: [
          ...documentsStep.fields,
          {
            name: 'requiredDocuments',
            type: 'multi',
            options: ['SEAMAN_BOOK', 'VESSEL_REGISTRATION', 'STANDARD_LABOR_CONTRACT', 'HEALTH_CERTIFICATE', 'CRIMINAL_RECORD'],
            defaultValue: [],
          },
        ],
      },
    ],
  },
  'D-10': {
    code: 'D-10',
    subtypeField: 'd10SubType',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      {
        id: 'personal',
        fields: [
          { name: 'd10SubType', type: 'select', options: ['D-10-1', 'D-10-2'], defaultValue: 'D-10-1' },
          ...personal('personalInfo'),
          { name: 'personalInfo.previousVisa', type: 'text' },
          TXT('personalInfo.currentLocation', { label: 'currentLocation' }),
          TXT('personalInfo.koreanAddress', { label: 'koreanAddress' }),
        ],
      },
      {
        id: 'education',
        fields: [
          { name: 'educationInfo.highestDegree', type: 'select', options: DEGREES, required: true },
          { name: 'educationInfo.isKoreanDegree', type: 'yesno', label: 'koreanDegree' },
          { name: 'educationInfo.major', type: 'text' },
          { name: 'educationInfo.university', type: 'text' },
          TXT('educationInfo.koreanUniversity', { label: 'koreanUniversity' }),
          TXT('educationInfo.koreanMajor', { label: 'koreanMajor' }),
          NUM('educationInfo.koreanGraduationYear', { min: 1950, max: 2100, label: 'koreanGraduationYear' }),
          { name: 'educationInfo.graduationDate', type: 'date', label: 'graduationDate' },
          { name: 'educationInfo.worldTopUniversity', type: 'yesno', label: 'hasWorldTopUniversity' },
          NUM('educationInfo.timesRanking', { label: 'timesRanking' }),
          NUM('educationInfo.qsRanking', { label: 'qsRanking' }),
          { name: 'educationInfo.isSTEM', type: 'yesno' },
        ],
      },
      {
        id: 'experience',
        fields: [
          { name: 'experienceInfo.yearsOfExperience', type: 'number', min: 0, required: true },
          { name: 'experienceInfo.koreanWorkExperience', type: 'number', min: 0, required: true, label: 'koreanWorkYears' },
          TXT('experienceInfo.workExperience', { label: 'workExperience' }),
          YN('experienceInfo.globalCompanyExperience', { label: 'globalCompanyExperience' }),
          { name: 'experienceInfo.fortune500Experience', type: 'yesno', label: 'hasFortune500Experience' },
          YN('experienceInfo.koreanTrainingExperience', { label: 'koreanTrainingExperience' }),
          LIST('experienceInfo.previousKoreanEmployers', { label: 'previousKoreanEmployers' }),
          TXT('experienceInfo.internshipExperience', { label: 'internshipExperience' }),
          TXT('experienceInfo.volunteerExperience', { label: 'volunteerExperience' }),
          { name: 'qualifications.professionalCertification', type: 'text' },
        ],
      },
      {
        id: 'jobSearch',
        fields: [
          { name: 'employmentInfo.currentStatus', type: 'select', options: EMPLOYMENT_STATUS, label: 'employmentStatus' },
          { name: 'employmentInfo.jobSearchStatus', type: 'select', options: ['ACTIVE', 'PASSIVE'], label: 'jobSearchStatus' },
          TXT('employmentInfo.targetIndustry', { label: 'targetIndustry' }),
          TXT('employmentInfo.targetPosition', { label: 'targetPosition' }),
          NUM('employmentInfo.expectedSalary', { label: 'expectedSalary' }),
          TXT('employmentInfo.jobSearchDuration', { label: 'jobSearchDuration' }),
          {
            name: 'jobSearchPlan.searchMethods',
            type: 'multi',
            options: ['JOB_SITES', 'JOB_FAIRS', 'NETWORKING', 'AGENCY'],
            defaultValue: [],
            label: 'searchMethods',
          },
          LIST('jobSearchPlan.registeredJobSites', { label: 'registeredJobSites' }),
          NUM('jobSearchPlan.attendedJobFairs', { label: 'attendedJobFairs' }),
          NUM('jobSearchPlan.submittedApplications', { label: 'submittedApplications' }),
          NUM('jobSearchPlan.interviews', { label: 'interviews' }),
          NUM('jobSearchPlan.jobOffers', { label: 'jobOffers' }),
          {
            name: 'activityPlan.plannedActivities',
            type: 'multi',
            options: ['JOB_SEARCH', 'LANGUAGE_STUDY', 'INTERNSHIP', 'STARTUP_PREPARATION'],
            defaultValue: [],
            label: 'plannedActivities',
          },
          TXT('activityPlan.networkingPlans', { label: 'networkingPlans' }),
          TXT('activityPlan.skillDevelopmentPlans', { label: 'skillDevelopmentPlans' }),
          {
            name: 'activityPlan.expectedJobSearchDuration',
            type: 'select',
            options: ['3_MONTHS', '6_MONTHS', '12_MONTHS'],
            label: 'expectedJobSearchDuration',
          },
        ],
      },
      {
        id: 'language',
        fields: [
          { name: 'languageInfo.topikLevel', type: 'select', options: TOPIK, defaultValue: 0 },
          { name: 'languageInfo.kiipLevel', type: 'select', options: KIIP, defaultValue: 0, label: 'kiip' },
          { name: 'languageInfo.koreanLevel', type: 'select', options: KOREAN_LEVEL },
          { name: 'languageInfo.englishScore', type: 'number', min: 0 },
          { name: 'languageInfo.koreanTestType', type: 'select', options: ['TOPIK', 'KIIP', 'OTHER'], label: 'koreanTestType' },
          NUM('languageInfo.koreanTestScore', { label: 'koreanTestScore' }),
          { name: 'languageInfo.koreanTestDate', type: 'date', label: 'koreanTestDate' },
          LIST('languageInfo.otherLanguages', { label: 'otherLanguages' }),
        ],
      },
      {
        id: 'finances',
        fields: [
          { name: 'financialInfo.bankBalance', type: 'number', min: 0 },
          NUM('financialInfo.monthlyLivingCost', { label: 'monthlyLivingCost' }),
          { name: 'financialInfo.financialSponsor', type: 'select', options: ['SELF', 'FAMILY', 'OTHER'], label: 'financialSponsor' },
          TXT('financialInfo.sponsorDetails', { label: 'sponsorDetails' }),
        ],
      },
      {
        id: 'status',
        fields: [
          YN('additional.governmentRecommendation', { label: 'governmentRecommendation' }),
          YN('additional.institutionRecommendation', { label: 'institutionRecommendation' }),
          { name: 'additional.immigrationViolations', type: 'number', min: 0, defaultValue: 0 },
          { name: 'additional.fineAmount', type: 'number', min: 0, defaultValue: 0 },
          { name: 'additionalInfo.entryPurpose', type: 'select', options: ['JOB_SEARCH', 'STARTUP_PREPARATION'], only: ['NEW'], label: 'entryPurpose' },
          { name: 'additionalInfo.plannedEntryDate', type: 'date', only: ['NEW'], label: 'plannedEntryDate' },
          TXT('additionalInfo.accommodationType', { only: ['NEW'], label: 'accommodationType' }),
          TXT('additionalInfo.emergencyContact', { only: ['NEW'], label: 'emergencyContact' }),
          { name: 'currentVisaExpiry', type: 'date', only: ['EXTENSION'] },
          {
            name: 'reasonForExtension',
            type: 'select',
            options: ['CONTINUED_JOB_SEARCH', 'STARTUP_PREPARATION', 'OTHER'],
            only: ['EXTENSION'],
            label: 'extensionReason',
          },
          { name: 'jobSearchProgress', type: 'text', only: ['EXTENSION'] },
          NUM('interviewsScheduled', { only: ['EXTENSION'] }),
          NUM('pendingOffers', { only: ['EXTENSION'] }),
          { name: 'koreanResidencePeriod', type: 'number', min: 0, only: ['CHANGE'] },
          ...changeFields(),
          TXT('previousVisaActivities', { only: ['CHANGE'] }),
          { name: 'completionStatus', type: 'select', options: ['COMPLETED', 'IN_PROGRESS', 'NOT_COMPLETED'], only: ['CHANGE'] },
        ],
      },
      documentsStep,
    ],
  },
  'F-2': {
    code: 'F-2',
    subtypeField: 'visaSubtype',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      {
        id: 'personal',
        fields: [
          { name: 'visaSubtype', type: 'select', options: ['F-2-7', 'F-2-99', 'F-2-R', 'F-2-2', 'F-2-3', 'F-2-71'], defaultValue: 'F-2-7', required: true },
          ...personal('personalInfo'),
          { name: 'personalInfo.criminalRecord', type: 'yesno' },
          { name: 'personalInfo.healthStatus', type: 'select', options: ['HEALTHY', 'UNHEALTHY'], defaultValue: 'HEALTHY' },
        ],
      },
      {
        id: 'education',
        fields: [
          { name: 'education.degree', type: 'select', options: DEGREES, required: true, label: 'highestDegree' },
          { name: 'education.koreanDegree', type: 'yesno', label: 'koreanDegree' },
          { name: 'education.major', type: 'text', label: 'major' },
          { name: 'education.university', type: 'text', label: 'university' },
          { name: 'education.graduationYear', type: 'number', min: 1950, max: 2100 },
          YN('education.graduated', { label: 'graduated' }),
          YN('education.isSTEM', { label: 'isSTEM' }),
        ],
      },
      {
        id: 'points',
        fields: [
          { name: 'korean.topik', type: 'select', options: TOPIK, defaultValue: 0, label: 'topikLevel', when: F2_KOREAN },
          { name: 'korean.kiip', type: 'select', options: KIIP, defaultValue: 0, label: 'kiip', when: F2_KOREAN },
          { name: 'socialIntegration.programCompleted', type: 'yesno', when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'bonus.governmentAward', type: 'yesno', when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'bonus.volunteerHours', type: 'number', min: 0, when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'bonus.taxPaymentYears', type: 'number', min: 0, when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'bonus.koreanWorkYears', type: 'number', min: 0, label: 'koreanWorkYears', when: { field: 'visaSubtype', in: ['F-2-7'] } },
        ],
      },
      {
        id: 'family',
        fields: [
          { name: 'familyInfo.relation', type: 'select', options: ['SPOUSE', 'CHILD', 'PARENT'], required: true, when: F2_FAMILY },
          { name: 'familyInfo.sponsorVisaType', type: 'text', when: F2_FAMILY },
        ],
      },
      {
        id: 'status',
        fields: [
          { name: 'stayDuration', type: 'number', min: 0, defaultValue: 0 },
          { name: 'currentVisa', type: 'text' },
          { name: 'legalStatus', type: 'select', options: ['LEGAL', 'ILLEGAL'], defaultValue: 'LEGAL' },
          { name: 'violations.count', type: 'number', min: 0, defaultValue: 0, label: 'violationsCount' },
          YN('residencePlan.depopulatedArea', { label: 'depopulatedArea' }),
          NUM('residencePlan.plannedYears', { label: 'plannedYears' }),
        ],
      },
      {
        id: 'finances',
        fields: [
          // One income question (the service reads income.annual and financialInfo.annualIncome alike): required where it scores.
          { name: 'income.annual', type: 'number', min: 0, required: true, label: 'annualIncome', when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'income.annual', type: 'number', min: 0, label: 'annualIncome', when: { field: 'visaSubtype', in: ['F-2-99', 'F-2-R'] } },
          { name: 'income.stable', type: 'yesno', when: { field: 'visaSubtype', in: ['F-2-7'] } },
          TXT('income.source', { label: 'incomeSource', when: { field: 'visaSubtype', in: ['F-2-7', 'F-2-99', 'F-2-R'] } }),
          NUM('financialInfo.assets', { label: 'assets' }),
          NUM('financialInfo.realEstate', { label: 'realEstate' }),
          NUM('financialInfo.bankBalance', { label: 'bankBalance' }),
        ],
      },
      documentsStep,
    ],
  },
  'F-6': {
    code: 'F-6',
    subtypeField: 'f6Category',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      {
        id: 'personal',
        fields: [
          { name: 'f6Category', type: 'select', options: ['F-6-1', 'F-6-2', 'F-6-3'], defaultValue: 'F-6-1', required: true },
          ...personal('personalInfo', { names: true }),
        ],
      },
      { id: 'profile', fields: genericProfile() },
      {
        id: 'marriage',
        fields: [
          { name: 'marriageInfo.marriageDate', type: 'date', required: true },
          { name: 'marriageInfo.registeredInKorea', type: 'yesno' },
          YN('marriageInfo.registeredInHomeCountry', { label: 'registeredInHomeCountry' }),
          { name: 'marriageInfo.meetingMethod', type: 'select', options: ['IN_PERSON', 'AGENCY', 'ONLINE', 'INTRODUCTION'], label: 'meetingMethod' },
          { name: 'marriageInfo.marriageStatus', type: 'select', options: ['MARRIED', 'DIVORCED', 'WIDOWED', 'SEPARATED'], label: 'marriageStatus' },
          YN('marriageInfo.applicantAtFault', { label: 'applicantAtFault', when: { field: 'f6Category', in: ['F-6-3'] } }),
          YN('marriageGenuineness.cohabiting', { label: 'cohabiting' }),
          TXT('marriageGenuineness.commonLanguage', { label: 'commonLanguage' }),
          NUM('marriageGenuineness.relationshipMonths', { label: 'relationshipMonths' }),
          NUM('marriageGenuineness.meetingsBeforeMarriage', { label: 'meetingsBeforeMarriage' }),
          NUM('marriageGenuineness.cohabitationMonths', { label: 'cohabitationMonths' }),
        ],
      },
      {
        id: 'spouse',
        fields: [
          TXT('spouseInfo.name', { label: 'spouseName' }),
          { name: 'spouseInfo.nationality', type: 'select', options: NATIONALITY_OPTIONS, label: 'spouseNationality' },
          YN('spouseInfo.isKoreanCitizen', { label: 'isKoreanCitizen' }),
          { name: 'spouseInfo.birthDate', type: 'date', label: 'spouseBirthDate' },
          TXT('spouseInfo.occupation', { label: 'spouseOccupation' }),
          NUM('spouseInfo.annualIncome', { label: 'spouseAnnualIncome' }),
          YN('familyRelations.hasChildren', { label: 'hasChildren' }),
          NUM('familyRelations.childrenCount', { label: 'childrenCount' }),
          YN('familyRelations.raisingChildInKorea', { label: 'raisingChildInKorea', when: { field: 'f6Category', in: ['F-6-2'] } }),
          NUM('familyRelations.pregnancyWeeks', { max: 45, label: 'pregnancyWeeks' }),
        ],
      },
      {
        id: 'integration',
        fields: [
          { name: 'incomeRequirement.householdIncome', type: 'number', min: 0, required: true },
          NUM('incomeRequirement.householdSize', { min: 1, label: 'householdSize' }),
          TXT('incomeRequirement.incomeSource', { label: 'incomeSource' }),
          YN('koreanIntegration.integrationProgram', { label: 'integrationProgram' }),
          { name: 'koreanIntegration.topikLevel', type: 'select', options: TOPIK, defaultValue: 0, label: 'topikLevel' },
          { name: 'koreanIntegration.kiipLevel', type: 'select', options: KIIP, defaultValue: 0, label: 'kiip' },
          YN('koreanIntegration.courseCompleted', { label: 'programCompleted' }),
        ],
      },
      documentsStep,
    ],
  },
};

export const FULL_ASSESSMENT_CODES = Object.keys(VISA_FORMS);

export const fieldLabelKey = (f: FieldDef) => `visa.f.${f.label ?? f.name.split('.').pop()}`;

export function isFieldShown(f: FieldDef, applicationType: ApplicationType, values: Record<string, unknown>): boolean {
  if (f.only && !f.only.includes(applicationType)) return false;
  if (f.when && !f.when.in.includes(String(values[f.when.field] ?? ''))) return false;
  return true;
}

export function visibleSteps(def: VisaFormDef, applicationType: ApplicationType, values: Record<string, unknown>): StepDef[] {
  return def.steps.map((s) => ({ ...s, fields: s.fields.filter((f) => isFieldShown(f, applicationType, values)) })).filter((s) => s.fields.length > 0);
}

export function defaultValues(def: VisaFormDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of def.steps) for (const f of s.fields) if (f.defaultValue !== undefined) out[f.name] = f.defaultValue;
  return out;
}
