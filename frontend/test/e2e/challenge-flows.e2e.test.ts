import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { publishedChallenge as publishChallenge, PDF } from './api-fixtures';
import { launch, login, newPage, screenshot as fullPageShot, url } from './helpers';

/**
 * Issue 24 items 10-12 through the screens, in Korean and English: the applicant's workspace asks to
 * join before its form and keeps the handed-in work readable (11); destructive actions ask first (12:
 * leaving, removing a file, the admin's close); the company reads the submissions of its own
 * challenge from "My challenges", with the file, code, demo URL and the admin's score (10).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const publishedChallenge = (title: string) =>
  publishChallenge(title, {
    description: 'A dashboard of the subway lines, with its code and a demo.',
    category: 'coding',
    type: 'tech_development',
    sparkPoints: 400,
  });

/** A signed-in page that records console errors. */
async function signedIn(email: string, locale: string, width = 1280): Promise<Page & { errors: string[] }> {
  const { page } = await newPage(browser, { locale, width });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await login(page, email);
  return Object.assign(page, { errors });
}

/** The page's own words (people's text, code and links left out) hold no raw key and no word of the other language. */
async function expectReadable(page: Page, foreign: RegExp): Promise<void> {
  const text = await page.evaluate(() => {
    const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
    main.querySelectorAll('[lang=""], pre, a[href^="http"]').forEach((n) => n.remove());
    return main.textContent ?? '';
  });
  expect(text).not.toMatch(/undefined|\[object Object\]|\b(?:owner|confirm|workspace|detail|files)\.[a-zA-Z]+/);
  expect(text.replace(/SparkPoints|PDF|URL|KB|\bB\b/g, '')).not.toMatch(foreign);
}

/** A full-page screenshot from the top (a sticky header scrolled along would be drawn mid-page). */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, name);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
}

const WORDS = {
  ko: {
    locale: 'ko-KR',
    joinFirst: '챌린지에 참여하면 작업을 임시 저장하거나 제출할 수 있습니다.',
    leaveTitle: '챌린지 참여를 취소할까요?',
    removeTitle: '파일을 지울까요?',
    yourWork: '제출한 작업',
    closeTitle: '챌린지를 마감할까요?',
    owner: '우리 회사 챌린지',
    score: '점수 88 / 100',
    oneParticipant: '참가자 1명',
    foreign: /\b(?:Participate|Submissions|Leave|Keep|Close|Score|Waiting|Handed)\b/,
  },
  en: {
    locale: 'en-US',
    joinFirst: 'Join the challenge to save a draft or hand in your work.',
    leaveTitle: 'Leave this challenge?',
    removeTitle: 'Remove “',
    yourWork: 'What you handed in',
    closeTitle: 'Close “',
    owner: "Your company's challenge",
    score: 'Score 88 / 100',
    oneParticipant: '1 participant',
    foreign: /[가-힣]/,
  },
} as const;

describe.each(Object.entries(WORDS))('the challenge flows in %s', (lng, words) => {
  it('joins explicitly, asks before leaving and removing, keeps the handed-in work readable, lets the owner read it and the admin close it after asking', async () => {
    const title = `E2E Subway dashboard ${lng} ${Date.now()}`;
    const id = await publishedChallenge(title);
    const code = `const lines = loadLines('${lng}');\nrender(lines);`;

    // Item 11: the workspace offers to join, not a form that would join behind the applicant's back.
    const applicant = await signedIn('challenger@demo.tov', words.locale);
    await applicant.goto(url(`/tovspark/challenges/${id}`));
    await applicant.click('[data-testid=tab-workspace]');
    await applicant.waitForSelector('[data-testid=join-first]');
    expect(await applicant.locator('[data-testid=join-first]').textContent()).toContain(words.joinFirst);
    expect(await applicant.locator('[data-testid=submission-form]').count()).toBe(0);
    await screenshot(applicant, `flows-${lng}-join-first`);
    await applicant.click('[data-testid=join-workspace]');
    await applicant.waitForSelector('[data-testid=submission-form]');

    // Item 12: leaving asks first; "stay" keeps the participation.
    await applicant.click('[data-testid=leave]');
    const leave = applicant.locator('[role=alertdialog]');
    await leave.waitFor();
    expect(await leave.textContent()).toContain(words.leaveTitle);
    expect(await applicant.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-no');
    await screenshot(applicant, `flows-${lng}-leave-confirm`);
    await applicant.click('[role=alertdialog] [data-testid=confirm-no]');
    await leave.waitFor({ state: 'detached' });
    await applicant.waitForSelector('[data-testid=participating]');

    // The work: a file (removing it asks; kept), code and a demo, handed in.
    await applicant.setInputFiles('[data-testid=file-input]', { name: 'subway-design.pdf', mimeType: 'application/pdf', buffer: PDF });
    await applicant.locator('[data-testid=attached-file]').waitFor();
    await applicant.click('[data-testid=remove-file]');
    expect(await applicant.locator('[role=alertdialog]').textContent()).toContain(words.removeTitle);
    await screenshot(applicant, `flows-${lng}-remove-file-confirm`);
    await applicant.keyboard.press('Escape');
    await applicant.locator('[role=alertdialog]').waitFor({ state: 'detached' });
    expect(await applicant.locator('[data-testid=attached-file]').count()).toBe(1);
    await applicant.fill('#f-description', `Subway heat map (${lng})`);
    await applicant.fill('#f-code', code);
    await applicant.fill('#f-demoUrl', 'https://demo.example.com/subway');
    await applicant.click('[data-testid=submit-work]');
    const handedIn = applicant.locator('[data-testid=submitted]');
    await handedIn.waitFor();
    expect(await handedIn.textContent()).toContain(words.yourWork);
    expect(await handedIn.locator('[data-testid=work-code]').textContent()).toContain(`loadLines('${lng}')`);
    expect(await handedIn.locator('[data-testid=work-demo]').textContent()).toContain('https://demo.example.com/subway');
    expect(await handedIn.locator('[data-testid=work-files]').textContent()).toContain('subway-design.pdf');
    await expectReadable(applicant, words.foreign);
    await screenshot(applicant, `flows-${lng}-handed-in`);
    await applicant.reload();
    await applicant.click('[data-testid=tab-workspace]');
    await applicant.locator('[data-testid=submitted] [data-testid=work-code]').waitFor();
    expect(applicant.errors).toEqual([]);

    // The admin sees the code and the demo URL beside the file, and scores it.
    const admin = await signedIn('superadmin@demo.tov', words.locale);
    await admin.goto(url('/admin/tovspark'));
    await admin.selectOption('[data-testid=admin-status]', 'published');
    const row = admin.locator('[data-testid=admin-challenge]', { hasText: title });
    await row.locator('[data-testid=show-submissions]').click();
    const submission = row.locator('[data-testid=submission]').first();
    await submission.locator('[data-testid=work-code]').waitFor();
    expect(await submission.locator('[data-testid=work-demo]').textContent()).toContain('https://demo.example.com/subway');
    await submission.locator('[data-testid=score-input]').fill('88');
    await submission.locator('[data-testid=feedback-input]').fill('Clear code and a working demo.');
    await submission.locator('[data-testid=save-score]').click();
    await row.locator('[data-testid=scored]').waitFor();
    await screenshot(admin, `flows-${lng}-admin-submissions`);

    // Item 10: the company opens its challenge from "My challenges": the submission, no "Participate".
    const company = await signedIn('company@demo.tov', words.locale);
    await company.goto(url('/tovspark/my-challenges'));
    await company.locator('[data-testid=my-challenge-row]', { hasText: title }).getByRole('link').click();
    await company.waitForSelector('[data-testid=challenge-detail][data-view=owner]');
    expect(await company.locator('[data-testid=owner-note]').textContent()).toContain(words.owner);
    expect(await company.locator('[data-testid=join]').count()).toBe(0);
    expect(await company.locator('[data-testid=participant-count]').textContent()).toBe(words.oneParticipant);
    const seen = company.locator('[data-testid=owner-submission]').first();
    await seen.waitFor();
    expect(await seen.locator('[data-testid=work-code]').textContent()).toContain(`loadLines('${lng}')`);
    expect(await seen.locator('[data-testid=work-demo]').textContent()).toContain('https://demo.example.com/subway');
    expect(await seen.locator('[data-testid=owner-score]').textContent()).toContain(words.score);
    const [download] = await Promise.all([company.waitForEvent('download'), seen.locator('[data-testid=download-file]').click()]);
    expect(download.suggestedFilename()).toBe('subway-design.pdf');
    expect(fs.readFileSync((await download.path())!).equals(PDF)).toBe(true);
    await expectReadable(company, words.foreign);
    await screenshot(company, `flows-${lng}-owner`);
    await company.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(company);
    await screenshot(company, `flows-${lng}-owner-390`);
    expect(company.errors).toEqual([]);

    // Item 12: the admin's "Close", beside the Submissions toggle, asks first; Escape keeps it open.
    const close = row.locator('[data-testid=close-challenge]');
    await close.click();
    const ask = admin.locator('[role=alertdialog]');
    await ask.waitFor();
    expect(await ask.textContent()).toContain(words.closeTitle);
    expect(await ask.textContent()).toContain(title);
    await screenshot(admin, `flows-${lng}-admin-close-confirm`);
    await admin.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('close-challenge');
    expect(await row.count()).toBe(1);
    await close.click();
    await admin.click('[role=alertdialog] [data-testid=confirm-yes]');
    await row.waitFor({ state: 'detached' });
    await admin.selectOption('[data-testid=admin-status]', 'closed');
    await admin.locator('[data-testid=admin-challenge]', { hasText: title }).waitFor();
    expect(admin.errors).toEqual([]);
  }, 180_000);
});
