import type { TVacation } from '@tov/contracts';
import { dateOnly, seoulDate, seoulDayEnd, seoulDayStart } from './seoul-time';

export interface StoredVacation {
  vacationFrom: Date | null;
  vacationTo: Date | null;
  vacationReason: string | null;
}

/** The current or next vacation (one that has not ended by today in Seoul), or null. */
export function vacationView(profile: StoredVacation, now: Date): TVacation | null {
  if (!profile.vacationFrom || !profile.vacationTo) return null;
  const to = dateOnly(profile.vacationTo);
  if (to < seoulDate(now)) return null;
  return { from: dateOnly(profile.vacationFrom), to, reason: profile.vacationReason };
}

/**
 * Whether `[startsAt, endsAt)` touches the vacation: its dates are whole Seoul days, inclusive, so the
 * vacation is `[from 00:00 KST, the day after to 00:00 KST)`. A schedule's own time zone only says how
 * the expert entered it; the instants are what count.
 */
export function overlapsVacation(profile: StoredVacation, startsAt: Date, endsAt: Date): boolean {
  if (!profile.vacationFrom || !profile.vacationTo) return false;
  const from = seoulDayStart(dateOnly(profile.vacationFrom));
  const to = seoulDayEnd(dateOnly(profile.vacationTo));
  return startsAt < to && endsAt > from;
}
