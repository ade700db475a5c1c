import { ANALYTICS_EXPIRY_MONTHS, HIRING_STAGES, type TAnalyticsQuery, type TCompanyAnalytics } from '@tov/contracts';
import { Prisma } from '../generated/prisma/client';
import { addDays } from '../domain/dates';
import type { CompanyDb } from './db';

/** Still employed: every status but `terminated` (as the stats). */
const EMPLOYED = { employmentStatus: { not: 'terminated' } } as const;

/** A period's ends as instants: `from` at 00:00 Asia/Seoul, `to` up to the next day's 00:00 (both days included); null when open. */
export function periodInstants(period: { from?: string | undefined; to?: string | undefined } | undefined): { start: Date | null; end: Date | null } {
  return {
    start: period?.from ? new Date(`${period.from}T00:00:00+09:00`) : null,
    end: period?.to ? new Date(`${addDays(period.to, 1)}T00:00:00+09:00`) : null,
  };
}

/** `column` within [start, end) when either is given (an SQL fragment; both ends optional). */
const within = (column: Prisma.Sql, start: Date | null, end: Date | null) =>
  Prisma.sql`(${start}::timestamptz IS NULL OR ${column} >= ${start}::timestamptz) AND (${end}::timestamptz IS NULL OR ${column} < ${end}::timestamptz)`;

const days = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

interface DurationRow {
  samples: number;
  median: number | null;
  mean: number | null;
}
const duration = (row: DurationRow | undefined) => ({ samples: row?.samples ?? 0, medianDays: days(row?.median ?? null), meanDays: days(row?.mean ?? null) });

/** Median and mean of a `seconds` column, in days. */
const DURATION_SQL = Prisma.sql`COUNT(*)::int AS samples,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) / 86400 AS median,
  AVG(seconds) / 86400 AS mean`;

/**
 * The company's analytics (`GET /api/company/analytics`): every figure an SQL aggregate on the
 * company's rows (no row is loaded). The period bounds the hiring figures: stages entered, stages
 * left, hires and candidates created within it; employees and expiries are as of today.
 */
export async function companyAnalytics(db: CompanyDb, companyId: string, query: TAnalyticsQuery, today: string): Promise<TCompanyAnalytics> {
  const { start, end } = periodInstants(query);
  const history = Prisma.sql`candidate_stage_changes h JOIN candidates c ON c.id = h.candidate_id AND c.company_id = ${companyId}`;
  const monthStart = `${today.slice(0, 7)}-01`;
  const [funnel, inStage, toHire, sources, byVisaType, byNationality, expiries] = await Promise.all([
    db.$queryRaw<Array<{ stage: string; candidates: number }>>`
      SELECT h.to_stage AS stage, COUNT(DISTINCT h.candidate_id)::int AS candidates
      FROM ${history} WHERE ${within(Prisma.sql`h.changed_at`, start, end)} GROUP BY h.to_stage`,
    db.$queryRaw<Array<DurationRow & { stage: string }>>`
      WITH spans AS (
        SELECT h.to_stage AS stage, h.changed_at AS entered,
               LEAD(h.changed_at) OVER (PARTITION BY h.candidate_id ORDER BY h.changed_at, h.id) AS left_at
        FROM ${history}
      ), done AS (
        SELECT stage, EXTRACT(EPOCH FROM left_at - entered)::float8 AS seconds FROM spans
        WHERE left_at IS NOT NULL AND ${within(Prisma.sql`left_at`, start, end)}
      )
      SELECT stage, ${DURATION_SQL} FROM done GROUP BY stage`,
    db.$queryRaw<DurationRow[]>`
      WITH hires AS (
        SELECT MIN(h.changed_at) AS first_at, MIN(h.changed_at) FILTER (WHERE h.to_stage = 'hired') AS hired_at
        FROM ${history} GROUP BY h.candidate_id
      ), done AS (
        SELECT EXTRACT(EPOCH FROM hired_at - first_at)::float8 AS seconds FROM hires
        WHERE hired_at IS NOT NULL AND ${within(Prisma.sql`hired_at`, start, end)}
      )
      SELECT ${DURATION_SQL} FROM done`,
    db.$queryRaw<Array<{ source: string; candidates: number; hired: number }>>`
      SELECT source, COUNT(*)::int AS candidates, (COUNT(*) FILTER (WHERE stage = 'hired'))::int AS hired
      FROM candidates WHERE company_id = ${companyId} AND ${within(Prisma.sql`created_at`, start, end)} GROUP BY source`,
    db.employee.groupBy({ by: ['visaType'], where: { companyId, ...EMPLOYED }, _count: { _all: true }, orderBy: { visaType: 'asc' } }),
    db.employee.groupBy({ by: ['nationality'], where: { companyId, ...EMPLOYED }, _count: { _all: true }, orderBy: { nationality: 'asc' } }),
    db.$queryRaw<Array<{ month: string; count: number }>>`
      SELECT to_char(visa_expiry_date, 'YYYY-MM') AS month, COUNT(*)::int AS count FROM employees
      WHERE company_id = ${companyId} AND employment_status <> 'terminated'
        AND visa_expiry_date >= ${today}::date
        AND visa_expiry_date < (${monthStart}::date + make_interval(months => ${ANALYTICS_EXPIRY_MONTHS}))
      GROUP BY 1`,
  ]);
  const reached = new Map(funnel.map((r) => [r.stage, r.candidates]));
  const spent = new Map(inStage.map((r) => [r.stage, r]));
  const expiring = new Map(expiries.map((r) => [r.month, r.count]));
  const bySource = new Map(sources.map((r) => [r.source, r]));
  const count = (g: { _count: { _all: number } }) => g._count._all;
  return {
    period: { from: query.from ?? null, to: query.to ?? null },
    funnel: HIRING_STAGES.map((stage) => ({ stage, candidates: reached.get(stage) ?? 0 })),
    timeInStage: HIRING_STAGES.filter((s) => s !== 'hired' && s !== 'rejected').map((stage) => ({ stage, ...duration(spent.get(stage)) })),
    timeToHire: duration(toHire[0]),
    sources: (['talent', 'challenge'] as const).map((source) => ({
      source,
      candidates: bySource.get(source)?.candidates ?? 0,
      hired: bySource.get(source)?.hired ?? 0,
    })),
    employees: {
      total: byVisaType.reduce((sum, g) => sum + count(g), 0),
      byVisaType: byVisaType.map((g) => ({ visaType: g.visaType, count: count(g) })),
      byNationality: byNationality.map((g) => ({ nationality: g.nationality, count: count(g) })),
    },
    visaExpiriesByMonth: Array.from({ length: ANALYTICS_EXPIRY_MONTHS }, (_, i) => {
      const month = monthAfter(monthStart, i);
      return { month, count: expiring.get(month) ?? 0 };
    }),
  };
}

/** `YYYY-MM` of the month `n` months after the month of `date` (a calendar date). */
function monthAfter(date: string, n: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
