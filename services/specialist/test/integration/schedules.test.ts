import { randomUUID } from 'node:crypto';
import { newId } from '@tov/kit';
import { waitFor } from '@tov/kit/testing';
import { api, caller, type Caller } from './specialist-api';
import { startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

let h: SpecialistHarness;
let t: ReturnType<typeof api>;
beforeAll(async () => {
  h = await startSpecialistHarness();
  t = api(h);
}, 180_000);
afterAll(async () => h?.close());

/** A schedule on a day far ahead (each test its own year, so tests never collide), from `start` to `end` Seoul time. */
const at = (day: string, time: string) => `${day}T${time}:00+09:00`;
const schedule = (day: string, start: string, end: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Visa consultation',
  startsAt: at(day, start),
  endsAt: at(day, end),
  timeZone: 'Asia/Seoul',
  mode: 'online',
  ...overrides,
});
const post = (who: Caller, body: unknown) => t.call('POST', '/api/specialist/schedules', who, body);
/** Thrown to roll a test's own transaction back. */
class RolledBack extends Error {}

describe('schedules', () => {
  it("adds, lists, moves and deletes the caller's schedules", async () => {
    const pro = await t.pro();
    const created = await post(pro, schedule('2091-03-02', '10:00', '11:00', { note: 'Bring the contract', mode: 'phone' }));
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({
      title: 'Visa consultation',
      startsAt: '2091-03-02T01:00:00.000Z',
      endsAt: '2091-03-02T02:00:00.000Z',
      timeZone: 'Asia/Seoul',
      mode: 'phone',
      note: 'Bring the contract',
      serviceId: null,
      clientName: null,
    });

    const listed = await t.call('GET', '/api/specialist/schedules?from=2091-03-01T00:00:00Z&to=2091-03-08T00:00:00Z', pro);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual({ items: [item], vacation: null });

    const moved = await t.call(
      'PUT',
      `/api/specialist/schedules/${item.scheduleId}`,
      pro,
      schedule('2091-03-02', '14:00', '15:30', { timeZone: 'America/New_York' }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      scheduleId: item.scheduleId,
      startsAt: '2091-03-02T05:00:00.000Z',
      endsAt: '2091-03-02T06:30:00.000Z',
      timeZone: 'America/New_York',
    });

    const deleted = await t.call('DELETE', `/api/specialist/schedules/${item.scheduleId}`, pro);
    expect([deleted.statusCode, deleted.json().data]).toEqual([200, { scheduleId: item.scheduleId }]);
    expect((await t.call('GET', '/api/specialist/schedules?from=2091-03-01T00:00:00Z&to=2091-03-08T00:00:00Z', pro)).json().data.items).toEqual([]);
  });

  it('answers 409 SCHEDULE_CONFLICT on an overlap, and allows back-to-back schedules and another expert at the same time', async () => {
    const [pro, other] = [await t.pro(), await t.pro()];
    expect((await post(pro, schedule('2092-04-01', '10:00', '11:00'))).statusCode).toBe(201);
    for (const [start, end] of [
      ['10:30', '11:30'],
      ['09:00', '10:01'],
      ['10:15', '10:45'],
      ['09:00', '12:00'],
    ]) {
      const res = await post(pro, schedule('2092-04-01', start!, end!));
      expect([start, end, res.statusCode, res.json().code]).toEqual([start, end, 409, 'SCHEDULE_CONFLICT']);
    }
    // The same instant entered in another time zone is the same overlap.
    const elsewhere = await post(pro, {
      ...schedule('2092-04-01', '10:00', '11:00'),
      startsAt: '2092-04-01T01:30:00Z',
      endsAt: '2092-04-01T02:30:00Z',
      timeZone: 'UTC',
    });
    expect(elsewhere.json().code).toBe('SCHEDULE_CONFLICT');
    expect((await post(pro, schedule('2092-04-01', '11:00', '12:00'))).statusCode).toBe(201);
    expect((await post(pro, schedule('2092-04-01', '09:00', '10:00'))).statusCode).toBe(201);
    expect((await post(other, schedule('2092-04-01', '10:00', '11:00'))).statusCode).toBe(201);
  });

  it('lets exactly one of two concurrent overlapping schedules through', async () => {
    const pro = await t.pro();
    for (let round = 0; round < 5; round++) {
      const day = `2093-05-${String(round + 10).padStart(2, '0')}`;
      const answers = await Promise.all([post(pro, schedule(day, '10:00', '11:00')), post(pro, schedule(day, '10:30', '11:30'))]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('SCHEDULE_CONFLICT');
    }
    expect(await h.db.schedule.count({ where: { expertId: pro.userId } })).toBe(5);
  });

  it('answers overlapping schedules sent at once with one 201 and 409 SCHEDULE_CONFLICT, never a 500, in 25 races (issue 24 item 7)', async () => {
    const pro = await t.pro();
    const rounds = 25;
    const outcomes: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const day = `2095-07-${String(round + 1).padStart(2, '0')}`;
      const answers = await Promise.all([
        post(pro, schedule(day, '10:00', '11:00')),
        post(pro, schedule(day, '10:30', '11:30')),
        post(pro, schedule(day, '09:30', '10:45')),
      ]);
      outcomes.push(
        answers
          .map((a) => `${a.statusCode} ${a.statusCode === 201 ? 'created' : a.json().code}`)
          .sort()
          .join(', '),
      );
    }
    expect(outcomes).toEqual(Array.from({ length: rounds }, () => '201 created, 409 SCHEDULE_CONFLICT, 409 SCHEDULE_CONFLICT'));
    expect(await h.db.schedule.count({ where: { expertId: pro.userId } })).toBe(rounds);
  });

  it('runs a schedule that Postgres ended as a deadlock victim again instead of answering 500 (issue 24 item 7)', async () => {
    // Two overlapping inserts can each wait on the other's uncommitted row under the exclusion constraint,
    // and Postgres then aborts one (40P01, Prisma P2034); the race rarely lines up on its own, so the test
    // builds the cycle: its own transaction holds an overlapping schedule, the POST waits on it, then the
    // test waits on the POST's share lock of the profile. The POST's backend detects the deadlock after
    // deadlock_timeout (1 s) and is the one aborted; retried, it waits for the test's transaction, which
    // rolls back, and it is created.
    const pro = await t.pro();
    const rounds = 3;
    const answers: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const day = `2096-08-${String(round + 1).padStart(2, '0')}`;
      let answer: Promise<{ statusCode: number; json(): { code?: string } }> | undefined;
      await h.db
        .$transaction(
          async (tx) => {
            await tx.$executeRawUnsafe("SET LOCAL deadlock_timeout = '10s'");
            await tx.schedule.create({
              data: {
                id: newId(),
                expertId: pro.userId,
                title: 'Held',
                startsAt: new Date(at(day, '10:00')),
                endsAt: new Date(at(day, '11:00')),
                timeZone: 'Asia/Seoul',
                mode: 'online',
              },
            });
            answer = post(pro, schedule(day, '10:30', '11:30'));
            // The POST's insert waits for this transaction.
            await waitFor(
              async () => {
                const [waiting] = await h.db.$queryRaw<Array<{ n: number }>>`
                  SELECT count(*)::int AS n FROM pg_stat_activity
                  WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'transactionid' AND query ILIKE 'INSERT INTO%schedules%'`;
                return waiting!.n > 0 ? true : undefined;
              },
              { timeoutMs: 10_000, what: 'the POST to wait on the held schedule' },
            );
            // Now this one waits for the POST's share lock of the profile: a cycle.
            await tx.$queryRaw`SELECT user_id FROM specialist_profiles WHERE user_id = ${pro.userId} FOR UPDATE`;
            throw new RolledBack();
          },
          { timeout: 20_000 },
        )
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
      const res = await answer!;
      answers.push(`${res.statusCode} ${res.statusCode === 201 ? 'created' : res.json().code}`);
    }
    expect(answers).toEqual(Array.from({ length: rounds }, () => '201 created'));
    expect(await h.db.schedule.count({ where: { expertId: pro.userId } })).toBe(rounds);
  }, 60_000);

  it('answers 409 SCHEDULE_CONFLICT when a move overlaps another schedule, but a schedule may be moved over its own old time', async () => {
    const pro = await t.pro();
    const first = (await post(pro, schedule('2094-06-01', '10:00', '11:00'))).json().data;
    await post(pro, schedule('2094-06-01', '12:00', '13:00'));
    expect((await t.call('PUT', `/api/specialist/schedules/${first.scheduleId}`, pro, schedule('2094-06-01', '12:30', '13:30'))).json().code).toBe(
      'SCHEDULE_CONFLICT',
    );
    expect((await t.call('PUT', `/api/specialist/schedules/${first.scheduleId}`, pro, schedule('2094-06-01', '10:30', '11:30'))).statusCode).toBe(200);
  });

  it('answers 409 SCHEDULE_ON_VACATION inside the vacation (whole Seoul days) and accepts the days around it', async () => {
    const pro = await t.pro();
    expect((await t.call('PUT', '/api/specialist/vacation', pro, { from: '2095-07-10', to: '2095-07-12', reason: null })).statusCode).toBe(200);
    for (const [day, start, end] of [
      ['2095-07-10', '00:00', '01:00'],
      ['2095-07-12', '23:00', '23:59'],
      ['2095-07-09', '23:30', '00:30'],
    ] as const) {
      const body = day === '2095-07-09' ? { ...schedule(day, start, '23:59'), endsAt: at('2095-07-10', end) } : schedule(day, start, end);
      const res = await post(pro, body);
      expect([day, start, res.statusCode, res.json().code]).toEqual([day, start, 409, 'SCHEDULE_ON_VACATION']);
    }
    expect((await post(pro, schedule('2095-07-09', '22:00', '23:59'))).statusCode).toBe(201);
    expect((await post(pro, schedule('2095-07-13', '00:00', '01:00'))).statusCode).toBe(201);
    const listed = (await t.call('GET', '/api/specialist/schedules?from=2095-07-01T00:00:00Z&to=2095-07-31T00:00:00Z', pro)).json().data;
    expect(listed.vacation).toEqual({ from: '2095-07-10', to: '2095-07-12', reason: null });
    expect(listed.items).toHaveLength(2);
  });

  it('refuses an end before the start, longer than eight hours, or an unknown time zone', async () => {
    const pro = await t.pro();
    for (const body of [
      schedule('2096-01-01', '11:00', '10:00'),
      schedule('2096-01-01', '08:00', '17:00'),
      schedule('2096-01-01', '10:00', '11:00', { timeZone: 'Mars/Olympus' }),
      schedule('2096-01-01', '10:00', '11:00', { startsAt: 'tomorrow' }),
    ]) {
      const res = await post(pro, body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it("names the client of one of the caller's services, and refuses another expert's service", async () => {
    const [pro, other] = [await t.pro(), await t.pro()];
    const client = await t.client('E-7', 'Le Thi C');
    const requestId = await t.select(pro, client);
    const serviceId = newId();
    await h.db.service.create({
      data: {
        id: serviceId,
        requestId,
        quoteId: newId(),
        expertId: pro.userId,
        clientId: client.userId,
        assessmentId: client.assessmentId,
        visaType: 'E-7',
        serviceOption: 'consultation',
        amount: 50_000,
      },
    });
    const res = await post(pro, schedule('2097-02-02', '10:00', '11:00', { serviceId }));
    expect([res.statusCode, res.json().data.clientName, res.json().data.serviceId]).toEqual([201, 'Le Thi C', serviceId]);
    const foreign = await post(other, schedule('2097-02-02', '10:00', '11:00', { serviceId }));
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'SERVICE_NOT_FOUND']);
  });

  it('answers 404 SCHEDULE_NOT_FOUND to another expert moving or deleting a schedule, and leaves it as it was', async () => {
    const [pro, other] = [await t.pro(), await t.pro()];
    const item = (await post(pro, schedule('2098-08-08', '10:00', '11:00'))).json().data;
    const moved = await t.call('PUT', `/api/specialist/schedules/${item.scheduleId}`, other, schedule('2098-08-08', '15:00', '16:00'));
    const deleted = await t.call('DELETE', `/api/specialist/schedules/${item.scheduleId}`, other);
    expect([moved.statusCode, moved.json().code, deleted.statusCode, deleted.json().code]).toEqual([404, 'SCHEDULE_NOT_FOUND', 404, 'SCHEDULE_NOT_FOUND']);
    expect((await h.db.schedule.findUnique({ where: { id: item.scheduleId } }))?.startsAt.toISOString()).toBe('2098-08-08T01:00:00.000Z');
    expect((await t.call('GET', '/api/specialist/schedules?from=2098-08-01T00:00:00Z&to=2098-08-31T00:00:00Z', other)).json().data.items).toEqual([]);
    expect((await t.call('DELETE', `/api/specialist/schedules/${randomUUID()}`, pro)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/specialist/schedules', caller('company'))).statusCode).toBe(403);
  });

  it('refuses a range that ends before it starts or spans more than a year', async () => {
    const pro = await t.pro();
    expect((await t.call('GET', '/api/specialist/schedules?from=2090-02-01T00:00:00Z&to=2090-01-01T00:00:00Z', pro)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/specialist/schedules?from=2090-01-01T00:00:00Z&to=2092-01-01T00:00:00Z', pro)).statusCode).toBe(400);
  });
});
