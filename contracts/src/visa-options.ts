/**
 * Closed lists the visa forms offer instead of free text (issue 17). They travel as stable keys
 * (the UI translates them under `visa.o.<key>`); the assessment service scores them. Plain
 * constants, no zod, so the visa forms can import them without pulling a schema library.
 * Sources and dates: docs/visa-rules.md.
 */

import { occupationCodes } from './occupation-list';

/**
 * E-7 occupation codes per sub-type, as the Ministry of Justice lists them (codes of the Korean
 * Standard Classification of Occupations, `S` marking the ministry's own codes): the codes of the
 * official list in `occupation-list.ts`, which holds their names, pay floors and sources. E-7-4 has
 * no occupation list; it names the field the skilled worker stays in (its pay floor depends on it).
 */
export const E7_OCCUPATIONS = {
  'E-7-1': occupationCodes('E-7-1'),
  'E-7-2': occupationCodes('E-7-2'),
  'E-7-3': occupationCodes('E-7-3'),
  'E-7-4': occupationCodes('E-7-4'),
} as const;
export type TE7Subtype = keyof typeof E7_OCCUPATIONS;

/** E-5 professions recognised under Korean law (Immigration Act Enforcement Decree, annex 1). */
export const E5_PROFESSIONS = ['LAWYER', 'ACCOUNTANT', 'DOCTOR', 'DENTIST', 'PILOT', 'SEAFARER'] as const;

/**
 * E-4 advanced-technology fields: the new-growth and source technology fields of the Restriction
 * of Special Taxation Act (enforcement decree, annex 7). OTHER_INDUSTRIAL is any other industrial
 * technology: it qualifies only under a technology-introduction contract.
 */
export const E4_ADVANCED_FIELDS = [
  'FUTURE_MOBILITY',
  'INTELLIGENT_INFORMATION',
  'NEXTGEN_SOFTWARE_SECURITY',
  'CONTENT',
  'NEXTGEN_ELECTRONICS',
  'NEXTGEN_TELECOM',
  'BIO_HEALTH',
  'ENERGY_ENVIRONMENT',
  'FUSION_MATERIALS',
  'ROBOTICS',
  'AEROSPACE',
  'ADVANCED_PARTS_EQUIPMENT',
  'CARBON_NEUTRAL',
] as const;
export const E4_TECHNOLOGY_FIELDS = [...E4_ADVANCED_FIELDS, 'OTHER_INDUSTRIAL'] as const;

/** E-8 seasonal work: agriculture and fisheries only. */
export const E8_WORK_TYPES = ['FIELD_CROPS', 'GREENHOUSE_HORTICULTURE', 'ORCHARD', 'SPECIAL_CROPS', 'LIVESTOCK', 'NEARSHORE_FISHING', 'AQUACULTURE'] as const;

/** E-2: the language taught (a national of a country whose mother tongue it is may teach it). */
export const E2_LANGUAGES = [
  'ENGLISH',
  'CHINESE',
  'JAPANESE',
  'FRENCH',
  'GERMAN',
  'SPANISH',
  'RUSSIAN',
  'ITALIAN',
  'ARABIC',
  'PORTUGUESE',
  'VIETNAMESE',
  'THAI',
  'INDONESIAN',
  'MONGOLIAN',
] as const;
