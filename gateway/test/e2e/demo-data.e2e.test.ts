import { DEMO_ACCOUNTS } from '@tov/contracts';

/**
 * The fresh-clone check (issue 24, item 18): on a stack started with `seed: true`, also on databases
 * made that minute, a newcomer sees the product working. Through the gateway only: the published
 * challenges of the demo company, a leaderboard with names, the experts matching proposes for the demo
 * challenger's assessment (at least four, each with their own name and profile) and the challenger's
 * history. The seeds' events reach the other services a moment after the stack is up (the assessments'
 * after the relay's reservation, about ten seconds), so each read is repeated until it shows.
 * npm test runs it on the test databases; for a fresh run: README "Demo data".
 */
const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const DEMO_PASSWORD = 'demo1234';

interface Envelope {
  success: boolean;
  code?: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- e2e reads many response shapes
}

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
}

async function login(email: string): Promise<string> {
  const res = await call('POST', '/api/auth/login', undefined, { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

type GalleryChallenge = { title: string; status: string; companyName: string; participantCount: number; daysLeft: number };

/** Every page of a gallery list: the test databases keep the challenges other e2e files publish, run after run, so the seeded ones need not be on the first page. */
async function everyPage(path: string): Promise<GalleryChallenge[]> {
  const items: GalleryChallenge[] = [];
  for (let page = 1; ; page += 1) {
    const res = await call('GET', `${path}&limit=100&page=${page}`, challenger);
    expect(res.status).toBe(200);
    items.push(...(res.body.data.items as GalleryChallenge[]));
    if (items.length >= res.body.data.total || res.body.data.items.length === 0) return items;
  }
}

let challenger: string;
beforeAll(async () => {
  challenger = await login(DEMO_ACCOUNTS.challenger);
});

it("lists the demo company's published challenges from the gallery, in Korean and English, one of them closed", async () => {
  const demo = (await everyPage('/api/v1/challenges?status=published')).filter((c) => c.companyName === 'Hanbit Robotics');
  expect(demo.length).toBeGreaterThanOrEqual(4);
  expect(demo.every((c) => c.status === 'published' && c.daysLeft > 0)).toBe(true);
  expect(demo.some((c) => /[가-힣]/.test(c.title))).toBe(true);
  expect(demo.some((c) => /^[\x20-\x7e]+$/.test(c.title))).toBe(true);
  expect(demo.some((c) => c.participantCount > 0)).toBe(true);
  const closed = await everyPage('/api/v1/challenges?status=closed');
  expect(closed.some((c) => c.companyName === 'Hanbit Robotics')).toBe(true);
});

it("shows the demo participants on the leaderboard and the demo challenger's SparkPoints", async () => {
  const board = await eventually(async () => {
    const res = await call('GET', '/api/v1/tovspark/leaderboard?period=all&limit=50', challenger);
    const rows = res.body.data?.rows as Array<{ name: string | null; sparkPoints: number; isMe: boolean }> | undefined;
    return rows && rows.some((r) => r.isMe) && rows.filter((r) => r.sparkPoints > 0).length >= 4 ? rows : undefined;
  }, 'the demo participants on the all-time leaderboard');
  // Named, from the user projection (a stack on the shared broker may also count other runs' awards).
  expect(board.find((r) => r.isMe)!.name).toBeTruthy();
  expect(board.filter((r) => r.name && r.sparkPoints > 0).length).toBeGreaterThanOrEqual(4);
  const points = await call('GET', '/api/v1/tovspark/sparkpoints/me', challenger);
  expect(points.body.data.balance).toBeGreaterThan(0);
});

it("has the demo challenger's history, and matching proposes at least four experts with their own names for it", async () => {
  // The seeded assessments are dated days back; a stack on the test databases also holds what other
  // tests made for this account (made minutes ago), so each visa type is looked up on its own.
  const seeded = async (visaType: string) =>
    eventually(async () => {
      for (let page = 1; ; page += 1) {
        const res = await call('GET', `/api/visa/v3/assessment?visaType=${visaType}&limit=100&page=${page}`, challenger);
        const rows = res.body.data?.assessments as Array<{ assessmentId: string; visaType: string; evaluatedAt: string }> | undefined;
        const found = rows?.find((a) => Date.now() - Date.parse(a.evaluatedAt) > 2 * 24 * 3600_000);
        if (found || !rows || rows.length < 100) return found;
      }
    }, `the demo challenger's ${visaType} assessment`);
  const [d10, e7, f2] = await Promise.all(['D-10', 'E-7', 'F-2'].map(seeded));
  expect([d10!.visaType, e7!.visaType, f2!.visaType]).toEqual(['D-10', 'E-7', 'F-2']);
  const history = await call('GET', '/api/visa/v3/assessment/history?page=1&limit=10', challenger);
  expect(history.body.data.total).toBeGreaterThanOrEqual(3);
  // The assessment reaches matching through visa.assessment.completed; until then the request is 404.
  const request = await eventually(async () => {
    const res = await call('POST', '/api/visa/v3/matching/create', challenger, { assessmentId: e7!.assessmentId, preferences: { languages: ['en'] } });
    return res.status < 300 ? res.body.data : undefined;
  }, 'the matching request for the demo E-7 assessment');
  const candidates = request.candidates as Array<{ name: string; bio: string | null; experienceYears: number; fees: unknown[] }>;
  expect(new Set(candidates.map((c) => c.name)).size).toBeGreaterThanOrEqual(4);
  // The demo experts' own profiles (a stack on the test databases may also know experts other tests signed up).
  const profiled = candidates.filter((c) => c.bio && c.fees.length > 0);
  expect(new Set(profiled.map((c) => c.name)).size).toBeGreaterThanOrEqual(4);
});
