import { ZBridgeActivitySchema, ZBridgeActivitySummarySchema, ZChallengerDashboardSchema } from '@tov/contracts';
import { api, caller } from './tovspark-api';
import { startTovsparkHarness, type TovsparkHarness } from './tovspark-harness';

let h: TovsparkHarness;
let a: ReturnType<typeof api>;

beforeAll(async () => {
  h = await startTovsparkHarness();
  a = api(h);
}, 180_000);

afterAll(async () => {
  await h?.close();
});

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

it('logs community activities once each and answers them newest first with totals per kind, this month and minutes', async () => {
  const nguyen = caller('challenger');
  const klass = { kind: 'class', title: 'Korean for work, lesson 3', occurredAt: hoursAgo(3), minutes: 90 };
  const first = await a.call('POST', '/api/v1/dashboard/bridge-activity', nguyen, klass);
  expect(first.statusCode).toBe(201);
  const logged = ZBridgeActivitySchema.parse(first.json().data);
  expect(logged).toMatchObject({ kind: 'class', title: 'Korean for work, lesson 3', minutes: 90 });

  // The same activity again (a double click, a retried request) is the stored one.
  const again = await a.call('POST', '/api/v1/dashboard/bridge-activity', nguyen, klass);
  expect(again.statusCode).toBe(200);
  expect(again.json().data.id).toBe(logged.id);

  const buddyAt = hoursAgo(1);
  expect(
    (await a.call('POST', '/api/v1/dashboard/bridge-activity', nguyen, { kind: 'buddy_session', title: 'Coffee with my buddy', occurredAt: buddyAt }))
      .statusCode,
  ).toBe(201);

  const res = await a.call('GET', '/api/v1/dashboard/bridge-activity?limit=1', nguyen);
  expect(res.statusCode).toBe(200);
  const summary = ZBridgeActivitySummarySchema.parse(res.json().data);
  expect(summary.items.map((i) => i.title)).toEqual(['Coffee with my buddy']);
  expect(summary).toMatchObject({
    page: 1,
    limit: 1,
    total: 2,
    totalMinutes: 90,
    byKind: { class: 1, event: 0, buddy_session: 1, project: 0, help: 0, media: 0 },
  });
  const kstMonth = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 7);
  expect(summary.thisMonth).toBe([klass.occurredAt, buddyAt].filter((t) => kstMonth(t) === kstMonth(new Date().toISOString())).length);
  expect((await a.call('GET', '/api/v1/dashboard/bridge-activity?page=2&limit=1', nguyen)).json().data.items[0].title).toBe('Korean for work, lesson 3');

  // The dashboard's recent activity shows them beside the challenge steps.
  const dashboard = ZChallengerDashboardSchema.parse((await a.call('GET', '/api/v1/dashboard/me/challenger', nguyen)).json().data);
  expect(dashboard.recentActivity.map((i) => [i.kind, i.title])).toEqual([
    ['bridge', 'Coffee with my buddy'],
    ['bridge', 'Korean for work, lesson 3'],
  ]);
});

it('shows each user only their own activities', async () => {
  const maria = caller('challenger');
  const other = caller('company');
  expect(
    (await a.call('POST', '/api/v1/dashboard/bridge-activity', maria, { kind: 'event', title: 'Seoul job fair', occurredAt: hoursAgo(5) })).statusCode,
  ).toBe(201);
  const theirs = ZBridgeActivitySummarySchema.parse((await a.call('GET', '/api/v1/dashboard/bridge-activity', other)).json().data);
  expect(theirs).toMatchObject({ items: [], total: 0, totalMinutes: 0, thisMonth: 0 });
});

it.each([
  ['an unknown kind', { kind: 'party', title: 'x', occurredAt: hoursAgo(1) }, 'kind'],
  ['an empty title', { kind: 'help', title: '  ', occurredAt: hoursAgo(1) }, 'title'],
  ['a time in the future', { kind: 'help', title: 'Helped', occurredAt: new Date(Date.now() + 86_400_000).toISOString() }, 'occurredAt'],
  ['a time over a year ago', { kind: 'help', title: 'Helped', occurredAt: new Date(Date.now() - 400 * 86_400_000).toISOString() }, 'occurredAt'],
  ['minutes over a day', { kind: 'help', title: 'Helped', occurredAt: hoursAgo(1), minutes: 2_000 }, 'minutes'],
])('refuses %s with 400 naming the field, storing nothing', async (_case, body, field) => {
  const who = caller('challenger');
  const res = await a.call('POST', '/api/v1/dashboard/bridge-activity', who, body);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  expect(await h.db.bridgeActivity.count({ where: { userId: who.userId } })).toBe(0);
});

it('answers 401 without a signed-in caller', async () => {
  const res = await h.service.app.inject({ method: 'GET', url: '/api/v1/dashboard/bridge-activity' });
  expect(res.statusCode).toBe(401);
});
