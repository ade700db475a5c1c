import { VISA_FORMS } from '../../src/features/visa/forms/definitions';
import { buildUserData } from '../../src/features/visa/forms/form-logic';
import type { ApplicationType } from '../../src/features/visa/forms/definitions';

/**
 * The top-level groups/fields each server mapper (services/visa-assessment/src/domain/mappers) reads,
 * written out by hand so the frontend test does not import server code. Left out on purpose:
 * derived or server-stamped values (hasCriminalRecord/hasHealthIssues from criminalRecord/healthStatus,
 * E-10 score and metadata, D-10 eligibilityCriteria sub-scores the engine recomputes) and the
 * documents/providedDocuments aliases of documentChecklist. Not asked because they repeat another
 * question: E-7 subcategory (the mapper takes jobCategory when it is absent) and F-2 businessInfo (no
 * engine reads it; F-2-71 is the F-2-7 holder's family, asked through familyInfo). E-7
 * specificJobCode is no field of its own: the occupation picker sends it with specificJob.
 */
type Table = { base: string[] } & Partial<Record<ApplicationType, string[]>>;

const GENERIC = ['educationInfo', 'employmentInfo', 'experienceInfo', 'languageInfo', 'criminalRecord', 'healthStatus'];
const DOCS = ['documentChecklist'];
const FLAT_PERSONAL = ['firstName', 'lastName', 'nationality', 'email', 'phone', 'birthDate', 'age', 'gender'];

const MAPPER_FIELDS: Record<string, Table> = {
  'E-1': {
    base: [
      'personalInfo',
      'educationInfo',
      'experienceInfo',
      'employmentInfo',
      'activityType',
      'recommendationRequirement',
      'professorQualification',
      'specialFacultyType',
      'activityPeriodDays',
      'basicDocumentsReady',
      'bonusPenalty',
      'sectionB',
      ...DOCS,
    ],
    EXTENSION: ['currentStatus'],
    CHANGE: ['changeInfo'],
  },
  'E-2': {
    base: ['personalInfo', ...GENERIC, 'qualificationInfo', 'documentPreparation', 'bonusItems', ...DOCS],
    NEW: ['expectedStartDate', 'housingArrangement', 'familyAccompanying'],
    EXTENSION: ['currentStayDuration', 'attendanceRate', 'performanceEvaluation', 'taxPaymentStatus', 'insuranceStatus'],
    CHANGE: ['currentVisa', 'legalStatus', 'changeReason'],
  },
  'E-3': {
    base: [
      'personalInfo',
      ...GENERIC,
      'researchInstitutionType',
      'researchActivityScope',
      'mistRecommendation',
      'educationLevel',
      'researchExperience',
      'educationDocumentStatus',
      'careerDocumentStatus',
      'employmentContractStatus',
      'majorField',
      'expectedResearchField',
      'fieldCompatibility',
      'expectedAnnualSalary',
      'salaryLevel',
      'bonusItems',
      'penaltyItems',
      ...DOCS,
    ],
    NEW: ['expectedStartDate'],
    EXTENSION: ['currentResearchInstitution', 'researchPerformance', 'continuationStatus'],
    CHANGE: ['currentVisa', 'remainingDays', 'changeReason'],
  },
  'E-4': {
    base: [
      'personalInfo',
      ...GENERIC,
      'technicalProvisionField',
      'advancedTechnologyField',
      'technologyIntroductionContract',
      'ministryRecommendation',
      'educationAndExperience',
      'basicDocuments',
      'electronicVisaEligibility',
      'technologyDocuments',
      'dispatchCertificate',
      'organizationDocuments',
      'residenceDocuments',
      'goldScienceCard',
      'itCard',
      'investorSpouse',
      'activityPermitExempt',
      'noOriginalConsent',
      'reportDeadlineExceeded',
      ...DOCS,
    ],
    C1: ['cepaEligibility', 'electronicVisaPossibility'],
    C2: ['currentVisaStatus', 'changeRequirementsFulfillment'],
    C3: ['postReportingEligibility', 'reportDeadlineCompliance'],
  },
  'E-5': {
    base: [
      'personalInfo',
      ...GENERIC,
      'professionalType',
      'qualifications',
      'employmentInstitution',
      'basicDocuments',
      'employmentDocuments',
      'institutionDocuments',
      'bonuses',
      'penalties',
      ...DOCS,
    ],
    C1: ['electronicVisaType'],
    C2: ['currentVisaStatus'],
    C3: ['workplaceChangeStatus'],
  },
  'E-6': {
    // The personal group is read from the top level too (common-groups personal()); the E-6 form is flat.
    base: [
      ...FLAT_PERSONAL,
      'passportNumber',
      'passportExpiry',
      ...GENERIC,
      'e6SubCategory',
      'revenueActivity',
      'basicDocuments',
      'organizationDocuments',
      'e62SpecialDocuments',
      'contractStatus',
      'specialSituationDocs',
      'careerProofDocuments',
      'ageLegalRequirements',
      'performanceRecommendation',
      'workplaceChangeStatus',
      'currentStayStatus',
      'residenceProofReady',
      'goldCardHolder',
      'largeInvestorSpouse',
      'professionalSpouse',
      'internationalReputation',
      'dismissedByFault',
      'noConsentWithoutReason',
      'reportDelayed',
      'falseDocuments',
      ...DOCS,
    ],
    NEW: ['expectedEntryDate', 'intendedStayPeriod', 'hasAccommodation'],
    EXTENSION: ['currentVisaExpiry', 'extensionReason', 'performanceRecord', 'contractContinuation'],
    CHANGE: ['currentVisa', 'changeReason', 'remainingDays', 'newActivityType'],
  },
  'E-7': {
    base: [
      'jobCategory',
      'specificJob',
      'specificJobConfirmation',
      'recommendationLetterStatus',
      'education',
      'educationCertification',
      'majorSpecialCondition',
      'majorRelevanceGeneral',
      'experiencePeriod',
      'experienceRecognition',
      'experienceVerification',
      'companySize',
      'foreignEmploymentRatio',
      'salaryLevel',
      ...FLAT_PERSONAL,
      'hasKotraRecommendation',
      'hasFortune500Experience',
      'hasDomesticDegree',
      'hasWorldTopUniversity',
      'visaRejectionHistory',
      'employerTaxDelinquency',
      'employerWageArrears',
      'topikLevel',
      'kiipLevel',
      ...DOCS,
    ],
    NEW: ['applicationForm', 'employmentDocs', 'educationDocs', 'experienceDocs', 'additionalDocs', 'hasEmploymentContract', 'employmentType'],
    EXTENSION: ['remainingDays', 'workStatus', 'incomeVerification', 'extensionDocs', 'performanceRating', 'taxPaid', 'sameEmployer', 'contractRenewed'],
    CHANGE: [
      'currentVisa',
      'd27GraduateSpecial',
      'requirementsFulfillment',
      'changeDocuments',
      'changeReason',
      'hasJobOffer',
      'employerType',
      'employerVerified',
      'sameField',
      'careerGap',
      'previousViolations',
    ],
  },
  'E-8': {
    base: [
      'personalInfo',
      ...GENERIC,
      'physicalFitness',
      'agriculturalTraining',
      'fisheryTraining',
      'vocationalTraining',
      'seasonalEmploymentInfo',
      'experience',
      'workInstructionComprehension',
      'seasonalWorkDetails',
      'employerDetails',
      'workingConditions',
      'physicalRequirements',
      ...DOCS,
    ],
    NEW: ['arrivalDate', 'seasonStartDate', 'seasonEndDate', 'returnTicketBooked', 'emergencyContact'],
    EXTENSION: ['reason', 'attendanceRate', 'employerSatisfaction'],
  },
  'E-9': {
    base: [
      'personalInfo',
      ...GENERIC,
      'height',
      'weight',
      'bloodType',
      'industryType',
      'companyCode',
      'workplaceLocation',
      'shiftType',
      'skillLevel',
      'koreanLevel',
      'topikLevel',
      'kiipLevel',
      'experienceYears',
      'epsTopikScore',
      'epsTopikTestDate',
      'epsSystemInfo',
      'industryQualifications',
      'workingConditionsAgreement',
      'physicalCapabilities',
      'deportationHistory',
      'prisonSentence',
      'exitBan',
      ...DOCS,
    ],
    NEW: ['preEmploymentTraining', 'medicalCheckupResult'],
    EXTENSION: ['attendanceRate', 'performanceRating', 'accidentRecord'],
    CHANGE: ['currentIndustry', 'targetIndustry', 'hasValidEpsRegistration', 'epsExpiryDate'],
  },
  'E-10': {
    base: [
      'personalInfo',
      ...GENERIC,
      'e10SubType',
      'crewMemberStatus',
      'requiredDocuments',
      'vesselTonnage',
      'businessLegitimacy',
      'contractPeriod',
      'currentVisaStatus',
      'healthAndCriminalDocuments',
      'insuranceStatus',
      'reemploymentStatus',
      'penaltyHistory',
      ...DOCS,
    ],
  },
  'D-10': {
    base: [
      'd10SubType',
      'personalInfo',
      'educationInfo',
      'experienceInfo',
      'languageInfo',
      'qualifications',
      'additional',
      'employmentInfo',
      'financialInfo',
      'jobSearchPlan',
      'activityPlan',
      ...DOCS,
    ],
    NEW: ['additionalInfo'],
    EXTENSION: ['currentVisaExpiry', 'reasonForExtension', 'jobSearchProgress', 'interviewsScheduled', 'pendingOffers'],
    CHANGE: ['currentVisa', 'changeReason', 'previousVisaActivities', 'completionStatus', 'koreanResidencePeriod'],
  },
  'F-2': {
    base: [
      'visaSubtype',
      'personalInfo',
      'education',
      'stayDuration',
      'currentVisa',
      'legalStatus',
      'violations',
      'korean',
      'income',
      'familyInfo',
      'socialIntegration',
      'bonus',
      'financialInfo',
      'residencePlan',
      ...DOCS,
    ],
  },
  'F-6': {
    base: [
      'personalInfo',
      ...GENERIC,
      'f6Category',
      'marriageInfo',
      'spouseInfo',
      'marriageGenuineness',
      'familyRelations',
      'incomeRequirement',
      'koreanIntegration',
      ...DOCS,
    ],
  },
};

const top = (name: string) => name.split('.')[0]!;

describe('visa forms carry what the server mappers read', () => {
  it('has a table row for each of the 13 types', () => {
    expect(Object.keys(MAPPER_FIELDS).sort()).toEqual(Object.keys(VISA_FORMS).sort());
  });

  it.each(Object.keys(MAPPER_FIELDS))('%s: every mapper field is in the form, for the right application types', (code) => {
    const def = VISA_FORMS[code]!;
    const table = MAPPER_FIELDS[code]!;
    const fields = def.steps.flatMap((s) => s.fields);
    const missing: string[] = [];
    for (const type of def.applicationTypes) {
      const shown = new Set(fields.filter((f) => !f.only || f.only.includes(type)).map((f) => top(f.name)));
      for (const name of [...table.base, ...(table[type] ?? [])]) if (!shown.has(name)) missing.push(`${type}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(MAPPER_FIELDS))('%s: the form carries nothing the mapper does not read', (code) => {
    const def = VISA_FORMS[code]!;
    const table = MAPPER_FIELDS[code]!;
    const extra: string[] = [];
    for (const f of def.steps.flatMap((s) => s.fields)) {
      const types = f.only ?? def.applicationTypes;
      for (const type of types) if (![...table.base, ...(table[type] ?? [])].includes(top(f.name))) extra.push(`${type}: ${f.name}`);
    }
    expect([...new Set(extra)]).toEqual([]);
  });
});

describe('list fields', () => {
  it('send comma-separated text as a list of strings (the mappers read string lists)', () => {
    const data = buildUserData(VISA_FORMS['D-10']!, 'NEW', {
      'languageInfo.otherLanguages': 'English, French ,',
      'experienceInfo.previousKoreanEmployers': '',
    });
    expect(data).toMatchObject({ languageInfo: { otherLanguages: ['English', 'French'] } });
    expect((data['experienceInfo'] as Record<string, unknown> | undefined)?.['previousKoreanEmployers']).toBeUndefined();
  });
});
