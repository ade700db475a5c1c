import { z } from 'zod';

/** Registration enumerations (spec 000 §3). They travel as stable keys; the UI translates them. */
export const NATIONALITIES = [
  'Vietnam',
  'Philippines',
  'Indonesia',
  'Thailand',
  'Myanmar',
  'Malaysia',
  'Singapore',
  'India',
  'Nepal',
  'Sri Lanka',
  'Mongolia',
  'Uzbekistan',
  'Cambodia',
  'China',
  'Japan',
  'Taiwan',
  'Hong Kong',
  'USA',
  'Canada',
  'UK',
  'Australia',
  'New Zealand',
  'France',
  'Germany',
  'Netherlands',
  'Russia',
  'Brazil',
  'Mexico',
  'South Africa',
  'other',
] as const;
export const ZNationalitySchema = z.enum(NATIONALITIES);
export type TNationality = z.infer<typeof ZNationalitySchema>;

export const GENDERS = ['male', 'female', 'other'] as const;
export const ZGenderSchema = z.enum(GENDERS);
export type TGender = z.infer<typeof ZGenderSchema>;

/** Visa types offered on sign-up (spec 000 §3). */
export const REGISTRATION_VISA_TYPES = [
  'E-1',
  'E-2',
  'E-3',
  'E-4',
  'E-5',
  'E-6',
  'E-7',
  'E-9',
  'E-10',
  'F-1',
  'F-2',
  'F-3',
  'F-4',
  'F-5',
  'F-6',
  'H-2',
  'D-2',
  'D-4',
  'D-8',
  'D-9',
  'D-10',
  'other',
] as const;
export const ZRegistrationVisaTypeSchema = z.enum(REGISTRATION_VISA_TYPES);
export type TRegistrationVisaType = z.infer<typeof ZRegistrationVisaTypeSchema>;

export const PURPOSES = ['job_preparation', 'visa_consultation', 'korean_education', 'life_information', 'community_activity', 'tovplay', 'other'] as const;
export const ZPurposeSchema = z.enum(PURPOSES);
export type TPurpose = z.infer<typeof ZPurposeSchema>;

export const EXPERTISES = ['administrative', 'language', 'culture', 'psychology'] as const;
export const ZExpertiseSchema = z.enum(EXPERTISES);
export type TExpertise = z.infer<typeof ZExpertiseSchema>;

/**
 * The 13 visa types the platform assesses, as `GET /api/visa/v3/types` lists them with
 * `fullAssessment: true` (the specialist's and the company's visa fields take these).
 */
export const ASSESSED_VISA_TYPES = ['E-1', 'E-2', 'E-3', 'E-4', 'E-5', 'E-6', 'E-7', 'E-8', 'E-9', 'E-10', 'D-10', 'F-2', 'F-6'] as const;
export type TAssessedVisaType = (typeof ASSESSED_VISA_TYPES)[number];

/** Interface languages (spec 000 §9): selectable now, and phase 2 shown as "Coming Soon". */
export const LANGUAGES = ['ko', 'en', 'zh', 'ja'] as const;
export const PHASE_2_LANGUAGES = ['vi', 'ru', 'es'] as const;
export const ZLanguageSchema = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguageSchema>;
