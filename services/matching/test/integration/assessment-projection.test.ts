import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { migrateTestDatabase, testInfrastructure } from '@tov/kit/testing';
import { upsertAssessments } from '../../src/store/assessments';
import { createMatchingDb, type MatchingDb } from '../../src/store/db';
import { assessmentCompleted } from './matching-harness';

// The projection statement on the real Postgres (matching_test): what a run of
// `visa.assessment.completed` events leaves behind.
let db: MatchingDb;

beforeAll(async () => {
  const infra = await testInfrastructure();
  const databaseUrl = infra.databaseUrl('matching_test');
  await migrateTestDatabase(path.resolve(__dirname, '..', '..'), databaseUrl);
  db = createMatchingDb(databaseUrl);
}, 120_000);

afterAll(async () => {
  await db.$disconnect();
});

const apply = (events: ReturnType<typeof assessmentCompleted>[]) => db.$transaction((tx) => upsertAssessments(tx, events));
const row = (assessmentId: string) => db.assessmentProjection.findUniqueOrThrow({ where: { assessmentId } });
const at = (iso: string) => new Date(iso).toISOString();

it('creates every assessment of a run it has not seen, field by field', async () => {
  const userId = randomUUID();
  const first = assessmentCompleted(userId, { evaluatedAt: '2026-11-20T09:15:42.123Z' });
  const second = assessmentCompleted(userId, { visaType: 'F-6', visaSubtype: null, nationality: null, eligible: false, score: 37.5, changePaths: [] });
  await apply([first, second]);

  expect(await row(first.assessmentId)).toMatchObject({
    userId,
    visaType: 'E-7',
    visaSubtype: 'E-7-1',
    eligible: true,
    score: 78,
    nationality: 'Vietnam',
    changePaths: ['F-2'],
    evaluatedAt: new Date('2026-11-20T09:15:42.123Z'),
    deleted: false,
  });
  expect(await row(second.assessmentId)).toMatchObject({
    visaType: 'F-6',
    visaSubtype: null,
    nationality: null,
    eligible: false,
    score: 37.5,
    changePaths: [],
  });
  // Stored in UTC like Prisma's own writes: a read through Prisma gives back the instant that was sent.
  expect((await row(second.assessmentId)).evaluatedAt.toISOString()).toBe(at(second.evaluatedAt));
});

it('takes a newer evaluation and ignores an older one that arrives late', async () => {
  const userId = randomUUID();
  const base = assessmentCompleted(userId, { score: 60, evaluatedAt: '2026-11-20T10:00:00.000Z' });
  await apply([base]);
  await apply([{ ...base, score: 90, changePaths: ['F-2', 'F-5'], evaluatedAt: '2026-11-21T10:00:00.000Z' }]);
  await apply([{ ...base, score: 10, evaluatedAt: '2026-11-19T10:00:00.000Z' }]);

  expect(await row(base.assessmentId)).toMatchObject({ score: 90, changePaths: ['F-2', 'F-5'], evaluatedAt: new Date('2026-11-21T10:00:00.000Z') });
});

it('keeps the latest of several evaluations of one assessment inside one run, whatever their order', async () => {
  const userId = randomUUID();
  const base = assessmentCompleted(userId);
  const older = { ...base, score: 40, evaluatedAt: '2026-11-20T10:00:00.000Z' };
  const newer = { ...base, score: 70, evaluatedAt: '2026-11-22T10:00:00.000Z' };
  await apply([newer, older]);
  expect((await row(base.assessmentId)).score).toBe(70);

  // On the same instant the later event wins, as applying them one by one would.
  const tieA = { ...base, score: 71, evaluatedAt: '2026-11-23T10:00:00.000Z' };
  const tieB = { ...tieA, score: 72 };
  await apply([tieA, tieB]);
  expect((await row(base.assessmentId)).score).toBe(72);
});

it('leaves a deleted assessment deleted when its completion is replayed', async () => {
  const data = assessmentCompleted(randomUUID(), { score: 55, evaluatedAt: '2026-11-20T10:00:00.000Z' });
  await apply([data]);
  await db.assessmentProjection.update({ where: { assessmentId: data.assessmentId }, data: { deleted: true } });
  await apply([{ ...data, score: 99, evaluatedAt: '2026-11-21T10:00:00.000Z' }]);
  expect(await row(data.assessmentId)).toMatchObject({ deleted: true, score: 99 });
});
