import { randomUUID } from 'node:crypto';
import { waitFor } from '@tov/kit/testing';
import type { Browser, Page } from 'playwright-core';
import { api, talentSignedUp } from './api-fixtures';
import { launch, login, newPage, screenshot, sinkMessages, url } from './helpers';

/**
 * The company side of the challenge program through its screens (issue 14): a talent signs up, chooses
 * to be visible to companies, and has a visa assessed (its `visa.assessment.completed` reaches tovspark), the seeded company finds
 * them by visa type on the talent search, reads the detail and sends a message, and the message
 * reaches the talent's mailbox (the SMTP sink) without the company ever seeing the address.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Shows the talent search filtered by F-2 and the talent's name, reloading until the talent's events have arrived. */
async function findTalent(page: Page, name: string): Promise<void> {
  await waitFor(
    async () => {
      await page.goto(url(`/tovspark/talents?visaType=F-2&search=${encodeURIComponent(name)}`));
      await page.waitForSelector('[data-testid=talent-total]');
      return (await page.locator('[data-testid=talent-row]', { hasText: name }).count()) > 0 ? true : undefined;
    },
    { what: `${name} on the talent search`, timeoutMs: 60_000, intervalMs: 500 },
  );
}

it('lets a company find a talent by visa type and contact them by e-mail', async () => {
  const tag = randomUUID().slice(0, 6);
  const name = `E2E Talent ${tag}`;
  const email = `e2e-talent-${tag}-${Date.now()}@example.com`;
  const token = await talentSignedUp(name, email);
  // A saved F-2 assessment: visa-assessment publishes visa.assessment.completed, tovspark keeps the latest visa type.
  const assessed = await api(
    'POST',
    '/api/visa/v3/assessment/evaluate',
    {
      visaType: 'F-2',
      userData: {
        visaSubtype: 'F-2-7',
        personalInfo: { nationality: 'Vietnam', birthDate: '1995-03-01', age: 30 },
        education: { level: 'MASTER', degree: 'MASTER', university: 'Seoul National University', koreanDegree: 'true', graduated: 'true' },
        korean: { topik: 5, kiip: 'null' },
        income: { annual: 65_000_000, stable: 'true' },
        bonus: { taxPaymentYears: 3 },
      },
      options: { ruleSet: 'spec' },
    },
    token,
  );
  expect(assessed.status).toBe(201);
  // The talent's own profile: where they are and when they can start.
  expect(
    (await api('PUT', '/api/v1/tovspark/users/me/talent-profile', { experience: 3, location: 'Seoul', availability: 'immediately', language: 'en' }, token))
      .status,
  ).toBe(200);

  const { page } = await newPage(browser, { locale: 'ko-KR' });
  await login(page, 'company@demo.tov');
  await page.goto(url('/tovspark'));
  await page.click('nav.sub-nav a[href="/tovspark/talents"]');
  await page.waitForSelector('[data-testid=talent-search]');
  await findTalent(page, name);
  expect(await page.inputValue('[data-testid=talent-filter-visa]')).toBe('F-2');
  const row = page.locator('[data-testid=talent-row]', { hasText: name });
  expect(await row.textContent()).toContain('F-2');
  expect(await page.content()).not.toContain(email);
  await screenshot(page, 'tovspark-talents');

  await row.locator('[data-testid=talent-open]').click();
  const panel = page.locator('[data-testid=talent-panel]');
  expect(await panel.textContent()).toContain('즉시 가능');
  await panel.locator('[data-testid=talent-contact]').click();
  await page.click('[data-testid=contact-send]');
  expect(await page.locator('[data-testid=contact-error]').textContent()).toBe('메시지를 입력해주세요.');
  const message = `안녕하세요 ${tag}, 데이터 엔지니어 인턴십 면접을 제안드립니다.`;
  await page.fill('[data-testid=contact-message]', message);
  await screenshot(page, 'tovspark-talent-contact');
  await page.click('[data-testid=contact-send]');
  await page.locator('[data-testid=contact-dialog]').waitFor({ state: 'detached' });
  await page.locator('.Toastify__toast--success').first().waitFor();
  expect(await page.locator('.Toastify__toast--success').first().textContent()).toContain(name);

  // The talent reads it in the language of their profile; the company never saw the address.
  const mail = await waitFor(async () => (await sinkMessages(email)).find((m) => m.text.includes(message)), {
    what: "the message in the talent's mailbox",
    timeoutMs: 60_000,
    intervalMs: 500,
  });
  expect(mail.subject).toMatch(/^\[TOV\] A message from /);
  expect(mail.text).toContain(`Hello ${name},`);

  // The company's own challenges (company API), and the search on a phone.
  await page.click('[data-testid=nav-my-challenges]');
  await page.waitForSelector('[data-testid=my-challenges]');
  await page.locator('[data-testid=my-challenge-row], .empty-state').first().waitFor();
  await screenshot(page, 'tovspark-my-challenges');
  await page.setViewportSize({ width: 390, height: 844 });
  await findTalent(page, name);
  await page.locator('[data-testid=talent-open]').first().click();
  await screenshot(page, 'tovspark-talents-390');
});
