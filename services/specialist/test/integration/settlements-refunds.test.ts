import { randomUUID } from 'node:crypto';
import { ZPaymentListSchema, ZPaymentSchema, ZSettlementListSchema, ZSettlementSchema } from '@tov/contracts';
import { PayoutSweep } from '../../src/jobs/payout-sweep';
import { seoulMonth } from '../../src/domain/seoul-time';
import { createLogger } from '@tov/kit';
import { account, api, outboxCount, outboxData, type Caller } from './money-fixtures';
import { startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

/**
 * Settlements and refunds (docs/rules/specialist.md): what
 * the expert earns per completed service with the platform's fee, monthly totals, an admin's partial
 * or full refund shrinking the settlement, refunds beyond what is left refused, and the payout.
 */
let h: SpecialistHarness;
let a: ReturnType<typeof api>;
let admin: Caller;

beforeAll(async () => {
  h = await startSpecialistHarness();
  a = api(h);
  admin = await account(h, 'admin');
}, 180_000);
afterAll(async () => h?.close());

const refund = (who: Pick<Caller, 'userId' | 'role'>, paymentId: string, body: Record<string, unknown>, key?: string) =>
  a.call('POST', `/api/v1/admin/payments/transactions/${paymentId}/refund`, who, body, key ? { 'idempotency-key': key } : {});

async function completedService(expert: Caller, amount: number) {
  const client = await account(h, 'challenger', 'Settled Client');
  const paid = await a.paidService(expert, client, { amount });
  await a.moveTo(expert, paid.service.serviceId, 'completed');
  return paid;
}

describe('settlements', () => {
  it("list the expert's completed services with the fee, the totals and the last 12 months", async () => {
    const expert = await account(h, 'pro');
    const one = await completedService(expert, 300_000);
    const two = await completedService(expert, 150_005);
    await a.paidService(expert, await account(h, 'challenger'));
    const res = await a.call('GET', '/api/specialist/settlements', expert);
    expect(res.statusCode).toBe(200);
    const list = ZSettlementListSchema.parse(res.json().data);
    expect(list.total).toBe(2);
    expect(list.items.map((s) => s.serviceId)).toEqual([two.service.serviceId, one.service.serviceId]);
    expect(list.items[1]).toMatchObject({
      clientName: 'Settled Client',
      visaType: 'E-7',
      gross: 300_000,
      refunded: 0,
      platformFee: 30_000,
      net: 270_000,
      payoutStatus: 'pending',
    });
    expect(list.totals).toEqual({ gross: 450_005, refunded: 0, platformFee: 45_000, net: 405_005 });
    const month = seoulMonth(new Date());
    expect(list.byMonth).toHaveLength(12);
    expect(list.byMonth[11]).toEqual({ month, net: 405_005, count: 2 });
    expect(list.byMonth.slice(0, 11).every((m) => m.net === 0 && m.count === 0)).toBe(true);
    const [year, mon] = month.split('-').map(Number) as [number, number];
    const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
    expect(list.items.every((s) => s.payoutDate === `${next}-10`)).toBe(true);
    const other = ZSettlementListSchema.parse((await a.call('GET', '/api/specialist/settlements?month=2020-01', expert)).json().data);
    expect(other).toMatchObject({ total: 0, items: [], totals: { gross: 0, refunded: 0, platformFee: 0, net: 0 } });
    const detail = await a.call('GET', `/api/specialist/settlements/${list.items[0]!.settlementId}`, expert);
    expect(ZSettlementSchema.parse(detail.json().data)).toEqual(list.items[0]);
    expect((await a.call('GET', '/api/specialist/settlements?month=2026-13', expert)).statusCode).toBe(400);
  });

  it("are the expert's own: another expert's settlement is 404, other roles 403", async () => {
    const expert = await account(h, 'pro');
    await completedService(expert, 100_000);
    const id = ZSettlementListSchema.parse((await a.call('GET', '/api/specialist/settlements', expert)).json().data).items[0]!.settlementId;
    const other = await account(h, 'pro');
    const res = await a.call('GET', `/api/specialist/settlements/${id}`, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('SETTLEMENT_NOT_FOUND');
    expect(ZSettlementListSchema.parse((await a.call('GET', '/api/specialist/settlements', other)).json().data).total).toBe(0);
    for (const role of ['challenger', 'company', 'admin'] as const) {
      expect((await a.call('GET', '/api/specialist/settlements', { userId: expert.userId, role })).statusCode).toBe(403);
      expect((await a.call('GET', `/api/specialist/settlements/${id}`, { userId: expert.userId, role })).statusCode).toBe(403);
    }
  });
});

describe("an admin's refund", () => {
  it("of part of a completed service's charge shrinks its settlement (fee and net on what is left) and writes specialist.payment.refunded once", async () => {
    const expert = await account(h, 'pro');
    const { service, payment } = await completedService(expert, 300_000);
    const res = await refund(admin, payment.paymentId, { reason: '일부 서비스 미제공', amount: 100_000 }, randomUUID());
    expect(res.statusCode).toBe(201);
    const made = ZPaymentSchema.parse(res.json().data);
    expect(made).toMatchObject({ kind: 'refund', serviceId: service.serviceId, amount: 100_000, reason: '일부 서비스 미제공', provider: 'sandbox' });
    const settlement = ZSettlementListSchema.parse((await a.call('GET', '/api/specialist/settlements', expert)).json().data).items[0]!;
    expect(settlement).toMatchObject({ gross: 300_000, refunded: 100_000, platformFee: 20_000, net: 180_000 });
    const seen = (await a.call('GET', `/api/specialist/services/${service.serviceId}`, expert)).json().data;
    expect(seen).toMatchObject({ status: 'completed', refundedAmount: 100_000, paymentStatus: 'partially_refunded' });
    expect(await outboxData(h, 'specialist.payment.refunded', service.serviceId)).toEqual([
      expect.objectContaining({ paymentId: made.paymentId, chargeId: payment.paymentId, amount: 100_000, expertId: expert.userId }),
    ]);
    expect(h.payments.getPayment(payment.paymentId)).toMatchObject({ status: 'PARTIAL_CANCELLED', amount: { cancelled: 100_000 } });
  });

  it('without an amount refunds all that is left; then nothing is left and any further refund is 409 REFUND_EXCEEDS_REMAINING', async () => {
    const expert = await account(h, 'pro');
    const { service, payment } = await completedService(expert, 200_000);
    expect((await refund(admin, payment.paymentId, { reason: 'first', amount: 50_000 })).statusCode).toBe(201);
    const beyond = await refund(admin, payment.paymentId, { reason: 'too much', amount: 150_001 });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({ code: 'REFUND_EXCEEDS_REMAINING', message: expect.stringContaining('150,000') });
    const rest = await refund(admin, payment.paymentId, { reason: 'the rest' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().data.amount).toBe(150_000);
    const settlement = await h.db.settlement.findUniqueOrThrow({ where: { serviceId: service.serviceId } });
    expect(settlement).toMatchObject({ gross: 200_000, refunded: 200_000, platformFee: 0, net: 0 });
    const none = await refund(admin, payment.paymentId, { reason: 'again', amount: 1 });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('REFUND_EXCEEDS_REMAINING');
    expect(await outboxCount(h, 'specialist.payment.refunded', service.serviceId)).toBe(2);
  });

  it('sent twice at once with the same key refunds once; with different keys the two may not together exceed the charge', async () => {
    const expert = await account(h, 'pro');
    const { service, payment } = await completedService(expert, 100_000);
    const key = randomUUID();
    const same = await Promise.all([
      refund(admin, payment.paymentId, { reason: 'dup', amount: 60_000 }, key),
      refund(admin, payment.paymentId, { reason: 'dup', amount: 60_000 }, key),
    ]);
    expect(same.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(same[0]!.json().data.paymentId).toBe(same[1]!.json().data.paymentId);
    const racing = await Promise.all([
      refund(admin, payment.paymentId, { reason: 'a', amount: 30_000 }, randomUUID()),
      refund(admin, payment.paymentId, { reason: 'b', amount: 30_000 }, randomUUID()),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await h.db.payment.aggregate({ where: { serviceId: service.serviceId, kind: 'refund' }, _sum: { amount: true } })).toMatchObject({
      _sum: { amount: 90_000 },
    });
    expect(h.payments.getPayment(payment.paymentId)?.amount.cancelled).toBe(90_000);
  });

  it('with an amount that is not a JSON integer is 400 VALIDATION_ERROR and refunds nothing (`true` once refunded 1 KRW; issue 24 item 4)', async () => {
    const expert = await account(h, 'pro');
    const { service, payment } = await completedService(expert, 100_000);
    for (const amount of [true, '1e3', '0x10', [5], ' 7 ']) {
      const res = await refund(admin, payment.paymentId, { reason: 'coerced', amount }, randomUUID());
      expect([JSON.stringify(amount), res.statusCode, res.json().code, res.json().details]).toEqual([
        JSON.stringify(amount),
        400,
        'VALIDATION_ERROR',
        [{ field: 'amount', message: '금액은 원 단위 정수여야 합니다.' }],
      ]);
    }
    expect(await h.db.payment.count({ where: { serviceId: service.serviceId, kind: 'refund' } })).toBe(0);
    expect(h.payments.getPayment(payment.paymentId)?.amount.cancelled ?? 0).toBe(0);
    expect(await outboxCount(h, 'specialist.payment.refunded', service.serviceId)).toBe(0);
  });

  it('of something that is not a charge, or unknown, is 404; other roles are refused with 403', async () => {
    const expert = await account(h, 'pro');
    const { payment } = await completedService(expert, 100_000);
    const made = ZPaymentSchema.parse((await refund(admin, payment.paymentId, { reason: 'r', amount: 1_000 })).json().data);
    for (const id of [made.paymentId, randomUUID()]) {
      const res = await refund(admin, id, { reason: 'x', amount: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PAYMENT_NOT_FOUND');
    }
    for (const role of ['pro', 'challenger', 'company'] as const) {
      const who = { userId: admin.userId, role };
      expect((await refund(who, payment.paymentId, { reason: 'x', amount: 1 })).statusCode).toBe(403);
      expect((await a.call('GET', '/api/v1/admin/payments/transactions', who)).statusCode).toBe(403);
      expect((await a.call('GET', `/api/v1/admin/payments/transactions/${payment.paymentId}`, who)).statusCode).toBe(403);
    }
    expect((await refund({ userId: admin.userId, role: 'super_admin' }, payment.paymentId, { reason: 'super', amount: 1 })).statusCode).toBe(201);
    expect((await refund({ userId: admin.userId, role: 'pro' }, 'not-a-uuid', { reason: ' ' })).statusCode).toBe(403);
    const blank = await refund(admin, payment.paymentId, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('the ledger for admins', () => {
  it('lists charges, refunds and payouts newest first, by kind or service, and shows one', async () => {
    const expert = await account(h, 'pro');
    const { service, payment } = await completedService(expert, 120_000);
    await refund(admin, payment.paymentId, { reason: 'r', amount: 20_000 });
    const ofService = ZPaymentListSchema.parse((await a.call('GET', `/api/v1/admin/payments/transactions?serviceId=${service.serviceId}`, admin)).json().data);
    expect(ofService.items.map((p) => [p.kind, p.amount])).toEqual([
      ['refund', 20_000],
      ['charge', 120_000],
    ]);
    const refunds = ZPaymentListSchema.parse((await a.call('GET', '/api/v1/admin/payments/transactions?kind=refund&limit=5', admin)).json().data);
    expect(refunds.items.every((p) => p.kind === 'refund')).toBe(true);
    expect(refunds.limit).toBe(5);
    const one = await a.call('GET', `/api/v1/admin/payments/transactions/${payment.paymentId}`, admin);
    expect(ZPaymentSchema.parse(one.json().data)).toMatchObject({ paymentId: payment.paymentId, kind: 'charge', amount: 120_000 });
    expect((await a.call('GET', `/api/v1/admin/payments/transactions/${randomUUID()}`, admin)).statusCode).toBe(404);
  });
});

describe('payouts', () => {
  it('pay each settlement once on its payout date, after which it cannot be refunded (409 REFUND_AFTER_PAYOUT)', async () => {
    const expert = await account(h, 'pro');
    const { service, payment } = await completedService(expert, 300_000);
    await refund(admin, payment.paymentId, { reason: 'r', amount: 100_000 });
    const settlement = await h.db.settlement.findUniqueOrThrow({ where: { serviceId: service.serviceId } });
    const logger = createLogger({ name: 'payout-test', level: 'silent' });
    const before = new PayoutSweep(h.db, h.payments, logger, 60_000, () => new Date(settlement.payoutDate.getTime() - 86_400_000));
    await before.runOnce();
    expect((await h.db.settlement.findUniqueOrThrow({ where: { id: settlement.id } })).payoutStatus).toBe('pending');
    const onTheDay = new PayoutSweep(h.db, h.payments, logger, 60_000, () => new Date(settlement.payoutDate.getTime() + 3_600_000));
    expect(await onTheDay.runOnce()).toBeGreaterThanOrEqual(1);
    await onTheDay.runOnce();
    expect(await h.db.settlement.findUniqueOrThrow({ where: { id: settlement.id } })).toMatchObject({ payoutStatus: 'paid', paidAt: expect.any(Date) });
    const payouts = await h.db.payment.findMany({ where: { settlementId: settlement.id, kind: 'payout' } });
    expect(payouts.map((p) => p.amount)).toEqual([180_000]);
    const late = await refund(admin, payment.paymentId, { reason: 'too late', amount: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REFUND_AFTER_PAYOUT');
    const seen = ZSettlementListSchema.parse((await a.call('GET', '/api/specialist/settlements', expert)).json().data).items[0]!;
    expect(seen.payoutStatus).toBe('paid');
  });
});
