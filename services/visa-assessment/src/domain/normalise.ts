/**
 * Form-value normalisation (spec 001 §5): forms send strings, numbers, booleans or nothing,
 * and the scoring engines need one predictable shape. Every helper is total: it never throws.
 */

/** A reference date, injected so the domain never reads the clock. */
export type Today = string | Date;

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The value as an object, or an empty one: a missing group reads as "every field missing". */
export function obj(value: unknown): PlainObject {
  return isPlainObject(value) ? value : {};
}

/** Trimmed text; numbers and booleans become their text; anything else is ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  return '';
}

export function isBlank(value: unknown): boolean {
  return text(value) === '';
}

/**
 * An integer, or the fallback (0 unless told). Thousands separators are dropped so that
 * '49,955,000' reads as an amount; a leading number is kept ('3_YEARS' -> 3, '5+' -> 5).
 */
export function int(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : fallback;
  if (typeof value !== 'string') return fallback;
  const cleaned = value.trim().replace(/[,_\s]/g, '');
  if (!/^[+-]?\d/.test(cleaned)) return fallback;
  const parsed = Number.parseInt(cleaned, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'on']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'off']);

/** true/yes ('true', 'YES', ...) and false/no; anything else is the fallback. */
export function bool(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value !== 0 : fallback;
  const word = text(value).toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return fallback;
}

/** Spec 001 §5: "several booleans default to true unless explicitly false". */
export function boolUnlessFalse(value: unknown): boolean {
  return bool(value, true);
}

export type YesNo = 'YES' | 'NO';

/** E-7 style Yes/No flags (default NO). */
export function yesNo(value: unknown, fallback: YesNo = 'NO'): YesNo {
  return bool(value, fallback === 'YES') ? 'YES' : 'NO';
}

/** A list without empty items (null, undefined, blank strings); a non-list is []. */
export function list(value: unknown): unknown[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== null && item !== undefined && item !== '');
}

/** A list of codes: strings as they are, objects by their code/type/id/name. */
export function textList(value: unknown): string[] {
  return list(value)
    .map((item) => {
      if (!isPlainObject(item)) return text(item);
      return text(item['code'] ?? item['type'] ?? item['id'] ?? item['name']);
    })
    .filter((item) => item !== '');
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** A date as YYYY-MM-DD, or '' when it is not a real date. */
export function isoDate(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  const raw = text(value);
  if (!raw) return '';
  const ymd = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})/.exec(raw);
  if (ymd) {
    const [, y, m, d] = ymd.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    // Date.UTC rolls 2024-02-31 over to March: a rolled date was not a real date.
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return '';
    return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
  }
  const parsed = Date.parse(raw);
  return Number.isNaN(parsed) ? '' : new Date(parsed).toISOString().slice(0, 10);
}

/** Whole years from one ISO date to another (negative when `to` is earlier). */
export function wholeYearsBetween(fromIso: string, toIso: string): number {
  const [fy, fm, fd] = fromIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = toIso.split('-').map(Number) as [number, number, number];
  let years = ty - fy;
  if (tm < fm || (tm === fm && td < fd)) years -= 1;
  return years;
}

/**
 * Age in whole years from birthDate at `today`; without a usable birth date or reference date,
 * the given age number, else `defaultAge` (spec 001 §3: default 0; the F-2 mapper uses 30).
 */
export function ageFrom(birthDate: unknown, givenAge: unknown, today: Today | undefined, defaultAge = 0): number {
  const birth = isoDate(birthDate);
  const reference = today === undefined ? '' : isoDate(today);
  if (birth && reference && birth <= reference) return wholeYearsBetween(birth, reference);
  return int(givenAge, defaultAge);
}

/** Upper-case key with separators unified, for comparing free values ('passport-photo' ~ 'PASSPORT_PHOTO'). */
export function key(value: unknown): string {
  return text(value)
    .toUpperCase()
    .replace(/[\s\-.]+/g, '_');
}
