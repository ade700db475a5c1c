import type { DatedFigure } from './types';

/**
 * Yearly figures kept as data with their date and source (visa-rules.md: "treat each number as
 * data with a source and an effective date"). Add a row when a new figure is published.
 */
export const GNI_PER_CAPITA: readonly DatedFigure[] = [
  { value: 49_955_000, effectiveFrom: '2025-04-01', source: 'GNI per capita applied from 2025-04-01 (enterlog.tistory.com quoting HiKorea)' },
];

/** E-7-4 minimum pay of the new contract, KRW a year [pigpeople.net, koreaworkexpert.com]. */
export const E74_MIN_ANNUAL_PAY: readonly DatedFigure[] = [
  { value: 26_000_000, effectiveFrom: '2023-09-25', source: 'K-point E74 notice (pigpeople.net, koreaworkexpert.com)' },
];

/** spec 002 §5 / §9: F-6 minimum household income (the spec's own floor, not the official table). */
export const F6_MIN_HOUSEHOLD_INCOME: readonly DatedFigure[] = [
  { value: 2_800_000, effectiveFrom: '2025-01-01', source: 'spec 002 §5 "F-6 income and language requirements"' },
];

/** The figure in force on `today`: the latest effective on or before it, else the earliest known. */
export function figureAt(figures: readonly DatedFigure[], today: string): DatedFigure {
  const sorted = [...figures].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const first = sorted[0];
  if (!first) throw new Error('figureAt: no figures');
  return sorted.filter((f) => !today || f.effectiveFrom <= today).at(-1) ?? first;
}

/** Share of a figure, rounded to the won (80% of GNI = 39,964,000). */
export function share(figure: DatedFigure, ratio: number): number {
  return Math.round(figure.value * ratio);
}
