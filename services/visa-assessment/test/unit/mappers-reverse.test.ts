import { mapAssessmentInputToForm, mapFormToAssessmentInput } from '../../src/domain/mappers/index';
import { SUPPORTED_VISA_TYPES } from '../../src/domain/visa-types';
import { TODAY, sample } from './fixtures';

const options = { today: TODAY, now: '2025-06-01T00:00:00.000Z' };

function input(visaType: string, applicationType: string, form: Record<string, unknown>): Record<string, unknown> {
  const r = mapFormToAssessmentInput(visaType, applicationType, form, options);
  if (!r.supported) throw new Error(`${visaType} not supported`);
  return r.input as unknown as Record<string, unknown>;
}

describe('reverse mapping: a saved record back to the form (spec 001 §3)', () => {
  it.each(SUPPORTED_VISA_TYPES)('restores a %s form that maps to the same input again', (visaType) => {
    const { applicationType, form } = sample(visaType);
    const saved = input(visaType, applicationType, form);
    const restored = mapAssessmentInputToForm(visaType, saved, options).form;
    expect(input(visaType, applicationType, restored)).toEqual(saved);
  });

  it.each(SUPPORTED_VISA_TYPES.flatMap((v) => ['NEW', 'EXTENSION', 'CHANGE'].map((t) => [v, t] as const)))(
    'restores an empty %s %s record with empty strings, defaults and empty lists that map to the empty form',
    (visaType, applicationType) => {
      const restored = mapAssessmentInputToForm(visaType, { applicationType }, options).form;
      expect(input(visaType, applicationType, restored)).toEqual(input(visaType, applicationType, {}));
      const values = JSON.stringify(restored);
      expect(values).not.toContain('null,');
      expect(values).not.toContain('undefined');
    },
  );

  it('reads the form from the record’s userData', () => {
    const { applicationType, form } = sample('D-10');
    const saved = input('D-10', applicationType, form);
    const fromRecord = mapAssessmentInputToForm('D-10', { assessmentId: 'a1', userData: saved }, options).form;
    expect(fromRecord).toEqual(mapAssessmentInputToForm('D-10', saved, options).form);
  });

  it('carries the E-2 language taught into the assessment and back into the form', () => {
    const form = { personalInfo: { nationality: 'Japan' }, qualificationInfo: { highestDegree: 'BACHELOR', languageTaught: 'JAPANESE' } };
    const saved = input('E-2', 'NEW', form);
    expect(saved['e2QualificationAssessment']).toMatchObject({ languageTaught: 'JAPANESE' });
    expect(mapAssessmentInputToForm('E-2', saved, options).form).toMatchObject({ qualificationInfo: { languageTaught: 'JAPANESE' } });
  });

  it('restores the E-7 form with its defaults', () => {
    const form = mapAssessmentInputToForm('E-7', { applicationType: 'CHANGE', jobCategory: 'E-7-1' }, options).form;
    expect(form).toMatchObject({
      applicationType: 'CHANGE',
      jobCategory: 'E-7-1',
      subcategory: 'E-7-1',
      majorSpecialCondition: 'NONE',
      hasKotraRecommendation: 'NO',
      d27GraduateSpecial: 'NOT_APPLICABLE',
      changeReason: 'NEW_JOB_OFFER',
      careerGap: '0',
      previousViolations: '0',
      changeDocuments: [],
      firstName: '',
    });
  });

  it('restores the E-1 form groups from the payload', () => {
    const { form } = sample('E-1');
    const saved = input('E-1', 'EXTENSION', { ...form, currentStatus: { currentStayDuration: '12' } });
    const restored = mapAssessmentInputToForm('E-1', saved, options).form;
    expect(restored).toMatchObject({
      applicationType: 'EXTENSION',
      activityType: 'UNIVERSITY_LECTURER',
      professorQualification: 'PROFESSOR',
      recommendationRequirement: 'NOT_REQUIRED',
      activityPeriodDays: 91,
      basicDocumentsReady: ['APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT'],
      bonusPenalty: { bonusItems: [], penaltyItems: [] },
      educationInfo: { highestDegree: 'DOCTORATE', degreeDocumentStatus: 'READY' },
      experienceInfo: { researchYears: 4, teachingYears: 6, careerDocumentStatus: 'READY' },
      sectionB: { invitationAuthenticity: 'VERIFIED', institutionType: '', universityDocumentCompletion: '' },
      currentStatus: { currentStayDuration: 12, totalResidencePeriod: 12, departures: 0 },
    });
  });

  it('restores the E-2 groups under their form names', () => {
    const { applicationType, form } = sample('E-2');
    const restored = mapAssessmentInputToForm('E-2', input('E-2', applicationType, form), options).form;
    expect(restored).toHaveProperty('qualificationInfo.nativeCountryUniversity', true);
    expect(restored).toHaveProperty('documentPreparation.criminalRecordStatus', 'APOSTILLED');
    expect(restored).toHaveProperty('bonusItems', []);
    expect(restored).not.toHaveProperty('e2QualificationAssessment');
  });

  it('restores E-4 with the default C1 section', () => {
    expect(mapAssessmentInputToForm('E-4', {}, options).form).toMatchObject({ applicationType: 'C1', cepaEligibility: '', electronicVisaPossibility: '' });
  });

  it('returns the data of an unknown visa type unchanged with a warning', () => {
    const record = { a: 1 };
    const r = mapAssessmentInputToForm('Q-1', record);
    expect(r.form).toBe(record);
    expect(r.warnings).toHaveLength(1);
  });
});
