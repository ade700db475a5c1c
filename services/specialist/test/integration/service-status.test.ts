import { SERVICE_STATUSES, SERVICE_TRANSITIONS, ZServiceListSchema, ZServiceSchema, type TServiceStatus } from '@tov/contracts';
import { cancellationRefundIdOf } from '../../src/domain/deterministic-id';
import { dateOnly } from '../../src/domain/seoul-time';
import { payoutDate } from '../../src/domain/settlement';
import { account, api, outboxCount, outboxData, type Caller } from './money-fixtures';
import { startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

/**
 * The expert's services and their state machine (docs/rules/specialist.md): every
 * legal step, every illegal one refused with 409, completion making the settlement, cancellation
 * refunding what is left through the provider; another expert's service is 404, other roles 403.
 */
let h: SpecialistHarness;
let a: ReturnType<typeof api>;
let expert: Caller;

beforeAll(async () => {
  h = await startSpecialistHarness();
  a = api(h);
  expert = await account(h, 'pro', 'Lee Expert');
}, 180_000);
afterAll(async () => h?.close());

describe("the expert's services", () => {
  it('walks accepted -> in_progress -> documents_submitted -> completed, keeping the history, and on completion writes the settlement and specialist.service.completed once', async () => {
    const client = await account(h, 'challenger', 'Tran Client');
    const { service } = await a.paidService(expert, client, { amount: 333_333 });
    for (const status of ['in_progress', 'documents_submitted', 'completed'] as const) {
      const res = await a.setStatus(expert, service.serviceId, status, `to ${status}`);
      expect(res.statusCode).toBe(200);
      expect(ZServiceSchema.parse(res.json().data).status).toBe(status);
    }
    const detail = ZServiceSchema.parse((await a.call('GET', `/api/specialist/services/${service.serviceId}`, expert)).json().data);
    expect(detail.history.map((x) => [x.status, x.note])).toEqual([
      ['accepted', null],
      ['in_progress', 'to in_progress'],
      ['documents_submitted', 'to documents_submitted'],
      ['completed', 'to completed'],
    ]);
    expect(detail).toMatchObject({ clientName: 'Tran Client', expertName: 'Lee Expert', paymentStatus: 'captured' });
    const settlement = await h.db.settlement.findUniqueOrThrow({ where: { serviceId: service.serviceId } });
    expect(settlement).toMatchObject({ gross: 333_333, refunded: 0, platformFee: 33_333, net: 300_000, payoutStatus: 'pending', expertId: expert.userId });
    expect(dateOnly(settlement.payoutDate)).toBe(payoutDate(settlement.completedAt));
    expect(await outboxData(h, 'specialist.service.completed', service.serviceId)).toEqual([
      expect.objectContaining({ serviceId: service.serviceId, expertId: expert.userId, userId: client.userId, amount: 333_333 }),
    ]);
    // Completed is final: completing again changes nothing and writes no second settlement or event.
    expect((await a.setStatus(expert, service.serviceId, 'completed')).statusCode).toBe(409);
    expect(await h.db.settlement.count({ where: { serviceId: service.serviceId } })).toBe(1);
    expect(await outboxCount(h, 'specialist.service.completed', service.serviceId)).toBe(1);
  });

  it('refuses every illegal transition from every status with 409 INVALID_STATUS_TRANSITION, changing nothing', async () => {
    const client = await account(h, 'challenger');
    const at: Record<TServiceStatus, string> = {
      accepted: (await a.paidService(expert, client)).service.serviceId,
      in_progress: (await a.paidService(expert, client)).service.serviceId,
      documents_submitted: (await a.paidService(expert, client)).service.serviceId,
      completed: (await a.paidService(expert, client)).service.serviceId,
      cancelled: (await a.paidService(expert, client)).service.serviceId,
    };
    await a.moveTo(expert, at.in_progress, 'in_progress');
    await a.moveTo(expert, at.documents_submitted, 'documents_submitted');
    await a.moveTo(expert, at.completed, 'completed');
    await a.moveTo(expert, at.cancelled, 'cancelled');
    let refused = 0;
    for (const from of SERVICE_STATUSES) {
      for (const to of SERVICE_STATUSES) {
        if (SERVICE_TRANSITIONS[from].includes(to)) continue;
        const res = await a.setStatus(expert, at[from], to);
        expect({ from, to, status: res.statusCode, code: res.json().code }).toEqual({ from, to, status: 409, code: 'INVALID_STATUS_TRANSITION' });
        refused++;
      }
      expect((await h.db.service.findUniqueOrThrow({ where: { id: at[from] } })).status).toBe(from);
    }
    expect(refused).toBe(19);
  });

  it('cancelling refunds what is left through the provider, and writes specialist.payment.refunded and specialist.service.cancelled once', async () => {
    const client = await account(h, 'challenger');
    const { service, payment } = await a.paidService(expert, client, { amount: 200_000 });
    await a.moveTo(expert, service.serviceId, 'in_progress');
    const res = await a.setStatus(expert, service.serviceId, 'cancelled', '고객 요청');
    expect(res.statusCode).toBe(200);
    expect(ZServiceSchema.parse(res.json().data)).toMatchObject({ status: 'cancelled', refundedAmount: 200_000, paymentStatus: 'refunded' });
    const refund = await h.db.payment.findUniqueOrThrow({ where: { id: cancellationRefundIdOf(service.serviceId) } });
    expect(refund).toMatchObject({ kind: 'refund', chargeId: payment.paymentId, amount: 200_000, reason: '고객 요청', provider: 'sandbox' });
    expect(h.payments.getPayment(payment.paymentId)).toMatchObject({ status: 'CANCELLED', amount: { total: 200_000, cancelled: 200_000 } });
    expect(await outboxData(h, 'specialist.payment.refunded', service.serviceId)).toEqual([
      expect.objectContaining({ paymentId: refund.id, chargeId: payment.paymentId, amount: 200_000, reason: '고객 요청', userId: client.userId }),
    ]);
    expect(await outboxCount(h, 'specialist.service.cancelled', service.serviceId)).toBe(1);
    expect(await h.db.settlement.count({ where: { serviceId: service.serviceId } })).toBe(0);
  });

  it("cancelling after an admin's partial refund refunds only the rest", async () => {
    const client = await account(h, 'challenger');
    const admin = await account(h, 'admin');
    const { service, payment } = await a.paidService(expert, client, { amount: 100_000 });
    expect(
      (await a.call('POST', `/api/v1/admin/payments/transactions/${payment.paymentId}/refund`, admin, { reason: 'partial', amount: 30_000 })).statusCode,
    ).toBe(201);
    const res = await a.setStatus(expert, service.serviceId, 'cancelled');
    expect(ZServiceSchema.parse(res.json().data)).toMatchObject({ refundedAmount: 100_000, paymentStatus: 'refunded' });
    const refunds = await h.db.payment.findMany({ where: { serviceId: service.serviceId, kind: 'refund' }, orderBy: { createdAt: 'asc' } });
    expect(refunds.map((r) => r.amount).sort()).toEqual([30_000, 70_000]);
    expect(await outboxCount(h, 'specialist.payment.refunded', service.serviceId)).toBe(2);
  });

  it('a refund the provider refuses cancels nothing (422 PAYMENT_FAILED)', async () => {
    const client = await account(h, 'challenger');
    const { service } = await a.paidService(expert, client);
    h.payments.refuseNext('refund', 'PG_PROVIDER');
    const res = await a.setStatus(expert, service.serviceId, 'cancelled');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PAYMENT_FAILED');
    expect(await h.db.service.findUniqueOrThrow({ where: { id: service.serviceId } })).toMatchObject({ status: 'accepted', refundedAmount: 0 });
    expect(await outboxCount(h, 'specialist.service.cancelled', service.serviceId)).toBe(0);
    expect((await a.setStatus(expert, service.serviceId, 'cancelled')).statusCode).toBe(200);
  });

  it('lists the active services by default, one status on request, paged', async () => {
    const mine = await account(h, 'pro');
    const client = await account(h, 'challenger');
    const s1 = (await a.paidService(mine, client)).service.serviceId;
    const s2 = (await a.paidService(mine, client)).service.serviceId;
    const s3 = (await a.paidService(mine, client)).service.serviceId;
    await a.moveTo(mine, s2, 'in_progress');
    await a.moveTo(mine, s3, 'completed');
    const active = ZServiceListSchema.parse((await a.call('GET', '/api/specialist/services/active', mine)).json().data);
    expect(active.total).toBe(2);
    expect(active.items.map((s) => s.serviceId).sort()).toEqual([s1, s2].sort());
    const completed = ZServiceListSchema.parse((await a.call('GET', '/api/specialist/services/active?status=completed', mine)).json().data);
    expect(completed.items.map((s) => s.serviceId)).toEqual([s3]);
    const page = ZServiceListSchema.parse((await a.call('GET', '/api/specialist/services/active?page=2&limit=1', mine)).json().data);
    expect(page).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(page.items).toHaveLength(1);
    const bad = await a.call('GET', '/api/specialist/services/active?status=paused', mine);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it("answers 404 for another expert's service on every call, and 403 to other roles", async () => {
    const client = await account(h, 'challenger');
    const { service } = await a.paidService(expert, client);
    const other = await account(h, 'pro');
    for (const res of [
      await a.call('GET', `/api/specialist/services/${service.serviceId}`, other),
      await a.setStatus(other, service.serviceId, 'in_progress'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('SERVICE_NOT_FOUND');
    }
    expect((await h.db.service.findUniqueOrThrow({ where: { id: service.serviceId } })).status).toBe('accepted');
    for (const role of ['challenger', 'company', 'admin'] as const) {
      const who = { userId: expert.userId, role };
      for (const res of [
        await a.call('GET', '/api/specialist/services/active', who),
        await a.call('GET', `/api/specialist/services/${service.serviceId}`, who),
        await a.setStatus({ ...expert, role }, service.serviceId, 'in_progress'),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('PERMISSION_DENIED');
      }
    }
    // The role comes before the input: a wrong body from another role is still 403, never a list of fields.
    expect((await a.setStatus({ ...expert, role: 'challenger' }, 'not-a-uuid', 'paused')).statusCode).toBe(403);
    expect((await a.call('GET', '/api/specialist/services/not-a-uuid', expert)).statusCode).toBe(400);
    expect((await a.setStatus(expert, service.serviceId, 'paused')).statusCode).toBe(400);
  });
});
