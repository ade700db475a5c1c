import type {
  TPricing,
  TPricingInput,
  TQuote,
  TQuoteInput,
  TRequestListQuery,
  TRoadmap,
  TRoadmapAssign,
  TRoadmapClientList,
  TRoadmapCommunication,
  TRoadmapDashboard,
  TRoadmapMessage,
  TSchedule,
  TScheduleInput,
  TScheduleList,
  TScheduleQuery,
  TService,
  TServiceList,
  TServiceListQuery,
  TServiceStatusInput,
  TSettlementList,
  TSettlementQuery,
  TSpecialistProfile,
  TSpecialistProfileInput,
  TSpecialistRequestDetail,
  TSpecialistRequestList,
  TVacationInput,
} from '@tov/contracts';
import { api } from '../../api/api-slice';
import { specialistApi } from '../../api/specialist-api';

/** The pro dashboard sums up the workspace: every write below may change it. */
const PRO_DASHBOARD = { type: 'Dashboard', id: 'pro' } as const;
const ok = <T>(error: unknown, tags: T[]): T[] => (error ? [] : tags);

/**
 * The expert's workspace (issue 15, `/api/specialist`). A write whose answer is the thing written
 * (a profile, a service's new status) puts that answer in the cache instead of reading it again; what
 * is derived from it (lists, the calendar, the dashboard) is invalidated.
 */
export const specialistEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    requests: build.query<TSpecialistRequestList, Partial<TRequestListQuery>>({
      query: (query) => () => specialistApi.requests(query),
      providesTags: [{ type: 'Request', id: 'LIST' }],
    }),
    request: build.query<TSpecialistRequestDetail, string>({
      query: (id) => () => specialistApi.request(id),
      providesTags: (_r, _e, id) => [{ type: 'Request', id }],
    }),
    /** Sending a quote changes the inbox (quoted, the amount) and the request (its standing quote). */
    sendQuote: build.mutation<TQuote, { requestId: string; body: TQuoteInput }>({
      query:
        ({ requestId, body }) =>
        () =>
          specialistApi.quote(requestId, body),
      invalidatesTags: (_r, error, { requestId }) =>
        ok(error, [{ type: 'Request' as const, id: 'LIST' }, { type: 'Request' as const, id: requestId }, PRO_DASHBOARD]),
    }),
    pricing: build.query<TPricing, void>({
      query: () => () => specialistApi.pricing(),
      providesTags: ['Pricing'],
    }),
    /** The price list is the quote form's default amount: the requests are read again too. */
    savePricing: build.mutation<TPricing, TPricingInput>({
      query: (body) => () => specialistApi.savePricing(body),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(specialistEndpoints.util.upsertQueryData('pricing', undefined, data));
      },
      invalidatesTags: (_r, error) => ok(error, [{ type: 'Request' as const }]),
    }),
    profile: build.query<TSpecialistProfile, void>({
      query: () => () => specialistApi.profile(),
      providesTags: ['Profile'],
    }),
    /** POST the first time (no profile yet), PUT afterwards; the answer is the profile. */
    saveProfile: build.mutation<TSpecialistProfile, { body: TSpecialistProfileInput; create: boolean }>({
      query:
        ({ body, create }) =>
        () =>
          specialistApi.saveProfile(body, create),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(specialistEndpoints.util.upsertQueryData('profile', undefined, data));
      },
      invalidatesTags: (_r, error) => ok(error, [PRO_DASHBOARD]),
    }),
    /** Setting or ending the vacation changes the calendar (shaded days), the profile and the dashboard. */
    setVacation: build.mutation<TSpecialistProfile, TVacationInput>({
      query: (body) => () => specialistApi.vacation(body),
      invalidatesTags: (_r, error) => ok(error, [{ type: 'Schedule' as const, id: 'LIST' }, 'Profile' as const, PRO_DASHBOARD]),
    }),
    services: build.query<TServiceList, Partial<TServiceListQuery>>({
      query: (query) => () => specialistApi.services(query),
      providesTags: [{ type: 'Service', id: 'LIST' }],
    }),
    service: build.query<TService, string>({
      query: (id) => () => specialistApi.service(id),
      providesTags: (_r, _e, id) => [{ type: 'Service', id }],
    }),
    /** 409 when the move is not allowed from the service's current status (SERVICE_TRANSITIONS). */
    setServiceStatus: build.mutation<TService, { serviceId: string; body: TServiceStatusInput }>({
      query:
        ({ serviceId, body }) =>
        () =>
          specialistApi.setServiceStatus(serviceId, body),
      async onQueryStarted({ serviceId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(specialistEndpoints.util.upsertQueryData('service', serviceId, data));
      },
      invalidatesTags: (_r, error, { serviceId }) =>
        ok(error, [
          { type: 'Service' as const, id: 'LIST' },
          { type: 'Roadmap' as const, id: serviceId },
          { type: 'Roadmap' as const, id: 'LIST' },
          'RoadmapSummary' as const,
          'Settlement' as const,
          PRO_DASHBOARD,
        ]),
    }),
    roadmapClients: build.query<TRoadmapClientList, { page?: number; limit?: number }>({
      query: (query) => () => specialistApi.roadmapClients(query),
      providesTags: [{ type: 'Roadmap', id: 'LIST' }],
    }),
    roadmapSummary: build.query<TRoadmapDashboard, void>({
      query: () => () => specialistApi.roadmapDashboard(),
      providesTags: ['RoadmapSummary'],
    }),
    /** One client's roadmap, by the service id. */
    roadmap: build.query<TRoadmap, string>({
      query: (serviceId) => () => specialistApi.roadmap(serviceId),
      providesTags: (_r, _e, serviceId) => [{ type: 'Roadmap', id: serviceId }],
    }),
    /** Builds (or rebuilds) the roadmap: the answer is the roadmap; the lists and the service's progress follow. */
    assignRoadmap: build.mutation<TRoadmap, { serviceId: string; body: TRoadmapAssign }>({
      query:
        ({ serviceId, body }) =>
        () =>
          specialistApi.assignRoadmap(serviceId, body),
      async onQueryStarted({ serviceId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(specialistEndpoints.util.upsertQueryData('roadmap', serviceId, data));
      },
      invalidatesTags: (_r, error, { serviceId }) =>
        ok(error, [
          { type: 'Roadmap' as const, id: 'LIST' },
          'RoadmapSummary' as const,
          { type: 'Service' as const, id: serviceId },
          { type: 'Service' as const, id: 'LIST' },
        ]),
    }),
    /** A message, optionally marking its step done: the roadmap, its progress and the lists change. */
    sendRoadmapMessage: build.mutation<TRoadmapMessage, { serviceId: string; progressId: string; body: TRoadmapCommunication }>({
      query:
        ({ progressId, body }) =>
        () =>
          specialistApi.sendMessage(progressId, body),
      invalidatesTags: (_r, error, { serviceId, body }) =>
        ok(error, [
          { type: 'Roadmap' as const, id: serviceId },
          { type: 'Roadmap' as const, id: 'LIST' },
          ...(body.markStepDone ? ['RoadmapSummary' as const, { type: 'Service' as const, id: serviceId }, { type: 'Service' as const, id: 'LIST' }] : []),
        ]),
    }),
    schedules: build.query<TScheduleList, TScheduleQuery>({
      query: (range) => () => specialistApi.schedules(range),
      providesTags: [{ type: 'Schedule', id: 'LIST' }],
    }),
    /** 409 when it overlaps another schedule or falls inside the vacation. */
    saveSchedule: build.mutation<TSchedule, { scheduleId: string | null; body: TScheduleInput }>({
      query:
        ({ scheduleId, body }) =>
        () =>
          scheduleId ? specialistApi.updateSchedule(scheduleId, body) : specialistApi.createSchedule(body),
      invalidatesTags: (_r, error) => ok(error, [{ type: 'Schedule' as const, id: 'LIST' }, PRO_DASHBOARD]),
    }),
    deleteSchedule: build.mutation<void, string>({
      query: (scheduleId) => () => specialistApi.deleteSchedule(scheduleId),
      invalidatesTags: (_r, error) => ok(error, [{ type: 'Schedule' as const, id: 'LIST' }, PRO_DASHBOARD]),
    }),
    settlements: build.query<TSettlementList, Partial<TSettlementQuery>>({
      query: (query) => () => specialistApi.settlements(query),
      providesTags: ['Settlement'],
    }),
  }),
});

export const {
  useRequestsQuery,
  useRequestQuery,
  useSendQuoteMutation,
  usePricingQuery,
  useSavePricingMutation,
  useProfileQuery,
  useSaveProfileMutation,
  useSetVacationMutation,
  useServicesQuery,
  useServiceQuery,
  useSetServiceStatusMutation,
  useRoadmapClientsQuery,
  useRoadmapSummaryQuery,
  useRoadmapQuery,
  useAssignRoadmapMutation,
  useSendRoadmapMessageMutation,
  useSchedulesQuery,
  useSaveScheduleMutation,
  useDeleteScheduleMutation,
  useSettlementsQuery,
} = specialistEndpoints;
