import type { TAcceptQuoteResult, TClientService, TMatchingQuotes } from '@tov/contracts';
import { http, unwrap } from './http-client';

const MATCHING = '/visa/v3/matching';
const SERVICES = '/visa/v3/services';
const id = (value: string) => encodeURIComponent(value);

/** `POST /services/{id}/messages`: the applicant's answer on the roadmap, optionally on one step (contracts `ZClientMessageSchema`). */
export interface ClientMessage {
  body: string;
  stepId?: string | null;
}

/**
 * The applicant's side of a paid service (the specialist service answers these): accept a quote and
 * pay, decline it, and the services bought with their roadmaps and messages. Reads the screens show
 * themselves ask for no toast; accepting, declining and answering show their failure on the screen too.
 */
export const servicesApi = {
  /** The chosen expert's quotes on the request and the paid service, from the specialist service (`ZMatchingQuotesSchema`). */
  async quotes(requestId: string): Promise<TMatchingQuotes> {
    const res = await http.get(`${MATCHING}/${id(requestId)}/quotes`, { silent: true });
    return unwrap<TMatchingQuotes>(res.data);
  },
  /**
   * Accepts the quote and pays it. `idempotencyKey` is the applicant's intent (one per quote): a double
   * click, the client's own retry after a lost answer or "다시 시도" send the same key, so the card is
   * charged once.
   */
  async acceptQuote(requestId: string, quoteId: string, idempotencyKey: string): Promise<TAcceptQuoteResult> {
    const res = await http.post(
      `${MATCHING}/${id(requestId)}/quotes/${id(quoteId)}/accept`,
      {},
      { headers: { 'Idempotency-Key': idempotencyKey }, silent: true },
    );
    return unwrap<TAcceptQuoteResult>(res.data);
  },
  async declineQuote(requestId: string, quoteId: string): Promise<void> {
    await http.post(`${MATCHING}/${id(requestId)}/quotes/${id(quoteId)}/decline`, {}, { silent: true });
  },
  async list(): Promise<TClientService[]> {
    const res = await http.get(SERVICES, { silent: true });
    return unwrap<{ items: TClientService[] }>(res.data).items;
  },
  async get(serviceId: string): Promise<TClientService> {
    const res = await http.get(`${SERVICES}/${id(serviceId)}`, { silent: true });
    return unwrap<TClientService>(res.data);
  },
  /** The screen reads the service again afterwards (the answer's shape is the message; the roadmap is what it shows). */
  async sendMessage(serviceId: string, message: ClientMessage): Promise<void> {
    const body = { body: message.body, ...(message.stepId ? { stepId: message.stepId } : {}) };
    await http.post(`${SERVICES}/${id(serviceId)}/messages`, body, { silent: true });
  },
};
