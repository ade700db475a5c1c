import { z } from 'zod';

/** Shared field rules (spec 000 §5 and §9) with the Korean message shown under each field. */
export const PASSWORD_MIN_LENGTH = 6;
export const INVITE_CODE_MAX_LENGTH = 64;
export const PRO_EXPERIENCE_MIN = 0;

/** Longest e-mail address (RFC 5321 path limit) and password (argon2 hashes whatever it gets). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
/** Names and other one-line fields. */
export const NAME_MAX_LENGTH = 100;

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above, tab and line breaks allowed in free text
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A one-line text: no NUL or other control character (Postgres refuses NUL, and none belongs in a field). */
export const isPlainText = (value: string) => !CONTROL_CHARACTERS.test(value);
/** Free text (a comment, a message): line breaks and tabs allowed, other control characters not. */
export const isFreeText = (value: string) => !CONTROL_CHARACTERS_BUT_LINES.test(value);
const CONTROL_MESSAGE = '허용되지 않는 문자가 포함되어 있습니다.';

/** An optional one-line text of at most `max` characters. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `최대 ${max}자까지 입력할 수 있습니다.` })
    .refine(isPlainText, { error: CONTROL_MESSAGE });

/** A required one-line text of at most `max` characters; `message` when it is missing or empty. */
export const requiredPlainText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `최대 ${max}자까지 입력할 수 있습니다.`, abort: true })
    .refine(isPlainText, { error: CONTROL_MESSAGE });

/** A free text (line breaks allowed) of at most `max` characters. */
export const freeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `최대 ${max.toLocaleString('en-US')}자까지 입력할 수 있습니다.` })
    .refine(isFreeText, { error: CONTROL_MESSAGE });

/**
 * An id of the platform: a UUID, compared in canonical lower case everywhere (an upper-case spelling
 * of an id names the same record).
 */
export const ZUuidSchema = (message = '올바른 ID가 아닙니다.') =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.uuid({ error: message }));

/** "text, at sign, text, dot, text" (spec 000 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const requiredText = (label: string, max = NAME_MAX_LENGTH) =>
  z
    .string({ error: `${label}을(를) 입력해주세요.` })
    .trim()
    .min(1, { error: `${label}을(를) 입력해주세요.`, abort: true })
    .max(max, { error: `${label}은(는) 최대 ${max}자까지 입력할 수 있습니다.`, abort: true })
    .refine(isPlainText, { error: CONTROL_MESSAGE });

export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) => z.enum(values, { error: `${label}을(를) 선택해주세요.` });

/** A code from a list (a query's filter, an API field): the error names the values allowed. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label}은(는) ${values.join(', ')} 중 하나여야 합니다.` });

export const ZEmailSchema = z
  .string({ error: '이메일을 입력해주세요.' })
  .trim()
  .min(1, { error: '이메일을 입력해주세요.', abort: true })
  .max(EMAIL_MAX_LENGTH, { error: '올바른 이메일 형식이 아닙니다.', abort: true })
  .regex(EMAIL_PATTERN, { error: '올바른 이메일 형식이 아닙니다.' })
  .transform((v) => v.toLowerCase());

export const ZPasswordSchema = z
  .string({ error: '비밀번호를 입력해주세요.' })
  .min(1, { error: '비밀번호를 입력해주세요.', abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: `비밀번호는 최소 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: `비밀번호는 최대 ${PASSWORD_MAX_LENGTH}자까지 입력할 수 있습니다.` });

/** A phone number as people write it: digits with an optional +, spaces, hyphens, dots and parentheses. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,22}[0-9]$/;
export const ZPhoneSchema = z
  .string({ error: '전화번호를 입력해주세요.' })
  .trim()
  .min(1, { error: '전화번호를 입력해주세요.', abort: true })
  .regex(PHONE_PATTERN, { error: '전화번호는 숫자와 +, -, 괄호, 공백으로 입력해주세요.' });

/**
 * "Today" for a date-of-birth check is the latest calendar date anywhere on earth (UTC+14), so an
 * applicant whose local date is already tomorrow in UTC is never refused (services/auth/README.md, Rules).
 */
export function latestDateOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

export function isValidCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Sign-up ages (services/auth/README.md, Rules): 14 or older (younger users need a guardian's consent under PIPA), and a real person's age. */
export const SIGN_UP_MIN_AGE = 14;
export const SIGN_UP_MAX_AGE = 100;

/** The date `years` years before `today` (YYYY-MM-DD). */
export function yearsBefore(today: string, years: number): string {
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
}

export const ZDateOfBirthSchema = z
  .string({ error: '생년월일을 입력해주세요.' })
  .trim()
  .min(1, { error: '생년월일을 입력해주세요.', abort: true })
  .refine(isValidCalendarDate, { error: '생년월일은 YYYY-MM-DD 형식이어야 합니다.', abort: true })
  .refine((v) => v <= latestDateOnEarth(), { error: '생년월일은 오늘 이후일 수 없습니다.', abort: true })
  .refine((v) => v <= yearsBefore(latestDateOnEarth(), SIGN_UP_MIN_AGE), { error: `만 ${SIGN_UP_MIN_AGE}세 이상부터 가입할 수 있습니다.`, abort: true })
  .refine((v) => v >= yearsBefore(latestDateOnEarth(), SIGN_UP_MAX_AGE + 1), { error: '생년월일을 다시 확인해주세요.' });

/** Limits of a free-form JSON document (a visa form's `userData`): deep or huge input is refused, not stored. */
export const FORM_LIMITS = { depth: 8, nodes: 5_000, stringLength: 5_000, keyLength: 100, arrayLength: 500 } as const;

/**
 * What is wrong with a free-form JSON value, or undefined: nesting over `FORM_LIMITS.depth`, more
 * than `nodes` values, an over-long string or key, or a control character other than a line break
 * or tab anywhere (Postgres refuses NUL in text and JSON). Walked without recursion, so a document
 * nested thousands deep costs nothing but its refusal.
 */
export function formDataProblem(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (++nodes > FORM_LIMITS.nodes) return `입력 항목은 최대 ${FORM_LIMITS.nodes.toLocaleString('en-US')}개까지 보낼 수 있습니다.`;
    if (typeof current === 'string') {
      if (current.length > FORM_LIMITS.stringLength) return `입력값은 최대 ${FORM_LIMITS.stringLength.toLocaleString('en-US')}자까지 보낼 수 있습니다.`;
      if (!isFreeText(current)) return '허용되지 않는 문자가 포함되어 있습니다.';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= FORM_LIMITS.depth) return `입력 구조가 너무 깊습니다 (최대 ${FORM_LIMITS.depth}단계).`;
    if (Array.isArray(current)) {
      if (current.length > FORM_LIMITS.arrayLength) return `목록은 최대 ${FORM_LIMITS.arrayLength}개까지 보낼 수 있습니다.`;
      for (const item of current) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (key.length > FORM_LIMITS.keyLength || !isPlainText(key)) return '허용되지 않는 항목 이름이 포함되어 있습니다.';
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/** A visa form's free-form data: a JSON object within `FORM_LIMITS`. */
export const ZFormDataSchema = z.record(z.string(), z.unknown()).check((ctx) => {
  const problem = formDataProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});
