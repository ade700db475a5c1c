import { randomUUID } from 'node:crypto';
import { assessmentCompletedV1, expertSelectedV1, QUOTE_DEFAULT_VALID_DAYS, ZSpecialistRequestListSchema, ZSuccessEnvelopeSchema } from '@tov/contracts';
import { api, caller, type Caller } from './specialist-api';
import { assessment, selection, startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

let h: SpecialistHarness;
let t: ReturnType<typeof api>;
beforeAll(async () => {
  h = await startSpecialistHarness();
  t = api(h);
}, 180_000);
afterAll(async () => h?.close());

describe('the inbox', () => {
  it("shows a request within seconds of matching.expert.selected, with the client's name and the price list's default amount", async () => {
    const pro = await t.pro();
    await t.setPrices(pro, [{ serviceOption: 'document_review', visaType: 'E-7', amount: 330_000 }]);
    const client = await t.client('E-7', 'Nguyen Van A');
    const started = Date.now();
    const requestId = await t.select(pro, client);
    expect(Date.now() - started).toBeLessThan(10_000);

    const res = await t.call('GET', '/api/specialist/matching/requests', pro);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(ZSuccessEnvelopeSchema(ZSpecialistRequestListSchema).parse(res.json()).success).toBe(true);
    expect(res.json().data).toMatchObject({ page: 1, total: 1 });
    expect(res.json().data.items[0]).toMatchObject({
      requestId,
      status: 'new',
      clientId: client.userId,
      clientName: 'Nguyen Van A',
      assessmentId: client.assessmentId,
      visaType: 'E-7',
      serviceOption: 'document_review',
      quote: null,
      defaultAmount: 330_000,
    });
  });

  it("answers each request in the inbox exactly as its own page does (the inbox's JSON is built by Postgres)", async () => {
    const pro = await t.pro('Same Pro');
    await t.setPrices(pro, [{ serviceOption: 'consultation', visaType: 'E-7', amount: 90_000 }]);
    const client = await t.client('E-7', 'Same Client');
    const quoted = await t.select(pro, client, { serviceOption: 'consultation' });
    const fresh = await t.select(pro, client, { visaType: 'F-6' });
    const stranger = await t.select(pro, { ...client, userId: randomUUID() });
    await t.quote(pro, quoted, { serviceOption: 'full_service', amount: 700_000, message: '"quoted" \\ text\nwith lines 한국어' });
    const items = (await t.call('GET', '/api/specialist/matching/requests', pro)).json().data.items as Array<Record<string, unknown>>;
    for (const id of [quoted, fresh, stranger]) {
      const { assessment: _assessment, quotes: _quotes, ...detail } = (await t.call('GET', `/api/specialist/matching/requests/${id}`, pro)).json().data;
      expect(items.find((item) => item.requestId === id)).toEqual(detail);
    }
    expect(items.find((item) => item.requestId === quoted)).toMatchObject({
      defaultAmount: 90_000,
      quote: { expertName: 'Same Pro', message: '"quoted" \\ text\nwith lines 한국어' },
    });
    expect(items.find((item) => item.requestId === stranger)).toMatchObject({ clientName: '신청자', defaultAmount: null, quote: null });
  });

  it('takes the visa type from the assessment when the selection does not carry it, also when the assessment comes later', async () => {
    const pro = await t.pro();
    const client = await t.client('F-2');
    const early = await t.select(pro, client, { visaType: undefined });
    const laterAssessmentId = randomUUID();
    const late = await t.select(pro, { ...client, assessmentId: laterAssessmentId }, { visaType: undefined });
    const items = (await t.call('GET', '/api/specialist/matching/requests', pro)).json().data.items;
    expect(items.find((r: { requestId: string }) => r.requestId === early).visaType).toBe('F-2');
    expect(items.find((r: { requestId: string }) => r.requestId === late).visaType).toBe('unknown');

    await h.processed((await h.publish(assessmentCompletedV1, assessment(client.userId, 'D-10', { assessmentId: laterAssessmentId }))).id);
    const after = (await t.call('GET', '/api/specialist/matching/requests', pro)).json().data.items;
    expect(after.find((r: { requestId: string }) => r.requestId === late).visaType).toBe('D-10');
  });

  it('keeps a redelivered selection to one request', async () => {
    const pro = await t.pro();
    const client = await t.client();
    const data = selection(pro.userId, client.userId, client.assessmentId);
    await h.processed((await h.publish(expertSelectedV1, data)).id);
    await h.processed((await h.publish(expertSelectedV1, data)).id);
    expect((await t.call('GET', '/api/specialist/matching/requests', pro)).json().data.total).toBe(1);
  });

  it("filters by status and visa type, pages newest first, and shows only the caller's requests", async () => {
    const [pro, other] = [await t.pro(), await t.pro()];
    const client = await t.client('E-7');
    const base = Date.now() - 60_000;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await t.select(pro, client, { visaType: i % 2 === 0 ? 'E-7' : 'F-6', selectedAt: new Date(base + i * 1_000).toISOString() }));
    await t.select(other, client);
    await t.quote(pro, ids[4]!);

    const page1 = (await t.call('GET', '/api/specialist/matching/requests?limit=2', pro)).json().data;
    expect(page1).toMatchObject({ page: 1, limit: 2, total: 5 });
    expect(page1.items.map((r: { requestId: string }) => r.requestId)).toEqual([ids[4], ids[3]]);
    const page3 = (await t.call('GET', '/api/specialist/matching/requests?limit=2&page=3', pro)).json().data;
    expect(page3.items.map((r: { requestId: string }) => r.requestId)).toEqual([ids[0]]);

    const quotedAnswer = (await t.call('GET', '/api/specialist/matching/requests?status=quoted', pro)).json();
    expect(() => ZSuccessEnvelopeSchema(ZSpecialistRequestListSchema).parse(quotedAnswer)).not.toThrow();
    const quoted = quotedAnswer.data;
    expect([quoted.total, quoted.items[0].requestId, quoted.items[0].quote.amount]).toEqual([1, ids[4], 300_000]);
    const f6 = (await t.call('GET', '/api/specialist/matching/requests?visaType=F-6', pro)).json().data;
    expect(f6.items.map((r: { requestId: string }) => r.requestId)).toEqual([ids[3], ids[1]]);
    const both = (await t.call('GET', '/api/specialist/matching/requests?visaType=E-7&status=new', pro)).json().data;
    expect(both.items.map((r: { requestId: string }) => r.requestId)).toEqual([ids[2], ids[0]]);

    const bad = await t.call('GET', '/api/specialist/matching/requests?status=open&limit=0', pro);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it("shows one request with the applicant's assessment summary and every quote; another expert's is 404", async () => {
    const [pro, other] = [await t.pro(), await t.pro()];
    const client = await t.client('E-7', 'Tran Thi B', { missingDocuments: ['passport_copy', 'degree_certificate'], score: 81 });
    const requestId = await t.select(pro, client);
    await t.quote(pro, requestId, { serviceOption: 'document_review', amount: 200_000 });
    await t.quote(pro, requestId, { serviceOption: 'full_service', amount: 900_000, message: 'Everything, start to end' });

    const res = await t.call('GET', `/api/specialist/matching/requests/${requestId}`, pro);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      requestId,
      status: 'quoted',
      clientName: 'Tran Thi B',
      quote: { amount: 900_000, status: 'sent', serviceOption: 'full_service' },
    });
    expect(detail.assessment).toMatchObject({
      assessmentId: client.assessmentId,
      visaType: 'E-7',
      score: 81,
      missingDocuments: ['passport_copy', 'degree_certificate'],
      eligible: true,
    });
    expect(detail.assessment).not.toHaveProperty('userId');
    expect(detail.quotes.map((q: { amount: number; status: string }) => [q.amount, q.status])).toEqual([
      [900_000, 'sent'],
      [200_000, 'superseded'],
    ]);

    for (const [method, url] of [
      ['GET', `/api/specialist/matching/requests/${requestId}`],
      ['POST', `/api/specialist/matching/requests/${requestId}/quote`],
    ] as const) {
      const res2 = await t.call(method, url, other, method === 'POST' ? { serviceOption: 'consultation', amount: 1_000 } : undefined);
      expect([method, res2.statusCode, res2.json().code]).toEqual([method, 404, 'MATCHING_REQUEST_NOT_FOUND']);
    }
    expect((await t.call('GET', `/api/specialist/matching/requests/${randomUUID()}`, pro)).statusCode).toBe(404);
  });
});

describe('inbox totals', () => {
  it("keeps the totals per status and visa type exact through every kind of write (the counts' trigger)", async () => {
    const pro = await t.pro();
    const client = await t.client('E-7');
    const ids = [
      await t.select(pro, client),
      await t.select(pro, client, { visaType: 'F-2' }),
      await t.select(pro, client, { visaType: undefined, assessmentId: randomUUID() }),
    ];
    await t.quote(pro, ids[0]!);
    await h.db.specialistRequest.updateMany({ where: { id: ids[1]! }, data: { status: 'declined' } });
    await h.db.specialistRequest.update({ where: { id: ids[2]! }, data: { visaType: 'D-10' } });
    const counted = await h.db.specialistRequest.groupBy({ by: ['status', 'visaType'], where: { expertId: pro.userId }, _count: { _all: true } });
    const kept = await h.db.specialistRequestCount.findMany({ where: { expertId: pro.userId, n: { not: 0 } } });
    expect(Object.fromEntries(kept.map((k) => [`${k.status} ${k.visaType}`, k.n]))).toEqual(
      Object.fromEntries(counted.map((c) => [`${c.status} ${c.visaType}`, c._count._all])),
    );
    expect(Object.fromEntries(kept.map((k) => [`${k.status} ${k.visaType}`, k.n]))).toEqual({ 'quoted E-7': 1, 'declined F-2': 1, 'new D-10': 1 });
    const answer = async (q: string) => (await t.call('GET', `/api/specialist/matching/requests${q}`, pro)).json().data.total;
    expect([
      await answer(''),
      await answer('?status=quoted'),
      await answer('?visaType=F-2'),
      await answer('?status=new&visaType=D-10'),
      await answer('?status=new&visaType=E-7'),
    ]).toEqual([3, 1, 1, 1, 0]);

    await h.db.specialistRequest.deleteMany({ where: { id: ids[2]! } });
    expect(await answer('')).toBe(2);
  });
});

describe('quotes', () => {
  it('defaults the amount to the price list and the deadline to seven days, and publishes specialist.quote.sent', async () => {
    const pro = await t.pro('Choi Pro');
    await t.setPrices(pro, [{ serviceOption: 'consultation', visaType: 'E-7', amount: 80_000 }]);
    const client = await t.client('E-7');
    const requestId = await t.select(pro, client);
    const before = Date.now();
    const res = await t.quote(pro, requestId, { serviceOption: 'consultation', message: '첫 상담 1시간' });
    expect(res.statusCode).toBe(201);
    const quote = res.json().data;
    expect(quote).toMatchObject({
      requestId,
      expertId: pro.userId,
      expertName: 'Choi Pro',
      amount: 80_000,
      currency: 'KRW',
      serviceOption: 'consultation',
      message: '첫 상담 1시간',
      status: 'sent',
    });
    const days = (Date.parse(quote.validUntil) - before) / 86_400_000;
    expect(days).toBeGreaterThan(QUOTE_DEFAULT_VALID_DAYS - 0.01);
    expect(days).toBeLessThan(QUOTE_DEFAULT_VALID_DAYS + 0.01);

    expect(await t.outbox('specialist.quote.sent', requestId)).toEqual([
      expect.objectContaining({
        quoteId: quote.quoteId,
        requestId,
        expertId: pro.userId,
        userId: client.userId,
        amount: 80_000,
        currency: 'KRW',
        serviceOption: 'consultation',
        validUntil: quote.validUntil,
      }),
    ]);
  });

  it('answers 400 PRICE_NOT_SET without an amount when the price list has none for the option and visa type', async () => {
    const pro = await t.pro();
    await t.setPrices(pro, [{ serviceOption: 'consultation', visaType: 'F-2', amount: 80_000 }]);
    const requestId = await t.select(pro, await t.client('E-7'));
    const res = await t.quote(pro, requestId, { serviceOption: 'consultation' });
    expect([res.statusCode, res.json().code]).toEqual([400, 'PRICE_NOT_SET']);
    expect(await h.db.quote.count({ where: { requestId } })).toBe(0);
  });

  it('refuses a deadline in the past and an amount that is not whole won', async () => {
    const pro = await t.pro();
    const requestId = await t.select(pro, await t.client());
    const past = await t.quote(pro, requestId, { serviceOption: 'consultation', amount: 10_000, validUntil: new Date(Date.now() - 60_000).toISOString() });
    expect([past.statusCode, past.json().details[0].field]).toEqual([400, 'validUntil']);
    const fraction = await t.quote(pro, requestId, { serviceOption: 'consultation', amount: 10_000.5 });
    expect(fraction.statusCode).toBe(400);
  });

  it.each([
    ['an exponent in a string', '1e3'],
    ['a hexadecimal string', '0x10'],
    ['true', true],
    ['an array of one number', [5]],
    ['digits with spaces', ' 7 '],
  ])('answers 400 VALIDATION_ERROR to a quote whose amount is %s, saving nothing (issue 24 item 4)', async (_label, amount) => {
    const pro = await t.pro();
    const requestId = await t.select(pro, await t.client());
    const res = await t.quote(pro, requestId, { serviceOption: 'consultation', amount });
    expect([res.statusCode, res.json().code, res.json().details]).toEqual([
      400,
      'VALIDATION_ERROR',
      [{ field: 'amount', message: '금액은 원 단위 정수여야 합니다.' }],
    ]);
    expect(await h.db.quote.count({ where: { requestId } })).toBe(0);
    expect(await t.outbox('specialist.quote.sent', requestId)).toEqual([]);
  });

  it('supersedes the standing quote when quoting again: one sent quote at a time, also when two quotes race', async () => {
    const pro = await t.pro();
    const requestId = await t.select(pro, await t.client());
    const answers = await Promise.all([1, 2, 3].map((n) => t.quote(pro, requestId, { serviceOption: 'consultation', amount: n * 10_000 })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const quotes = await h.db.quote.findMany({ where: { requestId } });
    expect(quotes.filter((q) => q.status === 'sent')).toHaveLength(1);
    expect(quotes.filter((q) => q.status === 'superseded')).toHaveLength(2);
    expect(await t.outbox('specialist.quote.sent', requestId)).toHaveLength(3);
  });

  it('answers a retried quote with the same Idempotency-Key with the first quote, creating nothing twice', async () => {
    const pro = await t.pro();
    const requestId = await t.select(pro, await t.client());
    const key = { 'idempotency-key': randomUUID() };
    const first = await t.quote(pro, requestId, { serviceOption: 'consultation', amount: 10_000 }, key);
    const second = await t.quote(pro, requestId, { serviceOption: 'consultation', amount: 10_000 }, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data.quoteId).toBe(first.json().data.quoteId);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await h.db.quote.count({ where: { requestId } })).toBe(1);
  });

  it.each(['accepted', 'declined', 'expired'])('answers 409 REQUEST_CLOSED on a request that is %s', async (status) => {
    const pro = await t.pro();
    const requestId = await t.select(pro, await t.client());
    await h.db.specialistRequest.update({ where: { id: requestId }, data: { status } });
    const res = await t.quote(pro, requestId);
    expect([res.statusCode, res.json().code]).toEqual([409, 'REQUEST_CLOSED']);
  });
});

describe('quote expiry', () => {
  it('expires quotes past their deadline, and their requests, publishing specialist.quote.closed once', async () => {
    const pro = await t.pro();
    const client = await t.client();
    const [due, fresh] = [await t.select(pro, client), await t.select(pro, client)];
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const dueQuote = (await t.quote(pro, due, { serviceOption: 'consultation', amount: 10_000, validUntil: soon })).json().data;
    await t.quote(pro, fresh, { serviceOption: 'consultation', amount: 10_000 });

    h.clock.now = new Date(Date.now() + 2 * 60 * 60_000);
    try {
      expect(await h.sweep.runOnce()).toBeGreaterThanOrEqual(1);
      expect(await h.sweep.runOnce()).toBe(0);
      const requests = await h.db.specialistRequest.findMany({ where: { id: { in: [due, fresh] } } });
      expect(Object.fromEntries(requests.map((r) => [r.id, r.status]))).toEqual({ [due]: 'expired', [fresh]: 'quoted' });
      expect((await h.db.quote.findUnique({ where: { id: dueQuote.quoteId } }))?.status).toBe('expired');
      expect(await t.outbox('specialist.quote.closed', due)).toEqual([
        expect.objectContaining({ quoteId: dueQuote.quoteId, requestId: due, expertId: pro.userId, userId: client.userId, reason: 'expired' }),
      ]);
      expect(await t.outbox('specialist.quote.closed', fresh)).toEqual([]);

      const requote = await t.quote(pro, due, {
        serviceOption: 'consultation',
        amount: 10_000,
        validUntil: new Date(Date.now() + 3 * 60 * 60_000).toISOString(),
      });
      expect([requote.statusCode, requote.json().code]).toEqual([409, 'REQUEST_CLOSED']);
      const listed = (await t.call('GET', '/api/specialist/matching/requests?status=expired', pro)).json().data;
      expect(listed.items.map((r: { requestId: string; quote: { status: string } }) => [r.requestId, r.quote.status])).toEqual([[due, 'expired']]);
    } finally {
      h.clock.now = new Date();
    }
  });
});

describe('assessments of clients', () => {
  it("lets an expert read their client's assessments only: another expert and a stranger's assessment answer 404", async () => {
    const [pro, other] = [await t.pro(), await t.pro()];
    const client = await t.client('E-7', 'Client One', { missingDocuments: ['tb_test'] });
    const stranger = await t.client('F-6');
    await t.select(pro, client);

    const own = await t.call('GET', `/api/specialist/assessment/${client.assessmentId}`, pro);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ assessmentId: client.assessmentId, visaType: 'E-7', missingDocuments: ['tb_test'], nationality: 'Vietnam' });

    for (const [who, id] of [
      [other, client.assessmentId],
      [pro, stranger.assessmentId],
      [pro, randomUUID()],
    ] as const) {
      const res = await t.call('GET', `/api/specialist/assessment/${id}`, who);
      expect([res.statusCode, res.json().code]).toEqual([404, 'ASSESSMENT_NOT_FOUND']);
    }
    expect((await t.call('GET', `/api/specialist/assessment/${client.assessmentId}`, caller('challenger'))).statusCode).toBe(403);
  });

  it("answers a former client's later assessment, never sent to the expert, 404 like a stranger's", async () => {
    const [pro, next] = [await t.pro(), await t.pro()];
    const client = await t.client('F-6', 'Former Client');
    await t.select(pro, client);
    // After the matching the client evaluates an E-7 on their own, and later sends that one to another expert.
    const later = assessment(client.userId, 'E-7', { missingDocuments: ['degree_certificate'] });
    await h.processed((await h.publish(assessmentCompletedV1, later)).id);

    const read = (who: Caller, id: string) => t.call('GET', `/api/specialist/assessment/${id}`, who);
    expect((await read(pro, client.assessmentId)).statusCode).toBe(200);
    const unshared = await read(pro, later.assessmentId);
    expect([unshared.statusCode, unshared.json().code]).toEqual([404, 'ASSESSMENT_NOT_FOUND']);

    await t.select(next, { ...client, assessmentId: later.assessmentId });
    expect((await read(next, later.assessmentId)).json().data).toMatchObject({ assessmentId: later.assessmentId, visaType: 'E-7' });
    const stillUnshared = await read(pro, later.assessmentId);
    expect([stillUnshared.statusCode, stillUnshared.json().code]).toEqual([404, 'ASSESSMENT_NOT_FOUND']);
    // Nor does the new expert read the assessment the client sent to the first one.
    expect((await read(next, client.assessmentId)).statusCode).toBe(404);
  });
});
