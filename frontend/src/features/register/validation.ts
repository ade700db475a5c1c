import {
  ZChallengerRegistrationSchema,
  ZCompanyRegistrationSchema,
  ZProRegistrationSchema,
  type TChallengerRegistration,
  type TCompanyRegistration,
  type TProRegistration,
} from '@tov/contracts/http/auth';
import { zodIssuesToDetails } from '@tov/contracts/zod-details';

/** A field error as an i18n key and its parameters, so it reads in every interface language. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}
export type FieldErrors = Record<string, FieldError>;

export interface ChallengerForm {
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
  nationality: string;
  phoneNumber: string;
  gender: string;
  dateOfBirth: string;
  availableLanguages: string;
  visaType: string;
  inquiryType: string;
  purpose: string;
  bridgeAdminInviteCode: string;
}

export interface CompanyForm {
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
  companyName: string;
  businessNumber: string;
  companyAddress: string;
  phoneNumber: string;
}

export interface ProForm {
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
  expertise: string;
  certification: string[];
  experience: string;
  phoneNumber: string;
}

export const emptyChallenger = (purpose = ''): ChallengerForm => ({
  email: '',
  password: '',
  confirmPassword: '',
  name: '',
  nationality: '',
  phoneNumber: '',
  gender: '',
  dateOfBirth: '',
  availableLanguages: '',
  visaType: '',
  inquiryType: '',
  purpose,
  bridgeAdminInviteCode: '',
});
export const emptyCompany = (): CompanyForm => ({
  email: '',
  password: '',
  confirmPassword: '',
  name: '',
  companyName: '',
  businessNumber: '',
  companyAddress: '',
  phoneNumber: '',
});
export const emptyPro = (): ProForm => ({
  email: '',
  password: '',
  confirmPassword: '',
  name: '',
  expertise: '',
  certification: [''],
  experience: '',
  phoneNumber: '',
});

/** Maps the contracts' Korean messages to translatable keys (the Korean locale holds the same texts). */
export function toFieldError(field: string, message: string): FieldError {
  const base = field.split('.')[0] ?? field;
  if (message.includes('이메일 형식')) return { key: 'validation.emailFormat' };
  if (message.includes('최소')) return { key: 'validation.passwordMin', params: { min: 6 } };
  if (message.includes('오늘 이후')) return { key: 'validation.dobFuture' };
  if (message.includes('YYYY-MM-DD')) return { key: 'validation.dateFormat' };
  if (message.includes('최대')) return { key: 'validation.inviteMax', params: { max: 64 } };
  if (message.includes('0년 이상')) return { key: 'validation.experienceMin' };
  if (message.includes('숫자')) return { key: 'validation.experienceNumber' };
  if (message.includes('하나 이상')) return { key: 'validation.certificationMin' };
  if (message.includes('선택')) return { key: 'validation.select', params: { field: base } };
  return { key: 'validation.required', params: { field: base } };
}

function collect(result: { success: boolean; error?: Parameters<typeof zodIssuesToDetails>[0] }): FieldErrors {
  const errors: FieldErrors = {};
  if (result.success || !result.error) return errors;
  for (const d of zodIssuesToDetails(result.error)) {
    if (!errors[d.field]) errors[d.field] = toFieldError(d.field, d.message);
  }
  return errors;
}

function confirmRule(errors: FieldErrors, password: string, confirm: string) {
  if (!confirm) errors.confirmPassword = { key: 'validation.required', params: { field: 'confirmPassword' } };
  else if (confirm !== password) errors.confirmPassword = { key: 'validation.passwordMismatch' };
}

/** The challenger rules (spec 000 §5) through the shared contract schema, plus the confirmation. */
export function validateChallenger(form: ChallengerForm): { errors: FieldErrors; payload: TChallengerRegistration | null } {
  const candidate = {
    role: 'challenger' as const,
    email: form.email,
    password: form.password,
    name: form.name,
    nationality: form.nationality || undefined,
    phoneNumber: form.phoneNumber,
    gender: form.gender || undefined,
    dateOfBirth: form.dateOfBirth,
    availableLanguages: form.availableLanguages,
    visaType: form.visaType || undefined,
    inquiryType: form.inquiryType,
    purpose: form.purpose || undefined,
    ...(form.bridgeAdminInviteCode.trim() ? { bridgeAdminInviteCode: form.bridgeAdminInviteCode } : {}),
  };
  const result = ZChallengerRegistrationSchema.safeParse(candidate);
  const errors = collect(result);
  confirmRule(errors, form.password, form.confirmPassword);
  return { errors, payload: result.success && Object.keys(errors).length === 0 ? result.data : null };
}

/** Company: every field required, passwords must match (spec 000 §5). */
export function validateCompany(form: CompanyForm): { errors: FieldErrors; payload: TCompanyRegistration | null } {
  const { confirmPassword, ...rest } = form;
  const result = ZCompanyRegistrationSchema.safeParse({ role: 'company', ...rest });
  const errors = collect(result);
  confirmRule(errors, form.password, confirmPassword);
  return { errors, payload: result.success && Object.keys(errors).length === 0 ? result.data : null };
}

/** Pro: first certification required, at least one, experience >= 0 (spec 000 §5). */
export function validatePro(form: ProForm): { errors: FieldErrors; payload: TProRegistration | null } {
  const experience = form.experience.trim() === '' ? undefined : Number(form.experience);
  const result = ZProRegistrationSchema.safeParse({
    role: 'pro',
    email: form.email,
    password: form.password,
    name: form.name,
    expertise: form.expertise || undefined,
    certification: form.certification,
    experience,
    phoneNumber: form.phoneNumber,
  });
  const errors = collect(result);
  if (experience === undefined) errors.experience = { key: 'validation.required', params: { field: 'experience' } };
  // Errors of certification entries are reported per entry: certification.0, certification.1, ...
  confirmRule(errors, form.password, form.confirmPassword);
  return { errors, payload: result.success && Object.keys(errors).length === 0 ? result.data : null };
}

/** An edited field loses its error (spec 000 §5). */
export function clearFieldError(errors: FieldErrors, field: string): FieldErrors {
  if (!Object.keys(errors).some((k) => k === field || k.startsWith(`${field}.`))) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([k]) => k !== field && !k.startsWith(`${field}.`)));
}
