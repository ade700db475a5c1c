import { normaliseApplicationType, standardApplicationType } from '../../src/domain/application-types';
import { SUPPORTED_VISA_TYPES, VISA_TYPES, findVisaType, isSupportedVisaType, normaliseVisaCode } from '../../src/domain/visa-types';

describe('visa types', () => {
  it('lists the 37 statuses of stay with unique codes and Korean and English names', () => {
    expect(VISA_TYPES).toHaveLength(37);
    expect(new Set(VISA_TYPES.map((v) => v.code)).size).toBe(37);
    for (const v of VISA_TYPES) {
      expect(v.nameKo).not.toBe('');
      expect(v.nameEn).not.toBe('');
    }
    expect(findVisaType('D-10')).toMatchObject({ nameKo: '구직', nameEn: 'Job Seeking' });
    expect(findVisaType('H-2')).toMatchObject({ nameKo: '방문취업', nameEn: 'Work and Visit', fullAssessment: false });
  });

  it('marks exactly the 13 types with a mapper and engine as fully assessed', () => {
    expect(SUPPORTED_VISA_TYPES).toHaveLength(13);
    expect(
      VISA_TYPES.filter((v) => v.fullAssessment)
        .map((v) => v.code)
        .sort(),
    ).toEqual([...SUPPORTED_VISA_TYPES].sort());
  });

  it.each([
    ['e7', 'E-7'],
    ['E7', 'E-7'],
    [' e-10 ', 'E-10'],
    ['d10', 'D-10'],
    ['F-2-7', 'F-2-7'],
    ['X', 'X'],
  ])('normalises the visa code %p to %p', (raw, expected) => {
    expect(normaliseVisaCode(raw)).toBe(expected);
  });

  it('recognises only the 13 supported codes', () => {
    expect(isSupportedVisaType('F-6')).toBe(true);
    expect(isSupportedVisaType('A-1')).toBe(false);
  });
});

describe('application types', () => {
  it.each([
    ['E-7', undefined, 'NEW'],
    ['E-7', 'extension', 'EXTENSION'],
    ['E-7', 'CHANGE', 'CHANGE'],
    ['E-7', 'bogus', 'NEW'],
    ['E-7', 'C2', 'CHANGE'],
    ['E-4', undefined, 'C1'],
    ['E-5', 'C3', 'C3'],
    ['E-4', 'NEW', 'C1'],
    ['E-4', 'CHANGE', 'C2'],
    ['E-5', 'EXTENSION', 'C3'],
  ])('reads %s with %p as %p (E-4 and E-5 use C1/C2/C3, default C1)', (visaType, raw, expected) => {
    expect(normaliseApplicationType(visaType, raw)).toBe(expected);
  });

  it('translates C1/C2/C3 to NEW/CHANGE/EXTENSION', () => {
    expect(standardApplicationType('C1')).toBe('NEW');
    expect(standardApplicationType('C2')).toBe('CHANGE');
    expect(standardApplicationType('C3')).toBe('EXTENSION');
  });
});
