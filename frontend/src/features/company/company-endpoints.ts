import type {
  TAnalyticsQuery,
  TCompanyAnalytics,
  TCompanyReportRequest,
  TReportExportStatus,
  TCandidateDetail,
  TOfferInput,
  TPipeline,
  TStageChangeInput,
  TCompanyStats,
  TComplianceItemDetail,
  TComplianceStatusInput,
  TEmployee,
  TEmployeeDetail,
  TEmployeeInput,
  TEmployeeListQuery,
  TEmployeeUpdate,
  TNotificationSettings,
  TNotificationSettingsInput,
  TPageQuery,
} from '@tov/contracts';
import { api } from '../../api/api-slice';
import {
  companyApi,
  type TComplianceList,
  type TComplianceListQuery,
  type TEmployeeList,
  type TRegulationList,
  type TRegulationQuery,
} from '../../api/company-api';

const ok = <T>(error: unknown, tags: T[]): T[] => (error ? [] : tags);

/**
 * What an employee's change can move: the lists, the dashboard's figures and the compliance items
 * (a visa expiring within the lead time opens one; a later expiry resolves it).
 */
export const EMPLOYEE_CHANGED = [
  { type: 'Employee', id: 'LIST' },
  'CompanyStats',
  { type: 'Compliance', id: 'LIST' },
  { type: 'Dashboard', id: 'company' },
] as const;

/**
 * The company workspace (issue 21, `/api/company`). A write whose answer is the thing written (an
 * employee, the settings) puts it in the cache; what is derived from it is invalidated. The CSV
 * import and document uploads are direct calls (file transfers), which invalidate the same tags.
 */
export const companyEndpoints = api.enhanceEndpoints({ addTagTypes: ['Hiring', 'Analytics', 'ReportExport'] }).injectEndpoints({
  endpoints: (build) => ({
    companyStats: build.query<TCompanyStats, void>({
      query: () => () => companyApi.stats(),
      providesTags: ['CompanyStats'],
    }),
    employees: build.query<TEmployeeList, Partial<TEmployeeListQuery>>({
      query: (query) => () => companyApi.employees(query),
      providesTags: [{ type: 'Employee', id: 'LIST' }],
    }),
    employee: build.query<TEmployeeDetail, string>({
      query: (id) => () => companyApi.employee(id),
      providesTags: (_r, _e, id) => [{ type: 'Employee', id }],
    }),
    createEmployee: build.mutation<TEmployee, TEmployeeInput>({
      query: (body) => () => companyApi.createEmployee(body),
      invalidatesTags: (_r, error) => ok(error, [...EMPLOYEE_CHANGED]),
    }),
    updateEmployee: build.mutation<TEmployeeDetail, { id: string; body: TEmployeeUpdate }>({
      query:
        ({ id, body }) =>
        () =>
          companyApi.updateEmployee(id, body),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && Array.isArray(data.visaRenewals)) dispatch(companyEndpoints.util.upsertQueryData('employee', id, data));
      },
      invalidatesTags: (_r, error, { id }) => ok(error, [...EMPLOYEE_CHANGED, { type: 'Employee' as const, id }, 'Compliance' as const]),
    }),
    complianceItems: build.query<TComplianceList, Partial<TComplianceListQuery & TPageQuery>>({
      query: (query) => () => companyApi.compliance(query),
      providesTags: [{ type: 'Compliance', id: 'LIST' }],
    }),
    complianceItem: build.query<TComplianceItemDetail, string>({
      query: (id) => () => companyApi.complianceItem(id),
      providesTags: (_r, _e, id) => [{ type: 'Compliance', id }],
    }),
    /** 409 when the move is not allowed from the item's current status. */
    setComplianceStatus: build.mutation<unknown, { id: string; body: TComplianceStatusInput }>({
      query:
        ({ id, body }) =>
        () =>
          companyApi.setComplianceStatus(id, body),
      invalidatesTags: (_r, error, { id }) =>
        ok(error, [
          { type: 'Compliance' as const, id },
          { type: 'Compliance' as const, id: 'LIST' },
          'CompanyStats' as const,
          { type: 'Dashboard' as const, id: 'company' },
        ]),
    }),
    notificationSettings: build.query<TNotificationSettings, void>({
      query: () => () => companyApi.settings(),
      providesTags: ['CompanySettings'],
    }),
    saveNotificationSettings: build.mutation<TNotificationSettings, TNotificationSettingsInput>({
      query: (body) => () => companyApi.saveSettings(body),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(companyEndpoints.util.upsertQueryData('notificationSettings', undefined, data));
      },
    }),
    regulations: build.query<TRegulationList, TRegulationQuery>({
      query: (query) => () => companyApi.regulations(query),
      providesTags: ['Regulation'],
    }),
    pipeline: build.query<TPipeline, void>({
      query: () => () => companyApi.pipeline(),
      providesTags: [{ type: 'Hiring', id: 'LIST' }],
    }),
    candidate: build.query<TCandidateDetail, string>({
      query: (id) => () => companyApi.candidate(id),
      providesTags: (_r, _e, id) => [{ type: 'Hiring', id }],
    }),
    /** 409 when the move is not legal from the stage the candidate is at now. A hire makes an employee (and maybe a compliance item). */
    moveCandidate: build.mutation<TCandidateDetail, { id: string; body: TStageChangeInput }>({
      query:
        ({ id, body }) =>
        () =>
          companyApi.moveCandidate(id, body),
      invalidatesTags: (_r, error, { id, body }) =>
        ok(error, [
          { type: 'Hiring' as const, id },
          { type: 'Hiring' as const, id: 'LIST' },
          'CompanyStats' as const,
          { type: 'Dashboard' as const, id: 'company' },
          ...(body.stage === 'hired' ? [...EMPLOYEE_CHANGED] : []),
        ]),
    }),
    makeOffer: build.mutation<TCandidateDetail, { id: string; body: TOfferInput }>({
      query:
        ({ id, body }) =>
        () =>
          companyApi.makeOffer(id, body),
      invalidatesTags: (_r, error, { id }) => ok(error, [{ type: 'Hiring' as const, id }, { type: 'Hiring' as const, id: 'LIST' }, 'CompanyStats' as const]),
    }),
    analytics: build.query<TCompanyAnalytics, TAnalyticsQuery>({
      query: (query) => () => companyApi.analytics(query),
      providesTags: ['Analytics'],
    }),
    requestReport: build.mutation<TReportExportStatus, TCompanyReportRequest>({
      query: (body) => () => companyApi.requestReport(body),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(companyEndpoints.util.upsertQueryData('reportStatus', data.exportId, data));
      },
    }),
    /** Polled by the reports screen until the export is completed, failed or expired. */
    reportStatus: build.query<TReportExportStatus, string>({
      query: (exportId) => () => companyApi.reportStatus(exportId),
      providesTags: (_r, _e, id) => [{ type: 'ReportExport', id }],
    }),
  }),
});

export const {
  useAnalyticsQuery,
  useRequestReportMutation,
  useReportStatusQuery,
  usePipelineQuery,
  useCandidateQuery,
  useMoveCandidateMutation,
  useMakeOfferMutation,
  useCompanyStatsQuery,
  useEmployeesQuery,
  useEmployeeQuery,
  useCreateEmployeeMutation,
  useUpdateEmployeeMutation,
  useComplianceItemsQuery,
  useComplianceItemQuery,
  useSetComplianceStatusMutation,
  useNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
  useRegulationsQuery,
} = companyEndpoints;
