import type {
  TClientAssessment,
  TPricing,
  TPricingInput,
  TProDashboard,
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
  TSettlement,
  TSettlementList,
  TSettlementQuery,
  TSpecialistProfile,
  TSpecialistProfileInput,
  TSpecialistRequestDetail,
  TSpecialistRequestList,
  TSpecialistStats,
  TVacationInput,
} from '@tov/contracts';
import { http, unwrap } from './http-client';

const BASE = '/specialist';
const id = (value: string) => encodeURIComponent(value);

/** A query without its empty values (the service refuses an empty enum value). */
function params(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out[k] = v as string | number;
  return out;
}

/**
 * The specialist workspace (issue 15, base /api/specialist, role pro) and the pro dashboard.
 * Every call is silent: each screen shows its own failure where it happened (a refused transition
 * or an overlapping schedule, 409, is worded next to the button that caused it, not in a toast).
 */
export const specialistApi = {
  async profile(): Promise<TSpecialistProfile> {
    const res = await http.get(`${BASE}/profile`, { silent: true });
    return unwrap<TSpecialistProfile>(res.data);
  },
  /** POST the first time (no profile yet), PUT afterwards. */
  async saveProfile(body: TSpecialistProfileInput, create: boolean): Promise<TSpecialistProfile> {
    const res = create ? await http.post(`${BASE}/profile`, body, { silent: true }) : await http.put(`${BASE}/profile`, body, { silent: true });
    return unwrap<TSpecialistProfile>(res.data);
  },
  async stats(): Promise<TSpecialistStats> {
    const res = await http.get(`${BASE}/stats`, { silent: true });
    return unwrap<TSpecialistStats>(res.data);
  },
  async requests(query: Partial<TRequestListQuery>): Promise<TSpecialistRequestList> {
    const res = await http.get(`${BASE}/matching/requests`, { params: params(query), silent: true });
    return unwrap<TSpecialistRequestList>(res.data);
  },
  async request(requestId: string): Promise<TSpecialistRequestDetail> {
    const res = await http.get(`${BASE}/matching/requests/${id(requestId)}`, { silent: true });
    return unwrap<TSpecialistRequestDetail>(res.data);
  },
  async quote(requestId: string, body: TQuoteInput): Promise<TQuote> {
    const res = await http.post(`${BASE}/matching/requests/${id(requestId)}/quote`, body, { silent: true });
    return unwrap<TQuote>(res.data);
  },
  async pricing(): Promise<TPricing> {
    const res = await http.get(`${BASE}/pricing`, { silent: true });
    return unwrap<TPricing>(res.data);
  },
  async savePricing(body: TPricingInput): Promise<TPricing> {
    const res = await http.put(`${BASE}/pricing`, body, { silent: true });
    return unwrap<TPricing>(res.data);
  },
  /** Sets the vacation, or ends it with `{ from: null, to: null }`. */
  async vacation(body: TVacationInput): Promise<TSpecialistProfile> {
    const res = await http.put(`${BASE}/vacation`, body, { silent: true });
    return unwrap<TSpecialistProfile>(res.data);
  },
  async services(query: Partial<TServiceListQuery>): Promise<TServiceList> {
    const res = await http.get(`${BASE}/services/active`, { params: params(query), silent: true });
    return unwrap<TServiceList>(res.data);
  },
  async service(serviceId: string): Promise<TService> {
    const res = await http.get(`${BASE}/services/${id(serviceId)}`, { silent: true });
    return unwrap<TService>(res.data);
  },
  /** 409 when the move is not allowed from the service's current status (SERVICE_TRANSITIONS). */
  async setServiceStatus(serviceId: string, body: TServiceStatusInput): Promise<TService> {
    const res = await http.put(`${BASE}/services/${id(serviceId)}/status`, body, { silent: true });
    return unwrap<TService>(res.data);
  },
  async roadmapClients(query: { page?: number; limit?: number } = {}): Promise<TRoadmapClientList> {
    const res = await http.get(`${BASE}/roadmap/clients`, { params: params(query), silent: true });
    return unwrap<TRoadmapClientList>(res.data);
  },
  /** One client's roadmap, by the service id. */
  async roadmap(serviceId: string): Promise<TRoadmap> {
    const res = await http.get(`${BASE}/roadmap/client/${id(serviceId)}`, { silent: true });
    return unwrap<TRoadmap>(res.data);
  },
  async roadmapDashboard(): Promise<TRoadmapDashboard> {
    const res = await http.get(`${BASE}/roadmap/dashboard`, { silent: true });
    return unwrap<TRoadmapDashboard>(res.data);
  },
  async assignRoadmap(serviceId: string, body: TRoadmapAssign): Promise<TRoadmap> {
    const res = await http.post(`${BASE}/roadmap/${id(serviceId)}/assign`, body, { silent: true });
    return unwrap<TRoadmap>(res.data);
  },
  async sendMessage(progressId: string, body: TRoadmapCommunication): Promise<TRoadmapMessage> {
    const res = await http.post(`${BASE}/roadmap/${id(progressId)}/communication`, body, { silent: true });
    return unwrap<TRoadmapMessage>(res.data);
  },
  async assessment(assessmentId: string): Promise<TClientAssessment> {
    const res = await http.get(`${BASE}/assessment/${id(assessmentId)}`, { silent: true });
    return unwrap<TClientAssessment>(res.data);
  },
  async schedules(query: TScheduleQuery): Promise<TScheduleList> {
    const res = await http.get(`${BASE}/schedules`, { params: params(query), silent: true });
    return unwrap<TScheduleList>(res.data);
  },
  /** 409 when it overlaps another schedule or falls inside the vacation. */
  async createSchedule(body: TScheduleInput): Promise<TSchedule> {
    const res = await http.post(`${BASE}/schedules`, body, { silent: true });
    return unwrap<TSchedule>(res.data);
  },
  async updateSchedule(scheduleId: string, body: TScheduleInput): Promise<TSchedule> {
    const res = await http.put(`${BASE}/schedules/${id(scheduleId)}`, body, { silent: true });
    return unwrap<TSchedule>(res.data);
  },
  async deleteSchedule(scheduleId: string): Promise<void> {
    await http.delete(`${BASE}/schedules/${id(scheduleId)}`, { silent: true });
  },
  async settlements(query: Partial<TSettlementQuery>): Promise<TSettlementList> {
    const res = await http.get(`${BASE}/settlements`, { params: params(query), silent: true });
    return unwrap<TSettlementList>(res.data);
  },
  async settlement(settlementId: string): Promise<TSettlement> {
    const res = await http.get(`${BASE}/settlements/${id(settlementId)}`, { silent: true });
    return unwrap<TSettlement>(res.data);
  },
  /** The pro dashboard (`GET /api/v1/dashboard/me/pro`). */
  async dashboard(): Promise<TProDashboard> {
    const res = await http.get('/v1/dashboard/me/pro', { silent: true });
    return unwrap<TProDashboard>(res.data);
  },
};
