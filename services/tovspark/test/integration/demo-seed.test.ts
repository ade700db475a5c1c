import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_SEED_SCOPE, userRegisteredV1, ZChallengeListSchema, ZLeaderboardSchema } from '@tov/contracts';
import { waitFor } from '@tov/kit/testing';
import { DEMO_CHALLENGES, type DemoChallenge } from '../../src/seed/demo-challenges';
import { seedTovspark } from '../../src/seed';
import { api, type Caller } from './tovspark-api';
import { startTovsparkHarness, type TovsparkHarness } from './tovspark-harness';

/**
 * The demo seed (docs/decisions/130-demo-data.md) on the real database, with accounts of this run
 * (the plan's addresses with the run in them): the accounts reach the user projection through
 * `auth.user.registered`, the seed makes the program, tovspark's own consumer books the SparkPoints.
 */
let h: TovsparkHarness;
let a: ReturnType<typeof api>;
const run = randomUUID().slice(0, 8);
const own = (email: string) => email.replace('@', `.${run}@`);
const emails = { company: own(DEMO_ACCOUNTS.company), admin: own(DEMO_ACCOUNTS.admin), challengers: DEMO_ACCOUNTS.challengers.map(own) };
const plan: DemoChallenge[] = DEMO_CHALLENGES.map((c) => ({ ...c, participants: c.participants.map((p) => ({ ...p, email: own(p.email) })) }));
const companyName = `Hanbit Robotics ${run}`;
const users = new Map<string, string>();

beforeAll(async () => {
  h = await startTovsparkHarness();
  a = api(h);
  h.relay.start();
  const accounts = [
    { email: emails.company, name: 'Park Ji-hoon', role: 'company' as const, companyName },
    { email: emails.admin, name: 'Platform Admin', role: 'admin' as const },
    ...emails.challengers.map((email, i) => ({ email, name: `Demo Challenger ${i} ${run}`, role: 'challenger' as const })),
  ];
  for (const account of accounts) {
    const userId = randomUUID();
    users.set(account.email, userId);
    const data = { userId, roles: [account.role], registeredAt: new Date().toISOString(), emailVerified: true, ...account };
    await h.processed((await h.publish(userRegisteredV1, data, { key: userId })).id);
  }
}, 180_000);

afterAll(async () => {
  await h?.close();
});

const participantIds = () => emails.challengers.map((e) => users.get(e)!);

/** Every row the seed writes or causes, in a stable order. */
async function snapshot() {
  const companyId = users.get(emails.company)!;
  const challenges = await h.db.challenge.findMany({ where: { companyId }, orderBy: { id: 'asc' } });
  const ids = challenges.map((c) => c.id);
  return JSON.stringify({
    challenges,
    participations: await h.db.participation.findMany({ where: { challengeId: { in: ids } }, orderBy: [{ challengeId: 'asc' }, { userId: 'asc' }] }),
    submissions: await h.db.submission.findMany({ where: { challengeId: { in: ids } }, orderBy: { id: 'asc' } }),
    ledger: await h.db.sparkPointsEntry.findMany({ where: { userId: { in: participantIds() } }, orderBy: { causeKey: 'asc' } }),
    uses: await h.db.templateUse.findMany({ where: { userId: companyId }, orderBy: { templateId: 'asc' } }),
    company: await h.db.company.findUnique({ where: { nameKey: companyName.toLowerCase() } }),
    keys: await h.db.idempotencyKey.findMany({ where: { scope: DEMO_SEED_SCOPE, userId: companyId }, orderBy: { key: 'asc' } }),
  });
}

const awardsBooked = (count: number) =>
  waitFor(async () => ((await h.db.sparkPointsEntry.count({ where: { userId: { in: participantIds() } } })) >= count ? true : undefined), {
    timeoutMs: 60_000,
    what: `${count} SparkPoints awards`,
  });

it('seeds the demo program once: published challenges from the gallery in Korean and English, one closed, participants, hand-ins and scores', async () => {
  const first = await seedTovspark(h.db, { emails, plan, waitMs: 30_000 });
  expect(first.program).toMatchObject({ challengesCreated: 5, published: 5, closed: 1, scored: 4, handedIn: 6, drafts: 2, joined: 6, reannounced: 0 });
  expect(first.program.challengeIds).toHaveLength(5);
  await awardsBooked(4);
  const before = await snapshot();

  const second = await seedTovspark(h.db, { emails, plan, waitMs: 30_000 });
  expect(second.templates).toBe(0);
  expect(second.program).toEqual({
    ...first.program,
    challengesCreated: 0,
    published: 0,
    closed: 0,
    scored: 0,
    handedIn: 0,
    drafts: 0,
    joined: 0,
    reopened: 0,
  });
  expect(await snapshot()).toBe(before);
  expect(await h.db.idempotencyKey.count({ where: { scope: DEMO_SEED_SCOPE, userId: users.get(emails.company)! } })).toBe(5);
}, 180_000);

it('shows what the demo needs: the list, the leaderboard by the ledger rules, the challenger at every stage', async () => {
  await awardsBooked(4);
  const challenger: Caller = { userId: users.get(emails.challengers[0]!)!, role: 'challenger' };
  const list = ZChallengeListSchema.parse((await a.call('GET', '/api/v1/challenges?limit=100&sort=newest', challenger)).json().data);
  const demo = list.items.filter((c) => c.companyName === companyName);
  expect(demo.map((c) => c.status).sort()).toEqual(['closed', 'published', 'published', 'published', 'published']);
  expect(demo.filter((c) => c.status === 'published').every((c) => c.daysLeft > 0)).toBe(true);
  expect(demo.find((c) => c.status === 'closed')!.daysLeft).toBe(0);
  expect(demo.some((c) => /[가-힣]/.test(c.title)) && demo.some((c) => /^[\x20-\x7e]+$/.test(c.title))).toBe(true);
  expect(demo.map((c) => c.participationStatus).sort()).toEqual(['evaluated', 'in_progress', 'in_progress', 'not_started', 'submitted']);

  // 700 SparkPoints × 94, 88, 81 and 76 %: the ledger's rule (round(points × score / 100)).
  const board = ZLeaderboardSchema.parse((await a.call('GET', '/api/v1/tovspark/leaderboard?period=all&limit=10', challenger)).json().data);
  expect(board.rows.map((r) => r.sparkPoints)).toEqual([658, 616, 567, 532]);
  expect(board.rows.map((r) => r.userId)).toEqual([1, 0, 3, 2].map((i) => users.get(emails.challengers[i]!)));
  expect(board.me).toMatchObject({ rank: 2, sparkPoints: 616 });
}, 120_000);

it('books the SparkPoints again when the ledger lost them, once, and creates nothing else', async () => {
  await awardsBooked(4);
  const before = await snapshot();
  const entries = await h.db.sparkPointsEntry.findMany({ where: { userId: { in: participantIds() } }, orderBy: { causeKey: 'asc' } });
  await h.db.sparkPointsEntry.deleteMany({ where: { userId: { in: participantIds() } } });

  const again = await seedTovspark(h.db, { emails, plan, waitMs: 30_000 });
  expect(again.program).toMatchObject({ challengesCreated: 0, published: 0, scored: 0, reannounced: 4 });
  await awardsBooked(4);
  const rebooked = await h.db.sparkPointsEntry.findMany({ where: { userId: { in: participantIds() } }, orderBy: { causeKey: 'asc' } });
  expect(rebooked.map((e) => [e.causeKey, e.userId, e.amount, e.awardedAt.toISOString()])).toEqual(
    entries.map((e) => [e.causeKey, e.userId, e.amount, e.awardedAt.toISOString()]),
  );
  const withoutLedger = (json: string) => ({ ...JSON.parse(json), ledger: undefined });
  expect(withoutLedger(await snapshot())).toEqual(withoutLedger(before));
  expect((await seedTovspark(h.db, { emails, plan, waitMs: 30_000 })).program.reannounced).toBe(0);
}, 180_000);
