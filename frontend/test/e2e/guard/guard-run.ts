import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, RESULTS_DIR, newPage, url } from '../helpers';
import { GUARD_LANGUAGES, GUARD_WIDTHS, PageEvents, screenProblems, switchLanguage, type ExpectedFailure } from './page-checks';

export const GUARD_SHOTS = path.join(RESULTS_DIR, 'guard');

/** A page of one persona, with its network and console watched. */
export interface GuardPage {
  page: Page;
  events: PageEvents;
  close(): Promise<void>;
}

/** Opens a page for a persona: signed in through the login screen when it has an account. */
export async function openAs(browser: Browser, email: string | null): Promise<GuardPage> {
  const { context, page } = await newPage(browser, { width: GUARD_WIDTHS[0] });
  const events = new PageEvents(page);
  if (email) {
    await page.goto(url('/login'));
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', DEMO_PASSWORD);
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=user-menu]');
    await events.settle();
    events.take();
  }
  return { page, events, close: () => context.close() };
}

/**
 * Checks the screen now shown in every language and at both widths; returns its problems, each
 * prefixed with where it was seen. Screenshots go to test-results/guard (git-ignored, kept by CI).
 */
export async function checkEveryLanguageAndWidth(g: GuardPage, name: string, expected: readonly ExpectedFailure[] = []): Promise<string[]> {
  const problems: string[] = [];
  const note = (where: string, list: string[]) => problems.push(...list.map((p) => `${name} [${where}] ${p}`));
  fs.mkdirSync(GUARD_SHOTS, { recursive: true });
  for (const lng of GUARD_LANGUAGES) {
    await switchLanguage(g.page, lng);
    await g.events.settle(150);
    for (const width of GUARD_WIDTHS) {
      // A width change loads nothing; reading the screen waits for its layout.
      await g.page.setViewportSize({ width, height: 900 });
      note(`${lng} ${width}px`, [...(await screenProblems(g.page, lng)), ...g.events.take(expected)]);
      await g.page.screenshot({ path: path.join(GUARD_SHOTS, `${name}-${lng}-${width}.png`.replace(/[^a-z0-9.-]+/gi, '-')) });
    }
    await g.page.setViewportSize({ width: GUARD_WIDTHS[0], height: 900 });
  }
  return problems;
}

/** Visits a path and checks it in every language and width. */
export async function visitAndCheck(g: GuardPage, pathname: string, name: string, expected: readonly ExpectedFailure[] = []): Promise<string[]> {
  await g.page.goto(url(pathname));
  await g.events.settle();
  return checkEveryLanguageAndWidth(g, name, expected);
}
