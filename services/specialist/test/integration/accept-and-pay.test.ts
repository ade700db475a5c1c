import { randomUUID } from 'node:crypto';
import { ZAcceptQuoteResultSchema, ZClientServiceListSchema, ZClientServiceSchema, ZQuoteSchema } from '@tov/contracts';
import { chargeIdOf } from '../../src/domain/deterministic-id';
import { sendQuote } from '../../src/store/quotes';
import { account, api, outboxCount, outboxData, quotedRequest, type Caller } from './money-fixtures';
import { startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

/**
 * The applicant's side (docs/decisions/093-accept-and-pay-transaction.md): accepting the standing quote of
 * their request charges it once through the sandbox provider, however often or however concurrently
 * the call is sent; declining closes the request; their services are theirs alone.
 */
let h: SpecialistHarness;
let a: ReturnType<typeof api>;
let expert: Caller;

beforeAll(async () => {
  h = await startSpecialistHarness();
  a = api(h);
  expert = await account(h, 'pro', 'Kim Expert');
}, 180_000);
afterAll(async () => h?.close());

const chargesOf = (quoteId: string) => h.payments.movements.filter((m) => m.operation === 'charge' && m.id === chargeIdOf(quoteId)).length;

describe('accepting a quote', () => {
  it('charges its amount, makes an accepted service, closes the quote and the request, and writes specialist.payment.captured once', async () => {
    const client = await account(h, 'challenger', 'Nguyen Client');
    const q = await quotedRequest(h, expert, client, { amount: 350_000 });
    const res = await a.accept(client, q, randomUUID());
    expect(res.statusCode).toBe(201);
    const { service, payment } = ZAcceptQuoteResultSchema.parse(res.json().data);
    expect(service).toMatchObject({
      requestId: q.requestId,
      quoteId: q.quote.id,
      expertId: expert.userId,
      expertName: 'Kim Expert',
      clientId: client.userId,
      clientName: 'Nguyen Client',
      status: 'accepted',
      amount: 350_000,
      refundedAmount: 0,
      paymentStatus: 'captured',
      progress: { done: 0, total: 0 },
    });
    expect(service.history.map((x) => x.status)).toEqual(['accepted']);
    expect(payment).toMatchObject({
      paymentId: chargeIdOf(q.quote.id),
      kind: 'charge',
      serviceId: service.serviceId,
      amount: 350_000,
      provider: 'sandbox',
      providerReference: expect.stringMatching(/^sbx_pay_/),
    });
    expect(chargesOf(q.quote.id)).toBe(1);
    expect(await h.db.quote.findUnique({ where: { id: q.quote.id } })).toMatchObject({ status: 'accepted' });
    expect(await h.db.specialistRequest.findUnique({ where: { id: q.requestId } })).toMatchObject({ status: 'accepted' });
    expect(await outboxData(h, 'specialist.payment.captured', service.serviceId)).toEqual([
      expect.objectContaining({
        paymentId: payment.paymentId,
        serviceId: service.serviceId,
        requestId: q.requestId,
        quoteId: q.quote.id,
        expertId: expert.userId,
        userId: client.userId,
        amount: 350_000,
        currency: 'KRW',
        provider: 'sandbox',
      }),
    ]);
  });

  it('answers a retry with the same Idempotency-Key with the first service, charging nothing more', async () => {
    const client = await account(h, 'challenger');
    const q = await quotedRequest(h, expert, client);
    const key = randomUUID();
    const first = await a.accept(client, q, key);
    const again = await a.accept(client, q, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.service.serviceId).toBe(first.json().data.service.serviceId);
    expect(chargesOf(q.quote.id)).toBe(1);
    expect(await h.db.payment.count({ where: { kind: 'charge', serviceId: first.json().data.service.serviceId } })).toBe(1);
  });

  it('charges once when the same accept is sent twice at the same moment with the same key (a double click)', async () => {
    const client = await account(h, 'challenger');
    const q = await quotedRequest(h, expert, client);
    const key = randomUUID();
    const [one, two] = await Promise.all([a.accept(client, q, key), a.accept(client, q, key)]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json().data.service.serviceId).toBe(two.json().data.service.serviceId);
    expect([one.headers['idempotent-replayed'], two.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(chargesOf(q.quote.id)).toBe(1);
    expect(await h.db.service.count({ where: { quoteId: q.quote.id } })).toBe(1);
    expect(await outboxCount(h, 'specialist.payment.captured', one.json().data.service.serviceId)).toBe(1);
  });

  it('charges once when two accepts with different keys race: one pays, the other is 409 QUOTE_ALREADY_ACCEPTED', async () => {
    const client = await account(h, 'challenger');
    const q = await quotedRequest(h, expert, client);
    const answers = await Promise.all([a.accept(client, q, randomUUID()), a.accept(client, q, randomUUID()), a.accept(client, q)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(['QUOTE_ALREADY_ACCEPTED', 'QUOTE_ALREADY_ACCEPTED']);
    expect(chargesOf(q.quote.id)).toBe(1);
    expect(await h.db.payment.count({ where: { idempotencyKey: `charge:${q.quote.id}` } })).toBe(1);
  });

  it('refuses the same key for another quote (409 IDEMPOTENCY_KEY_REUSED)', async () => {
    const client = await account(h, 'challenger');
    const first = await quotedRequest(h, expert, client);
    const second = await quotedRequest(h, expert, client);
    const key = randomUUID();
    expect((await a.accept(client, first, key)).statusCode).toBe(201);
    const reused = await a.accept(client, second, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(chargesOf(second.quote.id)).toBe(0);
  });

  it('refuses a quote that is no longer the standing one, or past its deadline, with 409 QUOTE_NOT_OPEN', async () => {
    const client = await account(h, 'challenger');
    const q = await quotedRequest(h, expert, client);
    // The expert quotes again: the first quote is superseded.
    const requote = await quotedRequestAgain(q);
    const superseded = await a.accept(client, q, randomUUID());
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json()).toMatchObject({ success: false, code: 'QUOTE_NOT_OPEN', message: expect.stringContaining('견적') });
    // The standing one, once its deadline has passed (before the sweep marked it expired).
    const soon = await quotedRequest(h, expert, client, { validUntil: new Date(Date.now() + 60_000).toISOString() });
    h.clock.now = new Date(Date.now() + 120_000);
    try {
      const late = await a.accept(client, soon, randomUUID());
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('QUOTE_NOT_OPEN');
    } finally {
      h.clock.now = new Date();
    }
    expect(chargesOf(q.quote.id) + chargesOf(soon.quote.id)).toBe(0);
    expect((await a.accept(client, { ...q, quote: { id: requote, amount: 0 } }, randomUUID())).statusCode).toBe(201);
  });

  it("answers 404 for another user's request and for a quote of another request, and 401 without a sign-in", async () => {
    const client = await account(h, 'challenger');
    const stranger = await account(h, 'challenger');
    const q = await quotedRequest(h, expert, client);
    const other = await quotedRequest(h, expert, stranger);
    const notMine = await a.accept(stranger, q, randomUUID());
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('MATCHING_REQUEST_NOT_FOUND');
    expect((await a.decline(stranger, q)).statusCode).toBe(404);
    const mixed = await a.accept(client, { ...q, quote: other.quote }, randomUUID());
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().code).toBe('QUOTE_NOT_FOUND');
    expect((await a.call('POST', `/api/visa/v3/matching/${q.requestId}/quotes/${q.quote.id}/accept`, null)).statusCode).toBe(401);
    const badId = await a.call('POST', `/api/visa/v3/matching/not-a-uuid/quotes/${q.quote.id}/accept`, client);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().code).toBe('VALIDATION_ERROR');
    expect(chargesOf(q.quote.id)).toBe(0);
  });

  it('charges nothing when the provider declines the card (422 PAYMENT_FAILED), and the quote stays open', async () => {
    const client = await account(h, 'challenger');
    const q = await quotedRequest(h, expert, client);
    h.payments.refuseNext('charge', 'CARD_DECLINED');
    const declined = await a.accept(client, q, randomUUID());
    expect(declined.statusCode).toBe(422);
    expect(declined.json().code).toBe('PAYMENT_FAILED');
    expect(await h.db.service.count({ where: { quoteId: q.quote.id } })).toBe(0);
    expect(await h.db.quote.findUnique({ where: { id: q.quote.id } })).toMatchObject({ status: 'sent' });
    expect((await a.accept(client, q, randomUUID())).statusCode).toBe(201);
    expect(chargesOf(q.quote.id)).toBe(1);
  });
});

describe('declining a quote', () => {
  it('closes the quote and the request, writes specialist.quote.closed (declined) once, and leaves nothing to accept', async () => {
    const client = await account(h, 'challenger');
    const q = await quotedRequest(h, expert, client);
    const res = await a.decline(client, q);
    expect(res.statusCode).toBe(200);
    expect(ZQuoteSchema.parse(res.json().data)).toMatchObject({ quoteId: q.quote.id, status: 'declined', expertName: 'Kim Expert' });
    expect(await h.db.specialistRequest.findUnique({ where: { id: q.requestId } })).toMatchObject({ status: 'declined' });
    expect(await outboxData(h, 'specialist.quote.closed', q.requestId)).toEqual([
      expect.objectContaining({ quoteId: q.quote.id, reason: 'declined', userId: client.userId, expertId: expert.userId }),
    ]);
    const again = await a.decline(client, q);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUOTE_NOT_OPEN');
    expect((await a.accept(client, q, randomUUID())).json().code).toBe('QUOTE_NOT_OPEN');
    expect(await outboxCount(h, 'specialist.quote.closed', q.requestId)).toBe(1);
  });
});

describe("the applicant's services", () => {
  it("lists only the caller's own services, newest first, each with its roadmap (none yet)", async () => {
    const client = await account(h, 'challenger');
    const first = await a.paidService(expert, client, { amount: 100_000 });
    const second = await a.paidService(expert, client, { amount: 200_000 });
    await a.paidService(expert, await account(h, 'challenger'));
    const res = await a.call('GET', '/api/visa/v3/services', client);
    expect(res.statusCode).toBe(200);
    const { items } = ZClientServiceListSchema.parse(res.json().data);
    expect(items.map((s) => s.serviceId)).toEqual([second.service.serviceId, first.service.serviceId]);
    expect(items.every((s) => s.roadmap === null && s.clientId === client.userId)).toBe(true);
  });

  it('shows one service to its client and answers 404 to anyone else', async () => {
    const client = await account(h, 'challenger');
    const { service } = await a.paidService(expert, client);
    const mine = await a.call('GET', `/api/visa/v3/services/${service.serviceId}`, client);
    expect(mine.statusCode).toBe(200);
    expect(ZClientServiceSchema.parse(mine.json().data)).toMatchObject({ serviceId: service.serviceId, status: 'accepted', roadmap: null });
    const other = await a.call('GET', `/api/visa/v3/services/${service.serviceId}`, await account(h, 'challenger'));
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('SERVICE_NOT_FOUND');
    expect((await a.call('GET', `/api/visa/v3/services/${service.serviceId}`, expert)).statusCode).toBe(404);
    expect((await a.call('GET', '/api/visa/v3/services', null)).statusCode).toBe(401);
  });
});

/** The expert quotes the same request again (the first quote is superseded); the new quote's id. */
async function quotedRequestAgain(q: { requestId: string }): Promise<string> {
  const { value } = await sendQuote(h.db, expert.userId, q.requestId, { serviceOption: 'document_review', amount: 280_000 }, new Date(), undefined);
  return value.id;
}
