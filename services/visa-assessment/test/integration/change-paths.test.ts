import { newUser, startVisaHarness, type VisaHarness } from './visa-harness';

/** The day the current rules were checked: the E-7-4 figures (26M) are the ones in force then. */
const CHECKED = '2026-11-24';

let h: VisaHarness;
beforeAll(async () => {
  h = await startVisaHarness({ today: CHECKED });
}, 120_000);
afterAll(async () => h.close());

/** An E-9 worker extending: 5 years in Korea, in work, 32M, TOPIK 3, born 1995 (31 on the day): 205 K-points. */
const E9_WORKER = {
  personalInfo: { firstName: 'Van', lastName: 'Le', nationality: 'Vietnam', birthDate: '1995-03-03' },
  industryType: 'MANUFACTURING',
  experienceInfo: { koreanWorkExperience: 5 },
  employmentInfo: { salary: 32_000_000, currentStatus: 'EMPLOYED' },
  topikLevel: 3,
};

type Path = {
  visaType: string;
  visaSubtype: string | null;
  reason: string;
  eligible: boolean;
  missingConditions: Array<{ condition: string; text: Record<string, string> }>;
};

async function evaluate(userId: string | null, userData: Record<string, unknown>, applicationType = 'EXTENSION') {
  const res = await h.as(userId, { method: 'POST', url: '/api/visa/v3/assessment/evaluate', payload: { visaType: 'E-9', applicationType, userData } });
  expect(res.statusCode).toBe(userId ? 201 : 200);
  return res.json().data as { assessmentId: string; eligible: boolean; changePaths: Path[] };
}

const e74 = (paths: Path[]) => paths.find((p) => p.visaSubtype === 'E-7-4');

async function publishedPaths(assessmentId: string): Promise<string[]> {
  const outbox = await h.db.outboxEvent.findFirst({ where: { key: assessmentId, type: 'visa.assessment.completed' } });
  return (outbox!.payload as { data: { changePaths: string[] } }).data.changePaths;
}

describe("the E-9 worker's E-7-4 path through POST /api/visa/v3/assessment/evaluate (issue 24 item 22)", () => {
  it('answers E-7-4 as open to an E-9 worker who meets every condition, keeps it when read back and publishes it', async () => {
    const userId = newUser();
    const a = await evaluate(userId, E9_WORKER);
    expect(e74(a.changePaths)).toMatchObject({ visaType: 'E-7', eligible: true, missingConditions: [] });
    expect(await publishedPaths(a.assessmentId)).toEqual(['E-7-4']);
    const read = await h.as(userId, { method: 'GET', url: `/api/visa/v3/assessment/${a.assessmentId}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.changePaths).toEqual(a.changePaths);
  });

  it.each([
    ['3 years of work', { experienceInfo: { koreanWorkExperience: 3 } }, ['workYears']],
    ['no current employment', { employmentInfo: { currentStatus: 'UNEMPLOYED' } }, ['employment']],
    ['a wage of 25M', { employmentInfo: { salary: 25_000_000 } }, ['wage', 'points']],
    ['TOPIK 1', { topikLevel: 1 }, ['korean', 'points']],
    ['TOPIK 2 and 26M (160 K-points)', { topikLevel: 2, employmentInfo: { salary: 26_000_000 } }, ['points']],
  ])('answers E-7-4 as not open yet to an E-9 worker with %s, naming what is missing, and does not publish it', async (_case, patch, missing) => {
    const userId = newUser();
    const userData = { ...E9_WORKER, ...patch, employmentInfo: { ...E9_WORKER.employmentInfo, ...(patch as { employmentInfo?: object }).employmentInfo } };
    const a = await evaluate(userId, userData);
    expect(a.eligible).toBe(true);
    const path = e74(a.changePaths);
    expect(path).toMatchObject({ visaType: 'E-7', eligible: false });
    expect(path!.missingConditions.map((c) => c.condition)).toEqual(missing);
    for (const c of path!.missingConditions) expect(Object.keys(c.text).sort()).toEqual(['en', 'ja', 'ko', 'zh']);
    expect(path!.reason).toMatch(/E-7-4/);
    expect(await publishedPaths(a.assessmentId)).toEqual([]);
  });

  it('answers the E-7-4 path to an E-9 worker changing workplace (CHANGE), and none to a new entrant abroad', async () => {
    expect(e74((await evaluate(null, { ...E9_WORKER, targetIndustry: 'MANUFACTURING' }, 'CHANGE')).changePaths)).toMatchObject({ eligible: true });
    expect(e74((await evaluate(null, { ...E9_WORKER, epsTopikScore: 150, epsTopikTestDate: '2026-01-10' }, 'NEW')).changePaths)).toBeUndefined();
  });
});
