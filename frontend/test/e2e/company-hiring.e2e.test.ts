import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { waitFor } from '@tov/kit/testing';
import type { Browser } from 'playwright-core';
import { api, demoToken, talentSignedUp } from './api-fixtures';
import { launch, login, newPage, screenshot, url } from './helpers';
import { readsWell, seoulDay } from './company-fixtures';
import { GUARD_LANGUAGES, PageEvents, switchLanguage } from './guard/page-checks';

/**
 * The hiring part of the company workspace (issue 21 §2) through its screens, as company@demo.tov: a
 * talent the company contacts through the API appears on the hiring board; it is moved to interview
 * by the buttons, given an offer for an E-7-1 occupation picked from the list, the visa gate's
 * answer is read, and the candidate is hired; then an xlsx employees report is requested, its
 * progress bar followed to the end and the file downloaded (a zip: its bytes start with "PK"). The
 * board, the candidate, the analytics and the reports in the four languages, at 1280 and 390 px,
 * with no axe-core violation. Screenshots: frontend/test-results/hiring-*.png.
 *
 * Needs the whole stack (auth's SMTP sink, tovspark, company and the workers).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A new D-10 applicant, verified and visible to companies, contacted by the demo company: a candidate of its pipeline. */
async function contactedTalent(name: string): Promise<void> {
  await talentSignedUp(name, `e2e-hire-${randomUUID().slice(0, 8)}@example.com`);

  const company = await demoToken('company@demo.tov');
  const talentId = await waitFor(
    async () => {
      const found = await api('GET', `/api/tovspark/talents?search=${encodeURIComponent(name)}`, undefined, company);
      return found.body.data.items?.find((t) => t.name === name)?.id as string | undefined;
    },
    { what: `${name} on the talent search`, timeoutMs: 60_000, intervalMs: 500 },
  );
  const contacted = await api('POST', `/api/tovspark/talents/${talentId}/contact`, { message: '백엔드 개발자 면접을 제안드립니다.' }, company);
  expect(contacted.status).toBe(201);
}

it('moves a contacted talent to interview, offers an E-7-1 job, reads the gate, hires, and exports the employees as xlsx', async () => {
  const name = `E2E Hire ${randomUUID().slice(0, 6)}`;
  await contactedTalent(name);
  const { context, page } = await newPage(browser);
  const events = new PageEvents(page);
  try {
    await login(page, 'company@demo.tov');
    await page.goto(url('/company-dashboard'));
    await page.click('[data-testid=nav-hiring]');
    const card = page.locator('[data-testid=candidate-card]', { hasText: name });
    await waitFor(
      async () => {
        await page.goto(url('/company/hiring'));
        await page.waitForSelector('[data-testid=column-contacted]');
        return (await card.count()) > 0 ? true : undefined;
      },
      { what: `${name} on the hiring board`, timeoutMs: 60_000, intervalMs: 1000 },
    );
    expect(await page.locator('[data-testid=column-contacted] [data-testid=candidate-card]', { hasText: name }).count()).toBe(1);
    // Only the legal moves: contacted -> screening or rejected.
    expect(await card.locator('button').evaluateAll((b) => b.map((x) => x.getAttribute('data-testid')))).toEqual(['move-screening', 'move-rejected']);
    await card.locator('[data-testid=move-screening]').click();
    await page.locator('[data-testid=column-screening] [data-testid=candidate-card]', { hasText: name }).waitFor();
    await card.locator('[data-testid=move-interview]').click();
    await page.locator('[data-testid=column-interview] [data-testid=candidate-card]', { hasText: name }).waitFor();
    await screenshot(page, 'hiring-board-moved');

    // The offer: an E-7-1 occupation from the list; the gate answers for the talent's D-10.
    await card.locator('a').first().click();
    await page.waitForSelector('[data-testid=offer-form]');
    const candidatePath = new URL(page.url()).pathname;
    await page.click('[data-testid=offer-submit]');
    expect(await page.textContent('[data-testid=error-position]')).toBeTruthy();
    await page.fill('#f-salary', '60000000');
    await page.fill('#f-startDate', seoulDay(30));
    await page.fill('#f-position', 'Backend engineer');
    await page.fill('[data-testid=occupation-input]', '2221');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.check('#f-visaSponsorship');
    await page.click('[data-testid=offer-submit]');
    await page.waitForSelector('[data-testid=gate-panel]');
    const verdict = (await page.textContent('[data-testid=gate-chip]')) ?? '';
    expect(verdict).toMatch(/채용 가능|변경 필요|채용 불가/);
    expect(await page.textContent('[data-testid=gate-source]')).toContain('근거');
    await screenshot(page, 'hiring-candidate-offer');

    // The hire asks with the gate's answer, then links to the employee made.
    await page.click('[data-testid=to-hired]');
    await page.waitForSelector('[data-testid=confirm-dialog] [data-testid=gate-panel]');
    const gateNeedsItem = !verdict.includes('채용 가능');
    expect(await page.locator('[data-testid=hire-compliance-note]').count()).toBe(gateNeedsItem ? 1 : 0);
    await screenshot(page, 'hiring-hire-dialog');
    await page.click('[data-testid=confirm-yes]');
    await page.waitForSelector('[data-testid=hired-employee]');
    if (gateNeedsItem) await page.waitForSelector('[data-testid=hired-compliance]');
    expect(await page.textContent('[data-testid=candidate-stage]')).toBe('채용');

    // The employees report as xlsx: the progress bar to the end, then the file.
    await page.click('[data-testid=nav-reports]');
    await page.waitForSelector('[data-testid=report-form]');
    await page.selectOption('[data-testid=report-type]', 'employees');
    await page.check('[data-testid=format-xlsx]');
    await page.click('[data-testid=report-submit]');
    await page.waitForSelector('[data-testid=export-progress]');
    await page.waitForSelector('[data-testid=export-download]', { timeout: 90_000 });
    expect(await page.getAttribute('[data-testid=export-progress]', 'aria-valuenow')).toBe('100');
    expect(await page.textContent('[data-testid=export-rows]')).toMatch(/\d+행/);
    await screenshot(page, 'hiring-report-done');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-download]')]);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(events.take()).toEqual([]);

    // The screens in every language, at both widths; axe on each.
    const problems: string[] = [];
    const screens: [string, string, string][] = [
      ['board', '/company/hiring', '[data-testid=column-hired]'],
      ['candidate', candidatePath, '[data-testid=candidate-gate]'],
      ['analytics', '/company/analytics', '[data-testid=table-funnel]'],
      ['reports', '/company/reports', '[data-testid=report-form]'],
    ];
    for (const lng of GUARD_LANGUAGES) {
      await switchLanguage(page, lng);
      for (const [screen, path, ready] of screens) {
        await page.goto(url(path));
        await page.waitForSelector(ready);
        problems.push(...(await readsWell(page, events, lng, `hiring-${screen}`, true)));
      }
    }
    await switchLanguage(page, 'ko');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}, 600_000);
