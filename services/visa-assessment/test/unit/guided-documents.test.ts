import { ZRequiredDocumentSchema } from '@tov/contracts';
import { getGuidedDocuments, getRequiredDocuments } from '../../src/domain/required-documents';
import { GUIDED_VISA_TYPES, SUPPORTED_VISA_TYPES, VISA_TYPES } from '../../src/domain/visa-types';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const HAN = /[\u4e00-\u9fff]/;
const KANA = /[\u3040-\u30ff]/;

const codes = (visaType: string, applicationType?: string): string[] => (getGuidedDocuments(visaType, applicationType)?.documents ?? []).map((d) => d.code);

describe('the guided types’ document guides', () => {
  it('covers exactly the 24 listed types without an assessment', () => {
    expect(GUIDED_VISA_TYPES).toHaveLength(24);
    expect(
      VISA_TYPES.filter((v) => !v.fullAssessment)
        .map((v) => v.code)
        .sort(),
    ).toEqual([...GUIDED_VISA_TYPES].sort());
  });

  it.each([...GUIDED_VISA_TYPES])('gives %s a non-empty list for NEW, EXTENSION and CHANGE, every name in the four languages', (visaType) => {
    for (const applicationType of ['NEW', 'EXTENSION', 'CHANGE'] as const) {
      const guide = getGuidedDocuments(visaType, applicationType);
      expect(guide?.applicationType).toBe(applicationType);
      const documents = guide?.documents ?? [];
      expect(documents.length).toBeGreaterThan(0);
      expect(documents.map((d) => d.code)).toContain('PASSPORT');
      expect(new Set(documents.map((d) => d.code)).size).toBe(documents.length);
      for (const d of documents) {
        expect(ZRequiredDocumentSchema.parse(d)).toEqual(d);
        for (const lng of ['ko', 'en', 'zh', 'ja'] as const) expect(d[lng].trim()).not.toBe('');
        expect(HANGUL.test(d.ko)).toBe(true);
        expect(HANGUL.test(d.en)).toBe(false);
        expect(HAN.test(d.zh) && !HANGUL.test(d.zh) && !KANA.test(d.zh)).toBe(true);
        expect(HANGUL.test(d.ja)).toBe(false);
        expect(KANA.test(d.ja) || HAN.test(d.ja)).toBe(true);
      }
    }
  });

  it('asks a student (D-2) for the certificate of admission, proof of finances and final education', () => {
    expect(codes('D-2', 'NEW')).toEqual(expect.arrayContaining(['ADMISSION_CERTIFICATE', 'BANK_STATEMENT', 'FINAL_EDUCATION_CERTIFICATE']));
    expect(codes('D-2', 'EXTENSION')).toEqual(expect.arrayContaining(['ENROLMENT_CERTIFICATE', 'ALIEN_REGISTRATION_CARD']));
  });

  it('asks a working-holiday maker (H-1) for proof of funds, a return ticket and a travel plan', () => {
    expect(codes('H-1', 'NEW')).toEqual(expect.arrayContaining(['BANK_STATEMENT', 'RETURN_TICKET', 'TRAVEL_PLAN']));
  });

  it('asks for a Korean-language programme (D-4), Korean descent (F-4) and the diplomatic note (A-1)', () => {
    expect(codes('D-4', 'NEW')).toEqual(expect.arrayContaining(['LANGUAGE_COURSE_ADMISSION', 'BANK_STATEMENT']));
    expect(codes('F-4', 'NEW')).toContain('KOREAN_DESCENT_PROOF');
    expect(codes('A-1', 'NEW')).toContain('DIPLOMATIC_NOTE');
    expect(getGuidedDocuments('A-1')?.documents.find((d) => d.code === 'DIPLOMATIC_NOTE')?.en).toMatch(/Ministry of Foreign Affairs/);
  });

  it('asks for the residence card on a long stay’s extension but not on a visa-free stay or a diplomat’s', () => {
    expect(codes('D-2', 'NEW')).not.toContain('ALIEN_REGISTRATION_CARD');
    expect(codes('F-1', 'CHANGE')).toContain('ALIEN_REGISTRATION_CARD');
    expect(codes('B-2', 'EXTENSION')).not.toContain('ALIEN_REGISTRATION_CARD');
    expect(codes('A-2', 'EXTENSION')).not.toContain('ALIEN_REGISTRATION_CARD');
  });

  it('reads NEW by default, C1/C2/C3 as NEW/CHANGE/EXTENSION, and loose codes', () => {
    expect(getGuidedDocuments('D-2')?.applicationType).toBe('NEW');
    expect(getGuidedDocuments('d2', 'C3')?.applicationType).toBe('EXTENSION');
    expect(codes('D-2', 'C2')).toEqual(codes('D-2', 'CHANGE'));
  });

  it('answers nothing for a fully assessed or unknown type, and leaves the engines’ checklists alone', () => {
    for (const visaType of SUPPORTED_VISA_TYPES) expect(getGuidedDocuments(visaType)).toBeUndefined();
    expect(getGuidedDocuments('Z-9')).toBeUndefined();
    expect(() => getRequiredDocuments('D-2')).toThrow();
  });
});
