import { assess } from '../../src/domain/assess';
import { evaluateAssessment } from '../../src/domain/engines/index';
import { DomainError, VisaTypeNotSupportedError } from '../../src/domain/errors';
import { mapFormToAssessmentInput } from '../../src/domain/mappers/index';
import { TODAY, sample } from './fixtures';

describe('evaluateAssessment', () => {
  it('throws a typed VISA_TYPE_NOT_SUPPORTED error for an unknown visa type', () => {
    const { input } = mapFormToAssessmentInput('D-10', 'NEW', {});
    let error: unknown;
    try {
      evaluateAssessment('Z-1', 'NEW', input as never, { today: TODAY });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(VisaTypeNotSupportedError);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'VISA_TYPE_NOT_SUPPORTED', visaType: 'Z-1' });
  });

  it('throws for a listed status of stay that has no full assessment (A-1)', () => {
    expect(() => assess('A-1', 'NEW', {}, { today: TODAY })).toThrow(VisaTypeNotSupportedError);
  });

  it('throws for an F-2 subtype it does not score', () => {
    expect(() => assess('F-2', 'NEW', { visaSubtype: 'F-2-4' }, { today: TODAY })).toThrow(VisaTypeNotSupportedError);
  });

  it('accepts loosely written visa codes', () => {
    const { applicationType, form } = sample('E-9');
    expect(assess('e9', applicationType, form, { today: TODAY }).result.visaType).toBe('E-9');
  });

  it('gives a breakdown row with labels, points, threshold and source for every criterion', () => {
    const { applicationType, form } = sample('E-7');
    const { result } = assess('E-7', applicationType, form, { today: TODAY });
    for (const row of result.breakdown) {
      expect(row.label.ko).not.toBe('');
      expect(row.label.en).not.toBe('');
      expect(row.threshold).not.toBe('');
      expect(row.source).not.toBe('');
      expect(row.points).toBeLessThanOrEqual(Math.max(row.maxPoints, 0));
    }
  });

  it('explains what would raise a row, e.g. "TOPIK 3 -> TOPIK 4 adds 5 points"', () => {
    const { applicationType, form } = sample('D-10');
    const { result } = assess('D-10', applicationType, form, { today: TODAY });
    const korean = result.breakdown.find((b) => b.criterion === 'koreanAbility');
    expect(korean?.improvement?.en).toBe('Korean ability (valid TOPIK or KIIP) TOPIK 3 -> TOPIK 4 adds 5 points');
    expect(korean?.potentialGain).toBe(5);
  });

  it('lists the checklist documents the applicant has not provided', () => {
    const { applicationType, form } = sample('D-10');
    const { result } = assess('D-10', applicationType, { ...form, documents: ['PASSPORT', 'DEGREE_CERTIFICATE'] }, { today: TODAY });
    expect(result.missingDocuments).toEqual(['APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT', 'JOB_SEARCH_PLAN', 'BANK_STATEMENT']);
    expect(result.recommendations.some((r) => r.includes('구직활동계획서'))).toBe(true);
  });

  it('leaves change paths out when asked to', () => {
    const { applicationType, form } = sample('F-2');
    expect(assess('F-2', applicationType, form, { today: TODAY, includeChangePaths: false }).result.changePaths).toEqual([]);
  });

  it('is pure: the same input on the same day gives the same result', () => {
    const { applicationType, form } = sample('E-1');
    const a = assess('E-1', applicationType, form, { today: TODAY });
    const b = assess('E-1', applicationType, form, { today: TODAY });
    expect(a).toEqual(b);
  });
});
