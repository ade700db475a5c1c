import { z } from 'zod';
import { ASSESSED_VISA_TYPES, NATIONALITIES, ZLanguageSchema } from '../enums';
import { pageQuery, PAGE_SIZE, ZPageSchema } from './common';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, freeText, isValidCalendarDate, oneOf, plainText, requiredChoice, requiredText } from './validators';

/**
 * Company workspace API (`/api/company/*`, `/api/v1/dashboard/me/company`; spec 002 §1, §3, §4, §7).
 * The spec shows no fields: these are ours (services/company/README.md, Rules). Calendar dates are
 * `YYYY-MM-DD` in Asia/Seoul; instants are ISO strings in UTC.
 */

export const COMPANY_BASE = '/api/company';
export const COMPANY_DASHBOARD_PATH = '/api/v1/dashboard/me/company';

/** The visa types an employee's visa may be (the 13 assessed ones, `GET /api/visa/v3/types`). */
export const COMPANY_VISA_TYPES = ASSESSED_VISA_TYPES;
export const ZCompanyVisaTypeSchema = oneOf(COMPANY_VISA_TYPES, '비자 유형');

/**
 * An employee's occupation code (E-7's official list). One named schema so it can become the official
 * list's `ZOccupationCodeSchema` (contracts/src/occupations.ts) without touching the employee shapes.
 */
export const ZEmployeeOccupationCodeSchema = z
  .string({ error: '직업 코드를 입력해주세요.' })
  .trim()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/, { error: '직업 코드는 영문·숫자 20자 이내로 입력해주세요.' });

export const EMPLOYMENT_STATUSES = ['active', 'on_leave', 'terminated'] as const;
export type TEmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** A calendar date `YYYY-MM-DD`. */
export const calendarDate = (label: string) =>
  z
    .string({ error: `${label}을(를) 입력해주세요.` })
    .trim()
    .refine(isValidCalendarDate, { error: `${label}은(는) YYYY-MM-DD 형식이어야 합니다.` });

/** A Korean alien registration number: 13 digits, `YYMMDD-NNNNNNN` (the hyphen optional). Never answered: only its mask. */
export const ARN_PATTERN = /^\d{6}-?\d{7}$/;
export const ZAlienRegistrationNumberSchema = z
  .string({ error: '외국인등록번호를 입력해주세요.' })
  .trim()
  .regex(ARN_PATTERN, { error: '외국인등록번호는 숫자 13자리(000000-0000000)로 입력해주세요.' })
  .transform((v) => v.replace('-', ''));

/** An optional e-mail address (lower-cased); `null` clears it. */
export const ZOptionalEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: '올바른 이메일 형식이 아닙니다.' })
  .regex(EMAIL_PATTERN, { error: '올바른 이메일 형식이 아닙니다.' })
  .transform((v) => v.toLowerCase());

export const EMPLOYEE_TEXT_MAX = 100;

const employeeFields = {
  name: requiredText('이름'),
  nationality: requiredChoice(NATIONALITIES, '국적'),
  position: requiredText('직위'),
  department: plainText(EMPLOYEE_TEXT_MAX).nullable().optional(),
  startDate: calendarDate('입사일'),
  occupationCode: ZEmployeeOccupationCodeSchema.nullable().optional(),
  visaType: ZCompanyVisaTypeSchema,
  visaIssueDate: calendarDate('비자 발급일').nullable().optional(),
  visaExpiryDate: calendarDate('비자 만료일'),
  alienRegistrationNumber: ZAlienRegistrationNumberSchema.nullable().optional(),
  employmentStatus: oneOf(EMPLOYMENT_STATUSES, '재직 상태').default('active'),
  email: ZOptionalEmailSchema.nullable().optional(),
};

const issueBeforeExpiry = (v: { visaIssueDate?: string | null | undefined; visaExpiryDate?: string | undefined }) =>
  !v.visaIssueDate || !v.visaExpiryDate || v.visaIssueDate <= v.visaExpiryDate;
const ISSUE_AFTER_EXPIRY = { error: '비자 발급일은 만료일보다 늦을 수 없습니다.', path: ['visaIssueDate'] };

/** `POST /api/company/employees` (and one CSV row). */
export const ZEmployeeInputSchema = z.object(employeeFields).refine(issueBeforeExpiry, ISSUE_AFTER_EXPIRY);
export type TEmployeeInput = z.infer<typeof ZEmployeeInputSchema>;

/** `PUT /api/company/employees/{id}`: the fields to change (a missing one stays; `null` clears an optional one). */
export const ZEmployeeUpdateSchema = z
  .object({ ...employeeFields, employmentStatus: oneOf(EMPLOYMENT_STATUSES, '재직 상태') })
  .partial()
  .refine(issueBeforeExpiry, ISSUE_AFTER_EXPIRY);
export type TEmployeeUpdate = z.infer<typeof ZEmployeeUpdateSchema>;

/** One visa an employee held before a renewal (a later expiry date saved). */
export const ZVisaRenewalSchema = z.object({
  visaType: z.string(),
  previousExpiryDate: z.string(),
  newExpiryDate: z.string(),
  recordedAt: z.string(),
});

export const ZEmployeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  nationality: z.string(),
  position: z.string(),
  department: z.string().nullable(),
  startDate: z.string(),
  occupationCode: z.string().nullable(),
  visaType: z.string(),
  visaIssueDate: z.string().nullable(),
  visaExpiryDate: z.string(),
  /** Days from today (Asia/Seoul) to the expiry; negative once expired. */
  daysUntilExpiry: z.number().int(),
  /** The number's last four digits only: `******-***4567`; null when none is stored. */
  alienRegistrationNumber: z.string().nullable(),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES),
  email: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmployee = z.infer<typeof ZEmployeeSchema>;
export const ZEmployeeDetailSchema = ZEmployeeSchema.extend({ visaRenewals: z.array(ZVisaRenewalSchema) });
export type TEmployeeDetail = z.infer<typeof ZEmployeeDetailSchema>;

export const EMPLOYEE_SORTS = ['name', '-name', 'visaExpiryDate', '-visaExpiryDate', 'startDate', '-startDate', 'createdAt', '-createdAt'] as const;
export const EXPIRING_WITHIN_MAX_DAYS = 3_650;

export const ZEmployeeListQuerySchema = pageQuery(PAGE_SIZE).extend({
  visaType: ZCompanyVisaTypeSchema.optional(),
  status: oneOf(EMPLOYMENT_STATUSES, '재직 상태').optional(),
  /** Visas expiring from today up to this many days ahead (already expired ones excluded). */
  expiringWithinDays: z.coerce
    .number({ error: 'expiringWithinDays는 0 이상의 정수여야 합니다.' })
    .int({ error: 'expiringWithinDays는 0 이상의 정수여야 합니다.' })
    .min(0, { error: 'expiringWithinDays는 0 이상이어야 합니다.' })
    .max(EXPIRING_WITHIN_MAX_DAYS, { error: `expiringWithinDays는 ${EXPIRING_WITHIN_MAX_DAYS} 이하여야 합니다.` })
    .optional(),
  /** Part of the name, position, department or e-mail (case-insensitive). */
  search: plainText(EMPLOYEE_TEXT_MAX).optional(),
  sort: oneOf(EMPLOYEE_SORTS, '정렬').default('visaExpiryDate'),
});
export type TEmployeeListQuery = z.infer<typeof ZEmployeeListQuerySchema>;
export const ZEmployeeListSchema = ZPageSchema(ZEmployeeSchema);

/** CSV import: the multipart field, its size limit and the most rows one file may hold. */
export const EMPLOYEE_IMPORT_FIELD = 'file';
export const EMPLOYEE_IMPORT_MAX_BYTES = 1024 * 1024;
export const EMPLOYEE_IMPORT_MAX_ROWS = 1_000;
/** The CSV's header: these columns, in any order (`department`, `occupationCode`, `visaIssueDate`, `alienRegistrationNumber`, `employmentStatus`, `email` may be left empty). */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'name',
  'nationality',
  'position',
  'department',
  'startDate',
  'occupationCode',
  'visaType',
  'visaIssueDate',
  'visaExpiryDate',
  'alienRegistrationNumber',
  'employmentStatus',
  'email',
] as const;
/** The import's answer when every row was saved (one transaction); any failing row saves none (400 with each row's errors in `details`, `field` = `row N.column`). */
export const ZEmployeeImportResultSchema = z.object({ imported: z.number().int(), employeeIds: z.array(z.string()) });
export type TEmployeeImportResult = z.infer<typeof ZEmployeeImportResultSchema>;

// --- Compliance --------------------------------------------------------------------------------

/** What a compliance item is about; the visa-expiry scan opens `visa_expiry` items. */
export const COMPLIANCE_KINDS = ['visa_expiry'] as const;
/**
 * open -> in_progress -> resolved; open or in_progress -> dismissed (with a reason). resolved and
 * dismissed are final; a renewal saved for the employee resolves an open or in-progress item
 * (docs/decisions/137-compliance-status-transitions.md).
 */
export const COMPLIANCE_STATUSES = ['open', 'in_progress', 'resolved', 'dismissed'] as const;
export type TComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];
export const COMPLIANCE_TRANSITIONS: Readonly<Record<TComplianceStatus, readonly TComplianceStatus[]>> = {
  open: ['in_progress', 'dismissed'],
  in_progress: ['resolved', 'dismissed'],
  resolved: [],
  dismissed: [],
};
export const COMPLIANCE_NOTES_MAX = 2_000;

export const ZComplianceStatusChangeSchema = z.object({
  fromStatus: z.enum(COMPLIANCE_STATUSES).nullable(),
  toStatus: z.enum(COMPLIANCE_STATUSES),
  notes: z.string().nullable(),
  /** `system` for the scan and a renewal; otherwise the company account's id. */
  changedBy: z.string(),
  changedAt: z.string(),
});

export const ZComplianceDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  uploadedAt: z.string(),
});
export type TComplianceDocument = z.infer<typeof ZComplianceDocumentSchema>;

export const ZComplianceItemSchema = z.object({
  id: z.string(),
  kind: z.enum(COMPLIANCE_KINDS),
  status: z.enum(COMPLIANCE_STATUSES),
  title: z.string(),
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  visaType: z.string().nullable(),
  /** The date the item is about (a visa's expiry). */
  dueDate: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TComplianceItem = z.infer<typeof ZComplianceItemSchema>;
export const ZComplianceItemDetailSchema = ZComplianceItemSchema.extend({
  history: z.array(ZComplianceStatusChangeSchema),
  documents: z.array(ZComplianceDocumentSchema),
});
export type TComplianceItemDetail = z.infer<typeof ZComplianceItemDetailSchema>;

export const ZComplianceListQuerySchema = pageQuery(PAGE_SIZE).extend({
  status: oneOf(COMPLIANCE_STATUSES, '상태').optional(),
  kind: oneOf(COMPLIANCE_KINDS, '종류').optional(),
  visaType: ZCompanyVisaTypeSchema.optional(),
  employeeId: z.uuid({ error: '직원 ID가 올바르지 않습니다.' }).optional(),
});
export const ZComplianceListSchema = ZPageSchema(ZComplianceItemSchema);

/** `PUT /api/company/compliance/{id}/status`: `notes` always optional; a dismissal needs its reason (`notes`). */
export const ZComplianceStatusInputSchema = z
  .object({ status: oneOf(COMPLIANCE_STATUSES, '상태'), notes: freeText(COMPLIANCE_NOTES_MAX).optional() })
  .refine((v) => v.status !== 'dismissed' || Boolean(v.notes?.trim()), { error: '제외하려면 사유(notes)를 입력해주세요.', path: ['notes'] });
export type TComplianceStatusInput = z.infer<typeof ZComplianceStatusInputSchema>;

/** Compliance documents: multipart field, size limit and the types read from the bytes. */
export const COMPLIANCE_DOCUMENT_FIELD = 'file';
export const COMPLIANCE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const COMPLIANCE_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

// --- Notification settings -------------------------------------------------------------------

/** Days before a visa's expiry its compliance item opens, unless the settings name another for the type. */
export const DEFAULT_LEAD_TIME_DAYS = 90;
export const LEAD_TIME_MAX_DAYS = 365;

const ZLeadTimeDaysSchema = z
  .number({ error: '알림 시점은 1~365일 사이의 정수여야 합니다.' })
  .int({ error: '알림 시점은 1~365일 사이의 정수여야 합니다.' })
  .min(1, { error: '알림 시점은 1일 이상이어야 합니다.' })
  .max(LEAD_TIME_MAX_DAYS, { error: `알림 시점은 ${LEAD_TIME_MAX_DAYS}일 이하여야 합니다.` });

export const ZNotificationSettingsInputSchema = z.object({
  /** The company's HR address: compliance e-mails go there. `null` clears it (then the account's own address). */
  hrEmail: ZOptionalEmailSchema.nullable().optional(),
  /** E-mail the HR address when a compliance item opens. */
  complianceEmails: z.boolean().optional(),
  /** Also e-mail the employee (when their address is on record). */
  employeeEmails: z.boolean().optional(),
  /** The language of the e-mails. */
  language: ZLanguageSchema.optional(),
  /** Lead time per visa type, in days; a type left out takes the default. */
  leadTimes: z.partialRecord(ZCompanyVisaTypeSchema, ZLeadTimeDaysSchema).optional(),
});
export type TNotificationSettingsInput = z.infer<typeof ZNotificationSettingsInputSchema>;

export const ZNotificationSettingsSchema = z.object({
  hrEmail: z.string().nullable(),
  complianceEmails: z.boolean(),
  employeeEmails: z.boolean(),
  language: ZLanguageSchema,
  defaultLeadTimeDays: z.number().int(),
  /** Every visa type's lead time in force (the set ones and the default for the rest). */
  leadTimes: z.record(z.string(), z.number().int()),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettingsSchema>;

// --- Regulations -----------------------------------------------------------------------------

export const REGULATION_LANGUAGES = ['ko', 'en', 'zh', 'ja'] as const;
export const ZRegulationQuerySchema = z.object({
  visaType: ZCompanyVisaTypeSchema.optional(),
  language: oneOf(REGULATION_LANGUAGES, '언어').default('ko'),
  search: plainText(EMPLOYEE_TEXT_MAX).optional(),
});
export const ZRegulationSchema = z.object({
  id: z.string(),
  /** The visa types it concerns; empty: every employer of foreigners. */
  visaTypes: z.array(z.string()),
  /** The language of `title`. */
  language: z.enum(REGULATION_LANGUAGES),
  title: z.string(),
  summary: z.string(),
  /** The language of `summary`: the one asked for, or English where the catalogue has no summary in it. */
  summaryLanguage: z.enum(REGULATION_LANGUAGES),
  /** Days allowed, where the rule names a deadline. */
  deadlineDays: z.number().int().nullable(),
  source: z.object({ name: z.string(), reference: z.string(), url: z.string().nullable() }),
  /** The date the entry was written from its source (`YYYY-MM-DD`); verify before relying on it. */
  recordedOn: z.string(),
});
export type TRegulation = z.infer<typeof ZRegulationSchema>;
export const ZRegulationListSchema = z.object({ items: z.array(ZRegulationSchema), total: z.number().int() });

// --- Stats and dashboard ---------------------------------------------------------------------

/**
 * Hiring pipeline stages, counted on the dashboard. Provisional: the hiring pipeline (issue 21, part 2)
 * owns them and may refine the list; until it lands every count is 0.
 */
export const HIRING_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type THiringStage = (typeof HIRING_STAGES)[number];

export const ZCompanyStatsSchema = z.object({
  companyName: z.string().nullable(),
  /** From the company's profile when an event carries it; none does yet. */
  industry: z.string().nullable(),
  /** Published challenges whose deadline has not passed (tovspark's events). */
  activeChallenges: z.number().int(),
  /** Employees on record, every status. */
  totalHires: z.number().int(),
  employees: z.object({
    total: z.number().int(),
    active: z.number().int(),
    byVisaType: z.record(z.string(), z.number().int()),
  }),
  /** Active employees whose visa expires from today up to 30, 60 and 90 days ahead (cumulative). */
  visasExpiring: z.object({ within30: z.number().int(), within60: z.number().int(), within90: z.number().int() }),
  openComplianceItems: z.number().int(),
  pipeline: z.record(z.string(), z.number().int()),
});
export type TCompanyStats = z.infer<typeof ZCompanyStatsSchema>;

/** `GET /api/v1/dashboard/me/company`: the stats, the visas expiring soonest and the items due soonest. */
export const COMPANY_DASHBOARD_LIST_SIZE = 5;
export const ZCompanyDashboardSchema = z.object({
  stats: ZCompanyStatsSchema,
  upcomingExpiries: z.array(ZEmployeeSchema),
  openComplianceItems: z.array(ZComplianceItemSchema),
});
export type TCompanyDashboard = z.infer<typeof ZCompanyDashboardSchema>;
