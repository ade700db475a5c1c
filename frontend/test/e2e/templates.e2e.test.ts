import type { Browser, Page } from 'playwright-core';
import { launch, login, newPage, screenshot, url } from './helpers';

/**
 * The template gallery (issue 14, templates): the seeded company rates a curated template with the
 * keyboard and creates a draft challenge from it through the pre-filled form; an applicant reads
 * the gallery in English without the company's controls; the gallery fits a 390 px screen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const CHATBOT_KO = '외국인 정착 안내 다국어 챗봇 만들기';

async function signedIn(email: string, options: { locale?: string; width?: number } = {}): Promise<Page> {
  const { page } = await newPage(browser, { locale: options.locale ?? 'ko-KR' });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  (page as Page & { consoleErrors?: string[] }).consoleErrors = errors;
  await login(page, email);
  // Signed in at desktop size (the user menu is folded away on a phone), then narrowed.
  if (options.width) await page.setViewportSize({ width: options.width, height: 844 });
  return page;
}

const consoleErrors = (page: Page) => (page as Page & { consoleErrors?: string[] }).consoleErrors ?? [];

it('lets the company rate a template and create a draft challenge from it', async () => {
  const company = await signedIn('company@demo.tov');
  await company.goto(url('/tovspark/templates'));
  await company.waitForSelector('[data-testid=template-list] [data-testid=template-card]');
  expect(await company.locator('h1').textContent()).toBe('챌린지 템플릿');
  // The curated gallery is seeded: featured ones, and every category has templates.
  expect(await company.locator('[data-testid=featured-templates] [data-testid=template-card]').count()).toBeGreaterThan(0);
  for (const category of ['coding', 'project', 'education', 'innovation', 'startup', 'global']) {
    expect(Number(await company.locator(`[data-testid=category-${category}] .chip-count`).textContent())).toBeGreaterThanOrEqual(2);
  }
  await screenshot(company, 'templates-gallery-desktop');

  // Coding only; then rate the chatbot template: a click on 3 stars, the right arrow to 4.
  await company.click('[data-testid=category-coding]');
  await company.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid=template-list] [data-testid=template-card] .chip-active')].every((c) => c.textContent === '코딩'),
  );
  const card = company.locator('[data-testid=template-list] [data-testid=template-card]', { hasText: CHATBOT_KO });
  await card.locator('label[for$="-3"]').click();
  await company.keyboard.press('ArrowRight');
  expect(await card.locator('[data-testid=rate-4]').isChecked()).toBe(true);
  await company.waitForSelector('text=평점 4점이 저장되었습니다.');
  await company.reload();
  const rated = company.locator('[data-testid=template-list] [data-testid=template-card]', { hasText: CHATBOT_KO });
  await rated.waitFor();
  expect(await rated.locator('[data-testid=rate-4]').isChecked()).toBe(true);
  expect(await rated.locator('[data-testid=rating-summary]').textContent()).toMatch(/\d\.\d점 \(평가 \d+개\)/);

  // The detail, then "use this template": the new-challenge form starts from it.
  await rated.locator('[data-testid=template-title]').click();
  await company.waitForSelector('[data-testid=template-detail]');
  expect(await company.locator('[data-testid=template-requirements] li').count()).toBeGreaterThanOrEqual(3);
  expect(await company.locator('[data-testid=template-criteria]').textContent()).toContain('40%');
  await screenshot(company, 'templates-detail-desktop');
  await company.click('[data-testid=use-template]');
  await company.waitForSelector('[data-testid=from-template]');
  expect(await company.inputValue('#f-title')).toBe(CHATBOT_KO);
  expect(await company.inputValue('#f-description')).toContain('요구 사항\n- 최소 20개의 질문-답변 시나리오를 한국어와 영어로 제공할 것');
  expect(await company.inputValue('#f-sparkPoints')).toBe('800');
  expect(await company.isChecked('[data-testid=send-to-review]')).toBe(false);
  const title = `${CHATBOT_KO} (E2E ${Date.now()})`;
  await company.fill('#f-title', title);
  await company.fill('#f-sparkPoints', '900');
  await screenshot(company, 'templates-new-challenge-prefilled');
  await company.click('[data-testid=create-challenge]');
  await company.waitForSelector('[data-testid=challenge-detail]');
  expect(await company.locator('h1').textContent()).toBe(title);
  const chips = await company.locator('[data-testid=challenge-detail] .chips').first().textContent();
  expect(chips).toContain('900 스파크포인트');
  expect(chips).toContain('임시 저장');
  await screenshot(company, 'templates-challenge-created');
  expect(consoleErrors(company)).toEqual([]);
}, 120_000);

it('fits the gallery and the detail on a 390 px screen', async () => {
  const company = await signedIn('company@demo.tov', { width: 390 });
  await company.goto(url('/tovspark/templates'));
  await company.waitForSelector('[data-testid=template-list] [data-testid=template-card]');
  expect(await company.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(company, 'templates-gallery-390');
  await company.locator('[data-testid=template-list] [data-testid=template-title]').first().click();
  await company.waitForSelector('[data-testid=template-detail]');
  expect(await company.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(company, 'templates-detail-390');
}, 60_000);

it('shows an applicant the English templates without rating or use controls', async () => {
  const applicant = await signedIn('challenger@demo.tov', { locale: 'en-US' });
  await applicant.goto(url('/tovspark/templates'));
  await applicant.waitForSelector('[data-testid=template-list] [data-testid=template-card]');
  expect(await applicant.locator('h1').textContent()).toBe('Challenge templates');
  expect(await applicant.inputValue('[data-testid=template-language]')).toBe('en');
  expect(await applicant.locator('[data-testid=rating-stars]').count()).toBe(0);
  expect(await applicant.locator('[data-testid=use-template]').count()).toBe(0);
  const sorts = await applicant.locator('[data-testid=template-sort] option').allTextContents();
  expect(sorts).toEqual(['Most used', 'Best rated', 'Newest', 'Highest SparkPoints']);
  expect(await applicant.locator('[data-testid=templates-page]').textContent()).not.toMatch(/templates\.|\[object Object\]|undefined/);
  await screenshot(applicant, 'templates-gallery-en-applicant');
  expect(consoleErrors(applicant)).toEqual([]);
}, 60_000);
