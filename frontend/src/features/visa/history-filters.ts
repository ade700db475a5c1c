import type { ASSESSMENT_STATUSES, DATE_RANGES } from '@tov/contracts';

/** The history page's filters as the form holds them ('' = any); the values are the contract's (spec 001 §2). */
export interface HistoryFilters {
  visaType?: string;
  dateRange?: '' | (typeof DATE_RANGES)[number];
  status?: '' | (typeof ASSESSMENT_STATUSES)[number];
}
