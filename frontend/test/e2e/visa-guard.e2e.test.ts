import type { Browser, Page } from 'playwright-core';
import { FULL_ASSESSMENT_CODES } from '../../src/features/visa/forms/definitions';
import { launch, url } from './helpers';
import { checkEveryLanguageAndWidth, openAs, type GuardPage } from './guard/guard-run';

/**
 * The guard of issue 11 over the visa flow: every step of every assessed visa form (each application
 * type) and its result, and the documents guide of every other status, in ko/en/zh/ja at 390 and
 * 1280 px (sampled per run, guardCombinations: one result in every language, each other screen in
 * one), with the page checks of the route guard. The forms are filled with what each step asks
 * for (the app's own validation says which fields), so the walk follows the forms as they change.
 */
let browser: Browser;
let challenger: GuardPage;

beforeAll(async () => {
  browser = await launch();
  challenger = await openAs(browser, 'challenger@demo.tov');
});
afterAll(async () => {
  await challenger?.close();
  await browser?.close();
});

interface TypeEntry {
  code: string;
  fullAssessment: boolean;
}

async function visaTypes(): Promise<TypeEntry[]> {
  const res = await fetch(url('/api/visa/v3/types'));
  const body = (await res.json()) as { data: { types?: TypeEntry[] } | TypeEntry[] };
  return Array.isArray(body.data) ? body.data : (body.data.types ?? []);
}

/** Fills each field the step's validation flagged: the first choice of a list, 1 for a number, a date, a word. */
async function answerWhatIsAsked(page: Page): Promise<void> {
  const errors = await page.$$eval('[data-testid^="error-"]', (els) => els.map((e) => e.getAttribute('data-testid')!.slice('error-'.length)));
  for (const name of errors) {
    const field = page.locator(`[name="${name}"]`).first();
    const tag = await field.evaluate((e) => `${e.tagName}:${(e as HTMLInputElement).type}`);
    if (tag.startsWith('SELECT')) {
      const first = await field.evaluate((e) => [...(e as HTMLSelectElement).options].find((o) => o.value !== '')?.value ?? '');
      await field.selectOption(first);
    } else if (tag.endsWith(':number')) await field.fill('1');
    else if (tag.endsWith(':date')) await field.fill('2000-01-01');
    else if (tag.endsWith(':checkbox')) await field.check();
    else await field.fill('Test');
  }
}

/** What a step asks: its title and the names of its fields (the same step in two application types is checked once). */
async function stepSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const form = document.querySelector('[data-testid^="visa-form-"] form') ?? document.body;
    const names = [...form.querySelectorAll('[name]')].map((e) => e.getAttribute('name')).sort();
    return `${document.querySelector('.step-title')?.textContent}|${[...new Set(names)].join(',')}`;
  });
}

/** Goes to the next step, answering what the step asks for first; false on the last step. */
async function nextStep(page: Page): Promise<boolean> {
  if ((await page.locator('[data-testid=form-submit]').count()) > 0) return false;
  const current = await page.textContent('[data-testid=progress] [aria-current=step]');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.click('[data-testid=form-next]');
    // Either the next step shows, or the step's validation says what it still needs.
    await page.waitForFunction(
      (before) =>
        document.querySelector('[data-testid=progress] [aria-current=step]')?.textContent !== before ||
        document.querySelector('[data-testid^="error-"]') !== null,
      current,
    );
    if ((await page.textContent('[data-testid=progress] [aria-current=step]')) !== current) return true;
    await answerWhatIsAsked(page);
  }
  throw new Error(`the step "${current}" does not let the walk go on`);
}

describe('visa guard', () => {
  it.each(FULL_ASSESSMENT_CODES)(
    'shows every step of the %s form in each application type, and its result',
    async (code) => {
      const g = challenger;
      const problems: string[] = [];
      const seen = new Set<string>();
      await g.page.goto(url('/visa/step1'));
      await g.page.click(`[data-testid="visa-type-${code}"]`);
      const applicationTypes = await g.page.$$eval('[data-testid^="app-type-"]', (els) => els.map((e) => (e as HTMLInputElement).value));
      expect(applicationTypes.length).toBeGreaterThan(0);
      for (const applicationType of applicationTypes) {
        await g.page.goto(url(`/visa/form/${code}?applicationType=${applicationType}`));
        const discard = g.page.locator('[data-testid=draft-restored] button');
        if (await discard.count()) await discard.click();
        await g.events.settle();
        for (let step = 1; ; step++) {
          const signature = await stepSignature(g.page);
          if (!seen.has(signature)) {
            seen.add(signature);
            problems.push(...(await checkEveryLanguageAndWidth(g, `visa-form-${code}-${applicationType}-step${step}`)));
          }
          if (!(await nextStep(g.page))) break;
        }
        // One result per visa: the result screen is the same for every application type.
        if (applicationType !== applicationTypes[0]) continue;
        for (let attempt = 0; attempt < 3; attempt++) {
          await g.page.click('[data-testid=form-submit]');
          const done = await g.page.waitForSelector('[data-testid=visa-result]', { timeout: 30_000 }).then(
            () => true,
            () => false,
          );
          if (done) break;
          await answerWhatIsAsked(g.page);
        }
        await g.events.settle();
        problems.push(...(await checkEveryLanguageAndWidth(g, `visa-result-${code}`, [], code === FULL_ASSESSMENT_CODES[0])));
      }
      expect(problems).toEqual([]);
    },
    600_000,
  );

  it('shows the documents guide (or that it is coming) of every other status', async () => {
    const g = challenger;
    const other = (await visaTypes()).filter((t) => !t.fullAssessment);
    expect(other.length).toBe(24);
    const problems: string[] = [];
    await g.page.goto(url('/visa/step1'));
    for (const { code } of other) {
      await g.page.click(`[data-testid="visa-type-${code}"]`);
      await g.page.waitForSelector('[data-testid=documents-guide]');
      await g.events.settle();
      problems.push(...(await checkEveryLanguageAndWidth(g, `visa-guide-${code}`)));
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
