import type { Dated, DatedFigure } from './types';

/** Household size -> KRW a year. */
export type IncomeBySize = Readonly<Record<number, number>>;

const MOJ_2025_106 = 'MOJ notice 2025-106 (kmcn.kr)';
const MEDIAN_2025 = '2025 standard median income (MOHW; mogef.go.kr)';
const MEDIAN_2026 = '2026 standard median income (MOHW)';

/**
 * Every yearly figure the rules use, in one dated table (visa-rules.md: "treat each number as data
 * with a source and an effective date"). Each list runs from the oldest row to the newest; the row
 * in force on the assessment date is used (`figureAt`). Add a row when a new figure is published;
 * never edit one that has applied. Amounts are KRW; `annual` ones a year.
 */
export const FIGURES = {
  /** GNI per capita, as HiKorea applies it from April 1 of the year after. */
  gniPerCapita: [
    { value: 49_955_000, effectiveFrom: '2025-04-01', source: 'GNI per capita applied from 2025-04-01 (enterlog.tistory.com quoting HiKorea)' },
    {
      value: 52_416_000,
      effectiveFrom: '2026-04-01',
      source: '2025 GNI per capita, Bank of Korea 2026-03-10 (seoul.co.kr, sbs); applied from 2026-04-01 (enterlog quoting HiKorea)',
    },
  ],
  /** Monthly minimum wage (hourly rate x 209 hours). */
  minimumMonthlyWage: [
    { value: 2_096_270, effectiveFrom: '2025-01-01', source: 'Minimum wage 2025: 10,030 KRW an hour x 209 (Minimum Wage Commission)' },
    { value: 2_156_880, effectiveFrom: '2026-01-01', source: 'Minimum wage 2026: 10,320 KRW an hour x 209 (Minimum Wage Commission)' },
  ],
  /** E-7-2 and E-7-3 fixed minimum annual pay. */
  e7SemiSkilledAnnualPay: [{ value: 25_150_000, effectiveFrom: '2025-01-01', source: `${MOJ_2025_106}: E-7-2 and E-7-3 at least 25.15M a year` }],
  /** E-7-4 minimum annual pay of the new contract. */
  e74AnnualPay: [{ value: 26_000_000, effectiveFrom: '2023-09-25', source: `K-point E74 notice (pigpeople.net, koreaworkexpert.com); ${MOJ_2025_106}` }],
  /** E-7-4 in agriculture, livestock and inland fishery. */
  e74AnnualPayPrimarySector: [{ value: 25_000_000, effectiveFrom: '2023-09-25', source: 'K-point E74 notice (pigpeople.net, koreaworkexpert.com)' }],
  /** spec 002 §5 / §9: the spec's own F-6 floor, no unit and no household size (rule set `f6-spec-v1`). */
  f6SpecHouseholdIncome: [{ value: 2_800_000, effectiveFrom: '2025-01-01', source: 'spec 002 §5 "F-6 income and language requirements"' }],
  /** F-6 official income floor a year by household size: 50% of the year's standard median income x 12. */
  f6HouseholdIncomeFloor: [
    {
      value: { 2: 23_595_948, 3: 30_152_118, 4: 36_586_638, 5: 42_649_152, 6: 48_388_830 },
      effectiveFrom: '2025-01-01',
      source: `F-6 income floor 2025, derived as 50% of the ${MEDIAN_2025} x 12, as MOJ notice 2025-534 does for 2026`,
    },
    {
      value: { 2: 25_195_752, 3: 32_154_216, 4: 38_968_428, 5: 45_340_314, 6: 51_335_712 },
      effectiveFrom: '2026-01-01',
      source: `MOJ notice 2025-534 (pureumlawoffice.com): 2-4 persons; 5-6 persons derived as 50% of the ${MEDIAN_2026} x 12`,
    },
  ] as ReadonlyArray<Dated<IncomeBySize>>,
} as const satisfies Readonly<Record<string, ReadonlyArray<Dated<unknown>>>>;

/** The value in force on `today`: the latest row effective on or before it, else the earliest known. */
export function figureAt<T>(rows: ReadonlyArray<Dated<T>>, today: string): Dated<T> {
  const first = rows[0];
  if (!first) throw new Error('figureAt: no figures');
  let found = first;
  for (const row of rows) if (!today || row.effectiveFrom <= today) found = row;
  return found;
}

/** Share of a figure, rounded to the won (80% of GNI = 39,964,000). */
export function share(figure: DatedFigure, ratio: number): number {
  return Math.round(figure.value * ratio);
}

/** Household sizes the F-6 table lists; larger households use the largest (uncertain). */
export function f6IncomeFloor(today: string, householdSize: number): { value: number; effectiveFrom: string; source: string; size: number } {
  const row = figureAt(FIGURES.f6HouseholdIncomeFloor, today);
  const sizes = Object.keys(row.value).map(Number);
  const size = Math.min(Math.max(householdSize, Math.min(...sizes)), Math.max(...sizes));
  return { value: row.value[size] ?? 0, effectiveFrom: row.effectiveFrom, source: row.source, size };
}
