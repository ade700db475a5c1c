import type { Page } from 'playwright-core';
import { screenshot } from './helpers';
import { accessibilityProblems, screenProblems, type GuardLanguage, type PageEvents } from './guard/page-checks';

/** What the company workspace's e2e files share. */

/** A calendar day `days` from today in Asia/Seoul (the service's calendar), as `YYYY-MM-DD`. */
export function seoulDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Every problem of the screen now shown, in `lng`, at 1280 and 390 px (a screenshot at each), and axe's at the laptop width. */
export async function readsWell(page: Page, events: PageEvents, lng: GuardLanguage, shot: string, axe: boolean): Promise<string[]> {
  const problems: string[] = [];
  await events.settle();
  if (axe) problems.push(...(await accessibilityProblems(page)).map((p) => `${shot} ${lng}: ${p}`));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await events.settle();
    problems.push(...(await screenProblems(page, lng)).map((p) => `${shot} ${lng} ${width}: ${p}`));
    await screenshot(page, `${shot}-${lng}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  problems.push(...events.take().map((p) => `${shot} ${lng}: ${p}`));
  return problems;
}
