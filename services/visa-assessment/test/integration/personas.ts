/**
 * Realistic applicants whose real-life outcome is clear (issue 17), each with the verdict and its
 * source in a comment. Sources are the ones docs/visa-rules.md cites, checked on 2026-11-24 (the
 * day the suite evaluates on). `finding` names the wrong verdict of issue 17 the persona guards
 * (ISSUE_FINDINGS). The forms are what the visa forms send (frontend/src/features/visa/forms).
 */
import { ELIGIBLE_FORMS, patched as merge } from '../unit/fixtures';

export interface Persona {
  id: string;
  /** Who, in one line: the test name reads "<who> is eligible" or "<who> is refused". */
  who: string;
  visaType: string;
  applicationType: string;
  userData: Record<string, unknown>;
  /** The real-life verdict. */
  eligible: boolean;
  visaSubtype?: string;
  /** Requirements that must be the ones failing (refused personas). */
  failing?: string[];
  /**
   * Change paths `visaType/visaSubtype` that must, or must not, be proposed as open (`include`,
   * `exclude`), or shown as not open yet with the conditions still missing (`pending`).
   */
  paths?: { include?: string[]; exclude?: string[]; pending?: Record<string, string[]> };
  finding?: FindingId;
}

/** The wrong verdicts issue 17 found, one entry each (the issue counts some of them together). */
export const ISSUE_FINDINGS = {
  W01: 'E-5 accepted any profession: a yoga instructor with a certificate came out eligible',
  W02: 'E-5 accepted a physician with only a home-country licence',
  W03: 'E-4 accepted general welding with no contract as advanced technology (eligible 85)',
  W04: 'E-8 treated construction labour as agriculture (eligible 100)',
  W05: 'E-2 read only that a criminal-record certificate exists: an applicant with a record came out eligible 95',
  W06: 'E-2 counted the health statement as optional points',
  W07: 'E-2 counted the employment contract as optional points',
  W08: 'E-2 refused a Chinese national teaching Chinese (English assumed)',
  W09: 'E-2 refused a Japanese national teaching Japanese (English assumed)',
  W10: "E-2 refused India's CEPA route",
  W11: 'F-6 compared income with 2,800,000 with no unit: 3,000,000 a year passed',
  W12: 'F-6 refused TOPIK 1, which meets the language rule',
  W13: 'F-6 did not apply the waiver for a child of the couple',
  W14: 'F-6 did not apply the waiver for a common language',
  W15: 'F-6 did not apply the waiver for a year of living together',
  W16: 'F-2-99 admitted an E-9 worker of 9 years',
  W17: 'F-2-99 admitted a D-2 student of 8 years',
  W18: 'F-2-R accepted TOPIK/KIIP 3 (level 4 since 2025)',
  W19: 'F-2-R admitted E-9, E-10 and E-8 holders',
  W20: 'F-2-1 was offered though F-6 replaced it',
  W21: 'F-2-7 did not check the current status: E-9 workers passed',
  W22: "F-2-7 refused an E-7-1 engineer with a STEM master's, TOPIK 4 and 60M (about 108 on the official table)",
  W23: 'E-7-4 skipped the status check on new applications: an applicant abroad came out eligible 87',
  W24: "E-7 used last year's GNI (floor 39.96M; 41,932,800 from 2026-04-01)",
  W25: "E-7 never blocked on the occupation code: a master's holder hired as an assembly-line worker came out eligible",
  W26: 'E-7-2 was held to the E-7-1 floor: a hotel receptionist was refused',
  W27: 'E-7-3 was held to the E-7-1 floor: a shipbuilding welder was refused',
  W28: 'D-10 had no degree requirement: high school + TOPIK 5 came out eligible',
  W29: 'E-9 lacked Tajikistan, the 17th sending country',
  W30: 'E-9 applied the entry rules (age, test validity) to extensions',
  W31: 'An E-9 assessment never offered E-7-4 but offered D-10 and E-7-1',
  W32: 'An F-2-7 holder was offered the downgrades D-10 and E-7-1 and never F-5',
} as const;
export type FindingId = keyof typeof ISSUE_FINDINGS;

const READY_DOCS = ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT'];

// ---------------------------------------------------------------- E-1
const E1_PROFESSOR = merge(ELIGIBLE_FORMS['E-1']!.form, {
  personalInfo: { firstName: 'Anna', lastName: 'Keller', nationality: 'Germany', birthDate: '1979-06-02' },
  professorQualification: 'ASSOCIATE_PROFESSOR',
});

// ---------------------------------------------------------------- E-2
const E2_TEACHER = {
  personalInfo: { firstName: 'Emily', lastName: 'Carter', nationality: 'USA', birthDate: '1996-04-11' },
  criminalRecord: 'NO',
  qualificationInfo: { highestDegree: 'BACHELOR', nativeCountryUniversity: 'YES', teachingQualification: 'TEFL', languageTaught: 'ENGLISH' },
  documentPreparation: { criminalRecordStatus: 'READY', healthCheckStatus: 'READY', employmentContractStatus: 'READY', educationDocumentStatus: 'READY' },
  documentChecklist: [...READY_DOCS, 'DEGREE_CERTIFICATE', 'CRIMINAL_RECORD', 'HEALTH_CERTIFICATE', 'EMPLOYMENT_CONTRACT'],
};
const e2 = (patch: Record<string, unknown>) => merge(E2_TEACHER, patch);

// ---------------------------------------------------------------- E-7
const E7_ENGINEER = {
  firstName: 'Minh',
  lastName: 'Tran',
  nationality: 'Vietnam',
  birthDate: '1992-08-20',
  jobCategory: 'E-7-1',
  specificJob: '2223',
  specificJobConfirmation: 'READY',
  education: 'MASTER',
  majorRelevanceGeneral: 'HIGH',
  experiencePeriod: 2,
  experienceVerification: 'READY',
  companySize: 40,
  foreignEmploymentRatio: 10,
  salaryLevel: 52_000_000,
};
const e7 = (patch: Record<string, unknown>) => merge(E7_ENGINEER, patch);

// ---------------------------------------------------------------- E-9
const E9_NEW = {
  personalInfo: { firstName: 'Thi', lastName: 'Nguyen', nationality: 'Vietnam', birthDate: '2000-02-02' },
  industryType: 'MANUFACTURING',
  skillLevel: 'BEGINNER',
  experienceYears: 2,
  epsTopikScore: 150,
  epsTopikTestDate: '2025-10-01',
  epsSystemInfo: { skillTestPassed: 'YES' },
  medicalCheckupResult: 'PASS',
};
const E9_WORKER = {
  personalInfo: { firstName: 'Van', lastName: 'Le', nationality: 'Vietnam', birthDate: '1995-03-03' },
  industryType: 'MANUFACTURING',
  educationInfo: { highestDegree: 'BACHELOR' },
  experienceInfo: { koreanWorkExperience: 5 },
  employmentInfo: { salary: 32_000_000 },
  topikLevel: 3,
  epsTopikScore: 140,
  epsTopikTestDate: '2021-04-10',
};

// ---------------------------------------------------------------- F-2
const F27_ENGINEER = {
  visaSubtype: 'F-2-7',
  currentVisa: 'E-7',
  stayDuration: 3,
  personalInfo: { nationality: 'India', birthDate: '1994-03-15' },
  education: { degree: 'MASTER', isSTEM: 'YES' },
  korean: { topik: 4 },
  income: { annual: 60_000_000 },
};
const F2_FAMILY = (visaSubtype: string, relation: string, sponsorVisaType: string, age: number) => ({
  visaSubtype,
  personalInfo: { nationality: 'Philippines', age },
  familyInfo: { relation, sponsorVisaType },
});

// ---------------------------------------------------------------- F-6
const F6_SPOUSE = {
  f6Category: 'F-6-1',
  personalInfo: { firstName: 'Mai', lastName: 'Pham', nationality: 'Vietnam', birthDate: '1997-09-09' },
  marriageInfo: { marriageDate: '2025-05-01', registeredInKorea: 'YES', marriageStatus: 'MARRIED' },
  spouseInfo: { nationality: 'other', isKoreanCitizen: 'YES' },
  marriageGenuineness: { cohabiting: 'YES' },
  incomeRequirement: { householdIncome: 30_000_000, householdSize: 2 },
  koreanIntegration: { topikLevel: 2 },
};
const f6 = (patch: Record<string, unknown>) => merge(F6_SPOUSE, patch);
const NO_KOREAN = { koreanIntegration: { topikLevel: 0, kiipLevel: 0, integrationProgram: 'NO', courseCompleted: 'NO' } };

export const PERSONAS: Persona[] = [
  // ================================================================ E-1 professor
  // Real life: eligible. An associate professor invited by a university (Higher Education Act): k-labor.co.kr, easylaw.go.kr.
  {
    id: 'E1-01',
    who: 'a German associate professor invited by a Korean university',
    visaType: 'E-1',
    applicationType: 'NEW',
    userData: E1_PROFESSOR,
    eligible: true,
  },
  // Real life: refused. A teaching assistant is not qualified to teach under the Higher Education Act: k-labor.co.kr, easylaw.go.kr.
  {
    id: 'E1-02',
    who: 'a teaching assistant hired as a lecturer',
    visaType: 'E-1',
    applicationType: 'NEW',
    userData: merge(E1_PROFESSOR, { professorQualification: 'TEACHING_ASSISTANT' }),
    eligible: false,
    failing: ['qualification'],
  },
  // Real life: refused until the ministry recommendation is issued: spec 001 §3-§4 (REQUIRED_IN_PROGRESS).
  {
    id: 'E1-03',
    who: 'a research professor whose ministry recommendation is still in progress',
    visaType: 'E-1',
    applicationType: 'NEW',
    userData: merge(E1_PROFESSOR, { activityType: 'RESEARCH_PROFESSOR', recommendationRequirement: 'REQUIRED_IN_PROGRESS' }),
    eligible: false,
    failing: ['ministryRecommendation'],
  },

  // ================================================================ E-2 language instructor
  // Real life: eligible. An American with a US bachelor's, clean record, health statement and contract: immikorea.com.
  {
    id: 'E2-01',
    who: 'an American English teacher with a US degree and every document ready',
    visaType: 'E-2',
    applicationType: 'NEW',
    userData: E2_TEACHER,
    eligible: true,
  },
  // Real life: refused. The record's content counts, not only that a certificate exists: immikorea.com.
  {
    id: 'E2-02',
    who: 'a Canadian English teacher whose criminal-record certificate shows a conviction',
    visaType: 'E-2',
    applicationType: 'NEW',
    userData: e2({ personalInfo: { nationality: 'Canada' }, criminalRecord: 'YES' }),
    eligible: false,
    failing: ['criminalRecord'],
    finding: 'W05',
  },
  // Real life: refused. The health statement is required: immikorea.com (visa-rules.md, facts of 2026-11-24).
  {
    id: 'E2-03',
    who: 'a British English teacher without the health statement',
    visaType: 'E-2',
    applicationType: 'NEW',
    userData: e2({ personalInfo: { nationality: 'UK' }, documentPreparation: { healthCheckStatus: 'NOT_READY' } }),
    eligible: false,
    failing: ['health'],
    finding: 'W06',
  },
  // Real life: refused. The E-2 is issued on a contract with the school: immikorea.com.
  {
    id: 'E2-04',
    who: 'an Australian English teacher with no employment contract yet',
    visaType: 'E-2',
    applicationType: 'NEW',
    userData: e2({ personalInfo: { nationality: 'Australia' }, documentPreparation: { employmentContractStatus: 'NOT_READY' } }),
    eligible: false,
    failing: ['contract'],
    finding: 'W07',
  },
  // Real life: eligible. Nationals teaching their own language qualify: bangduty, immikorea.com.
  {
    id: 'E2-05',
    who: "a Chinese national teaching Chinese with a Chinese bachelor's",
    visaType: 'E-2',
    applicationType: 'NEW',
    userData: e2({
      personalInfo: { firstName: 'Wei', lastName: 'Zhang', nationality: 'China' },
      qualificationInfo: { languageTaught: 'CHINESE', teachingQualification: 'NONE' },
    }),
    eligible: true,
    finding: 'W08',
  },
  // Real life: eligible. Same rule for Japanese: bangduty, immikorea.com.
  {
    id: 'E2-06',
    who: "a Japanese national teaching Japanese with a Japanese bachelor's",
    visaType: 'E-2',
    applicationType: 'NEW',
    userData: e2({ personalInfo: { firstName: 'Yuki', lastName: 'Sato', nationality: 'Japan' }, qualificationInfo: { languageTaught: 'JAPANESE' } }),
    eligible: true,
    finding: 'W09',
  },
  // Real life: eligible. India CEPA: an Indian with a bachelor's and a teacher's licence may teach English: bangduty, immikorea.com.
  {
    id: 'E2-07',
    who: "an Indian English teacher with a teacher's licence under the India CEPA",
    visaType: 'E-2',
    applicationType: 'NEW',
    userData: e2({
      personalInfo: { firstName: 'Priya', lastName: 'Sharma', nationality: 'India' },
      qualificationInfo: { teachingQualification: 'TEACHING_LICENSE' },
    }),
    eligible: true,
    finding: 'W10',
  },
  // Real life: refused. Without the teacher's licence an Indian national is outside the CEPA route: immikorea.com.
  {
    id: 'E2-08',
    who: 'an Indian English teacher with a TEFL certificate only',
    visaType: 'E-2',
    applicationType: 'NEW',
    userData: e2({ personalInfo: { nationality: 'India' }, qualificationInfo: { teachingQualification: 'TEFL' } }),
    eligible: false,
    failing: ['nativeSpeaker'],
  },
  // Real life: refused. English teachers must be nationals of the seven English-speaking countries: immikorea.com.
  {
    id: 'E2-09',
    who: 'a French national who wants to teach English',
    visaType: 'E-2',
    applicationType: 'NEW',
    userData: e2({ personalInfo: { nationality: 'France' } }),
    eligible: false,
    failing: ['nativeSpeaker'],
  },

  // Real life: refused. Chinese is taught on E-2 by nationals of a country whose mother tongue it is: immikorea.com; bangduty.
  {
    id: 'E2-10',
    who: 'a Vietnamese national who wants to teach Chinese',
    visaType: 'E-2',
    applicationType: 'NEW',
    userData: e2({ personalInfo: { firstName: 'Lan', lastName: 'Tran', nationality: 'Vietnam' }, qualificationInfo: { languageTaught: 'CHINESE' } }),
    eligible: false,
    failing: ['nativeSpeaker'],
  },

  // ================================================================ E-3 research
  // Real life: eligible. A PhD in natural science at a government research institute: k-labor.co.kr.
  {
    id: 'E3-01',
    who: 'an Indian PhD chemist hired by a government research institute',
    visaType: 'E-3',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'India', birthDate: '1990-01-20' },
      researchInstitutionType: 'GOVERNMENT_INSTITUTE',
      researchActivityScope: 'NATURAL_SCIENCE',
      educationLevel: 'DOCTORATE',
      researchExperience: 4,
      fieldCompatibility: 'HIGH',
      expectedAnnualSalary: 55_000_000,
      educationDocumentStatus: 'READY',
      employmentContractStatus: 'READY',
    },
    eligible: true,
  },
  // Real life: eligible. A master's engineer researching in a corporate lab: k-labor.co.kr.
  {
    id: 'E3-02',
    who: "a Russian master's engineer in a corporate research lab",
    visaType: 'E-3',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'Russia', birthDate: '1993-07-07' },
      researchInstitutionType: 'CORPORATE_LAB',
      researchActivityScope: 'ENGINEERING',
      educationLevel: 'MASTER',
      researchExperience: 2,
      fieldCompatibility: 'HIGH',
      expectedAnnualSalary: 48_000_000,
      educationDocumentStatus: 'READY',
      employmentContractStatus: 'READY',
    },
    eligible: true,
  },
  // Real life: refused. E-3 covers natural science and advanced technology, not humanities: k-labor.co.kr.
  {
    id: 'E3-03',
    who: 'a French historian at a university research centre',
    visaType: 'E-3',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'France', birthDate: '1985-11-30' },
      researchInstitutionType: 'UNIVERSITY',
      researchActivityScope: 'HUMANITIES',
      educationLevel: 'DOCTORATE',
      researchExperience: 6,
      fieldCompatibility: 'HIGH',
      expectedAnnualSalary: 50_000_000,
      educationDocumentStatus: 'READY',
      employmentContractStatus: 'READY',
    },
    eligible: false,
    failing: ['researchScope'],
  },

  // ================================================================ E-4 technology transfer
  // Real life: eligible. Technology supplied under a technology-introduction contract (Foreign Investment Promotion Act).
  {
    id: 'E4-01',
    who: 'a Japanese engineer sent to install licensed display technology under a contract',
    visaType: 'E-4',
    applicationType: 'C1',
    userData: {
      personalInfo: { nationality: 'Japan', birthDate: '1980-02-02' },
      technologyIntroductionContract: 'READY',
      technicalProvisionField: 'NEXTGEN_ELECTRONICS',
      dispatchCertificate: 'READY',
      educationAndExperience: 'READY',
      basicDocuments: 'READY',
    },
    eligible: true,
  },
  // Real life: eligible. Advanced technology not available in Korea, invited by a Korean company (robotics is a listed field).
  {
    id: 'E4-02',
    who: 'a German robotics specialist invited to supply advanced technology',
    visaType: 'E-4',
    applicationType: 'C1',
    userData: {
      personalInfo: { nationality: 'Germany', birthDate: '1978-05-05' },
      technicalProvisionField: 'ROBOTICS',
      advancedTechnologyField: 'ROBOTICS',
      dispatchCertificate: 'READY',
      educationAndExperience: 'READY',
      basicDocuments: 'READY',
      technologyDocuments: 'READY',
    },
    eligible: true,
  },
  // Real life: refused. General welding is neither a contract technology nor advanced technology.
  {
    id: 'E4-03',
    who: 'a welder offering general welding with no technology contract',
    visaType: 'E-4',
    applicationType: 'C1',
    userData: {
      personalInfo: { nationality: 'Philippines', birthDate: '1988-08-08' },
      technicalProvisionField: 'General welding',
      advancedTechnologyField: 'Welding',
      dispatchCertificate: 'READY',
      educationAndExperience: 'READY',
      basicDocuments: 'READY',
    },
    eligible: false,
    failing: ['technologyContract'],
    finding: 'W03',
  },

  // ================================================================ E-5 professional
  // Real life: eligible. A foreign legal consultant approved under Korean law: Immigration Act Enforcement Decree annex 1.
  {
    id: 'E5-01',
    who: 'an American lawyer approved as a foreign legal consultant',
    visaType: 'E-5',
    applicationType: 'C1',
    userData: {
      personalInfo: { nationality: 'USA', birthDate: '1982-01-01' },
      professionalType: 'LAWYER',
      qualifications: { licenceRecognisedInKorea: 'YES' },
      basicDocuments: { visaDocuments: 'completed', degreeAndLicense: 'both' },
      employmentInstitution: { type: 'LAW_FIRM' },
      employmentDocuments: 'READY',
    },
    eligible: true,
  },
  // Real life: eligible. A physician holding a Korean medical licence (Medical Service Act).
  {
    id: 'E5-02',
    who: 'a Uzbek physician who passed the Korean medical licensing exam',
    visaType: 'E-5',
    applicationType: 'C1',
    userData: {
      personalInfo: { nationality: 'Uzbekistan', birthDate: '1986-12-12' },
      professionalType: 'DOCTOR',
      qualifications: { licenceRecognisedInKorea: 'YES', medicalType: 'GENERAL' },
      basicDocuments: { visaDocuments: 'completed', degreeAndLicense: 'both' },
      employmentInstitution: { type: 'HOSPITAL' },
      employmentDocuments: 'READY',
    },
    eligible: true,
  },
  // Real life: refused. Yoga instruction is not a profession Korean law recognises for E-5.
  {
    id: 'E5-03',
    who: 'a yoga instructor with a certificate',
    visaType: 'E-5',
    applicationType: 'C1',
    userData: {
      personalInfo: { nationality: 'India', birthDate: '1991-06-21' },
      professionalType: 'YOGA_INSTRUCTOR',
      qualifications: { licenceRecognisedInKorea: 'YES' },
      basicDocuments: { visaDocuments: 'completed', degreeAndLicense: 'both' },
      employmentInstitution: { type: 'STUDIO' },
      employmentDocuments: 'READY',
    },
    eligible: false,
    failing: ['professionalType'],
    finding: 'W01',
  },
  // Real life: refused. A physician needs a Korean medical licence; a home licence alone does not count.
  {
    id: 'E5-04',
    who: 'a Russian physician with only a Russian medical licence',
    visaType: 'E-5',
    applicationType: 'C1',
    userData: {
      personalInfo: { nationality: 'Russia', birthDate: '1984-04-04' },
      professionalType: 'DOCTOR',
      qualifications: { licenceRecognisedInKorea: 'NO' },
      basicDocuments: { visaDocuments: 'completed', degreeAndLicense: 'both' },
      employmentInstitution: { type: 'HOSPITAL' },
      employmentDocuments: 'READY',
    },
    eligible: false,
    failing: ['recognisedLicence'],
    finding: 'W02',
  },

  // ================================================================ E-6 arts and entertainment
  // Real life: eligible. A performer with a signed contract and career proof (E-6-1): spec 002 §3, visa-rules.md E-6.
  {
    id: 'E6-01',
    who: 'a Filipino musician with a concert-hall contract (E-6-1)',
    visaType: 'E-6',
    applicationType: 'NEW',
    userData: {
      nationality: 'Philippines',
      birthDate: '1997-01-01',
      e6SubCategory: 'E-6-1',
      contractStatus: 'READY',
      careerProofDocuments: 'READY',
      ageLegalRequirements: 'READY',
      basicDocuments: 'READY',
    },
    eligible: true,
    visaSubtype: 'E-6-1',
  },
  // Real life: refused. No contract, no E-6.
  {
    id: 'E6-02',
    who: 'an American dancer without a contract (E-6-1)',
    visaType: 'E-6',
    applicationType: 'NEW',
    userData: {
      nationality: 'USA',
      birthDate: '1999-03-03',
      e6SubCategory: 'E-6-1',
      contractStatus: 'NOT_READY',
      careerProofDocuments: 'READY',
      ageLegalRequirements: 'READY',
      basicDocuments: 'READY',
    },
    eligible: false,
    failing: ['contract'],
    visaSubtype: 'E-6-1',
  },
  // Real life: eligible. A hotel singer with the media rating board recommendation (E-6-2).
  {
    id: 'E6-03',
    who: 'a Russian singer at a hotel with the media rating board recommendation (E-6-2)',
    visaType: 'E-6',
    applicationType: 'NEW',
    userData: {
      nationality: 'Russia',
      birthDate: '1998-05-05',
      e6SubCategory: 'E-6-2',
      contractStatus: 'READY',
      performanceRecommendation: 'READY',
      careerProofDocuments: 'READY',
      ageLegalRequirements: 'READY',
      basicDocuments: 'READY',
      e62SpecialDocuments: 'READY',
    },
    eligible: true,
    visaSubtype: 'E-6-2',
  },
  // Real life: refused. E-6-2 needs the recommendation before the visa.
  {
    id: 'E6-04',
    who: 'a Filipina singer without the media rating board recommendation (E-6-2)',
    visaType: 'E-6',
    applicationType: 'NEW',
    userData: {
      nationality: 'Philippines',
      birthDate: '2000-06-06',
      e6SubCategory: 'E-6-2',
      contractStatus: 'READY',
      careerProofDocuments: 'READY',
      ageLegalRequirements: 'READY',
      basicDocuments: 'READY',
    },
    eligible: false,
    failing: ['recommendation'],
    visaSubtype: 'E-6-2',
  },
  // Real life: eligible. A professional athlete signed by a Korean club (E-6-3).
  {
    id: 'E6-05',
    who: 'a Brazilian footballer signed by a K League club (E-6-3)',
    visaType: 'E-6',
    applicationType: 'NEW',
    userData: {
      nationality: 'Brazil',
      birthDate: '1996-09-09',
      e6SubCategory: 'E-6-3',
      contractStatus: 'READY',
      careerProofDocuments: 'READY',
      ageLegalRequirements: 'READY',
      basicDocuments: 'READY',
      organizationDocuments: 'READY',
    },
    eligible: true,
    visaSubtype: 'E-6-3',
  },
  // Real life: refused. False documents bar the application.
  {
    id: 'E6-06',
    who: 'a basketball player who filed false documents (E-6-3)',
    visaType: 'E-6',
    applicationType: 'NEW',
    userData: {
      nationality: 'USA',
      birthDate: '1995-10-10',
      e6SubCategory: 'E-6-3',
      contractStatus: 'READY',
      careerProofDocuments: 'READY',
      ageLegalRequirements: 'READY',
      basicDocuments: 'READY',
      falseDocuments: 'YES',
    },
    eligible: false,
    failing: ['noFalseDocuments'],
    visaSubtype: 'E-6-3',
  },

  // ================================================================ E-7-1 professionals
  // Real life: eligible. A software developer (2223) with a related master's paid above 80% of GNI: k-life.co, immikorea.com.
  {
    id: 'E71-01',
    who: "a Vietnamese software developer with a related master's paid 52M",
    visaType: 'E-7',
    applicationType: 'NEW',
    userData: E7_ENGINEER,
    eligible: true,
    visaSubtype: 'E-7-1',
  },
  // Real life: refused. From 2026-04-01 the floor is 80% of the 2025 GNI, 41,932,800: enterlog quoting HiKorea.
  {
    id: 'E71-02',
    who: 'a data specialist offered 41M after 2026-04-01',
    visaType: 'E-7',
    applicationType: 'NEW',
    userData: e7({ specificJob: '2231', salaryLevel: 41_000_000 }),
    eligible: false,
    failing: ['wage'],
    visaSubtype: 'E-7-1',
    finding: 'W24',
  },
  // Real life: refused. An assembly-line job is not an E-7 occupation, whatever the degree: MOJ E-7 occupation list.
  {
    id: 'E71-03',
    who: "a master's holder hired as an assembly-line worker",
    visaType: 'E-7',
    applicationType: 'NEW',
    userData: e7({ specificJob: 'Assembly-line worker (8591)' }),
    eligible: false,
    failing: ['occupation'],
    visaSubtype: 'E-7-1',
    finding: 'W25',
  },
  // Real life: refused. An unrelated bachelor's with no experience meets none of the E-7-1 routes: k-life.co.
  {
    id: 'E71-04',
    who: "a fresh graduate with an unrelated bachelor's and no experience",
    visaType: 'E-7',
    applicationType: 'NEW',
    userData: e7({ education: 'BACHELOR', majorRelevanceGeneral: '', experiencePeriod: 0, experienceVerification: '' }),
    eligible: false,
    failing: ['qualification'],
    visaSubtype: 'E-7-1',
  },

  // ================================================================ E-7-2 semi-professionals
  // Real life: eligible. A hotel receptionist (3922) at the fixed minimum for E-7-2 (25.15M): MOJ notice 2025-106 (kmcn.kr).
  {
    id: 'E72-01',
    who: 'a Mongolian hotel receptionist paid 28M',
    visaType: 'E-7',
    applicationType: 'NEW',
    userData: {
      firstName: 'Bat',
      lastName: 'Erdene',
      nationality: 'Mongolia',
      birthDate: '1996-02-14',
      jobCategory: 'E-7-2',
      specificJob: '3922',
      specificJobConfirmation: 'READY',
      education: 'ASSOCIATE',
      majorRelevanceGeneral: 'HIGH',
      experiencePeriod: 2,
      experienceVerification: 'READY',
      companySize: 80,
      foreignEmploymentRatio: 5,
      salaryLevel: 28_000_000,
    },
    eligible: true,
    visaSubtype: 'E-7-2',
    finding: 'W26',
  },
  // Real life: refused. Below the E-7-2 fixed minimum of 25.15M: MOJ notice 2025-106.
  {
    id: 'E72-02',
    who: 'a Thai cook offered 22M',
    visaType: 'E-7',
    applicationType: 'NEW',
    userData: {
      nationality: 'Thailand',
      birthDate: '1990-10-10',
      jobCategory: 'E-7-2',
      specificJob: '441',
      specificJobConfirmation: 'READY',
      education: 'ASSOCIATE',
      majorRelevanceGeneral: 'HIGH',
      experiencePeriod: 6,
      experienceVerification: 'READY',
      companySize: 12,
      foreignEmploymentRatio: 10,
      salaryLevel: 22_000_000,
    },
    eligible: false,
    failing: ['wage'],
    visaSubtype: 'E-7-2',
  },

  // ================================================================ E-7-3 general skilled
  // Real life: eligible. A shipbuilding welder (7430) with 6 years, paid above 25.15M: MOJ notice 2025-106.
  {
    id: 'E73-01',
    who: 'an Uzbek shipbuilding welder with 6 years of experience paid 30M',
    visaType: 'E-7',
    applicationType: 'NEW',
    userData: {
      nationality: 'Uzbekistan',
      birthDate: '1991-04-04',
      jobCategory: 'E-7-3',
      specificJob: '7430',
      specificJobConfirmation: 'READY',
      education: 'HIGH_SCHOOL',
      experiencePeriod: 6,
      experienceVerification: 'READY',
      companySize: 300,
      foreignEmploymentRatio: 15,
      salaryLevel: 30_000_000,
    },
    eligible: true,
    visaSubtype: 'E-7-3',
    finding: 'W27',
  },
  // Real life: refused. An employer in wage arrears cannot hire on E-7: k-visa.co.kr.
  {
    id: 'E73-02',
    who: 'a ship painter whose shipyard owes wages',
    visaType: 'E-7',
    applicationType: 'NEW',
    userData: {
      nationality: 'Indonesia',
      birthDate: '1989-09-09',
      jobCategory: 'E-7-3',
      specificJob: '7836',
      specificJobConfirmation: 'READY',
      education: 'HIGH_SCHOOL',
      experiencePeriod: 7,
      experienceVerification: 'READY',
      companySize: 60,
      foreignEmploymentRatio: 15,
      salaryLevel: 29_000_000,
      employerWageArrears: 'YES',
    },
    eligible: false,
    failing: ['employer'],
    visaSubtype: 'E-7-3',
  },
  // Real life: eligible (issue 21 §3). The job typed as free text, not a code: both are listed
  // occupations (7430, 3922) that the assessment refused as not listed before it searched the list.
  {
    id: 'E73-03',
    who: 'a Vietnamese welder who typed "Shipbuilding welder" as the job',
    visaType: 'E-7',
    applicationType: 'NEW',
    userData: {
      nationality: 'Vietnam',
      birthDate: '1992-05-05',
      jobCategory: 'E-7-3',
      specificJob: 'Shipbuilding welder',
      specificJobConfirmation: 'READY',
      education: 'HIGH_SCHOOL',
      experiencePeriod: 5,
      experienceVerification: 'READY',
      companySize: 200,
      foreignEmploymentRatio: 10,
      salaryLevel: 31_000_000,
    },
    eligible: true,
    visaSubtype: 'E-7-3',
  },
  {
    id: 'E72-03',
    who: 'a Filipino receptionist who typed "Hotel front desk clerk" as the job',
    visaType: 'E-7',
    applicationType: 'NEW',
    userData: {
      nationality: 'Philippines',
      birthDate: '1997-07-07',
      jobCategory: 'E-7-2',
      specificJob: 'Hotel front desk clerk',
      specificJobConfirmation: 'READY',
      education: 'BACHELOR',
      majorRelevanceGeneral: 'HIGH',
      experiencePeriod: 2,
      experienceVerification: 'READY',
      companySize: 120,
      foreignEmploymentRatio: 5,
      salaryLevel: 27_000_000,
    },
    eligible: true,
    visaSubtype: 'E-7-2',
  },
  // The form's picker sends the list's code in specificJobCode, the official name in specificJob.
  {
    id: 'E73-04',
    who: 'an aircraft mechanic chosen from the occupation picker (code 7521)',
    visaType: 'E-7',
    applicationType: 'NEW',
    userData: {
      nationality: 'Indonesia',
      birthDate: '1988-08-08',
      jobCategory: 'E-7-3',
      specificJobCode: '7521',
      specificJob: '항공기 정비원',
      specificJobConfirmation: 'READY',
      education: 'ASSOCIATE',
      majorRelevanceGeneral: 'HIGH',
      experiencePeriod: 6,
      experienceVerification: 'READY',
      companySize: 90,
      foreignEmploymentRatio: 10,
      salaryLevel: 33_000_000,
    },
    eligible: true,
    visaSubtype: 'E-7-3',
  },

  // ================================================================ E-7-4 skilled workers
  // Real life: eligible. An E-9 worker of 5 years in Korea, TOPIK 3, 32M, recommended: koreaworkexpert (2026 manual), pigpeople.net.
  {
    id: 'E74-01',
    who: 'a Vietnamese E-9 welder of 5 years changing to E-7-4',
    visaType: 'E-7',
    applicationType: 'CHANGE',
    userData: {
      nationality: 'Vietnam',
      birthDate: '1995-05-10',
      jobCategory: 'E-7-4',
      specificJob: 'MANUFACTURING',
      currentVisa: 'E-9',
      experiencePeriod: 5,
      salaryLevel: 32_000_000,
      topikLevel: 3,
      recommendationLetterStatus: 'READY',
    },
    eligible: true,
    visaSubtype: 'E-7-4',
  },
  // Real life: refused. E-7-4 is only for workers registered in Korea on E-9, E-10 or H-2: koreaworkexpert (2026 manual).
  {
    id: 'E74-02',
    who: 'a Cambodian applying for E-7-4 from abroad',
    visaType: 'E-7',
    applicationType: 'NEW',
    userData: {
      nationality: 'Cambodia',
      birthDate: '1994-01-01',
      jobCategory: 'E-7-4',
      specificJob: 'MANUFACTURING',
      experiencePeriod: 5,
      salaryLevel: 35_000_000,
      topikLevel: 3,
      recommendationLetterStatus: 'READY',
    },
    eligible: false,
    failing: ['eligibleStay'],
    visaSubtype: 'E-7-4',
    finding: 'W23',
  },
  // Real life: eligible. An H-2 farm worker of 6 years, KIIP 4, 27M (agriculture floor 25M): koreaworkexpert.
  {
    id: 'E74-03',
    who: 'an ethnic-Korean Chinese H-2 farm worker with KIIP 4',
    visaType: 'E-7',
    applicationType: 'CHANGE',
    userData: {
      nationality: 'China',
      birthDate: '1988-06-06',
      jobCategory: 'E-7-4',
      specificJob: 'AGRICULTURE_LIVESTOCK',
      currentVisa: 'H-2',
      experiencePeriod: 6,
      salaryLevel: 27_000_000,
      kiipLevel: 4,
      recommendationLetterStatus: 'READY',
    },
    eligible: true,
    visaSubtype: 'E-7-4',
  },
  // Real life: refused. 110 + 50 K-points stay under the pass mark of 200: pigpeople.net.
  {
    id: 'E74-04',
    who: 'an Indonesian E-10 crew member aged 45 with TOPIK 2 and 26M',
    visaType: 'E-7',
    applicationType: 'CHANGE',
    userData: {
      nationality: 'Indonesia',
      birthDate: '1981-02-02',
      jobCategory: 'E-7-4',
      specificJob: 'FISHERY',
      currentVisa: 'E-10',
      experiencePeriod: 4,
      salaryLevel: 26_000_000,
      topikLevel: 2,
      recommendationLetterStatus: 'READY',
    },
    eligible: false,
    visaSubtype: 'E-7-4',
  },

  // ================================================================ E-8 seasonal work
  // Real life: eligible. Orchard work for 5 months, one season before: visavlog.com.
  {
    id: 'E8-01',
    who: 'a Filipino orchard worker invited for a 5-month season',
    visaType: 'E-8',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'Philippines', birthDate: '1990-03-03' },
      seasonalEmploymentInfo: { seasonalWorkType: 'ORCHARD', workPeriod: 5 },
      experience: { previousSeasons: 1 },
      agriculturalTraining: 'YES',
      employerDetails: { employerRegistration: 'READY' },
    },
    eligible: true,
  },
  // Real life: refused. E-8 is agriculture and fisheries only: visavlog.com.
  {
    id: 'E8-02',
    who: 'a Vietnamese man offered seasonal construction labour',
    visaType: 'E-8',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'Vietnam', birthDate: '1992-02-02' },
      seasonalEmploymentInfo: { seasonalWorkType: 'Seasonal construction labour', workPeriod: 5 },
      experience: { previousSeasons: 2 },
      vocationalTraining: 'YES',
      employerDetails: { employerRegistration: 'READY' },
    },
    eligible: false,
    failing: ['sector'],
    finding: 'W04',
  },
  // Real life: refused. The season is 5 months, extendable to 8: visavlog.com.
  {
    id: 'E8-03',
    who: 'a Laotian fisherman offered a 10-month season',
    visaType: 'E-8',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'Laos', birthDate: '1993-03-03' },
      seasonalEmploymentInfo: { seasonalWorkType: 'NEARSHORE_FISHING', workPeriod: 10 },
      experience: { previousSeasons: 1 },
      fisheryTraining: 'YES',
      employerDetails: { employerRegistration: 'READY' },
    },
    eligible: false,
    failing: ['workPeriod'],
  },

  // ================================================================ E-9 non-professional employment
  // Real life: eligible. Age 26, EPS-TOPIK 150 taken within 2 years, a sending country: eps.hrdkorea.or.kr.
  { id: 'E9-01', who: 'a Vietnamese factory worker entering through EPS', visaType: 'E-9', applicationType: 'NEW', userData: E9_NEW, eligible: true },
  // Real life: eligible. Tajikistan became the 17th sending country on 2023-12-29: woorieconomy, daum.
  {
    id: 'E9-02',
    who: 'a Tajik factory worker entering through EPS',
    visaType: 'E-9',
    applicationType: 'NEW',
    userData: merge(E9_NEW, { personalInfo: { firstName: 'Rustam', lastName: 'Rahimov', nationality: 'Tajikistan' } }),
    eligible: true,
    finding: 'W29',
  },
  // Real life: eligible. The 18-39 age limit is for the EPS-TOPIK entry, not for extensions: eps.hrdkorea.or.kr.
  {
    id: 'E9-03',
    who: 'an Indonesian E-9 worker aged 41 extending his stay',
    visaType: 'E-9',
    applicationType: 'EXTENSION',
    userData: {
      personalInfo: { nationality: 'Indonesia', birthDate: '1985-01-15' },
      industryType: 'MANUFACTURING',
      experienceInfo: { koreanWorkExperience: 3 },
    },
    eligible: true,
    finding: 'W30',
  },
  // Real life: eligible. An EPS-TOPIK result older than 2 years does not matter to an extension: eps.hrdkorea.or.kr.
  {
    id: 'E9-04',
    who: 'a Cambodian E-9 worker extending with an EPS-TOPIK result from 2021',
    visaType: 'E-9',
    applicationType: 'EXTENSION',
    userData: {
      personalInfo: { nationality: 'Cambodia', birthDate: '1993-07-07' },
      industryType: 'AGRICULTURE',
      epsTopikScore: 130,
      epsTopikTestDate: '2021-05-01',
    },
    eligible: true,
    finding: 'W30',
  },
  // Real life: refused. Brazil is not an EPS sending country: eps.hrdkorea.or.kr.
  {
    id: 'E9-05',
    who: 'a Brazilian applying for E-9',
    visaType: 'E-9',
    applicationType: 'NEW',
    userData: merge(E9_NEW, { personalInfo: { nationality: 'Brazil' } }),
    eligible: false,
    failing: ['sendingCountry'],
  },
  // Real life: eligible, and E-7-4 is the way up (5 years, TOPIK 3, 32M): koreaworkexpert; E-9 holders cannot change to D-10 or E-7-1.
  {
    id: 'E9-06',
    who: "a Vietnamese E-9 worker of 5 years with a bachelor's, TOPIK 3 and 32M",
    visaType: 'E-9',
    applicationType: 'EXTENSION',
    userData: E9_WORKER,
    eligible: true,
    paths: { include: ['E-7/E-7-4'], exclude: ['D-10/D-10-1', 'E-7/E-7-1'] },
    finding: 'W31',
  },
  // Real life: eligible to extend; not yet E-7-4, which asks for TOPIK or KIIP 2 and 200 K-points (5 years, 32M, TOPIK 1: 125): koreaworkexpert, pigpeople.net.
  {
    id: 'E9-07',
    who: 'a Vietnamese E-9 worker of 5 years in work, paid 32M, with TOPIK 1 only',
    visaType: 'E-9',
    applicationType: 'EXTENSION',
    userData: merge(E9_WORKER, { topikLevel: 1, employmentInfo: { currentStatus: 'EMPLOYED' } }),
    eligible: true,
    paths: { exclude: ['E-7/E-7-4', 'D-10/D-10-1', 'E-7/E-7-1'], pending: { 'E-7/E-7-4': ['korean', 'points'] } },
  },

  // ================================================================ E-10 crew
  // Real life: eligible. A coastal vessel over 5 tons, a 12-month contract: k-labor.co.kr.
  {
    id: 'E101-01',
    who: 'an Indonesian deckhand on a 50-ton coastal freighter (E-10-1)',
    visaType: 'E-10',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'Indonesia', birthDate: '1994-04-04' },
      e10SubType: 'E-10-1',
      vesselTonnage: { e10_1: 50 },
      contractPeriod: 12,
      businessLegitimacy: 'READY',
      healthAndCriminalDocuments: 'READY',
      insuranceStatus: 'READY',
      crewMemberStatus: 'SEAMAN_BOOK_VALID',
    },
    eligible: true,
    visaSubtype: 'E-10-1',
  },
  // Real life: refused. A seafarer contract of at least 6 months is required: k-labor.co.kr.
  {
    id: 'E101-02',
    who: 'a Myanmar deckhand offered a 3-month coastal contract (E-10-1)',
    visaType: 'E-10',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'Myanmar', birthDate: '1996-06-06' },
      e10SubType: 'E-10-1',
      vesselTonnage: { e10_1: 40 },
      contractPeriod: 3,
      businessLegitimacy: 'READY',
      healthAndCriminalDocuments: 'READY',
      insuranceStatus: 'READY',
      crewMemberStatus: 'SEAMAN_BOOK_VALID',
    },
    eligible: false,
    failing: ['contractPeriod'],
    visaSubtype: 'E-10-1',
  },
  // Real life: eligible. A fishing vessel over 20 tons: k-labor.co.kr.
  {
    id: 'E102-01',
    who: 'a Vietnamese fisherman on a 35-ton trawler (E-10-2)',
    visaType: 'E-10',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'Vietnam', birthDate: '1990-10-10' },
      e10SubType: 'E-10-2',
      vesselTonnage: { e10_2: 35 },
      contractPeriod: 12,
      businessLegitimacy: 'READY',
      healthAndCriminalDocuments: 'READY',
      insuranceStatus: 'READY',
      crewMemberStatus: 'SEAMAN_BOOK_VALID',
    },
    eligible: true,
    visaSubtype: 'E-10-2',
  },
  // Real life: refused. Under 20 tons a fishing vessel is outside E-10-2: k-labor.co.kr.
  {
    id: 'E102-02',
    who: 'a Chinese fisherman on a 15-ton boat (E-10-2)',
    visaType: 'E-10',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'China', birthDate: '1985-05-05' },
      e10SubType: 'E-10-2',
      vesselTonnage: { e10_2: 15 },
      contractPeriod: 12,
      businessLegitimacy: 'READY',
      healthAndCriminalDocuments: 'READY',
      insuranceStatus: 'READY',
      crewMemberStatus: 'SEAMAN_BOOK_VALID',
    },
    eligible: false,
    failing: ['vesselTonnage'],
    visaSubtype: 'E-10-2',
  },
  // Real life: eligible. A cruise ship over 2,000 tons: k-labor.co.kr.
  {
    id: 'E103-01',
    who: 'a Filipino steward on a 5,000-ton cruise ship (E-10-3)',
    visaType: 'E-10',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'Philippines', birthDate: '1992-12-12' },
      e10SubType: 'E-10-3',
      vesselTonnage: { e10_3: 5000 },
      contractPeriod: 9,
      businessLegitimacy: 'READY',
      healthAndCriminalDocuments: 'READY',
      insuranceStatus: 'READY',
      crewMemberStatus: 'SEAMAN_BOOK_VALID',
    },
    eligible: true,
    visaSubtype: 'E-10-3',
  },
  // Real life: refused. The health certificate and criminal record are required: spec 002 §3, k-labor.co.kr.
  {
    id: 'E103-02',
    who: 'a cruise-ship cook without health and criminal-record documents (E-10-3)',
    visaType: 'E-10',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'India', birthDate: '1991-01-01' },
      e10SubType: 'E-10-3',
      vesselTonnage: { e10_3: 8000 },
      contractPeriod: 9,
      businessLegitimacy: 'READY',
      insuranceStatus: 'READY',
      crewMemberStatus: 'SEAMAN_BOOK_VALID',
    },
    eligible: false,
    failing: ['healthAndCriminal'],
    visaSubtype: 'E-10-3',
  },

  // ================================================================ D-10 job seeking
  // Real life: eligible. 65 of 190 with 35 from the basic items (age 15, master's 20): sasanqua310.com quoting the manual.
  {
    id: 'D10-01',
    who: "a Japanese master's graduate aged 27 with TOPIK 4 and 3 years of work",
    visaType: 'D-10',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'Japan', birthDate: '1999-06-01' },
      educationInfo: { highestDegree: 'MASTER' },
      experienceInfo: { yearsOfExperience: 3 },
      languageInfo: { topikLevel: 4 },
    },
    eligible: true,
  },
  // Real life: refused. D-10-1 needs a bachelor's or a Korean associate degree: keyzard quoting the manual.
  {
    id: 'D10-02',
    who: 'a high-school graduate with TOPIK 5',
    visaType: 'D-10',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'USA', birthDate: '2001-01-01' },
      educationInfo: { highestDegree: 'HIGH_SCHOOL' },
      languageInfo: { topikLevel: 5 },
    },
    eligible: false,
    failing: ['degreeFloor'],
    finding: 'W28',
  },
  // Real life: refused. A Vietnamese national on C-3 changes to D-10 only with 80 points: allvisakorea.com.
  {
    id: 'D10-03',
    who: "a Vietnamese master's graduate on a short-term visit with 65 points",
    visaType: 'D-10',
    applicationType: 'CHANGE',
    userData: {
      currentVisa: 'C-3',
      personalInfo: { nationality: 'Vietnam', birthDate: '1999-06-01' },
      educationInfo: { highestDegree: 'MASTER' },
      experienceInfo: { yearsOfExperience: 3 },
      languageInfo: { topikLevel: 4 },
    },
    eligible: false,
    failing: ['restrictedChange'],
  },
  // Real life: eligible. A Korean associate degree counts, and study in Korea within 3 years gives 30: sasanqua310.com.
  {
    id: 'D10-04',
    who: 'a Mongolian graduate of a Korean college on D-2',
    visaType: 'D-10',
    applicationType: 'CHANGE',
    userData: {
      currentVisa: 'D-2',
      personalInfo: { nationality: 'Mongolia', birthDate: '2003-03-03' },
      educationInfo: { highestDegree: 'ASSOCIATE', isKoreanDegree: 'YES', koreanGraduationYear: 2026 },
      languageInfo: { topikLevel: 3 },
    },
    eligible: true,
  },
  // Real life: refused. A foreign associate degree is not enough for D-10-1: keyzard quoting the manual.
  {
    id: 'D10-05',
    who: 'a Filipino with a foreign associate degree and TOPIK 4',
    visaType: 'D-10',
    applicationType: 'NEW',
    userData: {
      personalInfo: { nationality: 'Philippines', birthDate: '1998-08-08' },
      educationInfo: { highestDegree: 'ASSOCIATE' },
      experienceInfo: { yearsOfExperience: 5 },
      languageInfo: { topikLevel: 4 },
    },
    eligible: false,
    failing: ['degreeFloor'],
  },

  // ================================================================ F-2-7 points-based residence
  // Real life: eligible. 23 + 20 + 15 + 50 = 108 on the official 170-point table, an E-7 holder of 3 years: kormoya.com, immikorea.com.
  {
    id: 'F27-01',
    who: "an Indian E-7-1 engineer with a STEM master's, TOPIK 4 and 60M",
    visaType: 'F-2',
    applicationType: 'CHANGE',
    userData: F27_ENGINEER,
    eligible: true,
    visaSubtype: 'F-2-7',
    finding: 'W22',
  },
  // Real life: refused. E-9 is not an eligible status for F-2-7: immikorea.com.
  {
    id: 'F27-02',
    who: 'a Nepali E-9 worker of 7 years with TOPIK 4',
    visaType: 'F-2',
    applicationType: 'CHANGE',
    userData: {
      visaSubtype: 'F-2-7',
      currentVisa: 'E-9',
      stayDuration: 7,
      personalInfo: { nationality: 'Nepal', birthDate: '1992-02-02' },
      education: { degree: 'BACHELOR' },
      korean: { topik: 4 },
      income: { annual: 40_000_000 },
    },
    eligible: false,
    failing: ['eligibleStatus'],
    visaSubtype: 'F-2-7',
    finding: 'W21',
  },
  // Real life: eligible. An E-3 researcher with a STEM PhD, 70M and TOPIK 3: 20 + 25 + 10 + 53 = 108 (kormoya.com).
  {
    id: 'F27-03',
    who: 'a Chinese E-3 researcher with a STEM PhD earning 70M',
    visaType: 'F-2',
    applicationType: 'CHANGE',
    userData: {
      visaSubtype: 'F-2-7',
      currentVisa: 'E-3',
      stayDuration: 4,
      personalInfo: { nationality: 'China', birthDate: '1990-05-05' },
      education: { degree: 'DOCTORATE', isSTEM: 'YES' },
      korean: { topik: 3 },
      income: { annual: 70_000_000 },
    },
    eligible: true,
    visaSubtype: 'F-2-7',
  },
  // Real life: refused. 8 + 15 + 0 + 40 = 63 points, under 80: kormoya.com.
  {
    id: 'F27-04',
    who: "an E-7 marketer aged 45 with a bachelor's, no TOPIK and 42M",
    visaType: 'F-2',
    applicationType: 'CHANGE',
    userData: {
      visaSubtype: 'F-2-7',
      currentVisa: 'E-7',
      stayDuration: 4,
      personalInfo: { nationality: 'USA', birthDate: '1981-03-03' },
      education: { degree: 'BACHELOR' },
      income: { annual: 42_000_000 },
    },
    eligible: false,
    visaSubtype: 'F-2-7',
  },
  // Real life: eligible to extend, and F-5 is the next step after 3 years on F-2-7: taesin1970.kr; never back to D-10 or E-7.
  {
    id: 'F27-05',
    who: 'an F-2-7 holder of 4 years earning 70M, extending',
    visaType: 'F-2',
    applicationType: 'EXTENSION',
    userData: {
      visaSubtype: 'F-2-7',
      currentVisa: 'F-2-7',
      stayDuration: 4,
      personalInfo: { nationality: 'Vietnam', birthDate: '1993-01-01' },
      education: { degree: 'MASTER', isSTEM: 'YES' },
      korean: { topik: 5 },
      income: { annual: 70_000_000 },
    },
    eligible: true,
    visaSubtype: 'F-2-7',
    paths: { include: ['F-5/F-5-16'], exclude: ['D-10/D-10-1', 'E-7/E-7-1', 'E-7/E-7-4'] },
    finding: 'W32',
  },

  // ================================================================ F-2-99 long-term residence
  // Real life: eligible. 5 continuous years on E-7, KIIP 4, income over 12 monthly minimum wages, assets 15M+: allvisakorea, kbizon.
  {
    id: 'F299-01',
    who: 'a Filipino E-7 engineer of 6 years with KIIP 4 and 20M of assets',
    visaType: 'F-2',
    applicationType: 'CHANGE',
    userData: {
      visaSubtype: 'F-2-99',
      currentVisa: 'E-7',
      stayDuration: 6,
      personalInfo: { nationality: 'Philippines', birthDate: '1988-08-08' },
      korean: { kiip: 4 },
      income: { annual: 30_000_000 },
      financialInfo: { assets: 20_000_000 },
    },
    eligible: true,
    visaSubtype: 'F-2-99',
  },
  // Real life: refused. E-9 is not an eligible status for F-2-99: allvisakorea, kbizon.
  {
    id: 'F299-02',
    who: 'a Sri Lankan E-9 worker of 9 years',
    visaType: 'F-2',
    applicationType: 'CHANGE',
    userData: {
      visaSubtype: 'F-2-99',
      currentVisa: 'E-9',
      stayDuration: 9,
      personalInfo: { nationality: 'Sri Lanka', birthDate: '1987-07-07' },
      korean: { topik: 3 },
      income: { annual: 30_000_000 },
      financialInfo: { assets: 16_000_000 },
    },
    eligible: false,
    failing: ['stay'],
    visaSubtype: 'F-2-99',
    finding: 'W16',
  },
  // Real life: refused. D-2 is not an eligible status for F-2-99: allvisakorea, kbizon.
  {
    id: 'F299-03',
    who: 'a Chinese D-2 student of 8 years',
    visaType: 'F-2',
    applicationType: 'CHANGE',
    userData: {
      visaSubtype: 'F-2-99',
      currentVisa: 'D-2',
      stayDuration: 8,
      personalInfo: { nationality: 'China', birthDate: '1996-06-06' },
      korean: { topik: 6 },
      income: { annual: 12_000_000 },
    },
    eligible: false,
    failing: ['stay'],
    visaSubtype: 'F-2-99',
    finding: 'W17',
  },

  // ================================================================ F-2-R regional
  // Real life: eligible. KIIP 4, a Korean associate degree and a 5-year plan in a depopulating area: workon.net, JoongAng Daily.
  {
    id: 'F2R-01',
    who: 'a Vietnamese D-10 graduate of a Korean college with KIIP 4 moving to a depopulating county',
    visaType: 'F-2',
    applicationType: 'CHANGE',
    userData: {
      visaSubtype: 'F-2-R',
      currentVisa: 'D-10',
      personalInfo: { nationality: 'Vietnam', birthDate: '2000-01-01' },
      education: { degree: 'ASSOCIATE', koreanDegree: 'YES' },
      korean: { kiip: 4 },
      residencePlan: { depopulatedArea: 'YES', plannedYears: 5 },
    },
    eligible: true,
    visaSubtype: 'F-2-R',
  },
  // Real life: refused. Since 2025 F-2-R needs TOPIK or KIIP 4: workon.net, JoongAng Daily.
  {
    id: 'F2R-02',
    who: 'a D-10 graduate with KIIP 3 only',
    visaType: 'F-2',
    applicationType: 'CHANGE',
    userData: {
      visaSubtype: 'F-2-R',
      currentVisa: 'D-10',
      personalInfo: { nationality: 'Uzbekistan', birthDate: '1999-09-09' },
      education: { degree: 'ASSOCIATE', koreanDegree: 'YES' },
      korean: { kiip: 3 },
      residencePlan: { depopulatedArea: 'YES', plannedYears: 5 },
    },
    eligible: false,
    failing: ['korean'],
    visaSubtype: 'F-2-R',
    finding: 'W18',
  },
  // Real life: refused. E-8, E-9 and E-10 holders are excluded from F-2-R: workon.net.
  {
    id: 'F2R-03',
    who: 'an E-9 worker with KIIP 4 and 40M',
    visaType: 'F-2',
    applicationType: 'CHANGE',
    userData: {
      visaSubtype: 'F-2-R',
      currentVisa: 'E-9',
      personalInfo: { nationality: 'Cambodia', birthDate: '1993-03-03' },
      korean: { kiip: 4 },
      income: { annual: 40_000_000 },
      residencePlan: { depopulatedArea: 'YES', plannedYears: 5 },
    },
    eligible: false,
    failing: ['eligibleStatus'],
    visaSubtype: 'F-2-R',
    finding: 'W19',
  },

  // ================================================================ F-2 family subtypes
  // Real life: refused; F-6 replaced F-2-1 for the spouse of a Korean: visa-rules.md (facts of 2026-11-24).
  {
    id: 'F21-01',
    who: 'the Thai wife of a Korean asking for F-2-1',
    visaType: 'F-2',
    applicationType: 'NEW',
    userData: F2_FAMILY('F-2-1', 'SPOUSE', 'KOREAN', 31),
    eligible: false,
    failing: ['subtypeGranted'],
    visaSubtype: 'F-2-1',
    paths: { include: ['F-6/'] },
    finding: 'W20',
  },
  // Real life: refused. F-2-1 is not granted to anyone any more; a child of a Korean applies as F-2-2.
  {
    id: 'F21-02',
    who: 'the 12-year-old child of a Korean asking for F-2-1',
    visaType: 'F-2',
    applicationType: 'NEW',
    userData: F2_FAMILY('F-2-1', 'CHILD', 'KOREAN', 12),
    eligible: false,
    failing: ['subtypeGranted'],
    visaSubtype: 'F-2-1',
  },
  // Real life: eligible. F-2-2 is for a minor child of a Korean national: visa-rules.md F-2 subtypes.
  {
    id: 'F22-01',
    who: 'the 12-year-old child of a Korean national',
    visaType: 'F-2',
    applicationType: 'NEW',
    userData: F2_FAMILY('F-2-2', 'CHILD', 'KOREAN', 12),
    eligible: true,
    visaSubtype: 'F-2-2',
  },
  // Real life: refused. An adult child is outside F-2-2: visa-rules.md F-2 subtypes.
  {
    id: 'F22-02',
    who: 'the 20-year-old child of a Korean national',
    visaType: 'F-2',
    applicationType: 'NEW',
    userData: F2_FAMILY('F-2-2', 'CHILD', 'KOREAN', 20),
    eligible: false,
    failing: ['relation'],
    visaSubtype: 'F-2-2',
  },
  // Real life: eligible. F-2-3 is for the spouse or minor child of an F-5 holder: visa-rules.md F-2 subtypes.
  {
    id: 'F23-01',
    who: 'the husband of an F-5 permanent resident',
    visaType: 'F-2',
    applicationType: 'NEW',
    userData: F2_FAMILY('F-2-3', 'SPOUSE', 'F-5', 38),
    eligible: true,
    visaSubtype: 'F-2-3',
  },
  // Real life: refused. The spouse of an E-7 holder comes as F-3, not F-2-3: visa-rules.md F-2 subtypes.
  {
    id: 'F23-02',
    who: 'the wife of an E-7 holder asking for F-2-3',
    visaType: 'F-2',
    applicationType: 'NEW',
    userData: F2_FAMILY('F-2-3', 'SPOUSE', 'E-7', 34),
    eligible: false,
    failing: ['sponsor'],
    visaSubtype: 'F-2-3',
  },
  // Real life: eligible. The spouse of an F-2-7 holder joins as F-2-71 (uncertain in visa-rules.md).
  {
    id: 'F271-01',
    who: 'the wife of an F-2-7 holder',
    visaType: 'F-2',
    applicationType: 'NEW',
    userData: F2_FAMILY('F-2-71', 'SPOUSE', 'F-2-7', 33),
    eligible: true,
    visaSubtype: 'F-2-71',
  },
  // Real life: refused. A parent is not family an F-2-7 holder can bring as F-2-71.
  {
    id: 'F271-02',
    who: 'the mother of an F-2-7 holder',
    visaType: 'F-2',
    applicationType: 'NEW',
    userData: F2_FAMILY('F-2-71', 'PARENT', 'F-2-7', 62),
    eligible: false,
    failing: ['relation'],
    visaSubtype: 'F-2-71',
  },

  // ================================================================ F-6-1 spouse of a Korean
  // Real life: eligible. Household income over the 2026 floor for 2 (25,195,752 a year, MOJ notice 2025-534) and TOPIK 2.
  {
    id: 'F61-01',
    who: 'the Vietnamese wife of a Korean with a household income of 30M a year',
    visaType: 'F-6',
    applicationType: 'NEW',
    userData: F6_SPOUSE,
    eligible: true,
    visaSubtype: 'F-6-1',
  },
  // Real life: refused. 3,000,000 a year is far under the floor of 25,195,752 for two persons: MOJ notice 2025-534.
  {
    id: 'F61-02',
    who: 'the wife of a Korean whose household earns 3,000,000 a year',
    visaType: 'F-6',
    applicationType: 'NEW',
    userData: f6({ incomeRequirement: { householdIncome: 3_000_000 } }),
    eligible: false,
    failing: ['householdIncome'],
    visaSubtype: 'F-6-1',
    finding: 'W11',
  },
  // Real life: eligible. TOPIK level 1 meets the Korean rule: MOJ notice 2016-378.
  {
    id: 'F61-03',
    who: 'the Cambodian wife of a Korean with TOPIK 1',
    visaType: 'F-6',
    applicationType: 'NEW',
    userData: f6({ personalInfo: { nationality: 'Cambodia' }, koreanIntegration: { topikLevel: 1 } }),
    eligible: true,
    visaSubtype: 'F-6-1',
    finding: 'W12',
  },
  // Real life: eligible. A child of the couple waives both the income and the Korean rule: visa-rules.md F-6.
  {
    id: 'F61-04',
    who: 'the Uzbek wife of a Korean, with their baby, low income and no Korean test',
    visaType: 'F-6',
    applicationType: 'NEW',
    userData: f6(
      merge(NO_KOREAN, {
        personalInfo: { nationality: 'Uzbekistan' },
        incomeRequirement: { householdIncome: 12_000_000, householdSize: 3 },
        familyRelations: { hasChildren: 'YES', childrenCount: 1 },
      }),
    ),
    eligible: true,
    visaSubtype: 'F-6-1',
    finding: 'W13',
  },
  // Real life: eligible. A proven common language waives the Korean rule: visa-rules.md F-6.
  {
    id: 'F61-05',
    who: 'the American husband of a Korean who both speak English, no Korean test',
    visaType: 'F-6',
    applicationType: 'NEW',
    userData: f6(
      merge(NO_KOREAN, {
        personalInfo: { nationality: 'USA' },
        incomeRequirement: { householdIncome: 28_000_000 },
        marriageGenuineness: { commonLanguage: 'English' },
      }),
    ),
    eligible: true,
    visaSubtype: 'F-6-1',
    finding: 'W14',
  },
  // Real life: eligible. A year of living together waives the Korean rule: issue 17, visa-rules.md F-6.
  {
    id: 'F61-06',
    who: 'the Peruvian wife of a Korean after 14 months living together, no Korean test',
    visaType: 'F-6',
    applicationType: 'NEW',
    userData: f6(
      merge(NO_KOREAN, {
        personalInfo: { nationality: 'Peru' },
        incomeRequirement: { householdIncome: 27_000_000 },
        marriageGenuineness: { cohabitationMonths: 14 },
      }),
    ),
    eligible: true,
    visaSubtype: 'F-6-1',
    finding: 'W15',
  },
  // Real life: refused. F-6 is for the spouse of a Korean national: visa-rules.md F-6.
  {
    id: 'F61-07',
    who: 'the Chinese wife of a Japanese national living in Korea',
    visaType: 'F-6',
    applicationType: 'NEW',
    userData: f6({ personalInfo: { nationality: 'China' }, spouseInfo: { nationality: 'Japan', isKoreanCitizen: 'NO' } }),
    eligible: false,
    failing: ['koreanSpouse'],
    visaSubtype: 'F-6-1',
  },

  // ================================================================ F-6-2 raising a child, F-6-3 marriage ended
  // Real life: eligible. F-6-2 is for a parent raising the couple's child in Korea: visa-rules.md F-6.
  {
    id: 'F62-01',
    who: "a Filipina mother raising her Korean husband's child in Korea",
    visaType: 'F-6',
    applicationType: 'CHANGE',
    userData: {
      f6Category: 'F-6-2',
      personalInfo: { nationality: 'Philippines', birthDate: '1990-02-02' },
      spouseInfo: { isKoreanCitizen: 'YES' },
      marriageInfo: { registeredInKorea: 'YES' },
      marriageGenuineness: { cohabiting: 'YES' },
      familyRelations: { hasChildren: 'YES', childrenCount: 1, raisingChildInKorea: 'YES' },
    },
    eligible: true,
    visaSubtype: 'F-6-2',
  },
  // Real life: refused. Without a child raised in Korea there is no F-6-2: visa-rules.md F-6.
  {
    id: 'F62-02',
    who: 'a wife without children asking for F-6-2',
    visaType: 'F-6',
    applicationType: 'CHANGE',
    userData: {
      f6Category: 'F-6-2',
      personalInfo: { nationality: 'Vietnam', birthDate: '1995-05-05' },
      spouseInfo: { isKoreanCitizen: 'YES' },
      marriageInfo: { registeredInKorea: 'YES' },
    },
    eligible: false,
    failing: ['childRaising'],
    visaSubtype: 'F-6-2',
  },
  // Real life: eligible. F-6-3: the marriage ended through no fault of the applicant: visa-rules.md F-6.
  {
    id: 'F63-01',
    who: 'a Vietnamese widow of a Korean husband',
    visaType: 'F-6',
    applicationType: 'CHANGE',
    userData: {
      f6Category: 'F-6-3',
      personalInfo: { nationality: 'Vietnam', birthDate: '1988-08-08' },
      spouseInfo: { isKoreanCitizen: 'YES' },
      marriageInfo: { marriageStatus: 'WIDOWED' },
      marriageGenuineness: { commonLanguage: 'Korean' },
    },
    eligible: true,
    visaSubtype: 'F-6-3',
  },
  // Real life: refused. A divorce through the applicant's own fault is outside F-6-3: visa-rules.md F-6.
  {
    id: 'F63-02',
    who: 'a divorced husband whose own fault ended the marriage',
    visaType: 'F-6',
    applicationType: 'CHANGE',
    userData: {
      f6Category: 'F-6-3',
      personalInfo: { nationality: 'Nepal', birthDate: '1986-06-06' },
      spouseInfo: { isKoreanCitizen: 'YES' },
      marriageInfo: { marriageStatus: 'DIVORCED', applicantAtFault: 'YES' },
    },
    eligible: false,
    failing: ['notAtFault'],
    visaSubtype: 'F-6-3',
  },
];
