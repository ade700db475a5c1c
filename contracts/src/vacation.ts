/**
 * An expert's vacation as both services read it: whole calendar days in Asia/Seoul, inclusive
 * (`PUT /api/specialist/vacation`, `specialist.profile.updated`; docs/decisions/089-utc-instants-seoul-dates.md).
 * Pure and here, in the shared dependency-free package, so that matching (which leaves an expert out of
 * the ranking while away) and the specialist service (which shows it on the dashboard) say the same.
 */
export const SEOUL_TIME_ZONE = 'Asia/Seoul';

/** Korea's offset from UTC: nine hours, no daylight saving time. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Inclusive `YYYY-MM-DD` dates in Asia/Seoul. */
export interface TVacationDates {
  from: string;
  to: string;
}

/** The calendar date (`YYYY-MM-DD`) of an instant in Seoul. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether the vacation covers the day `now` falls on in Seoul (dates compare as strings). */
export function onVacationToday(vacation: TVacationDates | null | undefined, now: Date): boolean {
  if (!vacation) return false;
  const today = seoulDate(now);
  return vacation.from <= today && today <= vacation.to;
}
