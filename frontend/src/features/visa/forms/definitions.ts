import type { ApplicationType } from '../types';

/** Per-visa form definitions (spec 001 §3, spec 002 §3): the fields, grouped in steps, with their payload paths. */
export type FieldType = 'text' | 'number' | 'select' | 'yesno' | 'date' | 'multi';

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
}

export interface StepDef {
  id: string;
  fields: FieldDef[];
}

export interface VisaFormDef {
  code: string;
  applicationTypes: readonly ApplicationType[];
  steps: StepDef[];
}

const DEGREES = ['DOCTORATE', 'MASTER', 'BACHELOR', 'ASSOCIATE', 'HIGH_SCHOOL'] as const;
const TOPIK = [0, 1, 2, 3, 4, 5, 6] as const;
const KIIP = [0, 1, 2, 3, 4, 5] as const;
const KOREAN_LEVEL = ['NONE', 'BASIC', 'INTERMEDIATE', 'ADVANCED'] as const;
const DOC_STATUS = ['READY', 'IN_PROGRESS', 'NOT_READY'] as const;
const GENDER = ['MALE', 'FEMALE', 'OTHER'] as const;
export const NATIONALITY_OPTIONS = [
  'Vietnam', 'Philippines', 'Indonesia', 'Thailand', 'Myanmar', 'Malaysia', 'Singapore', 'India', 'Nepal', 'Sri Lanka', 'Mongolia',
  'Uzbekistan', 'Cambodia', 'China', 'Japan', 'Taiwan', 'Hong Kong', 'USA', 'Canada', 'UK', 'Australia', 'New Zealand', 'France',
  'Germany', 'Netherlands', 'Russia', 'Brazil', 'Mexico', 'South Africa', 'other',
] as const;
/** Used until GET /required-fields/{visaType} answers with the type's own list. */
export const DOCUMENTS = ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT', 'DEGREE_CERTIFICATE', 'CAREER_CERTIFICATE', 'EMPLOYMENT_CONTRACT', 'CRIMINAL_RECORD', 'HEALTH_CERTIFICATE', 'INCOME_PROOF', 'RESIDENCE_PROOF'] as const;

const NEW_EXT_CHANGE = ['NEW', 'EXTENSION', 'CHANGE'] as const;
const C123 = ['C1', 'C2', 'C3'] as const;

const personal = (prefix: string, opts: { names?: boolean; age?: boolean; birthDate?: boolean } = {}): FieldDef[] => {
  const p = prefix ? `${prefix}.` : '';
  return [
    ...(opts.names ? [{ name: `${p}firstName`, type: 'text', required: true } as FieldDef, { name: `${p}lastName`, type: 'text', required: true } as FieldDef] : []),
    { name: `${p}nationality`, type: 'select', options: NATIONALITY_OPTIONS, required: true, label: 'nationality' },
    ...(opts.birthDate ? [{ name: `${p}birthDate`, type: 'date' } as FieldDef] : []),
    ...(opts.age !== false ? [{ name: `${p}age`, type: 'number', min: 0, max: 120, required: true } as FieldDef] : []),
    { name: `${p}gender`, type: 'select', options: GENDER },
  ];
};

const documentsStep: StepDef = { id: 'documents', fields: [{ name: 'documentChecklist', type: 'multi', options: DOCUMENTS, defaultValue: [] }] };
const changeFields = (prefix = ''): FieldDef[] => [
  { name: `${prefix}currentVisa`, type: 'text', required: true, only: ['CHANGE'], label: 'currentVisa' },
  { name: `${prefix}changeReason`, type: 'text', only: ['CHANGE'], label: 'changeReason' },
];

export const VISA_FORMS: Record<string, VisaFormDef> = {
  'E-1': {
    code: 'E-1',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: personal('personalInfo', { names: true, age: false, birthDate: true }) },
      {
        id: 'activity',
        fields: [
          { name: 'activityType', type: 'select', options: ['UNIVERSITY_LECTURER', 'RESEARCH_PROFESSOR', 'KAIST_PROFESSOR', 'ADVANCED_TECH_PERSONNEL'], required: true },
          { name: 'professorQualification', type: 'select', options: ['PROFESSOR', 'ASSOCIATE_PROFESSOR', 'ASSISTANT_PROFESSOR', 'LECTURER', 'TEACHING_ASSISTANT', 'NOT_QUALIFIED'], required: true },
          { name: 'recommendationRequirement', type: 'select', options: ['NOT_REQUIRED', 'REQUIRED_OBTAINED', 'REQUIRED_IN_PROGRESS'], required: true },
          { name: 'activityPeriodDays', type: 'number', min: 1, defaultValue: 91 },
        ],
      },
      {
        id: 'qualification',
        fields: [
          { name: 'educationInfo.highestDegree', type: 'select', options: DEGREES, required: true },
          { name: 'educationInfo.major', type: 'text' },
          { name: 'experienceInfo.researchYears', type: 'number', min: 0 },
          { name: 'experienceInfo.teachingYears', type: 'number', min: 0 },
          { name: 'experienceInfo.publicationCount', type: 'number', min: 0 },
          { name: 'employmentInfo.salary', type: 'number', min: 0 },
          { name: 'educationInfo.degreeDocumentStatus', type: 'select', options: DOC_STATUS },
          { name: 'experienceInfo.careerDocumentStatus', type: 'select', options: DOC_STATUS },
          { name: 'employmentInfo.employmentDocumentStatus', type: 'select', options: DOC_STATUS },
          { name: 'basicDocumentsReady', type: 'multi', options: ['APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT'], defaultValue: [] },
        ],
      },
      {
        id: 'status',
        fields: [
          { name: 'currentStatus.currentStayDuration', type: 'number', min: 0, only: ['EXTENSION'], label: 'currentStayDuration' },
          { name: 'currentStatus.teachingEvaluationScore', type: 'number', min: 0, max: 100, only: ['EXTENSION'], label: 'teachingEvaluationScore' },
          { name: 'currentStatus.hasViolations', type: 'yesno', only: ['EXTENSION'], label: 'hasViolations' },
          ...changeFields('changeInfo.'),
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
      {
        id: 'qualification',
        fields: [
          { name: 'qualificationInfo.highestDegree', type: 'select', options: DEGREES, required: true },
          { name: 'qualificationInfo.nativeCountryUniversity', type: 'yesno', required: true },
          { name: 'qualificationInfo.teachingQualification', type: 'select', options: ['TEFL', 'TESOL', 'CELTA', 'TEACHING_LICENSE', 'NONE'] },
          { name: 'qualificationInfo.salaryLevel', type: 'number', min: 0, label: 'salaryLevel' },
        ],
      },
      {
        id: 'documents',
        fields: [
          { name: 'documentPreparation.criminalRecordStatus', type: 'select', options: DOC_STATUS, required: true },
          { name: 'documentPreparation.healthCheckStatus', type: 'select', options: DOC_STATUS },
          { name: 'documentPreparation.employmentContractStatus', type: 'select', options: DOC_STATUS },
          { name: 'expectedStartDate', type: 'date', only: ['NEW'] },
          { name: 'currentStayDuration', type: 'number', min: 0, only: ['EXTENSION'] },
          { name: 'attendanceRate', type: 'number', min: 0, max: 100, only: ['EXTENSION'] },
          ...changeFields(),
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
      {
        id: 'research',
        fields: [
          { name: 'researchInstitutionType', type: 'select', options: ['UNIVERSITY', 'GOVERNMENT_INSTITUTE', 'CORPORATE_LAB', 'OTHER'], required: true },
          { name: 'educationLevel', type: 'select', options: DEGREES, required: true },
          { name: 'researchExperience', type: 'number', min: 0 },
          { name: 'majorField', type: 'text' },
          { name: 'fieldCompatibility', type: 'select', options: ['HIGH', 'MEDIUM', 'LOW'] },
          { name: 'expectedAnnualSalary', type: 'number', min: 0 },
          { name: 'mistRecommendation', type: 'yesno' },
          { name: 'currentResearchInstitution', type: 'text', only: ['EXTENSION'] },
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
      {
        id: 'technology',
        fields: [
          { name: 'technicalProvisionField', type: 'text', required: true },
          { name: 'advancedTechnologyField', type: 'yesno' },
          { name: 'technologyIntroductionContract', type: 'select', options: DOC_STATUS, required: true },
          { name: 'ministryRecommendation', type: 'yesno' },
          { name: 'educationAndExperience', type: 'select', options: DEGREES },
          { name: 'goldScienceCard', type: 'yesno' },
          { name: 'cepaEligibility', type: 'yesno', only: ['C1'] },
          { name: 'currentVisaStatus', type: 'text', only: ['C2'] },
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
      {
        id: 'profession',
        fields: [
          { name: 'professionalType', type: 'select', options: ['LAWYER', 'ACCOUNTANT', 'DOCTOR', 'SEAFARER', 'OTHER'], required: true },
          { name: 'qualifications.ministryRecommendationStatus', type: 'select', options: DOC_STATUS },
          { name: 'employmentInstitution.type', type: 'text', label: 'institutionType' },
          { name: 'basicDocuments.visaDocuments', type: 'select', options: ['completed', 'partial', 'notPrepared'], required: true },
          { name: 'basicDocuments.degreeAndLicense', type: 'select', options: ['both', 'oneOnly', 'none'], required: true },
          { name: 'electronicVisaType', type: 'text', only: ['C1'] },
          { name: 'currentVisaStatus', type: 'text', only: ['C2'] },
          { name: 'workplaceChangeStatus', type: 'text', only: ['C3'] },
        ],
      },
      documentsStep,
    ],
  },
  'E-6': {
    code: 'E-6',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: personal('', {}) },
      {
        id: 'activity',
        fields: [
          { name: 'e6SubCategory', type: 'select', options: ['E-6-1', 'E-6-2', 'E-6-3'], required: true },
          { name: 'revenueActivity', type: 'yesno' },
          { name: 'contractStatus', type: 'select', options: DOC_STATUS, required: true },
          { name: 'performanceRecommendation', type: 'select', options: DOC_STATUS },
          { name: 'internationalReputation', type: 'yesno' },
          { name: 'expectedEntryDate', type: 'date', only: ['NEW'] },
          { name: 'currentVisaExpiry', type: 'date', only: ['EXTENSION'] },
          { name: 'contractContinuation', type: 'yesno', only: ['EXTENSION'] },
          ...changeFields(),
        ],
      },
      documentsStep,
    ],
  },
  'E-7': {
    code: 'E-7',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: [...personal('', { names: true, age: false, birthDate: true }), { name: 'email', type: 'text' }, { name: 'phone', type: 'text' }] },
      {
        id: 'job',
        fields: [
          { name: 'jobCategory', type: 'select', options: ['E-7-1', 'E-7-2', 'E-7-3', 'E-7-4'], required: true },
          { name: 'specificJob', type: 'text', required: true },
          { name: 'salaryLevel', type: 'number', min: 0, required: true },
          { name: 'companySize', type: 'number', min: 0 },
          { name: 'foreignEmploymentRatio', type: 'number', min: 0, max: 100 },
        ],
      },
      {
        id: 'qualification',
        fields: [
          { name: 'education', type: 'select', options: DEGREES, required: true, label: 'highestDegree' },
          { name: 'majorRelevanceGeneral', type: 'select', options: ['HIGH', 'MEDIUM', 'LOW'] },
          { name: 'experiencePeriod', type: 'number', min: 0, required: true },
          { name: 'topikLevel', type: 'select', options: TOPIK },
          { name: 'hasKotraRecommendation', type: 'yesno' },
          { name: 'hasFortune500Experience', type: 'yesno' },
          { name: 'hasDomesticDegree', type: 'yesno' },
          { name: 'hasWorldTopUniversity', type: 'yesno' },
          { name: 'visaRejectionHistory', type: 'yesno' },
          { name: 'employerTaxDelinquency', type: 'yesno' },
          { name: 'employerWageArrears', type: 'yesno' },
        ],
      },
      {
        id: 'status',
        fields: [
          { name: 'hasEmploymentContract', type: 'yesno', only: ['NEW'] },
          { name: 'employmentType', type: 'select', options: ['FULL_TIME', 'CONTRACT'], only: ['NEW'] },
          { name: 'remainingDays', type: 'number', min: 0, only: ['EXTENSION'] },
          { name: 'taxPaid', type: 'yesno', only: ['EXTENSION'] },
          { name: 'sameEmployer', type: 'yesno', only: ['EXTENSION'] },
          { name: 'contractRenewed', type: 'yesno', only: ['EXTENSION'] },
          { name: 'currentVisa', type: 'text', required: true, only: ['CHANGE'] },
          { name: 'changeReason', type: 'select', options: ['NEW_JOB_OFFER', 'GRADUATION', 'OTHER'], only: ['CHANGE'], defaultValue: 'NEW_JOB_OFFER' },
          { name: 'hasJobOffer', type: 'yesno', only: ['CHANGE'] },
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
      {
        id: 'work',
        fields: [
          { name: 'seasonalWorkType', type: 'select', options: ['AGRICULTURE', 'FISHERY', 'LIVESTOCK'], required: true },
          { name: 'healthStatus', type: 'select', options: ['GOOD', 'FAIR', 'POOR'], defaultValue: 'GOOD' },
          { name: 'physicalFitness', type: 'select', options: ['FIT', 'UNFIT'], defaultValue: 'FIT' },
          { name: 'workLocation', type: 'text' },
          { name: 'workPeriod', type: 'number', min: 0 },
          { name: 'experience.previousSeasons', type: 'number', min: 0 },
          { name: 'agriculturalTraining', type: 'yesno' },
          { name: 'attendanceRate', type: 'number', min: 0, max: 100, only: ['EXTENSION'], defaultValue: 100 },
          ...changeFields(),
        ],
      },
      documentsStep,
    ],
  },
  'E-9': {
    code: 'E-9',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: personal('personalInfo', { names: true }) },
      {
        id: 'work',
        fields: [
          { name: 'industryType', type: 'select', options: ['MANUFACTURING', 'CONSTRUCTION', 'AGRICULTURE', 'FISHERY', 'SERVICE'], required: true },
          { name: 'epsTopikScore', type: 'number', min: 0, max: 200, required: true },
          { name: 'skillLevel', type: 'select', options: ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'], defaultValue: 'BEGINNER' },
          { name: 'koreanProficiency', type: 'select', options: KOREAN_LEVEL, defaultValue: 'NONE' },
          { name: 'epsSystemInfo.skillTestPassed', type: 'yesno' },
          { name: 'attendanceRate', type: 'number', min: 0, max: 100, only: ['EXTENSION'], defaultValue: 95 },
          { name: 'currentIndustry', type: 'text', only: ['CHANGE'] },
          { name: 'targetIndustry', type: 'text', only: ['CHANGE'], required: true },
        ],
      },
      documentsStep,
    ],
  },
  'E-10': {
    code: 'E-10',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: personal('personalInfo', { names: true }) },
      {
        id: 'vessel',
        fields: [
          { name: 'e10SubType', type: 'select', options: ['E-10-1', 'E-10-2', 'E-10-3'], required: true },
          { name: 'crewMemberStatus', type: 'select', options: DOC_STATUS, required: true },
          { name: 'vesselTonnage', type: 'number', min: 0 },
          { name: 'contractPeriod', type: 'number', min: 0 },
          { name: 'insuranceStatus', type: 'select', options: DOC_STATUS },
          ...changeFields(),
        ],
      },
      documentsStep,
    ],
  },
  'D-10': {
    code: 'D-10',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      {
        id: 'personal',
        fields: [{ name: 'd10SubType', type: 'select', options: ['D-10-1', 'D-10-2'], defaultValue: 'D-10-1' }, ...personal('personalInfo'), { name: 'personalInfo.previousVisa', type: 'text' }],
      },
      {
        id: 'education',
        fields: [
          { name: 'educationInfo.highestDegree', type: 'select', options: DEGREES, required: true },
          { name: 'educationInfo.isKoreanDegree', type: 'yesno', label: 'koreanDegree' },
          { name: 'educationInfo.major', type: 'text' },
          { name: 'educationInfo.university', type: 'text' },
          { name: 'educationInfo.worldTopUniversity', type: 'yesno', label: 'hasWorldTopUniversity' },
          { name: 'educationInfo.isSTEM', type: 'yesno' },
        ],
      },
      {
        id: 'experience',
        fields: [
          { name: 'experienceInfo.yearsOfExperience', type: 'number', min: 0, required: true },
          { name: 'experienceInfo.koreanWorkExperience', type: 'number', min: 0, required: true, label: 'koreanWorkYears' },
          { name: 'experienceInfo.fortune500Experience', type: 'yesno', label: 'hasFortune500Experience' },
        ],
      },
      {
        id: 'language',
        fields: [
          { name: 'languageInfo.topikLevel', type: 'select', options: TOPIK, defaultValue: 0 },
          { name: 'languageInfo.socialIntegrationLevel', type: 'select', options: KIIP, defaultValue: 0, label: 'kiip' },
          { name: 'languageInfo.koreanLevel', type: 'select', options: KOREAN_LEVEL },
          { name: 'languageInfo.englishScore', type: 'number', min: 0 },
        ],
      },
      {
        id: 'status',
        fields: [
          { name: 'qualifications.professionalCertification', type: 'text' },
          { name: 'additional.immigrationViolations', type: 'number', min: 0, defaultValue: 0 },
          { name: 'additional.fineAmount', type: 'number', min: 0, defaultValue: 0 },
          { name: 'financialInfo.bankBalance', type: 'number', min: 0 },
          { name: 'currentVisaExpiry', type: 'date', only: ['EXTENSION'] },
          { name: 'jobSearchProgress', type: 'text', only: ['EXTENSION'] },
          { name: 'koreanResidencePeriod', type: 'number', min: 0, only: ['CHANGE'] },
          ...changeFields(),
        ],
      },
      documentsStep,
    ],
  },
  'F-2': {
    code: 'F-2',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      {
        id: 'personal',
        fields: [
          { name: 'visaSubtype', type: 'select', options: ['F-2-7', 'F-2-2', 'F-2-71'], defaultValue: 'F-2-7', required: true },
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
        ],
      },
      {
        id: 'points',
        fields: [
          { name: 'korean.topik', type: 'select', options: TOPIK, defaultValue: 0, label: 'topikLevel', when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'korean.kiip', type: 'select', options: KIIP, defaultValue: 0, label: 'kiip', when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'socialIntegration.programCompleted', type: 'yesno', when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'income.annual', type: 'number', min: 0, required: true, when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'income.stable', type: 'yesno', when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'bonus.governmentAward', type: 'yesno', when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'bonus.volunteerHours', type: 'number', min: 0, when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'bonus.taxPaymentYears', type: 'number', min: 0, when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'bonus.koreanWorkYears', type: 'number', min: 0, label: 'koreanWorkYears', when: { field: 'visaSubtype', in: ['F-2-7'] } },
          { name: 'familyInfo.relation', type: 'select', options: ['SPOUSE', 'CHILD', 'PARENT'], required: true, when: { field: 'visaSubtype', in: ['F-2-2'] } },
          { name: 'familyInfo.sponsorVisaType', type: 'text', when: { field: 'visaSubtype', in: ['F-2-2'] } },
          { name: 'businessInfo.investmentAmount', type: 'number', min: 0, required: true, when: { field: 'visaSubtype', in: ['F-2-71'] } },
          { name: 'businessInfo.employeeCount', type: 'number', min: 0, when: { field: 'visaSubtype', in: ['F-2-71'] } },
        ],
      },
      {
        id: 'status',
        fields: [
          { name: 'stayDuration', type: 'number', min: 0, defaultValue: 0 },
          { name: 'currentVisa', type: 'text' },
          { name: 'legalStatus', type: 'select', options: ['LEGAL', 'ILLEGAL'], defaultValue: 'LEGAL' },
          { name: 'violations.count', type: 'number', min: 0, defaultValue: 0, label: 'violationsCount' },
        ],
      },
      documentsStep,
    ],
  },
  'F-6': {
    code: 'F-6',
    applicationTypes: NEW_EXT_CHANGE,
    steps: [
      { id: 'personal', fields: [{ name: 'f6Category', type: 'select', options: ['F-6-1', 'F-6-2', 'F-6-3'], defaultValue: 'F-6-1', required: true }, ...personal('personalInfo', { names: true })] },
      {
        id: 'marriage',
        fields: [
          { name: 'marriageInfo.marriageDate', type: 'date', required: true },
          { name: 'marriageInfo.registeredInKorea', type: 'yesno' },
          { name: 'marriageGenuineness.metInPerson', type: 'yesno' },
          { name: 'incomeRequirement.householdIncome', type: 'number', min: 0, required: true },
          { name: 'koreanIntegration.topikLevel', type: 'select', options: TOPIK, defaultValue: 0, label: 'topikLevel' },
          { name: 'koreanIntegration.kiipLevel', type: 'select', options: KIIP, defaultValue: 0, label: 'kiip' },
          { name: 'koreanIntegration.programCompleted', type: 'yesno' },
          ...changeFields(),
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
  return def.steps
    .map((s) => ({ ...s, fields: s.fields.filter((f) => isFieldShown(f, applicationType, values)) }))
    .filter((s) => s.fields.length > 0);
}

export function defaultValues(def: VisaFormDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of def.steps) for (const f of s.fields) if (f.defaultValue !== undefined) out[f.name] = f.defaultValue;
  return out;
}
