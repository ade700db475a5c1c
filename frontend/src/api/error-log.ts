import type { ApiError } from './errors';

export interface ErrorLogEntry {
  at: string;
  method: string;
  url: string;
  error: ApiError;
}

export const ERROR_LOG_LIMIT = 100;
export const ERROR_LOG_KEEP = 50;

const entries: ErrorLogEntry[] = [];

/** Keeps up to 100 entries, then trims to the last 50 (spec 000 §9). */
export function logError(entry: ErrorLogEntry): void {
  entries.push(entry);
  if (entries.length > ERROR_LOG_LIMIT) entries.splice(0, entries.length - ERROR_LOG_KEEP);
}

export function errorLog(): readonly ErrorLogEntry[] {
  return entries;
}

export function clearErrorLog(): void {
  entries.length = 0;
}
