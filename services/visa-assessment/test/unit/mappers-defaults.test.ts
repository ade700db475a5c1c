import { mapFormToAssessmentInput } from '../../src/domain/mappers/index';
import { TODAY } from './fixtures';

/** The mapped input of a form, as a plain object for path lookups. */
function mapped(visaType: string, applicationType: string | undefined, form: Record<string, unknown>, now?: string): Record<string, unknown> {
  const r = mapFormToAssessmentInput(visaType, applicationType, form, { today: TODAY, now });
  if (!r.supported) throw new Error(`${visaType} not supported`);
  return r.input as unknown as Record<string, unknown>;
}

function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
}

describe('mapper defaults from an empty form (spec 001 §3, §5, §9; spec 002 §3, §9)', () => {
  it.each([
    // E-1
    ['E-1', 'NEW', 'activityInfo.activityPeriodDays', 91],
    ['E-1', 'NEW', 'researchYears', 0],
    ['E-1', 'NEW', 'requiresMinistryRecommendation', true],
    ['E-1', 'NEW', 'hasApplicationForm', false],
    ['E-1', 'NEW', 'bonusItems', []],
    ['E-1', 'NEW', 'personalInfo.age', 0],
    ['E-1', 'EXTENSION', 'currentStatus.departures', 0],
    ['E-1', 'EXTENSION', 'currentStatus.totalResidencePeriod', 0],
    ['E-1', 'CHANGE', 'changeInfo.currentVisa', ''],
    // E-2
    ['E-2', 'NEW', 'e2QualificationAssessment.nativeCountryUniversity', false],
    ['E-2', 'NEW', 'e2DocumentAssessment.basicDocumentsReady', []],
    ['E-2', 'NEW', 'e2BonusAssessment.bonusItems', []],
    ['E-2', 'EXTENSION', 'attendanceRate', 0],
    // E-3
    ['E-3', 'NEW', 'researchExperience', 0],
    ['E-3', 'NEW', 'expectedStartDate', ''],
    ['E-3', 'CHANGE', 'remainingDays', 0],
    // E-4 / E-5: C1 by default
    ['E-4', undefined, 'applicationType', 'C1'],
    ['E-4', undefined, 'cepaEligibility', ''],
    ['E-4', undefined, 'goldScienceCard', false],
    ['E-5', undefined, 'applicationType', 'C1'],
    ['E-5', undefined, 'qualifications.northSouthInvitation', 'NO'],
    ['E-5', 'C2', 'currentVisaStatus', ''],
    ['E-5', 'C3', 'workplaceChangeStatus', ''],
    // E-6
    ['E-6', 'NEW', 'falseDocuments', false],
    ['E-6', 'NEW', 'intendedStayPeriod', 0],
    ['E-6', 'EXTENSION', 'currentVisaExpiry', ''],
    // E-7
    ['E-7', 'NEW', 'subcategory', 'E-7-4'],
    ['E-7', 'NEW', 'majorSpecialCondition', 'NONE'],
    ['E-7', 'NEW', 'age', 0],
    ['E-7', 'NEW', 'hasKotraRecommendation', 'NO'],
    ['E-7', 'NEW', 'hasFortune500Experience', 'NO'],
    ['E-7', 'NEW', 'hasDomesticDegree', 'NO'],
    ['E-7', 'NEW', 'hasWorldTopUniversity', 'NO'],
    ['E-7', 'NEW', 'visaRejectionHistory', 'NO'],
    ['E-7', 'NEW', 'employerTaxDelinquency', 'NO'],
    ['E-7', 'NEW', 'employerWageArrears', 'NO'],
    ['E-7', 'NEW', 'documentChecklist', []],
    ['E-7', 'NEW', 'employmentDocs', []],
    ['E-7', 'EXTENSION', 'extensionDocs', []],
    ['E-7', 'CHANGE', 'd27GraduateSpecial', 'NOT_APPLICABLE'],
    ['E-7', 'CHANGE', 'changeReason', 'NEW_JOB_OFFER'],
    ['E-7', 'CHANGE', 'careerGap', '0'],
    ['E-7', 'CHANGE', 'previousViolations', '0'],
    ['E-7', 'CHANGE', 'changeDocuments', []],
    // E-8
    ['E-8', 'NEW', 'healthStatus', 'GOOD'],
    ['E-8', 'NEW', 'physicalFitness', 'FIT'],
    ['E-8', 'NEW', 'workInstructionComprehension', 'ADEQUATE'],
    ['E-8', 'NEW', 'seasonalEmploymentInfo.contractType', 'SEASONAL'],
    ['E-8', 'NEW', 'seasonalWorkDetails.dailyWorkHours', 8],
    ['E-8', 'NEW', 'seasonalWorkDetails.weeklyWorkDays', 6],
    ['E-8', 'NEW', 'returnTicketBooked', false],
    ['E-8', 'EXTENSION', 'reason', 'SEASON_CONTINUATION'],
    ['E-8', 'EXTENSION', 'attendanceRate', 100],
    ['E-8', 'EXTENSION', 'employerSatisfaction', 'SATISFIED'],
    // E-9
    ['E-9', 'NEW', 'shiftType', 'DAY'],
    ['E-9', 'NEW', 'skillLevel', 'BEGINNER'],
    ['E-9', 'NEW', 'koreanLevel', 'NONE'],
    ['E-9', 'NEW', 'medicalCheckupResult', 'PASS'],
    ['E-9', 'NEW', 'epsSystemInfo.skillTestPassed', false],
    ['E-9', 'EXTENSION', 'attendanceRate', 95],
    ['E-9', 'EXTENSION', 'performanceRating', 'GOOD'],
    ['E-9', 'EXTENSION', 'accidentRecord', 'NONE'],
    ['E-9', 'CHANGE', 'hasValidEpsRegistration', false],
    // E-10
    ['E-10', 'NEW', 'metadata.formVersion', '1.0'],
    ['E-10', 'NEW', 'vesselTonnage.e10_3', 0],
    ['E-10', 'NEW', 'requiredDocuments', []],
    // D-10
    ['D-10', 'NEW', 'd10SubType', 'D-10-1'],
    ['D-10', 'NEW', 'employmentInfo.currentStatus', 'UNEMPLOYED'],
    ['D-10', 'NEW', 'employmentInfo.jobSearchStatus', 'ACTIVE'],
    ['D-10', 'NEW', 'financialInfo.financialSponsor', 'SELF'],
    ['D-10', 'NEW', 'activityPlan.expectedJobSearchDuration', '6_MONTHS'],
    ['D-10', 'NEW', 'additionalInfo.entryPurpose', 'JOB_SEARCH'],
    ['D-10', 'NEW', 'jobSearchPlan.registeredJobSites', []],
    ['D-10', 'EXTENSION', 'reasonForExtension', 'CONTINUED_JOB_SEARCH'],
    ['D-10', 'EXTENSION', 'interviewsScheduled', 0],
    ['D-10', 'CHANGE', 'koreanResidencePeriod', 0],
    // F-2
    ['F-2', 'NEW', 'visaSubtype', 'F-2-7'],
    ['F-2', 'NEW', 'personalInfo.age', 30],
    ['F-2', 'NEW', 'legalStatus', 'LEGAL'],
    ['F-2', 'NEW', 'stayDuration', 0],
    ['F-2', 'NEW', 'violations.count', 0],
    ['F-2', 'NEW', 'education.graduated', true],
    ['F-2', 'NEW', 'personalInfo.hasCriminalRecord', false],
    // F-6
    ['F-6', 'NEW', 'f6Category', 'F-6-1'],
    ['F-6', 'NEW', 'incomeRequirement.householdIncome', 0],
    ['F-6', 'NEW', 'koreanIntegration.integrationProgram', false],
  ])('maps an empty %s %s form with %s = %p', (visaType, appType, path, expected) => {
    expect(at(mapped(visaType, appType, {}), path)).toEqual(expected);
  });

  it('defaults the application type to NEW for every type but E-4 and E-5', () => {
    expect(mapped('E-9', undefined, {})['applicationType']).toBe('NEW');
    expect(mapped('F-2', undefined, { applicationType: 'extension' })['applicationType']).toBe('EXTENSION');
  });

  it('adds only the section of the chosen application type', () => {
    const ext = mapped('E-9', 'EXTENSION', {});
    expect(ext).toHaveProperty('attendanceRate', 95);
    expect(ext).not.toHaveProperty('medicalCheckupResult');
    expect(ext).not.toHaveProperty('targetIndustry');
    const c2 = mapped('E-4', 'C2', {});
    expect(c2).toHaveProperty('changeRequirementsFulfillment', '');
    expect(c2).not.toHaveProperty('cepaEligibility');
  });
});

describe('mapper normalisation rules', () => {
  it.each([
    ['PROFESSOR', 4, 6],
    ['ASSOCIATE_PROFESSOR', 3, 4],
    ['ASSISTANT_PROFESSOR', 2, 2],
    ['LECTURER', 1, 1],
    ['TEACHING_ASSISTANT', 0, 0],
    ['NOT_QUALIFIED', 0, 0],
    ['SOMETHING_ELSE', 0, 0],
  ])('defaults E-1 research and teaching years for %s to %p and %p', (qualification, research, teaching) => {
    const input = mapped('E-1', 'NEW', { professorQualification: qualification });
    expect(input['researchYears']).toBe(research);
    expect(input['teachingYears']).toBe(teaching);
  });

  it('keeps E-1 research and teaching years that were supplied, even 0', () => {
    const input = mapped('E-1', 'NEW', { professorQualification: 'PROFESSOR', experienceInfo: { researchYears: '0', teachingYears: '9' } });
    expect(input['researchYears']).toBe(0);
    expect(input['teachingYears']).toBe(9);
  });

  it.each([
    ['NOT_REQUIRED', false, false, false],
    ['REQUIRED_OBTAINED', true, true, false],
    ['REQUIRED_IN_PROGRESS', true, false, true],
  ])('derives the E-1 ministry flags from %s', (requirement, requires, has, inProgress) => {
    const input = mapped('E-1', 'NEW', { recommendationRequirement: requirement });
    expect(input['requiresMinistryRecommendation']).toBe(requires);
    expect(input['hasMinistryRecommendation']).toBe(has);
    expect(input['ministryRecommendationInProgress']).toBe(inProgress);
  });

  it('derives the E-1 application form, photo and fee flags from the basic documents list', () => {
    const input = mapped('E-1', 'NEW', { basicDocumentsReady: ['APPLICATION_FORM', '', 'FEE_PAYMENT'] });
    expect(input['hasApplicationForm']).toBe(true);
    expect(input['hasPassportPhoto']).toBe(false);
    expect(input['hasFeePayment']).toBe(true);
    expect(at(input, 'documentPreparation.basicDocumentsReady')).toEqual(['APPLICATION_FORM', 'FEE_PAYMENT']);
  });

  it('copies the E-1 contract status from the employment document status and the activity fields of its type', () => {
    const input = mapped('E-1', 'NEW', {
      employmentInfo: { employmentDocumentStatus: 'SIGNED' },
      activityType: 'KAIST_PROFESSOR',
      sectionB: { kaistEmploymentStatus: 'CONFIRMED', invitationAuthenticity: 'ignored' },
    });
    expect(input['contractStatus']).toBe('SIGNED');
    expect(at(input, 'activityInfo.details')).toEqual({ kaistEmploymentStatus: 'CONFIRMED', kaistStayPeriodPlan: '', kaistDocumentCompletion: '' });
  });

  it.each(['USA', 'UK', 'Canada', 'Australia', 'China', 'Japan', 'Philippines', 'India', 'Vietnam', 'United Kingdom', 'us'])(
    'sets ceoInvitationRequired for the nationality %s',
    (nationality) => {
      expect(mapped('E-1', 'EXTENSION', { personalInfo: { nationality } })['ceoInvitationRequired']).toBe(true);
    },
  );

  it('does not set ceoInvitationRequired for other nationalities', () => {
    expect(mapped('E-1', 'EXTENSION', { personalInfo: { nationality: 'Germany' } })['ceoInvitationRequired']).toBe(false);
  });

  it('sets the E-1 extension total residence period to the current stay duration', () => {
    const input = mapped('E-1', 'EXTENSION', { currentStatus: { currentStayDuration: '26', totalResidencePeriod: '99' } });
    expect(at(input, 'currentStatus.totalResidencePeriod')).toBe(26);
  });

  it("turns E-7 'true'/'YES' flags into YES", () => {
    const input = mapped('E-7', 'NEW', { hasKotraRecommendation: 'true', hasDomesticDegree: 'YES', visaRejectionHistory: true });
    expect(input['hasKotraRecommendation']).toBe('YES');
    expect(input['hasDomesticDegree']).toBe('YES');
    expect(input['visaRejectionHistory']).toBe('YES');
  });

  it('defaults the E-7 subcategory to the job category when there is one', () => {
    expect(mapped('E-7', 'NEW', { jobCategory: 'E-7-1' })['subcategory']).toBe('E-7-1');
    expect(mapped('E-7', 'NEW', { jobCategory: 'E-7-1', subcategory: 'E-7-3' })['subcategory']).toBe('E-7-3');
  });

  it('computes the E-7 age from the birth date, falling back to the age given', () => {
    expect(mapped('E-7', 'NEW', { birthDate: '1990-06-02', age: '20' })['age']).toBe(34);
    expect(mapped('E-7', 'NEW', { age: '41' })['age']).toBe(41);
  });

  it('warns when a birth date cannot be turned into an age for want of a reference date', () => {
    const r = mapFormToAssessmentInput('F-2', 'NEW', { personalInfo: { birthDate: '1990-01-01', age: '33' } });
    expect(r.warnings.join(' ')).toContain('no reference date');
    expect(at(r.input, 'personalInfo.age')).toBe(33);
  });

  it.each([
    ['Oyster farming', 'FISHERY'],
    ['fishing vessel crew', 'FISHERY'],
    ['Dairy cattle', 'LIVESTOCK'],
    ['Pig farm', 'LIVESTOCK'],
    ['Strawberry harvest', 'AGRICULTURE'],
    ['', ''],
  ])('derives the E-8 industry of the work type %p as %p', (workType, industry) => {
    expect(at(mapped('E-8', 'NEW', { seasonalEmploymentInfo: { seasonalWorkType: workType } }), 'seasonalWorkDetails.industry')).toBe(industry);
  });

  it('keeps a stated E-8 industry only when no work type is given', () => {
    expect(at(mapped('E-8', 'NEW', { seasonalWorkDetails: { industry: 'FISHERY' } }), 'seasonalWorkDetails.industry')).toBe('FISHERY');
  });

  it('reads the E-9 Korean level from koreanProficiency and experience from its aliases', () => {
    const input = mapped('E-9', 'NEW', { koreanProficiency: 'BASIC', workExperience: '3' });
    expect(input['koreanLevel']).toBe('BASIC');
    expect(input['experienceYears']).toBe(3);
  });

  it("turns criminal record 'YES' and health status 'UNHEALTHY' into flags (generic profile)", () => {
    const input = mapped('E-9', 'NEW', { criminalRecord: 'YES', healthStatus: 'UNHEALTHY' });
    expect(input['hasCriminalRecord']).toBe(true);
    expect(input['hasHealthIssues']).toBe(true);
    const clean = mapped('E-9', 'NEW', { criminalRecord: 'NO', healthStatus: 'HEALTHY' });
    expect(clean['hasCriminalRecord']).toBe(false);
    expect(clean['hasHealthIssues']).toBe(false);
  });

  it('converts experience years to months (x12) in the generic profile and D-10', () => {
    expect(at(mapped('E-2', 'NEW', { experienceInfo: { totalYears: '3' } }), 'experienceInfo.totalExperienceMonths')).toBe(36);
    expect(at(mapped('D-10', 'NEW', { experienceInfo: { yearsOfExperience: '2' } }), 'experienceInfo.totalExperienceMonths')).toBe(24);
  });

  it("turns a kiip value of 'null' into null", () => {
    expect(at(mapped('F-2', 'NEW', { korean: { kiip: 'null' } }), 'korean.kiip')).toBeNull();
    expect(at(mapped('D-10', 'NEW', { languageInfo: { kiipLevel: 'null' } }), 'languageInfo.kiipLevel')).toBeNull();
    expect(at(mapped('F-2', 'NEW', { korean: { kiip: '3' } }), 'korean.kiip')).toBe(3);
  });

  it('reads F-2 criminal records from the YES word and keeps F-2 age 30 only when no age is given', () => {
    const input = mapped('F-2', 'NEW', { personalInfo: { criminalRecord: 'YES', age: '44' } });
    expect(at(input, 'personalInfo.hasCriminalRecord')).toBe(true);
    expect(at(input, 'personalInfo.age')).toBe(44);
  });

  it('stamps E-10 metadata with the injected clock and keeps a stored submission time', () => {
    expect(at(mapped('E-10', 'NEW', {}, '2025-06-01T09:00:00.000Z'), 'metadata.submittedAt')).toBe('2025-06-01T09:00:00.000Z');
    expect(at(mapped('E-10', 'NEW', { metadata: { submittedAt: '2024-01-01T00:00:00Z' } }, '2025-06-01T09:00:00.000Z'), 'metadata.submittedAt')).toBe(
      '2024-01-01T00:00:00Z',
    );
  });

  it('trims strings, drops empty list items and formats dates in every mapper', () => {
    const input = mapped('D-10', 'NEW', {
      personalInfo: { nationality: '  Nepal ' },
      educationInfo: { graduationDate: '2024/2/15' },
      jobSearchPlan: { searchMethods: ['online', '', null, ' fairs '] },
    });
    expect(at(input, 'personalInfo.nationality')).toBe('Nepal');
    expect(at(input, 'educationInfo.graduationDate')).toBe('2024-02-15');
    expect(at(input, 'jobSearchPlan.searchMethods')).toEqual(['online', 'fairs']);
  });

  it('passes the data of an unknown visa type through unchanged with a warning', () => {
    const form = { anything: { nested: [1, ''] } };
    const r = mapFormToAssessmentInput('Z-9', 'NEW', form);
    expect(r.supported).toBe(false);
    expect(r.input).toBe(form);
    expect(r.warnings).toEqual(["No mapper for visa type 'Z-9': data passed through unchanged"]);
  });
});
