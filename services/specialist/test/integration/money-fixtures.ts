import { randomUUID } from 'node:crypto';
import { ZAcceptQuoteResultSchema, type TAcceptQuoteResult, type TQuote } from '@tov/contracts';
import { isPro, profileFromRegistration } from '../../src/domain/profile-defaults';
import { upsertAssessments } from '../../src/store/assessments';
import { createProfileFromRegistration } from '../../src/store/profiles';
import { sendQuote } from '../../src/store/quotes';
import { receiveRequest } from '../../src/store/requests';
import { upsertUser } from '../../src/store/users';
import { assessment, registration, selection, type SpecialistHarness } from './specialist-harness';

export type Role = 'challenger' | 'company' | 'pro' | 'admin' | 'super_admin';

/** A caller as the gateway forwards it. */
export interface Caller {
  userId: string;
  role: Role;
  name: string;
  email: string;
}

/** The identity headers the gateway forwards for `who`, signed with the service's secret. */
export const headersOf = (h: SpecialistHarness, who: Pick<Caller, 'userId' | 'role'>) => h.identityHeaders(who.userId, who.role);

/**
 * An account the service knows, as `auth.user.registered` would have made it (written through the
 * consumer's own store functions, without the broker: the story test goes through Kafka).
 */
export async function account(h: SpecialistHarness, role: Role, name = `${role} ${randomUUID().slice(0, 6)}`): Promise<Caller> {
  const data = registration(role === 'super_admin' ? 'admin' : role, name);
  await h.db.$transaction(async (tx) => {
    await upsertUser(tx, { userId: data.userId, name: data.name, email: data.email, role: data.role, roles: data.roles });
    if (isPro({ role: data.role, roles: data.roles }))
      await createProfileFromRegistration(tx, profileFromRegistration(data as Parameters<typeof profileFromRegistration>[0]));
  });
  return { userId: data.userId, role, name, email: data.email };
}

export interface QuotedRequest {
  requestId: string;
  assessmentId: string;
  quote: { id: string; amount: number };
}

/**
 * A matching request in which `client` chose `expert` (with the client's assessment), quoted by the
 * expert: what `matching.expert.selected`, `visa.assessment.completed` and the quote call make.
 */
export async function quotedRequest(
  h: SpecialistHarness,
  expert: Caller,
  client: Caller,
  options: { amount?: number; visaType?: string; missingDocuments?: string[]; nationality?: string; validUntil?: string } = {},
): Promise<QuotedRequest> {
  const visaType = options.visaType ?? 'E-7';
  const assessed = assessment(client.userId, visaType, {
    ...(options.missingDocuments ? { missingDocuments: options.missingDocuments } : {}),
    ...(options.nationality ? { nationality: options.nationality } : {}),
  });
  const selected = selection(expert.userId, client.userId, assessed.assessmentId, { visaType });
  await h.db.$transaction(async (tx) => {
    await upsertAssessments(tx, [assessed]);
    await receiveRequest(tx, selected);
  });
  const { value: quote } = await sendQuote(
    h.db,
    expert.userId,
    selected.requestId,
    { serviceOption: 'document_review', amount: options.amount ?? 300_000, ...(options.validUntil ? { validUntil: options.validUntil } : {}) },
    h.clock.now,
    undefined,
  );
  return { requestId: selected.requestId, assessmentId: assessed.assessmentId, quote: { id: quote.id, amount: quote.amount } };
}

/** Calls the service as the gateway would (`inject`, no network). */
export function api(h: SpecialistHarness) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Pick<Caller, 'userId' | 'role'> | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    h.service.app.inject({
      method,
      url,
      headers: { ...(who ? headersOf(h, who) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    accept: (client: Caller, q: QuotedRequest, key?: string) =>
      call('POST', `/api/visa/v3/matching/${q.requestId}/quotes/${q.quote.id}/accept`, client, undefined, key ? { 'idempotency-key': key } : {}),
    decline: (client: Caller, q: QuotedRequest) => call('POST', `/api/visa/v3/matching/${q.requestId}/quotes/${q.quote.id}/decline`, client),
    /** A quoted request accepted and paid: the service. */
    async paidService(
      expert: Caller,
      client: Caller,
      options: Parameters<typeof quotedRequest>[3] = {},
    ): Promise<TAcceptQuoteResult & { request: QuotedRequest }> {
      const request = await quotedRequest(h, expert, client, options);
      const res = await this.accept(client, request, randomUUID());
      if (res.statusCode !== 201) throw new Error(`accept answered ${res.statusCode}: ${res.body}`);
      return { ...ZAcceptQuoteResultSchema.parse(res.json().data), request };
    },
    setStatus: (expert: Caller, serviceId: string, status: string, note?: string) =>
      call('PUT', `/api/specialist/services/${serviceId}/status`, expert, { status, ...(note ? { note } : {}) }),
    /** Walks a service from where it stands through its states up to `target` (each step must answer 200). */
    async moveTo(expert: Caller, serviceId: string, target: 'in_progress' | 'documents_submitted' | 'completed' | 'cancelled') {
      const forward = ['accepted', 'in_progress', 'documents_submitted', 'completed'];
      const current = (await h.db.service.findUniqueOrThrow({ where: { id: serviceId } })).status;
      const path = target === 'cancelled' ? ['cancelled'] : forward.slice(forward.indexOf(current) + 1, forward.indexOf(target) + 1);
      for (const status of path) {
        const res = await this.setStatus(expert, serviceId, status);
        if (res.statusCode !== 200) throw new Error(`${status} answered ${res.statusCode}: ${res.body}`);
      }
    },
  };
}

/** How many events of `type` about `key` are in the outbox (the relay is not started in these tests, so each stays there). */
export function outboxCount(h: SpecialistHarness, type: string, key: string): Promise<number> {
  return h.db.outboxEvent.count({ where: { type, key } });
}

/** The data of the outbox rows of `type` about `key`. */
export async function outboxData(h: SpecialistHarness, type: string, key: string): Promise<Array<Record<string, unknown>>> {
  const rows = await h.db.outboxEvent.findMany({ where: { type, key } });
  return rows.map((r) => (r.payload as { data: Record<string, unknown> }).data);
}

export type { TQuote };
