import type { TSchedule, TVacation } from '@tov/contracts';

/**
 * The week calendar's arithmetic, in the browser's time zone: weeks start on Monday, a day is its
 * local `YYYY-MM-DD`, and a schedule belongs to the day it starts on.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of a moment, `YYYY-MM-DD`. */
export function dateKey(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Local midnight of a `YYYY-MM-DD` (null when it is not one). */
export function parseDateKey(key: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key ?? '');
  if (!m) return null;
  const at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dateKey(at) === key ? at : null;
}

export function addDays(at: Date, days: number): Date {
  const next = new Date(at);
  next.setDate(next.getDate() + days);
  return next;
}

/** Monday 00:00 (local) of the week holding `at`. */
export function startOfWeek(at: Date): Date {
  const monday = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}

export function weekDays(monday: Date): Date[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** `from` and `to` of `GET /schedules` for the week starting on `monday` (to = the next Monday, exclusive). */
export function weekRange(monday: Date): { from: string; to: string } {
  return { from: monday.toISOString(), to: addDays(monday, 7).toISOString() };
}

/** Whether a day falls inside the vacation (both ends inclusive). */
export function inVacation(key: string, vacation: TVacation | null | undefined): boolean {
  return !!vacation && key >= vacation.from.slice(0, 10) && key <= vacation.to.slice(0, 10);
}

/** The schedules of each day of the week, by start time. */
export function byDay(items: readonly TSchedule[], days: readonly Date[]): Map<string, TSchedule[]> {
  const out = new Map(days.map((d) => [dateKey(d), [] as TSchedule[]]));
  for (const s of [...items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    out.get(dateKey(new Date(s.startsAt)))?.push(s);
  }
  return out;
}

/** `HH:MM` (local) of a moment. */
export function timeOf(iso: string): string {
  const at = new Date(iso);
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The local moment of a day and an `HH:MM`, as ISO 8601 (null when either is not valid). */
export function localMoment(key: string, time: string): string | null {
  const dayStart = parseDateKey(key);
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dayStart || !m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  dayStart.setHours(Number(m[1]), Number(m[2]), 0, 0);
  return dayStart.toISOString();
}

/** The browser's IANA time zone (the schedule's `timeZone`). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Seoul';
}
