import { z } from 'zod';
import { ZLanguageSchema } from '../enums';
import { ZExportIdSchema, ZReportFormatSchema, ZReportPeriodSchema } from '../jobs/report-export';
import { calendarDate, COMPANY_BASE, HIRING_STAGES } from './company';
import { CANDIDATE_SOURCES } from './company-hiring';
import { oneOf } from './validators';

/**
 * The company's analytics and report exports (`/api/company/analytics*`, issue 21). Figures are the
 * caller's own company's only, computed by SQL aggregates. Exports go through the workers'
 * `report-export` queue (docs/decisions/142-report-export-queue.md).
 */
export const ANALYTICS_BASE = `${COMPANY_BASE}/analytics`;

/** How many months of visa expiries the analytics answer, this month first. */
export const ANALYTICS_EXPIRY_MONTHS = 12;

/** `GET /api/company/analytics`: an optional period (Asia/Seoul dates, both ends included) for the hiring figures. */
export const ZAnalyticsQuerySchema = z
  .object({ from: calendarDate('시작일').optional(), to: calendarDate('종료일').optional() })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { error: '종료일이 시작일보다 빠릅니다.', path: ['to'] });
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuerySchema>;

/** Days as a figure: median and mean over `samples` (null when there are none), rounded to 0.1 day. */
const ZDurationSchema = z.object({ samples: z.number().int(), medianDays: z.number().nullable(), meanDays: z.number().nullable() });

export const ZCompanyAnalyticsSchema = z.object({
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** Candidates that reached each stage (entered it at some point; within the period when one is given). */
  funnel: z.array(z.object({ stage: z.enum(HIRING_STAGES), candidates: z.number().int() })),
  /** Days spent in a stage before leaving it (left within the period), from the stage history. */
  timeInStage: z.array(ZDurationSchema.extend({ stage: z.enum(HIRING_STAGES) })),
  /** Days from a candidate's first stage to `hired` (hired within the period). */
  timeToHire: ZDurationSchema,
  /** Candidates by where they came from (created within the period), and how many of them were hired. */
  sources: z.array(z.object({ source: z.enum(CANDIDATE_SOURCES), candidates: z.number().int(), hired: z.number().int() })),
  /** The employed (every status but terminated), now. */
  employees: z.object({
    total: z.number().int(),
    byVisaType: z.array(z.object({ visaType: z.string(), count: z.number().int() })),
    byNationality: z.array(z.object({ nationality: z.string(), count: z.number().int() })),
  }),
  /** Visas of the employed expiring in each of the next 12 months (`YYYY-MM`, Asia/Seoul), this month from today on. */
  visaExpiriesByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
});
export type TCompanyAnalytics = z.infer<typeof ZCompanyAnalyticsSchema>;

/** The report types a company exports (REPORT_TYPES whose owners include `company`). */
export const COMPANY_REPORT_TYPES = ['employees', 'hiring', 'compliance'] as const;
export type TCompanyReportType = (typeof COMPANY_REPORT_TYPES)[number];

/** `POST /api/company/analytics/report` (`Idempotency-Key`, when given, is the export id). */
export const ZCompanyReportRequestSchema = z.object({
  reportType: oneOf(COMPANY_REPORT_TYPES, '보고서 종류'),
  format: ZReportFormatSchema,
  period: ZReportPeriodSchema.optional(),
  language: ZLanguageSchema.default('ko'),
});
export type TCompanyReportRequest = z.infer<typeof ZCompanyReportRequestSchema>;

export const ZExportIdParamsSchema = z.object({ exportId: ZExportIdSchema });

/**
 * The company's row stream for the workers (decision 142): never routed by the gateway (no
 * `/internal` prefix in its table), signed as the workers' service identity.
 */
export const companyReportRowsPath = (companyId: string, exportId: string) => `/internal/company/${companyId}/exports/${exportId}/rows`;
export const ZReportRowsParamsSchema = z.object({ companyId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/), exportId: ZExportIdSchema });
