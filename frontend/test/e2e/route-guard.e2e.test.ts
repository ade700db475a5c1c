import type { Browser } from 'playwright-core';
import { launch, url } from './helpers';
import { NOT_VISITED, PERSONAS, declaredPatterns, guardRoutes, type GuardIds } from './guard/guard-routes';
import { openAs, visitAndCheck } from './guard/guard-run';

/**
 * The guard of issue 11: every route, signed out and as each role, in ko/en/zh/ja at 390 and 1280 px
 * (sampled per run: key screens in every language, the others in one; guardCombinations),
 * fails on an i18n error or raw key, [object Object], undefined, NaN, a console error, a horizontal
 * scroll, a failed answer the page did not mean to get, text in another language, or a page without
 * its own heading and title. Screenshots: frontend/test-results/guard.
 */
let browser: Browser;
let ids: GuardIds;

async function api<T>(method: string, pathname: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(url(`/api${pathname}`), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launch();
  const { token } = await api<{ token: string }>('POST', '/auth/login', null, { email: 'challenger@demo.tov', password: 'demo1234' });
  const assessment = await api<{ assessmentId: string }>('POST', '/visa/v3/assessment/evaluate', token, {
    visaType: 'D-10',
    applicationType: 'NEW',
    userData: {
      d10SubType: 'D-10-1',
      personalInfo: { nationality: 'India', age: 28 },
      educationInfo: { highestDegree: 'MASTER' },
      experienceInfo: { yearsOfExperience: 3 },
      languageInfo: { topikLevel: 4 },
    },
    options: { autoSave: true, includeRoadmap: true, detailed: true },
  });
  ids = { assessmentId: assessment.assessmentId };
});
afterAll(async () => {
  await browser?.close();
});

describe('route guard', () => {
  it('lists every route the app declares (or says why it does not visit it)', () => {
    const visited = new Set(guardRoutes({ assessmentId: 'x' }).map((r) => r.pattern));
    const missing = declaredPatterns().filter((p) => !visited.has(p) && !(p in NOT_VISITED));
    expect(missing).toEqual([]);
  });

  it.each(PERSONAS.map((p) => [p.id, p.email] as const))(
    'shows every route well to %s',
    async (persona, email) => {
      const g = await openAs(browser, email);
      const problems: string[] = [];
      try {
        for (const route of guardRoutes(ids)) {
          if (route.personas && !route.personas.includes(persona)) continue;
          problems.push(...(await visitAndCheck(g, route.path, `${persona}${route.path}`, route.expected?.(persona) ?? [], route.key)));
        }
      } finally {
        await g.close();
      }
      expect(problems).toEqual([]);
      // About 45 routes, a dozen in four languages: the time limit of one persona's walk (GUARD_FULL=1 checks all eight pairs).
    },
    300_000,
  );
});
