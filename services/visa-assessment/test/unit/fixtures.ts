/** Applicant forms shared by the unit tests: one that qualifies for each visa type. */
export const TODAY = '2025-06-01';

const docs = (...codes: string[]): { documentChecklist: string[] } => ({ documentChecklist: codes });
const BASE_DOCS = ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT'];

export const ELIGIBLE_FORMS: Record<string, { applicationType: string; form: Record<string, unknown> }> = {
  'E-1': {
    applicationType: 'NEW',
    form: {
      personalInfo: { firstName: 'Ana', nationality: 'Germany', birthDate: '1980-01-15' },
      educationInfo: { highestDegree: 'DOCTORATE', degreeDocumentStatus: 'READY' },
      experienceInfo: { careerDocumentStatus: 'READY' },
      employmentInfo: { employmentDocumentStatus: 'READY' },
      activityType: 'UNIVERSITY_LECTURER',
      sectionB: { invitationAuthenticity: 'VERIFIED' },
      recommendationRequirement: 'NOT_REQUIRED',
      professorQualification: 'PROFESSOR',
      basicDocumentsReady: ['APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT'],
      ...docs('PASSPORT', 'DEGREE_CERTIFICATE', 'CAREER_CERTIFICATE', 'EMPLOYMENT_CONTRACT'),
    },
  },
  'E-2': {
    applicationType: 'NEW',
    form: {
      personalInfo: { nationality: 'Canada', birthDate: '1995-05-05' },
      qualificationInfo: { highestDegree: 'BACHELOR', nativeCountryUniversity: 'true', teachingQualification: 'TEFL' },
      documentPreparation: {
        criminalRecordStatus: 'APOSTILLED',
        healthCheckStatus: 'READY',
        employmentContractStatus: 'SIGNED',
        educationDocumentStatus: 'APOSTILLED',
      },
      ...docs(...BASE_DOCS, 'DEGREE_CERTIFICATE', 'CRIMINAL_RECORD', 'HEALTH_CERTIFICATE', 'EMPLOYMENT_CONTRACT', 'BUSINESS_REGISTRATION'),
    },
  },
  'E-3': {
    applicationType: 'NEW',
    form: {
      personalInfo: { nationality: 'India', age: '34' },
      researchInstitutionType: 'GOVERNMENT_RESEARCH_INSTITUTE',
      researchActivityScope: 'NATURAL_SCIENCE',
      educationLevel: 'DOCTORATE',
      researchExperience: '4',
      fieldCompatibility: 'HIGH',
      expectedAnnualSalary: '55,000,000',
      educationDocumentStatus: 'READY',
      employmentContractStatus: 'READY',
    },
  },
  'E-4': {
    applicationType: 'C1',
    form: {
      technologyIntroductionContract: 'SIGNED',
      technicalProvisionField: 'NEXTGEN_ELECTRONICS',
      dispatchCertificate: 'READY',
      educationAndExperience: 'READY',
      basicDocuments: 'READY',
    },
  },
  'E-5': {
    applicationType: 'C1',
    form: {
      professionalType: 'LAWYER',
      qualifications: { licenceRecognisedInKorea: 'YES' },
      basicDocuments: { visaDocuments: 'completed', degreeAndLicense: 'both' },
      employmentInstitution: { type: 'LAW_FIRM' },
      employmentDocuments: 'READY',
    },
  },
  'E-6': {
    applicationType: 'NEW',
    form: {
      age: '28',
      nationality: 'Philippines',
      e6SubCategory: 'E-6-1',
      contractStatus: 'SIGNED',
      careerProofDocuments: 'READY',
      ageLegalRequirements: 'MET',
      basicDocuments: 'READY',
    },
  },
  'E-7': {
    applicationType: 'NEW',
    form: {
      jobCategory: 'E-7-1',
      specificJob: 'Software developer (2221)',
      specificJobConfirmation: 'CONFIRMED',
      education: 'MASTER',
      majorRelevanceGeneral: 'RELATED',
      experiencePeriod: '2',
      experienceVerification: 'VERIFIED',
      companySize: '40',
      foreignEmploymentRatio: '10',
      salaryLevel: '52000000',
      birthDate: '1993-04-10',
      nationality: 'Vietnam',
    },
  },
  'E-8': {
    applicationType: 'NEW',
    form: {
      personalInfo: { nationality: 'Philippines', age: '35' },
      seasonalEmploymentInfo: { seasonalWorkType: 'Strawberry harvest', workPeriod: '5' },
      experience: { previousSeasons: '1' },
      agriculturalTraining: 'yes',
      employerDetails: { employerRegistration: 'REGISTERED' },
    },
  },
  'E-9': {
    applicationType: 'NEW',
    form: {
      personalInfo: { nationality: 'Vietnam', birthDate: '2000-02-02' },
      industryType: 'MANUFACTURING',
      skillLevel: 'BEGINNER',
      experience: '2',
      epsTopikScore: '150',
      epsTopikTestDate: '2024-10-01',
      epsSystemInfo: { skillTestPassed: 'true' },
    },
  },
  'E-10': {
    applicationType: 'NEW',
    form: {
      e10SubType: 'E-10-2',
      vesselTonnage: { e10_2: '35' },
      contractPeriod: '12',
      businessLegitimacy: 'VERIFIED',
      healthAndCriminalDocuments: 'READY',
      insuranceStatus: 'INSURED',
      crewMemberStatus: 'SEAMAN_BOOK_VALID',
    },
  },
  'D-10': {
    applicationType: 'NEW',
    form: {
      personalInfo: { birthDate: '1999-03-01', nationality: 'Mongolia' },
      educationInfo: { highestDegree: 'BACHELOR' },
      experienceInfo: { yearsOfExperience: '5' },
      languageInfo: { topikLevel: '3' },
    },
  },
  'F-2': {
    applicationType: 'CHANGE',
    form: {
      visaSubtype: 'F-2-7',
      currentVisa: 'E-7',
      stayDuration: '3',
      personalInfo: { birthDate: '1990-01-01' },
      education: { level: 'MASTER', koreanDegree: 'YES' },
      korean: { topik: '5', kiip: 'null' },
      income: { annual: '65000000' },
      socialIntegration: { programCompleted: 'true' },
    },
  },
  'F-6': {
    applicationType: 'NEW',
    form: {
      f6Category: 'F-6-1',
      spouseInfo: { nationality: 'Korea' },
      marriageInfo: { registeredInKorea: 'YES' },
      incomeRequirement: { householdIncome: '30000000', householdSize: '2' },
      koreanIntegration: { topikLevel: '2' },
      marriageGenuineness: { cohabiting: 'true', commonLanguage: 'English' },
    },
  },
};

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The form with `patch` merged in, group by group. */
export function patched(form: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...form };
  for (const [k, v] of Object.entries(patch)) {
    const current = out[k];
    out[k] = isObject(v) && isObject(current) ? patched(current, v) : v;
  }
  return out;
}

/** The eligible sample of a visa type (throws on a typo in a test). */
export function sample(visaType: string): { applicationType: string; form: Record<string, unknown> } {
  const s = ELIGIBLE_FORMS[visaType];
  if (!s) throw new Error(`no sample for ${visaType}`);
  return s;
}
