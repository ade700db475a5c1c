/**
 * Calendar dates and months of the platform are Asia/Seoul's (UTC+9, no daylight saving time):
 * vacations, "this month" of the revenue figures, payout dates (docs/decisions/089-utc-instants-seoul-dates.md).
 */
import { seoulDate } from '@tov/contracts';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of an instant in Seoul: the contracts' one, which matching reads vacations with too. */
export { seoulDate };

/** `YYYY-MM` of an instant in Seoul. */
export function seoulMonth(at: Date): string {
  return seoulDate(at).slice(0, 7);
}

/** The instant a Seoul calendar date begins (`2026-12-01` -> 2026-11-30T15:00:00Z). */
export function seoulDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - SEOUL_OFFSET_MS);
}

/** The instant the Seoul day after `date` begins (the exclusive end of an inclusive date range). */
export function seoulDayEnd(date: string): Date {
  return new Date(seoulDayStart(date).getTime() + DAY_MS);
}

/** The instant a Seoul month (`YYYY-MM`) begins. */
export function seoulMonthStart(month: string): Date {
  return seoulDayStart(`${month}-01`);
}

/** The month `delta` months from `month` (`2026-01`, -1 -> `2025-12`). */
export function addMonths(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last `count` months up to and including `month`, oldest first. */
export function lastMonths(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(month, i - count + 1));
}

/** A `@db.Date` column's value (UTC midnight) as `YYYY-MM-DD`. */
export function dateOnly(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` as the value of a `@db.Date` column. */
export function asDateColumn(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}
