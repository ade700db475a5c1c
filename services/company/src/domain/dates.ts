/**
 * Calendar dates (`YYYY-MM-DD`) are Asia/Seoul's; Postgres `date` columns come back from Prisma as the
 * UTC midnight of that date (docs/decisions/089-utc-instants-seoul-dates.md).
 */
import { seoulDate } from '@tov/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Seoul. */
export const seoulToday = (now: Date): string => seoulDate(now);

/** A `date` column's value as `YYYY-MM-DD`. */
export const dateText = (value: Date): string => value.toISOString().slice(0, 10);

/** `YYYY-MM-DD` as the value of a `date` column. */
export const dateValue = (date: string): Date => new Date(`${date}T00:00:00Z`);

/** The date `days` days after `date` (negative: before). */
export const addDays = (date: string, days: number): string => dateText(new Date(dateValue(date).getTime() + days * DAY_MS));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((dateValue(to).getTime() - dateValue(from).getTime()) / DAY_MS);
