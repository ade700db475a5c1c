import { randomUUID } from 'node:crypto';
import { ZMatchingQuotesSchema, ZSuccessEnvelopeSchema } from '@tov/contracts';
import { sendQuote } from '../../src/store/quotes';
import { receiveRequest } from '../../src/store/requests';
import { account, api, quotedRequest, type Caller, type QuotedRequest } from './money-fixtures';
import { selection, startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

/**
 * `GET /api/visa/v3/matching/{id}/quotes` (docs/decisions/116-hand-off-at-selection.md): the applicant
 * reads the chosen expert's quotes and the paid service from the service that owns them, with the
 * statuses matching used to show on the request: the standing quote `sent` (or `accepted`,
 * `declined`, `expired`), earlier ones `superseded`.
 */
let h: SpecialistHarness;
let a: ReturnType<typeof api>;
let expert: Caller;

beforeAll(async () => {
  h = await startSpecialistHarness();
  a = api(h);
  expert = await account(h, 'pro', 'Quote Expert');
}, 180_000);
afterAll(async () => h?.close());

const quotesOf = (who: Pick<Caller, 'userId' | 'role'> | null, requestId: string) => a.call('GET', `/api/visa/v3/matching/${requestId}/quotes`, who);

async function read(client: Caller, requestId: string) {
  const res = await quotesOf(client, requestId);
  expect(res.statusCode).toBe(200);
  return ZSuccessEnvelopeSchema(ZMatchingQuotesSchema).parse(res.json()).data;
}

/** The expert quotes again on the request (the standing quote is superseded). */
async function requote(q: QuotedRequest, amount: number, validUntil?: string) {
  const { value } = await sendQuote(
    h.db,
    expert.userId,
    q.requestId,
    { serviceOption: 'full_service', amount, message: null, ...(validUntil ? { validUntil } : {}) },
    new Date(),
    undefined,
  );
  return value;
}

describe("the applicant's quotes", () => {
  it('answers none and no service while the expert has not quoted', async () => {
    const client = await account(h, 'challenger');
    const selected = selection(expert.userId, client.userId, randomUUID());
    await h.db.$transaction((tx) => receiveRequest(tx, selected));
    expect(await read(client, selected.requestId)).toEqual({ requestId: selected.requestId, quotes: [], service: null });
  });

  it('lists them newest first: the standing one sent, the earlier one superseded, no service before a payment', async () => {
    const client = await account(h, 'challenger');
    const q = await quotedRequest(h, expert, client, { amount: 350_000 });
    const standing = await requote(q, 300_000);
    const { quotes, service } = await read(client, q.requestId);
    expect(service).toBeNull();
    expect(quotes).toEqual([
      {
        quoteId: standing.id,
        requestId: q.requestId,
        expertId: expert.userId,
        expertName: 'Quote Expert',
        amount: 300_000,
        currency: 'KRW',
        serviceOption: 'full_service',
        message: null,
        validUntil: standing.validUntil.toISOString(),
        status: 'sent',
        createdAt: standing.createdAt.toISOString(),
      },
      expect.objectContaining({ quoteId: q.quote.id, amount: 350_000, status: 'superseded' }),
    ]);
  });

  it('shows the accepted quote and the paid service, whose status follows the service as the expert works it', async () => {
    const client = await account(h, 'challenger');
    const q = await quotedRequest(h, expert, client);
    const accepted = await a.accept(client, q, randomUUID());
    expect(accepted.statusCode).toBe(201);
    const serviceId = accepted.json().data.service.serviceId as string;
    expect(await read(client, q.requestId)).toMatchObject({
      quotes: [{ quoteId: q.quote.id, status: 'accepted' }],
      service: { serviceId, status: 'accepted' },
    });
    await a.moveTo(expert, serviceId, 'in_progress');
    expect((await read(client, q.requestId)).service).toEqual({ serviceId, status: 'in_progress' });
    await a.moveTo(expert, serviceId, 'completed');
    expect((await read(client, q.requestId)).service).toEqual({ serviceId, status: 'completed' });
  });

  it('shows a declined quote declined', async () => {
    const client = await account(h, 'challenger');
    const q = await quotedRequest(h, expert, client);
    expect((await a.decline(client, q)).statusCode).toBe(200);
    expect((await read(client, q.requestId)).quotes.map((x) => [x.quoteId, x.status])).toEqual([[q.quote.id, 'declined']]);
  });

  it('shows the standing quote expired once past its validUntil, before and after the sweep closes it', async () => {
    const client = await account(h, 'challenger');
    const q = await quotedRequest(h, expert, client);
    const standing = await requote(q, 200_000, new Date(Date.now() + 60 * 60_000).toISOString());
    h.clock.now = new Date(Date.now() + 2 * 60 * 60_000);
    try {
      const statuses = async () => (await read(client, q.requestId)).quotes.map((x) => [x.quoteId, x.status]);
      expect(await statuses()).toEqual([
        [standing.id, 'expired'],
        [q.quote.id, 'superseded'],
      ]);
      while ((await h.sweep.runOnce()) > 0);
      expect(await h.db.quote.findUniqueOrThrow({ where: { id: standing.id } })).toMatchObject({ status: 'expired' });
      expect(await statuses()).toEqual([
        [standing.id, 'expired'],
        [q.quote.id, 'superseded'],
      ]);
    } finally {
      h.clock.now = new Date();
    }
  });
});

describe('who reads them', () => {
  it("answers 404 for another user's request whatever their role (the chosen expert and an admin included), for an unknown id, 400 for a malformed one and 401 without a sign-in", async () => {
    const client = await account(h, 'challenger');
    const q = await quotedRequest(h, expert, client);
    for (const who of [await account(h, 'challenger'), expert, await account(h, 'admin'), await account(h, 'company')]) {
      const res = await quotesOf(who, q.requestId);
      expect([who.role, res.statusCode, res.json().code]).toEqual([who.role, 404, 'MATCHING_REQUEST_NOT_FOUND']);
    }
    expect((await quotesOf(client, randomUUID())).statusCode).toBe(404);
    const malformed = await quotesOf(client, 'not-a-uuid');
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await quotesOf(null, q.requestId)).statusCode).toBe(401);
    // The applicant, whatever role their account has, reads their own.
    expect((await quotesOf({ userId: client.userId, role: 'company' }, q.requestId)).statusCode).toBe(200);
  });
});
