import { randomUUID } from 'node:crypto';
import {
  challengeJoinedV1,
  challengePublishedV1,
  pointsAwardedV1,
  submissionScoredV1,
  submissionSubmittedV1,
  userRegisteredV1,
  ZLeaderboardSchema,
  ZMyResultsSchema,
  ZSparkPointsSchema,
  ZUserStatsSchema,
  type TAnyEventEnvelope,
  type TLeaderboard,
} from '@tov/contracts';
import { createLogger, on, startIdempotentConsumer, type RunningConsumer } from '@tov/kit';
import { waitFor } from '@tov/kit/testing';
import { decodeLeaderboardPoints, encodeLeaderboardScore } from '../../src/domain/leaderboard-score';
import { api, caller, type Caller } from './tovspark-api';
import { registration, startTovsparkHarness, type PublishedEvent, type TovsparkHarness } from './tovspark-harness';

let h: TovsparkHarness;
let a: ReturnType<typeof api>;
let watcher: RunningConsumer;
/** What tovspark published, read back from the real broker by a consumer of our own. */
const published: TAnyEventEnvelope[] = [];

beforeAll(async () => {
  h = await startTovsparkHarness();
  a = api(h);
  h.relay.start();
  watcher = await startIdempotentConsumer({
    kafka: h.kafka,
    db: h.db,
    logger: createLogger({ name: 'tovspark-watcher', level: 'silent' }),
    consumerName: `tovspark-watcher-${randomUUID()}`,
    subscriptions: [challengePublishedV1, challengeJoinedV1, submissionSubmittedV1, submissionScoredV1, pointsAwardedV1].map((definition) =>
      on(definition, async (event) => {
        published.push(event);
      }),
    ),
  });
}, 180_000);

afterAll(async () => {
  await watcher?.stop();
  await h?.close();
});

const eventsOf = (type: string, match: (data: Record<string, unknown>) => boolean) =>
  published.filter((e) => e.type === type && match(e.data as Record<string, unknown>));

type Seen = Omit<TAnyEventEnvelope, 'data'> & { data: Record<string, unknown> };

async function seen(type: string, match: (data: Record<string, unknown>) => boolean, count = 1): Promise<Seen[]> {
  return waitFor(async () => (eventsOf(type, match).length >= count ? (eventsOf(type, match) as Seen[]) : undefined), {
    timeoutMs: 30_000,
    what: `${count} ${type}`,
  });
}

/** A registered account (its name reaches the user projection through auth.user.registered). */
async function registered(role: 'challenger' | 'company', name: string, companyName?: string): Promise<Caller> {
  const account = registration(role, name, companyName);
  await h.processed((await h.publish(userRegisteredV1, account, { key: account.userId })).id);
  return { userId: account.userId, role };
}

async function board(who: Caller, url: string): Promise<TLeaderboard> {
  const res = await a.call('GET', url, who);
  expect(res.statusCode).toBe(200);
  return ZLeaderboardSchema.parse(res.json().data);
}

const ledgerOf = (userId: string) => h.db.sparkPointsEntry.findMany({ where: { userId } });

it('runs the program: a company creates, an admin publishes, two applicants join and submit, the admin scores, points are awarded once and the boards rank them, even after Redis lost them', async () => {
  const admin = caller('admin');
  const company = await registered('company', 'Lee Contact', 'Seoul Robotics');
  const nguyen = await registered('challenger', 'Nguyen Van A');
  const maria = await registered('challenger', 'Maria Santos');

  // The company prepares its challenge and sends it to review; the admin publishes it.
  const created = await a.createChallenge(company, { companyName: undefined, sparkPoints: 500 });
  expect((await a.call('PUT', `/api/v1/challenges/${created.id}`, company, { status: 'pending_review' })).statusCode).toBe(200);
  expect((await a.publish(admin, created.id)).statusCode).toBe(200);
  const [publishedEvent] = await seen('tovspark.challenge.published', (d) => d.challengeId === created.id);
  expect(publishedEvent!.data).toMatchObject({ companyId: company.userId, companyName: 'Seoul Robotics', sparkPoints: 500, publishedBy: admin.userId });

  // Nguyen joins, saves a draft, then submits; Maria cannot hand in before joining, then joins and does.
  expect((await a.call('POST', `/api/v1/challenges/${created.id}/join`, nguyen)).statusCode).toBe(200);
  expect((await a.submit(nguyen, created.id, { description: 'A first sketch', draft: true })).json().data.status).toBe('draft');
  const nguyenSubmission = (
    await a.submit(nguyen, created.id, {
      description: 'Chatbot with Korean and Vietnamese answers',
      code: 'bot()',
      demoUrl: 'https://bot.example.com',
      draft: false,
    })
  ).json().data;
  expect((await a.submit(maria, created.id, { description: 'Chatbot with a visa FAQ', draft: false })).json().code).toBe('CHALLENGE_NOT_JOINED');
  expect((await a.join(maria, created.id)).statusCode).toBe(200);
  const mariaSubmission = (await a.submit(maria, created.id, { description: 'Chatbot with a visa FAQ', draft: false })).json().data;
  expect([nguyenSubmission.status, mariaSubmission.status]).toEqual(['submitted', 'submitted']);
  const joins = await seen('tovspark.challenge.joined', (d) => d.challengeId === created.id, 2);
  expect(joins.map((e) => e.data.userId).sort()).toEqual([nguyen.userId, maria.userId].sort());
  const submitted = await seen('tovspark.submission.submitted', (d) => d.challengeId === created.id, 2);
  expect(submitted.map((e) => e.data.submissionId).sort()).toEqual([nguyenSubmission.id, mariaSubmission.id].sort());
  expect((await a.call('GET', `/api/v1/challenges/${created.id}`, maria)).json().data).toMatchObject({ participantCount: 2, participationStatus: 'submitted' });

  // The admin scores both; the consumer books round(500 × score / 100) for each.
  for (const [submission, score] of [
    [nguyenSubmission, 90],
    [mariaSubmission, 60],
  ] as const) {
    const res = await a.call('PUT', `/api/v1/admin/tovspark/submissions/${submission.id}/score`, admin, { score, feedback: `Scored ${score}` });
    expect(res.statusCode).toBe(200);
  }
  const awards = await seen('tovspark.points.awarded', (d) => d.challengeId === created.id, 2);
  expect(awards.map((e) => [e.data.userId, e.data.amount, e.data.balance])).toEqual(
    expect.arrayContaining([
      [nguyen.userId, 450, 450],
      [maria.userId, 300, 300],
    ]),
  );

  // The same scored event delivered again, and a copy of it under another id: still one award each.
  const [scoredNguyen] = await seen('tovspark.submission.scored', (d) => d.submissionId === nguyenSubmission.id);
  await h.republish(scoredNguyen as PublishedEvent<unknown>, submissionScoredV1.topic);
  const copy = { ...(scoredNguyen as PublishedEvent<unknown>), id: randomUUID() };
  await h.republish(copy, submissionScoredV1.topic);
  await h.processed(copy.id);
  await waitFor(async () => ((await h.db.outboxEvent.count({ where: { type: 'tovspark.points.awarded' } })) === 0 ? true : undefined), {
    timeoutMs: 30_000,
    what: 'the outbox drained',
  });
  expect((await ledgerOf(nguyen.userId)).map((e) => [e.amount, e.causeKey])).toEqual([[450, `submission-scored:${nguyenSubmission.id}`]]);
  expect((await ledgerOf(maria.userId)).map((e) => e.amount)).toEqual([300]);
  // One event for this database's entry (another checkout's tovspark on the shared broker may book
  // the same scored event in its own database and publish an event of its own entry).
  const [nguyenEntry] = await ledgerOf(nguyen.userId);
  expect(await seen('tovspark.points.awarded', (d) => d.entryId === nguyenEntry!.id)).toHaveLength(1);

  // The boards: Nguyen above Maria, names from the user projection, the caller's own row flagged.
  const ours = (b: TLeaderboard) => b.rows.filter((r) => r.userId === nguyen.userId || r.userId === maria.userId);
  const all = await board(maria, '/api/v1/tovspark/leaderboard?period=all&limit=100');
  expect(ours(all).map((r) => [r.name, r.sparkPoints, r.isMe])).toEqual([
    ['Nguyen Van A', 450, false],
    ['Maria Santos', 300, true],
  ]);
  expect(ours(all)[0]!.rank).toBeLessThan(ours(all)[1]!.rank);
  expect(all.me).toEqual(ours(all)[1]);
  for (const period of ['week', 'month'] as const) {
    const b = await board(nguyen, `/api/v1/tovspark/leaderboard?period=${period}&limit=100`);
    expect(ours(b).map((r) => r.userId)).toEqual([nguyen.userId, maria.userId]);
    expect(b.me).toMatchObject({ userId: nguyen.userId, sparkPoints: 450, isMe: true });
  }
  expect((await board(nguyen, '/api/v1/challenges/leaderboard/overall?limit=100')).rows).toEqual(
    (await board(nguyen, '/api/v1/tovspark/leaderboard?period=all&limit=100')).rows,
  );

  // Redis loses the boards: they are rebuilt from the ledger, in the same order.
  const before = await Promise.all((['all', 'week', 'month'] as const).map((p) => board(maria, `/api/v1/tovspark/leaderboard?period=${p}&limit=100`)));
  const keys = await h.redis.keys(`${h.leaderboardPrefix}:*`);
  expect(keys.length).toBe(3);
  await h.redis.del(...keys);
  const after = await Promise.all((['all', 'week', 'month'] as const).map((p) => board(maria, `/api/v1/tovspark/leaderboard?period=${p}&limit=100`)));
  // Other tests' awards may land meanwhile: compare the users both readings hold, in their order.
  const order = (b: TLeaderboard, users: Set<string>) => b.rows.filter((r) => users.has(r.userId)).map((r) => [r.userId, r.name, r.sparkPoints]);
  for (const [i, b] of after.entries()) {
    const both = new Set(before[i]!.rows.map((r) => r.userId).filter((id) => b.rows.some((r) => r.userId === id)));
    expect(both.has(nguyen.userId) && both.has(maria.userId)).toBe(true);
    expect(order(b, both)).toEqual(order(before[i]!, both));
  }
  expect(await h.redis.exists(...keys)).toBe(3);

  // What each applicant reads about themselves.
  const points = ZSparkPointsSchema.parse((await a.call('GET', '/api/v1/tovspark/sparkpoints/me', nguyen)).json().data);
  expect(points).toMatchObject({
    balance: 450,
    total: 1,
    page: 1,
    items: [{ amount: 450, reason: 'submission_scored', challengeId: created.id, challengeTitle: created.title, submissionId: nguyenSubmission.id }],
  });
  const results = ZMyResultsSchema.parse((await a.call('GET', '/api/v1/challenges/my/results', nguyen)).json().data);
  expect(results.results).toEqual([
    expect.objectContaining({ challengeTitle: created.title, status: 'evaluated', score: 90, feedback: 'Scored 90', sparkPoints: 450 }),
  ]);
  const stats = ZUserStatsSchema.parse((await a.call('GET', '/api/v1/tovspark/users/me/stats', maria)).json().data);
  expect(stats).toEqual({ sparkPoints: 300, completedChallenges: 1, submittedChallenges: 1, joinedChallenges: 1, globalRank: all.me!.rank });
}, 120_000);

it('ranks two users with the same points by who reached them first', async () => {
  const early = await registered('challenger', 'Early Bird');
  const late = await registered('challenger', 'Late Comer');
  const now = Date.now();
  // As tovspark's score route publishes them: the later one is delivered first.
  const scored = (userId: string, at: number) => ({
    submissionId: randomUUID(),
    challengeId: randomUUID(),
    userId,
    score: 50,
    challengeSparkPoints: 222,
    scoredBy: 'admin',
    scoredAt: new Date(at).toISOString(),
  });
  const second = await h.publish(submissionScoredV1, scored(late.userId, now - 60_000));
  const first = await h.publish(submissionScoredV1, scored(early.userId, now - 120_000));
  await h.processed(second.id);
  await h.processed(first.id);
  const b = await board(late, '/api/v1/tovspark/leaderboard?period=all&limit=100');
  const pair = b.rows.filter((r) => r.userId === early.userId || r.userId === late.userId);
  expect(pair.map((r) => [r.name, r.sparkPoints])).toEqual([
    ['Early Bird', 111],
    ['Late Comer', 111],
  ]);
  expect(pair[1]!.rank).toBe(pair[0]!.rank + 1);
});

it('gives a user without points no row and no rank', async () => {
  const nobody = caller('challenger');
  const b = await board(nobody, '/api/v1/tovspark/leaderboard?period=week');
  expect(b.me).toBeNull();
  expect(b.rows.every((r) => !r.isMe)).toBe(true);
  expect(ZUserStatsSchema.parse((await a.call('GET', '/api/v1/tovspark/users/me/stats', nobody)).json().data)).toEqual({
    sparkPoints: 0,
    completedChallenges: 0,
    submittedChallenges: 0,
    joinedChallenges: 0,
    globalRank: null,
  });
  expect((await a.call('GET', '/api/v1/tovspark/leaderboard?period=year', nobody)).statusCode).toBe(400);
});

it('never lowers a score on the board when an older reading of the ledger is written after a newer one', async () => {
  const userId = randomUUID();
  const scored = {
    submissionId: randomUUID(),
    challengeId: randomUUID(),
    userId,
    score: 100,
    challengeSparkPoints: 40,
    scoredBy: 'admin',
    scoredAt: new Date().toISOString(),
  };
  await h.processed((await h.publish(submissionScoredV1, scored)).id);
  const key = h.leaderboards.key('all', new Date());
  expect(decodeLeaderboardPoints(Number(await h.redis.zscore(key, userId)))).toBe(40);
  // A newer award already on the board (as written just before its commit) ...
  const newer = encodeLeaderboardScore(90, new Date());
  await h.redis.zadd(key, newer, userId);
  // ... and a write from a reading that does not see it yet: the board keeps the newer one.
  await h.leaderboards.refreshUser(h.db, userId, new Date());
  expect(Number(await h.redis.zscore(key, userId))).toBe(newer);
});
