import type { TCompanyReportType, TReportRow } from '@tov/contracts';
import { dateText, dateValue } from '../domain/dates';
import { periodInstants } from './analytics';
import type { CompanyDb } from './db';

/** Rows read per query: the stream holds one batch at a time, never the whole report. */
export const REPORT_ROWS_BATCH = 1_000;

/** What one report reads: how many rows, then the rows batch by batch (keyset on the id). */
export interface ReportRowSource {
  total(): Promise<number>;
  rows(): AsyncGenerator<TReportRow>;
}

/** Pages of `page(afterId)` (ordered by id, at most REPORT_ROWS_BATCH) one after the other, each row mapped as it goes. */
async function* keyset<T extends { id: string }>(
  page: (idAfter: { id?: { gt: string } }) => Promise<T[]>,
  toRow: (row: T) => TReportRow,
): AsyncGenerator<TReportRow> {
  let idAfter: { id?: { gt: string } } = {};
  for (;;) {
    const batch = await page(idAfter);
    for (const row of batch) yield toRow(row);
    if (batch.length < REPORT_ROWS_BATCH) return;
    idAfter = { id: { gt: batch.at(-1)!.id } };
  }
}

const byId = { orderBy: { id: 'asc' as const }, take: REPORT_ROWS_BATCH };

/** A report read as `count()` rows, paged by `page` and mapped by `toRow`. */
function rowSource<T extends { id: string }>(
  count: () => Promise<number>,
  page: (idAfter: { id?: { gt: string } }) => Promise<T[]>,
  toRow: (row: T) => TReportRow,
): ReportRowSource {
  return { total: count, rows: () => keyset(page, toRow) };
}

/**
 * The rows of a company's report, keyed by the report's column keys (REPORT_TYPES). The period (when
 * given) selects employees who started, candidates who entered the pipeline and items due within it.
 * Alien registration numbers are never read: no report has such a column.
 */
export function companyReportRows(db: CompanyDb, companyId: string, reportType: TCompanyReportType, period?: { from: string; to: string }): ReportRowSource {
  const days = period ? { gte: dateValue(period.from), lte: dateValue(period.to) } : undefined;
  switch (reportType) {
    case 'employees': {
      const where = { companyId, ...(days ? { startDate: days } : {}) };
      return rowSource(
        () => db.employee.count({ where }),
        (idAfter) =>
          db.employee.findMany({
            where: { ...where, ...idAfter },
            select: {
              id: true,
              name: true,
              nationality: true,
              visaType: true,
              visaExpiryDate: true,
              department: true,
              position: true,
              startDate: true,
              employmentStatus: true,
            },
            ...byId,
          }),
        (e) => ({
          employeeId: e.id,
          name: e.name,
          nationality: e.nationality,
          visaType: e.visaType,
          visaExpiresAt: dateText(e.visaExpiryDate),
          department: e.department,
          position: e.position,
          hiredAt: dateText(e.startDate),
          status: e.employmentStatus,
        }),
      );
    }
    case 'hiring': {
      const { start, end } = periodInstants(period);
      const where = { companyId, ...(start && end ? { createdAt: { gte: start, lt: end } } : {}) };
      return rowSource(
        () => db.candidate.count({ where }),
        (idAfter) =>
          db.candidate.findMany({
            where: { ...where, ...idAfter },
            select: {
              id: true,
              name: true,
              stage: true,
              visaType: true,
              createdAt: true,
              stageChangedAt: true,
              offers: { select: { position: true }, orderBy: { createdAt: 'desc' }, take: 1 },
            },
            ...byId,
          }),
        (c) => ({
          candidateId: c.id,
          name: c.name,
          position: c.offers[0]?.position ?? null,
          stage: c.stage,
          visaType: c.visaType,
          appliedAt: c.createdAt.toISOString(),
          updatedAt: c.stageChangedAt.toISOString(),
        }),
      );
    }
    case 'compliance': {
      const where = { companyId, ...(days ? { dueDate: days } : {}) };
      return rowSource(
        () => db.complianceItem.count({ where }),
        (idAfter) =>
          db.complianceItem.findMany({
            where: { ...where, ...idAfter },
            select: { id: true, title: true, status: true, dueDate: true, _count: { select: { documents: true } } },
            ...byId,
          }),
        (i) => ({ itemId: i.id, title: i.title, status: i.status, dueAt: dateText(i.dueDate), documents: i._count.documents }),
      );
    }
  }
}
