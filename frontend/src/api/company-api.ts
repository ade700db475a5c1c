import {
  COMPANY_BASE,
  COMPLIANCE_DOCUMENT_FIELD,
  EMPLOYEE_IMPORT_FIELD,
  type TCompanyStats,
  type TComplianceDocument,
  type TComplianceItemDetail,
  type TComplianceStatusInput,
  type TEmployee,
  type TEmployeeDetail,
  type TEmployeeImportResult,
  type TEmployeeInput,
  type TEmployeeListQuery,
  type TEmployeeUpdate,
  type TNotificationSettings,
  type TNotificationSettingsInput,
  type TPageQuery,
  type TAnalyticsQuery,
  type TCandidateDetail,
  type TCompanyAnalytics,
  type TCompanyReportRequest,
  type TReportExportStatus,
  type TOfferInput,
  type TPipeline,
  type TPipelineQuery,
  type TStageChangeInput,
} from '@tov/contracts';
import type { z } from 'zod';
import type { ZComplianceListQuerySchema, ZComplianceListSchema, ZEmployeeListSchema, ZRegulationListSchema, ZRegulationQuerySchema } from '@tov/contracts';
import { http, unwrap } from './http-client';
import { newRequestId } from './request-id';

export type TEmployeeList = z.infer<typeof ZEmployeeListSchema>;
export type TComplianceList = z.infer<typeof ZComplianceListSchema>;
export type TComplianceListQuery = z.infer<typeof ZComplianceListQuerySchema>;
export type TRegulationList = z.infer<typeof ZRegulationListSchema>;
export type TRegulationQuery = z.input<typeof ZRegulationQuerySchema>;

/** The client's base path is /api already: `/company`. */
const BASE = COMPANY_BASE.replace(/^\/api/, '');
const id = (value: string) => encodeURIComponent(value);

/** A query without its empty values (the service refuses an empty enum value). */
function params(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out[k] = v as string | number;
  return out;
}

function fileForm(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
}

/**
 * The company workspace (issue 21, base /api/company, role company). Every call is silent: each
 * screen shows its own failure where it happened (a refused move, 409, next to its buttons; an
 * import's rows in its report).
 */
export const companyApi = {
  async stats(): Promise<TCompanyStats> {
    const res = await http.get(`${BASE}/stats`, { silent: true });
    return unwrap<TCompanyStats>(res.data);
  },
  async employees(query: Partial<TEmployeeListQuery>): Promise<TEmployeeList> {
    const res = await http.get(`${BASE}/employees`, { params: params(query), silent: true });
    return unwrap<TEmployeeList>(res.data);
  },
  async employee(employeeId: string): Promise<TEmployeeDetail> {
    const res = await http.get(`${BASE}/employees/${id(employeeId)}`, { silent: true });
    return unwrap<TEmployeeDetail>(res.data);
  },
  /** With an Idempotency-Key, so a retry after a lost answer adds the employee once. */
  async createEmployee(body: TEmployeeInput): Promise<TEmployee> {
    const res = await http.post(`${BASE}/employees`, body, { silent: true, headers: { 'Idempotency-Key': newRequestId() } });
    return unwrap<TEmployee>(res.data);
  },
  async updateEmployee(employeeId: string, body: TEmployeeUpdate): Promise<TEmployeeDetail> {
    const res = await http.put(`${BASE}/employees/${id(employeeId)}`, body, { silent: true });
    return unwrap<TEmployeeDetail>(res.data);
  },
  /** All rows saved, or none: a 400 lists each row's errors in `details` (`row N.column`). */
  async importEmployees(file: File, onProgress?: (fraction: number) => void): Promise<TEmployeeImportResult> {
    const res = await http.post(`${BASE}/employees/import`, fileForm(EMPLOYEE_IMPORT_FIELD, file), {
      silent: true,
      onUploadProgress: (event) => onProgress?.(event.total ? event.loaded / event.total : 0),
    });
    return unwrap<TEmployeeImportResult>(res.data);
  },
  async compliance(query: Partial<TComplianceListQuery & TPageQuery>): Promise<TComplianceList> {
    const res = await http.get(`${BASE}/compliance`, { params: params(query), silent: true });
    return unwrap<TComplianceList>(res.data);
  },
  async complianceItem(itemId: string): Promise<TComplianceItemDetail> {
    const res = await http.get(`${BASE}/compliance/${id(itemId)}`, { silent: true });
    return unwrap<TComplianceItemDetail>(res.data);
  },
  /** 409 when the move is not allowed from the item's current status (COMPLIANCE_TRANSITIONS). */
  async setComplianceStatus(itemId: string, body: TComplianceStatusInput): Promise<unknown> {
    const res = await http.put(`${BASE}/compliance/${id(itemId)}/status`, body, { silent: true });
    return unwrap<unknown>(res.data);
  },
  async uploadDocument(itemId: string, file: File, onProgress?: (fraction: number) => void): Promise<TComplianceDocument> {
    const res = await http.post(`${BASE}/compliance/${id(itemId)}/documents`, fileForm(COMPLIANCE_DOCUMENT_FIELD, file), {
      silent: true,
      onUploadProgress: (event) => onProgress?.(event.total ? event.loaded / event.total : 0),
    });
    return unwrap<TComplianceDocument>(res.data);
  },
  async settings(): Promise<TNotificationSettings> {
    const res = await http.get(`${BASE}/settings/notifications`, { silent: true });
    return unwrap<TNotificationSettings>(res.data);
  },
  async saveSettings(body: TNotificationSettingsInput): Promise<TNotificationSettings> {
    const res = await http.put(`${BASE}/settings/notifications`, body, { silent: true });
    return unwrap<TNotificationSettings>(res.data);
  },
  async regulations(query: TRegulationQuery): Promise<TRegulationList> {
    const res = await http.get(`${BASE}/regulations`, { params: params(query), silent: true });
    return unwrap<TRegulationList>(res.data);
  },
  /** The board: every stage's column with its cards, their legal moves and visa gates. */
  async pipeline(query: TPipelineQuery = {}): Promise<TPipeline> {
    const res = await http.get(`${BASE}/hiring/pipeline`, { params: params(query), silent: true });
    return unwrap<TPipeline>(res.data);
  },
  async candidate(candidateId: string): Promise<TCandidateDetail> {
    const res = await http.get(`${BASE}/hiring/candidates/${id(candidateId)}`, { silent: true });
    return unwrap<TCandidateDetail>(res.data);
  },
  /** 409 when the move is not legal from the candidate's current stage (PIPELINE_MOVES); `hired` makes the employee. */
  async moveCandidate(candidateId: string, body: TStageChangeInput): Promise<TCandidateDetail> {
    const res = await http.put(`${BASE}/hiring/candidates/${id(candidateId)}/stage`, body, { silent: true });
    return unwrap<TCandidateDetail>(res.data);
  },
  /** At `interview` or `offer` only (else 409); the answer carries the visa gate for the offered occupation. */
  async makeOffer(candidateId: string, body: TOfferInput): Promise<TCandidateDetail> {
    const res = await http.post(`${BASE}/hiring/candidates/${id(candidateId)}/offer`, body, { silent: true });
    return unwrap<TCandidateDetail>(res.data);
  },
  /** The figures; `from`/`to` (Asia/Seoul dates) bound the hiring ones. */
  async analytics(query: TAnalyticsQuery = {}): Promise<TCompanyAnalytics> {
    const res = await http.get(`${BASE}/analytics`, { params: params(query), silent: true });
    return unwrap<TCompanyAnalytics>(res.data);
  },
  /** 202 with the export's status; the Idempotency-Key is the export id, so a retry asks once. */
  async requestReport(body: TCompanyReportRequest): Promise<TReportExportStatus> {
    const res = await http.post(`${BASE}/analytics/report`, body, { silent: true, headers: { 'Idempotency-Key': newRequestId() } });
    return unwrap<TReportExportStatus>(res.data);
  },
  async reportStatus(exportId: string): Promise<TReportExportStatus> {
    const res = await http.get(`${BASE}/analytics/report/${id(exportId)}`, { silent: true });
    return unwrap<TReportExportStatus>(res.data);
  },
  /** The file's bytes through the authenticated client (the route needs the bearer token): 409 not ready, 410 expired. */
  async downloadReport(exportId: string): Promise<Blob> {
    const res = await http.get(`${BASE}/analytics/report/${id(exportId)}/download`, { responseType: 'blob', silent: true, timeout: 120_000 });
    return res.data as Blob;
  },
};
