import { ZProDashboardSchema } from '@tov/contracts';
import { newId } from '@tov/kit';
import { seoulMonth, lastMonths, seoulDayStart } from '../../src/domain/seoul-time';
import { api, caller, type Caller, type Client } from './specialist-api';
import { startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

let h: SpecialistHarness;
let t: ReturnType<typeof api>;
beforeAll(async () => {
  h = await startSpecialistHarness();
  t = api(h);
}, 180_000);
afterAll(async () => h?.close());

/** A paid service and, when completed, its settlement, written as the money part writes them. */
async function settledService(pro: Caller, client: Client, status: string, settlement?: { gross: number; refunded: number; completedAt: Date }) {
  const requestId = await t.select(pro, client);
  const serviceId = newId();
  await h.db.specialistRequest.update({ where: { id: requestId }, data: { status: 'accepted' } });
  await h.db.service.create({
    data: {
      id: serviceId,
      requestId,
      quoteId: newId(),
      expertId: pro.userId,
      clientId: client.userId,
      assessmentId: client.assessmentId,
      visaType: 'E-7',
      serviceOption: 'full_service',
      status,
      amount: settlement?.gross ?? 100_000,
    },
  });
  if (settlement) {
    const platformFee = Math.round((settlement.gross - settlement.refunded) / 10);
    await h.db.settlement.create({
      data: {
        id: newId(),
        serviceId,
        expertId: pro.userId,
        clientId: client.userId,
        visaType: 'E-7',
        gross: settlement.gross,
        refunded: settlement.refunded,
        platformFee,
        net: settlement.gross - settlement.refunded - platformFee,
        payoutDate: new Date('2099-01-10'),
        completedAt: settlement.completedAt,
      },
    });
  }
}

describe('pro dashboard', () => {
  it("answers the caller's profile, stats, newest requests, next schedules and six months of net revenue", async () => {
    const pro = await t.pro('Dash Pro');
    const other = await t.pro();
    const client = await t.client('E-7', 'Dash Client');
    const now = new Date();
    const month = seoulMonth(now);
    const [previous] = lastMonths(month, 2);

    const fresh: string[] = [];
    for (let i = 0; i < 6; i++) fresh.push(await t.select(pro, client, { selectedAt: new Date(now.getTime() - (10 - i) * 60_000).toISOString() }));
    await t.select(other, client);
    await t.quote(pro, fresh[0]!);
    await settledService(pro, client, 'in_progress');
    await settledService(pro, client, 'completed', { gross: 1_000_000, refunded: 0, completedAt: now });
    await settledService(pro, client, 'completed', { gross: 500_000, refunded: 100_000, completedAt: seoulDayStart(`${previous}-15`) });
    for (let i = 0; i < 6; i++) {
      const day = new Date(now.getTime() + (i + 1) * 86_400_000).toISOString().slice(0, 10);
      await t.call('POST', '/api/specialist/schedules', pro, {
        title: `Call ${i}`,
        startsAt: `${day}T10:00:00+09:00`,
        endsAt: `${day}T11:00:00+09:00`,
        timeZone: 'Asia/Seoul',
      });
    }

    const res = await t.call('GET', '/api/v1/dashboard/me/pro', pro);
    expect(res.statusCode).toBe(200);
    const data = ZProDashboardSchema.parse(res.json().data);
    expect(data.profile).toEqual({ name: 'Dash Pro', expertise: 'administrative', rating: null, onVacation: false });
    expect(data.stats).toMatchObject({
      requests: { total: 9, new: 5, quoted: 1, accepted: 3, declined: 0, expired: 0 },
      quoteAcceptanceRate: 75,
      activeServices: 1,
      completedServices: 2,
      revenueThisMonth: 900_000,
    });
    // The newest five still waiting for a quote (the oldest was quoted), newest first.
    expect(data.newRequests.map((r) => r.requestId)).toEqual([fresh[5], fresh[4], fresh[3], fresh[2], fresh[1]]);
    expect(data.upcomingSchedules.map((s) => s.title)).toEqual(['Call 0', 'Call 1', 'Call 2', 'Call 3', 'Call 4']);
    expect(data.revenueByMonth).toHaveLength(6);
    expect(data.revenueByMonth.at(-1)).toEqual({ month, net: 900_000 });
    expect(data.revenueByMonth.at(-2)).toEqual({ month: previous, net: 360_000 });

    const stats = await t.call('GET', '/api/specialist/stats', pro);
    expect(stats.json().data).toEqual(data.stats);
  });

  it('says the expert is on vacation while it covers today', async () => {
    const pro = await t.pro();
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    await t.call('PUT', '/api/specialist/vacation', pro, { from: today, to: '2099-12-31' });
    expect((await t.call('GET', '/api/v1/dashboard/me/pro', pro)).json().data.profile.onVacation).toBe(true);
  });

  it('answers 404 SPECIALIST_PROFILE_NOT_FOUND without a profile and 403 to other roles', async () => {
    expect((await t.call('GET', '/api/v1/dashboard/me/pro', caller('pro'))).json().code).toBe('SPECIALIST_PROFILE_NOT_FOUND');
    for (const role of ['challenger', 'company', 'admin'] as const)
      expect((await t.call('GET', '/api/v1/dashboard/me/pro', caller(role))).statusCode).toBe(403);
  });
});
