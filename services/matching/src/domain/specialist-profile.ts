import type { TExpertise } from '@tov/contracts';
import { normaliseLanguage } from './languages';
import { ASSESSED_VISA_TYPES } from './visa-types';

/**
 * What matching knows of a specialist beyond the sign-up fields. `auth.user.registered` carries only
 * expertise, certifications and years of experience, so the consultation languages and the visa types
 * a specialist handles are derived from them here (services/matching/README.md, Rules). When the specialist
 * workspace publishes profile changes, the projection takes the declared values instead.
 */
/** A specialist without reviews ranks with this rating (services/matching/README.md, Rules; the projection's default). */
export const NEW_SPECIALIST_RATING = 4.5;

export interface DerivedSpecialistProfile {
  languages: string[];
  supportedVisaTypes: string[];
}

/** Language tests and teaching certificates that name a language without saying it. */
const EXAM_LANGUAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/toeic|toefl|ielts|tesol|tesl|celta|cambridge english/i, 'en'],
  [/jlpt|\bjpt\b/i, 'ja'],
  [/\bhsk\b|tocfl/i, 'zh'],
  [/torfl/i, 'ru'],
  [/\bdele\b/i, 'es'],
  [/\bdelf\b|\bdalf\b/i, 'fr'],
  [/goethe|testdaf/i, 'de'],
];

/** Every language name the language table knows, to find "관광통역안내사(베트남어)" or "Certified Vietnamese interpreter". */
const NAMED_LANGUAGES: ReadonlyArray<readonly [RegExp, string]> = [
  'english',
  '영어',
  'chinese',
  'mandarin',
  '중국어',
  'japanese',
  '일본어',
  'vietnamese',
  '베트남어',
  'russian',
  '러시아어',
  'spanish',
  '스페인어',
  'french',
  '프랑스어',
  'german',
  '독일어',
  'portuguese',
  '포르투갈어',
  'thai',
  '태국어',
  'indonesian',
  '인도네시아어',
  'malay',
  '말레이어',
  'filipino',
  'tagalog',
  '필리핀어',
  '타갈로그어',
  'mongolian',
  '몽골어',
  'uzbek',
  '우즈베크어',
  'nepali',
  '네팔어',
  'khmer',
  '크메르어',
  '캄보디아어',
  'burmese',
  '미얀마어',
  'hindi',
  '힌디어',
  'sinhala',
  '싱할라어',
  'arabic',
  '아랍어',
].map((name) => [new RegExp(/^[a-z]+$/.test(name) ? `\\b${name}\\b` : name, 'i'), normaliseLanguage(name)] as const);

/**
 * Visa work by field. Administrative specialists (행정사 and the like) prepare and file every kind of
 * visa application. The other fields help where their subject is part of the visa: language experts
 * with E-2 (foreign-language instructors) and the Korean-language criteria of F-2 and F-6; culture
 * experts with E-6 (arts, entertainment) and the social-integration side of F-2 and F-6; psychology
 * experts with F-6 (marriage migrants and their families).
 */
const VISA_TYPES_BY_EXPERTISE: Record<TExpertise, readonly string[]> = {
  administrative: ASSESSED_VISA_TYPES,
  language: ['E-2', 'F-2', 'F-6'],
  culture: ['E-6', 'F-2', 'F-6'],
  psychology: ['F-6'],
};

/** Certifications that qualify for more visa work than the field alone. */
const VISA_TYPES_BY_CERTIFICATION: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  // Licensed to file immigration applications on someone's behalf: every visa type.
  [/행정사|administrative agent|변호사|lawyer|attorney at law|출입국|immigration/i, ASSESSED_VISA_TYPES],
  // Certified labour attorneys handle employment: the work visas and job seeking.
  [/노무사|labou?r attorney/i, ['E-7', 'E-8', 'E-9', 'E-10', 'D-10']],
  // Korean teachers and KIIP instructors: the language and integration criteria of residence and marriage.
  [/한국어\s*교원|사회통합|kiip|topik/i, ['F-2', 'F-6']],
  [/다문화|multicultural/i, ['F-2', 'F-6']],
  [/tesol|tesl|celta|영어\s*교사|english teacher/i, ['E-2']],
  [/예술|공연|arts|entertainment/i, ['E-6']],
];

/** True when the field itself is part of visa work of that (base) type. */
export function expertiseServesVisaType(expertise: string, baseVisaType: string): boolean {
  return (VISA_TYPES_BY_EXPERTISE[expertise as TExpertise] ?? []).includes(baseVisaType);
}

/**
 * Languages: Korean always (every specialist on the platform consults in Korean), plus each language a
 * certification names or implies. Visa types: those of the field and of each certification, in the
 * order of ASSESSED_VISA_TYPES.
 */
export function deriveSpecialistProfile(expertise: string, certification: readonly string[]): DerivedSpecialistProfile {
  const languages = new Set<string>(['ko']);
  for (const text of certification) {
    for (const [pattern, code] of [...EXAM_LANGUAGES, ...NAMED_LANGUAGES]) if (pattern.test(text)) languages.add(code);
  }

  const visaTypes = new Set<string>(VISA_TYPES_BY_EXPERTISE[expertise as TExpertise] ?? []);
  for (const text of certification) {
    for (const [pattern, types] of VISA_TYPES_BY_CERTIFICATION) if (pattern.test(text)) types.forEach((t) => visaTypes.add(t));
  }
  return {
    languages: [...languages],
    supportedVisaTypes: ASSESSED_VISA_TYPES.filter((t) => visaTypes.has(t)),
  };
}
