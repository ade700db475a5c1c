import { deriveSpecialistProfile } from '../../src/domain/specialist-profile';
import { languageName, normaliseLanguage } from '../../src/domain/languages';
import { ASSESSED_VISA_TYPES, baseVisaType } from '../../src/domain/visa-types';

describe('deriveSpecialistProfile', () => {
  it.each([
    [['행정사'], ['ko']],
    [['TOEIC 950'], ['ko', 'en']],
    [
      ['JLPT N1', 'HSK 6급'],
      ['ko', 'ja', 'zh'],
    ],
    [['관광통역안내사(베트남어)'], ['ko', 'vi']],
    [['Certified Russian interpreter'], ['ko', 'ru']],
    [['TESOL'], ['ko', 'en']],
    [
      ['DELF B2', 'Goethe-Zertifikat C1'],
      ['ko', 'fr', 'de'],
    ],
    [['한국어교원 2급'], ['ko']],
    [['Thailand trip'], ['ko']],
  ])('finds the consultation languages of %j', (certification, languages) => {
    expect(deriveSpecialistProfile('language', certification).languages).toEqual(languages);
  });

  it.each([
    ['administrative', ['자격증'], ASSESSED_VISA_TYPES],
    ['language', ['TOPIK 6급'], ['E-2', 'F-2', 'F-6']],
    ['culture', ['문화예술교육사'], ['E-6', 'F-2', 'F-6']],
    ['psychology', ['상담심리사 1급'], ['F-6']],
    ['psychology', ['행정사'], ASSESSED_VISA_TYPES],
    ['psychology', ['공인노무사'], ['E-7', 'E-8', 'E-9', 'E-10', 'D-10', 'F-6']],
    ['culture', ['다문화 코디네이터'], ['E-6', 'F-2', 'F-6']],
    ['psychology', ['사회통합프로그램 강사'], ['F-2', 'F-6']],
  ])('derives the visa types of a %s specialist certified %j', (expertise, certification, visaTypes) => {
    expect(deriveSpecialistProfile(expertise, certification).supportedVisaTypes).toEqual(visaTypes);
  });
});

describe('languages', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['en-US', 'en'],
    ['English', 'en'],
    ['영어', 'en'],
    ['Tiếng Việt', 'vi'],
    ['中文', 'zh'],
    ['Klingon', 'klingon'],
  ])('reads %s as %s', (input, code) => {
    expect(normaliseLanguage(input)).toBe(code);
  });

  it('names a language in Korean, and an unknown one as given', () => {
    expect(languageName('vi', 'ko')).toBe('베트남어');
    expect(languageName('vi', 'ja')).toBe('ベトナム語');
    expect(languageName('klingon', 'en')).toBe('klingon');
  });
});

describe('baseVisaType', () => {
  it.each([
    ['F-2-7', 'F-2'],
    ['E-7-4', 'E-7'],
    ['e-10', 'E-10'],
    ['D-10', 'D-10'],
    ['E7', 'E-7'],
  ])('reads %s as %s', (input, base) => {
    expect(baseVisaType(input)).toBe(base);
  });
});
