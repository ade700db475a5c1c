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
  EMAIL_MAX_LENGTH,
  INVITE_CODE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PRO_EXPERIENCE_MIN,
  ZDateOfBirthSchema,
  ZEmailSchema,
  ZPasswordSchema,
  ZPhoneSchema,
  isPlainText,
  requiredChoice,
  requiredText,
} from './validators';

/** Sign-up bounds beyond the spec's rules (services/auth/README.md, Rules): nothing unbounded is stored. */
export const CERTIFICATIONS_MAX = 20;
export const PRO_EXPERIENCE_MAX = 70;

/** Challenger sign-up (spec 000 §3, §5). confirmPassword is checked in the form and never sent. */
export const ZChallengerRegistrationSchema = z.object({
  role: z.literal('challenger'),
  email: ZEmailSchema,
  password: ZPasswordSchema,
  name: requiredText('이름'),
  nationality: requiredChoice(NATIONALITIES, '국적'),
  phoneNumber: ZPhoneSchema,
  gender: requiredChoice(GENDERS, '성별'),
  dateOfBirth: ZDateOfBirthSchema,
  availableLanguages: requiredText('사용 가능 언어', 200),
  visaType: requiredChoice(REGISTRATION_VISA_TYPES, '비자 유형'),
  inquiryType: requiredText('문의 유형'),
  purpose: requiredChoice(PURPOSES, '가입 목적'),
  language: ZLanguageSchema.optional(),
  bridgeAdminInviteCode: z
    .string()
    .trim()
    .max(INVITE_CODE_MAX_LENGTH, { error: `초대 코드는 최대 ${INVITE_CODE_MAX_LENGTH}자까지 입력할 수 있습니다.` })
    .refine(isPlainText, { error: '허용되지 않는 문자가 포함되어 있습니다.' })
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
  businessNumber: requiredText('사업자등록번호', 32),
  companyAddress: requiredText('회사 주소', 200),
  phoneNumber: ZPhoneSchema,
  language: ZLanguageSchema.optional(),
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
    .array(requiredText('자격증'), { error: '자격증을 하나 이상 입력해주세요.' })
    .min(1, { error: '자격증을 하나 이상 입력해주세요.' })
    .max(CERTIFICATIONS_MAX, { error: `자격증은 최대 ${CERTIFICATIONS_MAX}개까지 입력할 수 있습니다.` }),
  experience: z
    .number({ error: '경력(년)을 숫자로 입력해주세요.' })
    .finite({ error: '경력(년)을 숫자로 입력해주세요.' })
    .min(PRO_EXPERIENCE_MIN, { error: '경력은 0년 이상이어야 합니다.' })
    .max(PRO_EXPERIENCE_MAX, { error: `경력은 ${PRO_EXPERIENCE_MAX}년 이하로 입력해주세요.` }),
  phoneNumber: ZPhoneSchema,
  language: ZLanguageSchema.optional(),
});
export type TProRegistration = z.infer<typeof ZProRegistrationSchema>;

export const ZRegisterRequestSchema = z.discriminatedUnion('role', [ZChallengerRegistrationSchema, ZCompanyRegistrationSchema, ZProRegistrationSchema], {
  error: '가입 유형(challenger, company, pro)을 선택해주세요.',
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

/**
 * The e-mail of a sign-in: trimmed, lower-cased and bounded before anything is looked up or counted
 * (a 60 KB "e-mail" made a lockout counter); the lockout is keyed on this normalised form.
 */
const ZSignInEmailSchema = z
  .string({ error: '이메일을 입력해주세요.' })
  .trim()
  .min(1, { error: '이메일을 입력해주세요.' })
  .max(EMAIL_MAX_LENGTH, { error: '이메일 또는 비밀번호가 올바르지 않습니다.' })
  .refine(isPlainText, { error: '이메일 또는 비밀번호가 올바르지 않습니다.' })
  .transform((v) => v.toLowerCase());

export const ZLoginRequestSchema = z.object({
  email: ZSignInEmailSchema,
  password: z
    .string({ error: '비밀번호를 입력해주세요.' })
    .min(1, { error: '비밀번호를 입력해주세요.' })
    .max(PASSWORD_MAX_LENGTH, { error: '이메일 또는 비밀번호가 올바르지 않습니다.' }),
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
  /** Whether the account's e-mail address is verified (absent in sessions stored before it existed). */
  emailVerified: z.boolean().optional(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUserSchema>;

/**
 * A sign-in (login, verify-email, refresh): a short-lived access token and when it expires. The
 * refresh token travels only in an httpOnly cookie (`REFRESH_COOKIE`), never in a body.
 */
export const ZAuthResponseSchema = z.object({ token: z.string(), user: ZUserSchema, expiresAt: z.string() });
export type TAuthResponse = z.infer<typeof ZAuthResponseSchema>;

/** The refresh-token cookie: httpOnly, SameSite=Strict, Path=/api/auth (docs/decisions/040-rotating-refresh-cookie.md). */
export const REFRESH_COOKIE = 'tov_refresh';

/**
 * `POST /register`, `/resend-verification` and `/forgot-password` answer 202 with this, whether or not
 * the address has an account: the answer never tells who is registered (docs/decisions/037-accounts-not-revealed.md).
 */
export const ZCheckEmailSchema = z.object({ email: z.string() });
export type TCheckEmail = z.infer<typeof ZCheckEmailSchema>;

/** `POST /resend-verification` and `/forgot-password`: an address, and the language of the e-mail. */
export const ZEmailAddressRequestSchema = z.object({ email: ZEmailSchema, language: ZLanguageSchema.optional() });
export type TEmailAddressRequest = z.infer<typeof ZEmailAddressRequestSchema>;

/** A one-time token from an e-mailed link (random, base64url). */
export const ZLinkTokenSchema = z
  .string({ error: '링크가 올바르지 않습니다.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: '링크가 올바르지 않습니다.' });

/** `POST /verify-email`: the token of the link; signs in like a login. */
export const ZVerifyEmailRequestSchema = z.object({ token: ZLinkTokenSchema, rememberMe: z.boolean().optional() });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequestSchema>;

/** `POST /reset-password`: the token of the link and the new password. */
export const ZResetPasswordRequestSchema = z.object({ token: ZLinkTokenSchema, password: ZPasswordSchema });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;
export const ZPasswordResetSchema = z.object({ passwordReset: z.literal(true) });

/** `GET /api/auth/me`. */
export const ZMeResponseSchema = z.object({ user: ZUserSchema });
/** `POST /api/auth/logout`. */
export const ZLogoutResponseSchema = z.object({ loggedOut: z.literal(true) });

/**
 * JWT claims: `id`, `iat`, `exp` (spec 000 §3) plus role, roles, jti, iss, sub and `iatMs`, the issue
 * time in milliseconds that a user's session cut-off is compared with (logout revokes every token
 * issued up to it).
 */
export const ZTokenClaimsSchema = z.object({
  id: z.string(),
  sub: z.string(),
  role: ZRoleSchema,
  roles: z.array(ZGrantSchema),
  jti: z.string(),
  iss: z.string(),
  iat: z.number(),
  iatMs: z.number().optional(),
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
/**
 * Who may see the account beyond the platform's own use: `visibleToCompanies`, an applicant's consent
 * to be listed in the companies' talent search and contacted by them. Off unless the user turns it on
 * (PIPA: a person's own, revocable consent; docs/decisions/127-talent-search-opt-in.md).
 */
export const ZPrivacySettingsSchema = z.object({
  visibleToCompanies: z.boolean(),
});
export type TPrivacySettings = z.infer<typeof ZPrivacySettingsSchema>;

export const ZUserSettingsSchema = z.object({
  language: ZLanguageSchema,
  notifications: ZNotificationPreferencesSchema,
  privacy: ZPrivacySettingsSchema,
});
export type TUserSettings = z.infer<typeof ZUserSettingsSchema>;

export const ZUpdateUserSettingsSchema = z
  .object({
    language: ZLanguageSchema.optional(),
    notifications: ZNotificationPreferencesSchema.partial().strict().optional(),
    privacy: ZPrivacySettingsSchema.partial().strict().optional(),
  })
  .strict();
export type TUpdateUserSettings = z.infer<typeof ZUpdateUserSettingsSchema>;

export const DEFAULT_USER_SETTINGS: TUserSettings = {
  language: 'ko',
  notifications: { email: true, push: true, marketing: false, assessmentUpdates: true, challengeUpdates: true },
  privacy: { visibleToCompanies: false },
};
