import { z } from 'zod';
import {
  ZExpertiseSchema,
  ZGenderSchema,
  ZNationalitySchema,
  ZPurposeSchema,
  ZRegistrationVisaTypeSchema,
  EXPERTISES,
  GENDERS,
  NATIONALITIES,
  PURPOSES,
  REGISTRATION_VISA_TYPES,
  ZLanguageSchema,
} from '../enums';
import { ZGrantSchema, ZRoleSchema } from '../roles';
import {
  INVITE_CODE_MAX_LENGTH,
  PRO_EXPERIENCE_MIN,
  ZDateOfBirthSchema,
  ZEmailSchema,
  ZPasswordSchema,
  requiredChoice,
  requiredText,
} from './validators';

/** Challenger sign-up (spec 000 §3, §5). confirmPassword is checked in the form and never sent. */
export const ZChallengerRegistrationSchema = z.object({
  role: z.literal('challenger'),
  email: ZEmailSchema,
  password: ZPasswordSchema,
  name: requiredText('이름'),
  nationality: requiredChoice(NATIONALITIES, '국적'),
  phoneNumber: requiredText('전화번호'),
  gender: requiredChoice(GENDERS, '성별'),
  dateOfBirth: ZDateOfBirthSchema,
  availableLanguages: requiredText('사용 가능 언어'),
  visaType: requiredChoice(REGISTRATION_VISA_TYPES, '비자 유형'),
  inquiryType: requiredText('문의 유형'),
  purpose: requiredChoice(PURPOSES, '가입 목적'),
  bridgeAdminInviteCode: z
    .string()
    .trim()
    .max(INVITE_CODE_MAX_LENGTH, { error: `초대 코드는 최대 ${INVITE_CODE_MAX_LENGTH}자까지 입력할 수 있습니다.` })
    .optional(),
});
export type TChallengerRegistration = z.infer<typeof ZChallengerRegistrationSchema>;

/** Company sign-up: every field required, no format rules (spec 000 §5). */
export const ZCompanyRegistrationSchema = z.object({
  role: z.literal('company'),
  email: ZEmailSchema,
  password: ZPasswordSchema,
  name: requiredText('담당자 이름'),
  companyName: requiredText('회사명'),
  businessNumber: requiredText('사업자등록번호'),
  companyAddress: requiredText('회사 주소'),
  phoneNumber: requiredText('전화번호'),
});
export type TCompanyRegistration = z.infer<typeof ZCompanyRegistrationSchema>;

/** Pro (specialist) sign-up: at least one certification, experience >= 0 (spec 000 §5, §9). */
export const ZProRegistrationSchema = z.object({
  role: z.literal('pro'),
  email: ZEmailSchema,
  password: ZPasswordSchema,
  name: requiredText('이름'),
  expertise: requiredChoice(EXPERTISES, '전문 분야'),
  certification: z
    .array(z.string({ error: '자격증을 입력해주세요.' }).trim().min(1, { error: '자격증을 입력해주세요.' }), {
      error: '자격증을 하나 이상 입력해주세요.',
    })
    .min(1, { error: '자격증을 하나 이상 입력해주세요.' }),
  experience: z
    .number({ error: '경력(년)을 숫자로 입력해주세요.' })
    .finite({ error: '경력(년)을 숫자로 입력해주세요.' })
    .min(PRO_EXPERIENCE_MIN, { error: '경력은 0년 이상이어야 합니다.' }),
  phoneNumber: requiredText('전화번호'),
});
export type TProRegistration = z.infer<typeof ZProRegistrationSchema>;

export const ZRegisterRequestSchema = z.discriminatedUnion(
  'role',
  [ZChallengerRegistrationSchema, ZCompanyRegistrationSchema, ZProRegistrationSchema],
  { error: '가입 유형(challenger, company, pro)을 선택해주세요.' },
);
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

export const ZLoginRequestSchema = z.object({
  email: z.string({ error: '이메일을 입력해주세요.' }).trim().min(1, { error: '이메일을 입력해주세요.' }).transform((v) => v.toLowerCase()),
  password: z.string({ error: '비밀번호를 입력해주세요.' }).min(1, { error: '비밀번호를 입력해주세요.' }),
  rememberMe: z.boolean().optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

/** The public view of an account: what `/me`, login and register answer. */
export const ZUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: ZRoleSchema,
  roles: z.array(ZGrantSchema),
  phoneNumber: z.string(),
  nationality: ZNationalitySchema.optional(),
  gender: ZGenderSchema.optional(),
  dateOfBirth: z.string().optional(),
  availableLanguages: z.string().optional(),
  visaType: ZRegistrationVisaTypeSchema.optional(),
  inquiryType: z.string().optional(),
  purpose: ZPurposeSchema.optional(),
  companyName: z.string().optional(),
  businessNumber: z.string().optional(),
  companyAddress: z.string().optional(),
  expertise: ZExpertiseSchema.optional(),
  certification: z.array(z.string()).optional(),
  experience: z.number().optional(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUserSchema>;

export const ZAuthResponseSchema = z.object({ token: z.string(), user: ZUserSchema, expiresAt: z.string() });
export type TAuthResponse = z.infer<typeof ZAuthResponseSchema>;

/** JWT claims: `id`, `iat`, `exp` (spec 000 §3) plus role, roles, jti, iss, sub. */
export const ZTokenClaimsSchema = z.object({
  id: z.string(),
  sub: z.string(),
  role: ZRoleSchema,
  roles: z.array(ZGrantSchema),
  jti: z.string(),
  iss: z.string(),
  iat: z.number(),
  exp: z.number(),
});
export type TTokenClaims = z.infer<typeof ZTokenClaimsSchema>;

/** User settings (`GET/PUT /api/v1/user/settings`). */
export const ZNotificationPreferencesSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  marketing: z.boolean(),
  assessmentUpdates: z.boolean(),
  challengeUpdates: z.boolean(),
});
export const ZUserSettingsSchema = z.object({
  language: ZLanguageSchema,
  notifications: ZNotificationPreferencesSchema,
});
export type TUserSettings = z.infer<typeof ZUserSettingsSchema>;

export const ZUpdateUserSettingsSchema = z
  .object({
    language: ZLanguageSchema.optional(),
    notifications: ZNotificationPreferencesSchema.partial().strict().optional(),
  })
  .strict();
export type TUpdateUserSettings = z.infer<typeof ZUpdateUserSettingsSchema>;

export const DEFAULT_USER_SETTINGS: TUserSettings = {
  language: 'ko',
  notifications: { email: true, push: true, marketing: false, assessmentUpdates: true, challengeUpdates: true },
};
