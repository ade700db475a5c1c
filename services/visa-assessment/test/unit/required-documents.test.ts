import { VisaTypeNotSupportedError } from '../../src/domain/errors';
import { findMissingDocuments, getRequiredDocuments } from '../../src/domain/required-documents';
import { SUPPORTED_VISA_TYPES } from '../../src/domain/visa-types';

const codes = (visaType: string, applicationType?: string, subtype?: string): string[] =>
  getRequiredDocuments(visaType, applicationType, subtype).map((d) => d.code);

describe('document checklists', () => {
  it.each(SUPPORTED_VISA_TYPES)('gives %s a checklist with the passport and labelled documents for every application type', (visaType) => {
    for (const appType of ['NEW', 'EXTENSION', 'CHANGE', 'C1', 'C2', 'C3']) {
      const list = getRequiredDocuments(visaType, appType);
      expect(list.map((d) => d.code)).toContain('PASSPORT');
      expect(new Set(list.map((d) => d.code)).size).toBe(list.length);
      for (const d of list) {
        expect(d.ko).not.toBe('');
        expect(d.en).not.toBe('');
      }
    }
  });

  it('asks for the residence card on an extension or change but not on a new application', () => {
    expect(codes('E-7', 'NEW')).not.toContain('ALIEN_REGISTRATION_CARD');
    expect(codes('E-7', 'EXTENSION')).toContain('ALIEN_REGISTRATION_CARD');
    expect(codes('E-7', 'CHANGE')).toContain('ALIEN_REGISTRATION_CARD');
  });

  it('uses C1/C2/C3 for E-4 and defaults to C1', () => {
    expect(codes('E-4')).toEqual(codes('E-4', 'C1'));
    expect(codes('E-4', 'C2')).toContain('EMPLOYMENT_CERTIFICATE');
    expect(codes('E-4', 'C1')).not.toContain('EMPLOYMENT_CERTIFICATE');
  });

  it('adds the documents of a subtype', () => {
    expect(codes('F-6', 'NEW', 'F-6-1')).toContain('INCOME_PROOF');
    expect(codes('F-6', 'NEW', 'F-6-3')).toContain('MARRIAGE_END_PROOF');
    expect(codes('E-6', 'NEW', 'E-6-2')).toContain('PERFORMANCE_RECOMMENDATION');
  });

  it('throws VisaTypeNotSupportedError for a type without a checklist', () => {
    expect(() => getRequiredDocuments('A-1')).toThrow(VisaTypeNotSupportedError);
  });

  it('lists the checklist documents not provided, matching codes loosely', () => {
    const required = getRequiredDocuments('D-10', 'NEW');
    const missing = findMissingDocuments(required, ['passport', 'application-form', 'Passport Photo', 'FEE_PAYMENT', 'DEGREE_CERTIFICATE']);
    expect(missing).toEqual(['JOB_SEARCH_PLAN', 'BANK_STATEMENT']);
  });
});
