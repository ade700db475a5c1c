import { z } from 'zod';

/** Shared field rules (spec 000 §5 and §9) with the Korean message shown under each field. */
export const PASSWORD_MIN_LENGTH = 6;
export const INVITE_CODE_MAX_LENGTH = 64;
export const PRO_EXPERIENCE_MIN = 0;

/** "text, at sign, text, dot, text" (spec 000 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const requiredText = (label: string) =>
  z.string({ error: `${label}을(를) 입력해주세요.` }).trim().min(1, { error: `${label}을(를) 입력해주세요.` });

export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label}을(를) 선택해주세요.` });

export const ZEmailSchema = z
  .string({ error: '이메일을 입력해주세요.' })
  .trim()
  .min(1, { error: '이메일을 입력해주세요.' })
  .regex(EMAIL_PATTERN, { error: '올바른 이메일 형식이 아닙니다.' })
  .transform((v) => v.toLowerCase());

export const ZPasswordSchema = z
  .string({ error: '비밀번호를 입력해주세요.' })
  .min(1, { error: '비밀번호를 입력해주세요.' })
  .min(PASSWORD_MIN_LENGTH, { error: `비밀번호는 최소 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.` });

/**
 * "Today" for a date-of-birth check is the latest calendar date anywhere on earth (UTC+14), so an
 * applicant whose local date is already tomorrow in UTC is never refused (docs/decisions.md).
 */
export function latestDateOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

export function isValidCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const ZDateOfBirthSchema = z
  .string({ error: '생년월일을 입력해주세요.' })
  .trim()
  .min(1, { error: '생년월일을 입력해주세요.' })
  .refine(isValidCalendarDate, { error: '생년월일은 YYYY-MM-DD 형식이어야 합니다.' })
  .refine((v) => v <= latestDateOnEarth(), { error: '생년월일은 오늘 이후일 수 없습니다.' });
