import { randomUUID } from 'node:crypto';
import { assessmentCompletedV1, expertSelectedV1, userRegisteredV1 } from '@tov/contracts';
import { assessment, registration, selection, type SpecialistHarness } from './specialist-harness';

export type Role = 'challenger' | 'company' | 'admin' | 'super_admin' | 'pro';

/** A caller as the gateway forwards it. */
export interface Caller {
  userId: string;
  role: Role;
}

export const caller = (role: Role): Caller => ({ userId: randomUUID(), role });
/** The identity headers the gateway forwards for `who`, signed with the service's secret. */
export const headersOf = (h: SpecialistHarness, who: Caller) => h.identityHeaders(who.userId, who.role);

export interface Client extends Caller {
  name: string;
  assessmentId: string;
}

/** Calls the service as the gateway would (`inject`, no network), and makes the facts other services publish. */
export function api(h: SpecialistHarness) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: unknown, headers: Record<string, string> = {}) =>
    h.service.app.inject({ method, url, headers: { ...headersOf(h, who), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    call,
    /** A `pro` account registered through auth: its profile exists once the event is processed. */
    async pro(name = `Pro ${randomUUID().slice(0, 6)}`, extra: Record<string, unknown> = {}): Promise<Caller & { name: string }> {
      const data = registration('pro', name, extra);
      const event = await h.publish(userRegisteredV1, data);
      await h.processed(event.id);
      return { userId: data.userId, role: 'pro', name };
    },
    /** An applicant with a completed assessment (both events processed). */
    async client(visaType = 'E-7', name = `Client ${randomUUID().slice(0, 6)}`, assessmentOverrides: Record<string, unknown> = {}): Promise<Client> {
      const data = registration('challenger', name);
      const registered = await h.publish(userRegisteredV1, data);
      const evaluated = assessment(data.userId, visaType, assessmentOverrides);
      const completed = await h.publish(assessmentCompletedV1, evaluated);
      await Promise.all([h.processed(registered.id), h.processed(completed.id)]);
      return { userId: data.userId, role: 'challenger', name, assessmentId: evaluated.assessmentId };
    },
    /** The applicant chose the expert (as matching publishes it); resolves once it is in the inbox. */
    async select(expert: Caller, client: Client, overrides: Record<string, unknown> = {}): Promise<string> {
      const data = selection(expert.userId, client.userId, client.assessmentId, overrides);
      const event = await h.publish(expertSelectedV1, data);
      await h.processed(event.id);
      return data.requestId;
    },
    async setPrices(expert: Caller, prices: Array<{ serviceOption: string; visaType: string; amount: number }>) {
      const res = await call('PUT', '/api/specialist/pricing', expert, { prices });
      if (res.statusCode !== 200) throw new Error(`pricing answered ${res.statusCode}: ${res.body}`);
      return res.json().data;
    },
    quote(
      expert: Caller,
      requestId: string,
      body: Record<string, unknown> = { serviceOption: 'document_review', amount: 300_000 },
      headers: Record<string, string> = {},
    ) {
      return call('POST', `/api/specialist/matching/requests/${requestId}/quote`, expert, body, headers);
    },
    /** The outbox rows of one event type with this key, oldest first (the harness's relay is not started, so they stay). */
    async outbox(type: string, key: string) {
      const rows = await h.db.outboxEvent.findMany({ where: { type, key }, orderBy: { createdAt: 'asc' } });
      return rows.map((r) => (r.payload as { data: Record<string, unknown> }).data);
    },
  };
}

/** Every route of the core part, for the wrong-role checks. */
export const CORE_ROUTES: ReadonlyArray<readonly ['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
  ['GET', '/api/specialist/profile'],
  ['POST', '/api/specialist/profile'],
  ['PUT', '/api/specialist/profile'],
  ['GET', '/api/specialist/stats'],
  ['PUT', '/api/specialist/vacation'],
  ['GET', '/api/specialist/pricing'],
  ['PUT', '/api/specialist/pricing'],
  ['GET', '/api/specialist/matching/requests'],
  ['GET', `/api/specialist/matching/requests/${randomUUID()}`],
  ['POST', `/api/specialist/matching/requests/${randomUUID()}/quote`],
  ['GET', `/api/specialist/assessment/${randomUUID()}`],
  ['GET', '/api/specialist/schedules'],
  ['POST', '/api/specialist/schedules'],
  ['PUT', `/api/specialist/schedules/${randomUUID()}`],
  ['DELETE', `/api/specialist/schedules/${randomUUID()}`],
  ['GET', '/api/v1/dashboard/me/pro'],
];

export const profileBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kim Expert',
  expertise: 'administrative',
  certifications: ['행정사'],
  experienceYears: 9,
  languages: ['ko', 'en'],
  supportedVisaTypes: ['E-7', 'F-2'],
  bio: 'Ten years of work visas.',
  ...overrides,
});
