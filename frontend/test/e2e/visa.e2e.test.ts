import type { Browser, Page } from 'playwright-core';
import { launch, login, newPage, screenshot, url, visaServerAvailable, waitForPath } from './helpers';

/**
 * The visa flow needs the visa-assessment service. These tests run only when GET /api/visa/v3/types
 * answers 200; otherwise each one logs why and returns.
 */
let browser: Browser;
let visa: { ok: boolean; why: string } = { ok: false, why: 'not checked' };
beforeAll(async () => {
  visa = await visaServerAvailable();
  if (!visa.ok) console.warn(`[e2e] visa tests NOT RUN: ${visa.why} (the visa-assessment service is not up)`);
  else browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function guard(name: string): boolean {
  if (visa.ok) return true;
  console.warn(`[e2e] "${name}" not run: ${visa.why}`);
  return false;
}

async function choose(page: Page, code: string, applicationType = 'NEW') {
  await page.goto(url('/visa/step1'));
  await page.click(`[data-testid="visa-type-${code}"]`);
  await page.check(`[data-testid=app-type-${applicationType}]`);
  await page.click('[data-testid=start-form]');
  await page.waitForSelector(`[data-testid="visa-form-${code}"]`);
  const discard = page.locator('[data-testid=draft-restored] button');
  if (await discard.count()) await discard.click();
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const el = page.locator(`[name="${name}"]`).first();
    const tag = await el.evaluate((e) => e.tagName);
    if (tag === 'SELECT') await el.selectOption(value);
    else await el.fill(value);
  }
}

async function next(page: Page) {
  await page.click('[data-testid=form-next]');
}

/** The points of the spec's table (totalPoints), shown beside the 0-100 score. */
async function submitAndReadPoints(page: Page): Promise<number> {
  await page.click('[data-testid=form-submit]');
  await page.waitForSelector('[data-testid=visa-result]', { timeout: 60_000 });
  await page.waitForSelector('[data-testid=breakdown]');
  return Number(await page.textContent('[data-testid=result-points]'));
}

describe('visa assessment in Chromium', () => {
  it('F-2-7: from step 1 to the result with the score the table gives (84)', async () => {
    if (!guard('F-2-7')) return;
    const { context, page } = await newPage(browser);
    await login(page, 'challenger@demo.tov');
    await choose(page, 'F-2');
    // An empty required field blocks the step and is highlighted.
    await next(page);
    await page.waitForSelector('[data-testid="error-personalInfo.nationality"]');
    await fill(page, { visaSubtype: 'F-2-7', 'personalInfo.nationality': 'Vietnam', 'personalInfo.age': '30', 'personalInfo.gender': 'FEMALE', 'personalInfo.criminalRecord': 'NO' });
    await next(page);
    // MASTER with a Korean degree: 30
    await fill(page, { 'education.degree': 'MASTER', 'education.koreanDegree': 'YES', 'education.major': 'Economics' });
    await next(page);
    // TOPIK 5: 20; income 60M: 6; no programme: 0; bonus 5 + 3 + 5 = 13; age 30: 15 -> 84
    await fill(page, {
      'korean.topik': '5', 'korean.kiip': '0', 'socialIntegration.programCompleted': 'NO', 'income.annual': '60000000', 'income.stable': 'YES',
      'bonus.governmentAward': 'YES', 'bonus.volunteerHours': '250', 'bonus.taxPaymentYears': '3', 'bonus.koreanWorkYears': '2',
    });
    await next(page);
    await fill(page, { stayDuration: '4', currentVisa: 'E-7', legalStatus: 'LEGAL', 'violations.count': '0' });
    await next(page);
    const score = await submitAndReadPoints(page);
    await screenshot(page, 'visa-f2-7-result');
    expect(score).toBe(84);
    expect(await page.textContent('[data-testid=eligibility]')).toBe('신청 가능');
    await context.close();
  });

  it('D-10: from step 1 to the result with the score the table gives (90)', async () => {
    if (!guard('D-10')) return;
    const { context, page } = await newPage(browser);
    await login(page, 'challenger@demo.tov');
    await choose(page, 'D-10');
    await fill(page, { d10SubType: 'D-10-1', 'personalInfo.nationality': 'India', 'personalInfo.age': '28', 'personalInfo.gender': 'MALE' });
    await next(page);
    // MASTER 30, no Korean degree
    await fill(page, { 'educationInfo.highestDegree': 'MASTER', 'educationInfo.isKoreanDegree': 'NO' });
    await next(page);
    // 3 years: 10; Korean work 1 year: 5 (+5 bonus)
    await fill(page, { 'experienceInfo.yearsOfExperience': '3', 'experienceInfo.koreanWorkExperience': '1' });
    await next(page);
    // TOPIK 4: 25; age 28: 15 -> 30 + 10 + 5 + 25 + 15 + 5 = 90
    await fill(page, { 'languageInfo.topikLevel': '4', 'languageInfo.socialIntegrationLevel': '0' });
    await next(page);
    await next(page);
    const score = await submitAndReadPoints(page);
    await screenshot(page, 'visa-d10-result');
    expect(score).toBe(90);
    await context.close();
  });

  it('lists the history, pages it and compares two assessments side by side', async () => {
    if (!guard('history and compare')) return;
    const { context, page } = await newPage(browser);
    await login(page, 'challenger@demo.tov');
    await page.goto(url('/visa/history'));
    await page.waitForSelector('[data-testid=history-table] tbody tr');
    // Page 1 holds 10; "load more" appends the next page below it.
    const rows = page.locator('[data-testid=history-table] tbody tr');
    const firstPage = await rows.count();
    if (await page.locator('[data-testid=load-more]').count()) {
      expect(firstPage).toBe(10);
      await page.click('[data-testid=load-more]');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=history-table] tbody tr').length > n, firstPage);
    }
    const boxes = page.locator('[data-testid=history-table] tbody input[type=checkbox]');
    expect(await boxes.count()).toBeGreaterThanOrEqual(2);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await screenshot(page, 'visa-history');
    await page.click('[data-testid=go-compare]');
    await waitForPath(page, '/visa/compare');
    await page.waitForSelector('[data-testid=compare-table] [data-testid=compare-score]');
    expect(await page.locator('[data-testid=compare-score]').count()).toBe(2);
    await screenshot(page, 'visa-compare');
    // Filters: only F-2
    await page.goto(url('/visa/history'));
    await page.selectOption('[data-testid=filter-visaType]', 'F-2');
    await page.click('[data-testid=apply-filters]');
    // The unfiltered rows are on screen until the filtered page replaces them: wait for that.
    await page
      .waitForFunction(() => {
        const cells = [...document.querySelectorAll('[data-testid=history-table] tbody tr td:nth-child(2)')];
        return cells.length > 0 && cells.every((c) => (c.textContent ?? '').startsWith('F-2'));
      }, undefined, { timeout: 20_000 })
      .catch(() => undefined);
    const types = await page.locator('[data-testid=history-table] tbody tr td:nth-child(2)').allTextContents();
    expect(types.every((t) => t.startsWith('F-2'))).toBe(true);
    await context.close();
  });
});
