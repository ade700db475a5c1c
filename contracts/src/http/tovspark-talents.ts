import { z } from 'zod';
import { ZLanguageSchema } from '../enums';
import { CHALLENGE_CATEGORIES } from './tovspark';
import { ZPageQuerySchema, ZPageSchema } from './common';
import { NAME_MAX_LENGTH, freeText, plainText } from './validators';

/**
 * The company side of tovspark (spec 002 §7 "Company API": `/api/tovspark/talents`) and the talent's
 * own profile (`/api/v1/tovspark/users/me/talent-profile`). A talent is an applicant (challenger)
 * account; what a company sees never holds the talent's e-mail address (docs/decisions/078-talent-projection.md).
 */

/** When a talent can start (their own profile; null until they say). */
export const TALENT_AVAILABILITIES = ['immediately', 'within_month', 'within_three_months', 'not_looking'] as const;
export type TTalentAvailability = (typeof TALENT_AVAILABILITIES)[number];
export const ZTalentAvailabilitySchema = z.enum(TALENT_AVAILABILITIES, { error: `availability는 ${TALENT_AVAILABILITIES.join(', ')} 중 하나여야 합니다.` });

/** A talent's skill: a challenge category of their evaluated submissions. */
export const ZTalentSkillSchema = z.enum(CHALLENGE_CATEGORIES, { error: `skill은 ${CHALLENGE_CATEGORIES.join(', ')} 중 하나여야 합니다.` });
export type TTalentSkill = z.infer<typeof ZTalentSkillSchema>;

export const TALENT_MESSAGE_MAX = 2_000;
export const TALENT_EXPERIENCE_MAX = 60;
/** Contacts of one company to one talent within 24 hours (the fourth answers 429 TALENT_CONTACT_LIMIT). */
export const TALENT_CONTACTS_PER_TALENT_PER_DAY = 3;
/** Contacts of one company to all talents within 24 hours. */
export const TALENT_CONTACTS_PER_COMPANY_PER_DAY = 100;

/** `GET /api/tovspark/talents`: by visa type, skill and text (name or location), most SparkPoints first. */
export const ZTalentListQuerySchema = ZPageQuerySchema.extend({
  visaType: plainText(16).pipe(z.string().min(1)).optional(),
  skill: ZTalentSkillSchema.optional(),
  search: plainText(NAME_MAX_LENGTH).pipe(z.string().min(1)).optional(),
});
export type TTalentListQuery = z.infer<typeof ZTalentListQuerySchema>;

export const ZTalentSchema = z.object({
  /** The talent's user id. */
  id: z.string(),
  name: z.string(),
  /** Ledger balance. */
  sparkPoints: z.number().int(),
  /** Evaluated submissions. */
  completedChallenges: z.number().int(),
  /** Categories of the evaluated submissions, best average score first. */
  keySkills: z.array(ZTalentSkillSchema),
  /** The latest assessment's visa type, else the one given at sign-up (null: neither). */
  visaType: z.string().nullable(),
  /** Where `visaType` comes from. */
  visaSource: z.enum(['assessment', 'registration']).nullable(),
  /** The latest assessment's score (null without one). */
  visaScore: z.number().nullable(),
  /** Years of work experience (the talent's own profile). */
  experience: z.number().int().nullable(),
  location: z.string().nullable(),
  availability: ZTalentAvailabilitySchema.nullable(),
  nationality: z.string().nullable(),
  updatedAt: z.string(),
});
export type TTalent = z.infer<typeof ZTalentSchema>;
export const ZTalentListSchema = ZPageSchema(ZTalentSchema);
export type TTalentList = z.infer<typeof ZTalentListSchema>;

/** `POST /api/tovspark/talents/{id}/contact`. */
export const ZTalentContactSchema = z.object({
  message: z
    .string({ error: '메시지를 입력해주세요.' })
    .pipe(freeText(TALENT_MESSAGE_MAX))
    .pipe(z.string().trim().min(1, { error: '메시지를 입력해주세요.' })),
});
export type TTalentContact = z.infer<typeof ZTalentContactSchema>;

export const ZTalentContactResultSchema = z.object({
  contactId: z.string(),
  talentId: z.string(),
  createdAt: z.string(),
  /** Contacts of this company to this talent still allowed in the 24 hours window. */
  remainingToday: z.number().int(),
});
export type TTalentContactResult = z.infer<typeof ZTalentContactResultSchema>;

/** `PUT /api/v1/tovspark/users/me/talent-profile` (the talent's own; every field optional, null clears). */
export const ZTalentProfileInputSchema = z.object({
  experience: z
    .number({ error: `경력은 0에서 ${TALENT_EXPERIENCE_MAX} 사이의 정수(년)여야 합니다.` })
    .int({ error: `경력은 0에서 ${TALENT_EXPERIENCE_MAX} 사이의 정수(년)여야 합니다.` })
    .min(0, { error: '경력은 0 이상이어야 합니다.' })
    .max(TALENT_EXPERIENCE_MAX, { error: `경력은 ${TALENT_EXPERIENCE_MAX} 이하여야 합니다.` })
    .nullable()
    .optional(),
  location: plainText(NAME_MAX_LENGTH).nullable().optional(),
  availability: ZTalentAvailabilitySchema.nullable().optional(),
  /** The language of the e-mails companies' messages arrive in. */
  language: ZLanguageSchema.nullable().optional(),
});
export type TTalentProfileInput = z.infer<typeof ZTalentProfileInputSchema>;

/** The talent's own view: what companies see, plus the e-mail language. */
export const ZMyTalentProfileSchema = ZTalentSchema.extend({ language: ZLanguageSchema.nullable() });
export type TMyTalentProfile = z.infer<typeof ZMyTalentProfileSchema>;
