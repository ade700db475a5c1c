/** Vacations are whole days in Korea's time zone (`PUT /api/specialist/vacation`, docs/decisions/089-utc-instants-seoul-dates.md). */
export const VACATION_TIME_ZONE = 'Asia/Seoul';

export interface VacationDates {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

/** The calendar date (YYYY-MM-DD) at `at` in `timeZone`. */
export function dateIn(at: Date, timeZone: string = VACATION_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** True when the vacation covers the day `today` (YYYY-MM-DD; dates compare as strings). */
export function onVacation(vacation: VacationDates | null, today: string): boolean {
  return vacation !== null && vacation.from <= today && today <= vacation.to;
}
