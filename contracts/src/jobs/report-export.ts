import { z } from 'zod';
import { ZLanguageSchema, type TLanguage } from '../enums';

/**
 * Report exports (issue 21; docs/decisions/142-report-export-queue.md). The owning service (company,
 * admin) enqueues a `report.export` job; services/workers pulls the rows from the owner over HTTP as
 * NDJSON, writes csv, xlsx or pdf into the object store streamed, reports progress and returns where
 * the file is. The owner serves status and download through the kit (`addReportExportJob`,
 * `reportExportStatus`, `sendReportExport`).
 */
export const REPORT_EXPORT_QUEUE = 'report-export';
export const REPORT_EXPORT_JOB = 'report.export';

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export const ZReportFormatSchema = z.enum(REPORT_FORMATS);
export type TReportFormat = z.infer<typeof ZReportFormatSchema>;

/** The services that own exports (their rows, their files, their download route). */
export const REPORT_OWNER_SERVICES = ['company', 'admin'] as const;
export const ZReportOwnerServiceSchema = z.enum(REPORT_OWNER_SERVICES);
export type TReportOwnerService = z.infer<typeof ZReportOwnerServiceSchema>;

export const REPORT_CONTENT_TYPES: Record<TReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** A pdf is laid out page by page in memory by its library: at most this many rows (docs/decisions/142). */
export const REPORT_PDF_MAX_ROWS = 5_000;

/** A column's cells: `text` and `number` as they are, `date` an ISO date or instant (`2026-11-29`, `2026-11-29T01:00:00Z`). */
export type TReportColumnType = 'text' | 'number' | 'date';
export interface TReportColumn {
  /** The field of each NDJSON row that fills this column. */
  key: string;
  type: TReportColumnType;
  /** The header in each interface language. */
  label: Record<TLanguage, string>;
}

const col = (key: string, type: TReportColumnType, ko: string, en: string, zh: string, ja: string): TReportColumn => ({ key, type, label: { ko, en, zh, ja } });

/**
 * Every report type, the services that may export it and its columns in order. The owner's row
 * stream sends objects keyed by these `key`s; a field missing from a row is an empty cell, a field
 * not listed is ignored.
 */
export const REPORT_TYPES = {
  employees: {
    owners: ['company', 'admin'],
    title: { ko: '직원 현황', en: 'Employees', zh: '员工名单', ja: '従業員一覧' },
    columns: [
      col('employeeId', 'text', '직원 ID', 'Employee ID', '员工编号', '従業員ID'),
      col('name', 'text', '이름', 'Name', '姓名', '氏名'),
      col('nationality', 'text', '국적', 'Nationality', '国籍', '国籍'),
      col('visaType', 'text', '비자', 'Visa', '签证', 'ビザ'),
      col('visaExpiresAt', 'date', '비자 만료일', 'Visa expires', '签证到期日', 'ビザ期限'),
      col('department', 'text', '부서', 'Department', '部门', '部署'),
      col('position', 'text', '직위', 'Position', '职位', '役職'),
      col('hiredAt', 'date', '입사일', 'Hired', '入职日期', '入社日'),
      col('status', 'text', '상태', 'Status', '状态', '状態'),
    ],
  },
  hiring: {
    owners: ['company'],
    title: { ko: '채용 현황', en: 'Hiring pipeline', zh: '招聘进度', ja: '採用状況' },
    columns: [
      col('candidateId', 'text', '지원자 ID', 'Candidate ID', '候选人编号', '候補者ID'),
      col('name', 'text', '이름', 'Name', '姓名', '氏名'),
      col('position', 'text', '직위', 'Position', '职位', '役職'),
      col('stage', 'text', '단계', 'Stage', '阶段', '段階'),
      col('visaType', 'text', '비자', 'Visa', '签证', 'ビザ'),
      col('appliedAt', 'date', '지원일', 'Applied', '申请日期', '応募日'),
      col('updatedAt', 'date', '변경일', 'Updated', '更新日期', '更新日'),
    ],
  },
  compliance: {
    owners: ['company', 'admin'],
    title: { ko: '컴플라이언스', en: 'Compliance', zh: '合规事项', ja: 'コンプライアンス' },
    columns: [
      col('itemId', 'text', '항목 ID', 'Item ID', '事项编号', '項目ID'),
      col('title', 'text', '항목', 'Item', '事项', '項目'),
      col('status', 'text', '상태', 'Status', '状态', '状態'),
      col('dueAt', 'date', '기한', 'Due', '截止日期', '期限'),
      col('documents', 'number', '서류 수', 'Documents', '文件数', '書類数'),
    ],
  },
  users: {
    owners: ['admin'],
    title: { ko: '사용자', en: 'Users', zh: '用户', ja: 'ユーザー' },
    columns: [
      col('userId', 'text', '사용자 ID', 'User ID', '用户编号', 'ユーザーID'),
      col('role', 'text', '역할', 'Role', '角色', 'ロール'),
      col('status', 'text', '상태', 'Status', '状态', '状態'),
      col('registeredAt', 'date', '가입일', 'Registered', '注册日期', '登録日'),
    ],
  },
  payments: {
    owners: ['admin'],
    title: { ko: '결제', en: 'Payments', zh: '支付', ja: '決済' },
    columns: [
      col('paymentId', 'text', '결제 ID', 'Payment ID', '支付编号', '決済ID'),
      col('amount', 'number', '금액(원)', 'Amount (KRW)', '金额(韩元)', '金額(ウォン)'),
      col('status', 'text', '상태', 'Status', '状态', '状態'),
      col('capturedAt', 'date', '결제일', 'Captured', '支付日期', '決済日'),
    ],
  },
} as const satisfies Record<string, { owners: readonly TReportOwnerService[]; title: Record<TLanguage, string>; columns: readonly TReportColumn[] }>;

export type TReportType = keyof typeof REPORT_TYPES;
export const ZReportTypeSchema = z.enum(Object.keys(REPORT_TYPES) as [TReportType, ...TReportType[]]);

/** The columns of a report type, in order, with their headers in `language` (every label exists in the four). */
export function reportColumns(reportType: TReportType, language: TLanguage): Array<{ key: string; type: TReportColumnType; header: string }> {
  return REPORT_TYPES[reportType].columns.map((c: TReportColumn) => ({ key: c.key, type: c.type, header: c.label[language] }));
}

/** BullMQ ids hold no `:`; an export id is a UUID or the owner's own opaque id. */
export const ZExportIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'an export id is 8-100 of A-Z, a-z, 0-9, _ and -' });

/** A calendar period (Asia/Seoul dates, docs/decisions/089), both ends included. */
export const ZReportPeriodSchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((p) => p.from <= p.to, { error: 'the period ends before it starts', path: ['to'] });

/**
 * The job. `source.path` is what the worker GETs on the owner's base URL (COMPANY_URL, ADMIN_URL)
 * for the rows, signed as the workers' service identity; the owner checks the signature and that
 * the path's filter belongs to `owner`. `exportId` is the BullMQ job id: a double click adds nothing.
 */
export const ZReportExportJobSchema = z
  .object({
    exportId: ZExportIdSchema,
    owner: z.object({ service: ZReportOwnerServiceSchema, ownerId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) }),
    /** The user who asked (kept for the owner's audit; never in the object key nor the file). */
    requestedBy: z.string().min(1),
    reportType: ZReportTypeSchema,
    format: ZReportFormatSchema,
    period: ZReportPeriodSchema.optional(),
    language: ZLanguageSchema.default('ko'),
    source: z.object({ service: ZReportOwnerServiceSchema, path: z.string().regex(/^\/[^\s]*$/, { error: 'an absolute path on the owner' }) }),
    requestedAt: z.iso.datetime(),
    traceparent: z.string().optional(),
  })
  .refine((j) => (REPORT_TYPES[j.reportType].owners as readonly string[]).includes(j.owner.service), {
    error: 'this service does not export this report type',
    path: ['reportType'],
  });
export type TReportExportJob = z.infer<typeof ZReportExportJobSchema>;
export type TReportExportJobInput = z.input<typeof ZReportExportJobSchema>;

/**
 * The owner's row stream (`application/x-ndjson`): the first line `{ "total": n }` (or
 * `{ "total": null }` when unknown), then one JSON object per row keyed by the report's column keys
 * (values: string, number, boolean or null). The stream ends after the last row; a stream cut short
 * (fewer rows than `total`, or a line that is not JSON) fails the attempt.
 */
export const ZReportStreamHeaderSchema = z.object({ total: z.number().int().min(0).nullable() });
export type TReportStreamHeader = z.infer<typeof ZReportStreamHeaderSchema>;
export const REPORT_STREAM_CONTENT_TYPE = 'application/x-ndjson';
/** The service identity the workers sign the row requests as (`service:workers`): owners pass it to `requireServiceCaller`. */
export const REPORT_ROWS_CALLER = 'workers';
export type TReportRow = Record<string, string | number | boolean | null>;

/** job.updateProgress: `rows` written so far, `total` from the stream's header, `percent` when the total is known. */
export const ZReportExportProgressSchema = z.object({
  phase: z.enum(['reading', 'writing', 'uploading', 'done']),
  rows: z.number().int().min(0),
  total: z.number().int().min(0).nullable(),
  percent: z.number().min(0).max(100).nullable(),
});
export type TReportExportProgress = z.infer<typeof ZReportExportProgressSchema>;

/** The job's return value: where the file is. The object key carries no personal data (decision 084). */
export const ZReportExportResultSchema = z.object({
  objectKey: z.string(),
  bytes: z.number().int().min(0),
  rows: z.number().int().min(0),
  contentType: z.string(),
  fileName: z.string(),
  completedAt: z.iso.datetime(),
});
export type TReportExportResult = z.infer<typeof ZReportExportResultSchema>;

/** The object key of an export: one per export id, so a retried attempt overwrites its own file. */
export function reportExportObjectKey(owner: { service: TReportOwnerService; ownerId: string }, exportId: string, format: TReportFormat): string {
  return `exports/${owner.service}/${owner.ownerId}/${exportId}.${format}`;
}

/** The file name offered on download: the report's title in its language, the period or the day asked, the format. */
export function reportExportFileName(job: Pick<TReportExportJob, 'reportType' | 'language' | 'period' | 'format' | 'requestedAt'>): string {
  const title = REPORT_TYPES[job.reportType].title[job.language];
  const when = job.period ? `${job.period.from}_${job.period.to}` : job.requestedAt.slice(0, 10);
  return `${title}-${when}.${job.format}`;
}

/** What an owner's status route answers (`reportExportStatus` of the kit builds it). */
export const ZReportExportStatusSchema = z.object({
  exportId: z.string(),
  reportType: ZReportTypeSchema,
  format: ZReportFormatSchema,
  status: z.enum(['queued', 'running', 'completed', 'failed', 'expired']),
  progress: ZReportExportProgressSchema.nullable(),
  /** The file once completed (no object key: the owner's download route serves it). */
  file: z.object({ fileName: z.string(), bytes: z.number().int(), rows: z.number().int(), contentType: z.string() }).nullable(),
  /** Why it failed, worded for the owner (never a stack). */
  error: z.string().nullable(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  /** After this instant the download answers 410 REPORT_EXPIRED. */
  expiresAt: z.string().nullable(),
});
export type TReportExportStatus = z.infer<typeof ZReportExportStatusSchema>;
