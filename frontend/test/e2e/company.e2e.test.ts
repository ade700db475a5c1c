import type { Browser } from 'playwright-core';
import { demoToken, PDF } from './api-fixtures';
import { launch, login, newPage, screenshot, url } from './helpers';
import { readsWell, seoulDay } from './company-fixtures';
import { accessibilityProblems, GUARD_LANGUAGES, PageEvents, screenProblems, switchLanguage } from './guard/page-checks';

/**
 * The company workspace of issue 21 §2 through the screens, as company@demo.tov: an E-7 employee whose
 * visa expires in 20 days is added through the form (the registration number shown masked after the
 * save), the visa-expiry compliance item it opens at once is found from the employee, taken in hand,
 * given a PDF and resolved; a later expiry saved on an employee is a renewal that resolves its item;
 * a CSV with a bad row is reported row by row; the dashboard, the employees table and the item read well in the four
 * languages, at the laptop's width and at 390 px, with no axe-core violation (WCAG 2 A/AA).
 * Screenshots: frontend/test-results/company-*.png.
 *
 * Needs the whole stack with services/company (its demo seed gives the company five employees).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('adds an E-7 employee expiring in 20 days, finds the compliance item, uploads a PDF and resolves it', async () => {
  const { context, page } = await newPage(browser);
  const events = new PageEvents(page);
  const name = `Tran Thi E2E ${Date.now().toString(36)}`;
  const expiry = seoulDay(20);
  try {
    await login(page, 'company@demo.tov');
    await page.goto(url('/company-dashboard'));
    await page.waitForSelector('[data-testid=stat-employees] .stat-value');

    // The form refuses what the contract refuses, in the contract's words, before anything is sent.
    await page.goto(url('/company/employees/new'));
    await page.click('[data-testid=employee-save]');
    expect(await page.textContent('[data-testid=error-visaExpiryDate]')).toBe('비자 만료일을(를) 입력해주세요.');

    await page.fill('#f-name', name);
    await page.selectOption('#f-nationality', 'Vietnam');
    await page.fill('#f-email', 'tran.e2e@example.com');
    await page.fill('#f-alienRegistrationNumber', '900101-5234567');
    await page.fill('#f-position', 'Backend engineer');
    await page.fill('#f-department', 'Platform');
    await page.fill('#f-startDate', '2025-03-02');
    await page.fill('#f-occupationCode', '2224');
    await page.selectOption('#f-visaType', 'E-7');
    await page.fill('#f-visaIssueDate', seoulDay(-345));
    await page.fill('#f-visaExpiryDate', expiry);
    await screenshot(page, 'company-employee-form');
    await page.click('[data-testid=employee-save]');

    // Saved: the employee's page, the number only as its mask, 20 days left.
    await page.waitForSelector('[data-testid=employee-created]');
    expect(await page.textContent('[data-testid=arn-masked]')).toContain('******-***4567');
    expect(await page.textContent('main')).not.toContain('5234567');
    expect(await page.textContent('[data-testid=expiry-note]')).toBe('20일 남음');
    await screenshot(page, 'company-employee-saved');

    // The item it opened, from the employee's page.
    await page.click('[data-testid=to-employee-compliance]');
    const row = page.locator('[data-testid=compliance-row]', { hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('열림');
    await row.locator('a').click();
    await page.waitForSelector('[data-testid=compliance-detail]');
    for (const s of ['resolved', 'open'] as const) expect(await page.locator(`[data-testid=to-${s}]`).count()).toBe(0);

    await page.fill('#f-move-notes', '연장 신청 서류 준비');
    await page.click('[data-testid=to-in_progress]');
    await page.waitForSelector('[data-testid=to-resolved]');
    expect(await page.textContent('[data-testid=compliance-status]')).toBe('처리 중');

    expect(await page.textContent('[data-testid=documents-limits]')).toBe('PDF, PNG, JPEG 파일, 최대 10MB까지 올릴 수 있습니다.');
    await page.setInputFiles('[data-testid=document-input]', { name: 'extension-receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.locator('[data-testid=document]', { hasText: 'extension-receipt.pdf' }).waitFor();
    await screenshot(page, 'company-compliance-document');

    await page.click('[data-testid=to-resolved]');
    await page.waitForSelector('[data-testid=status-final]');
    expect(await page.textContent('[data-testid=compliance-status]')).toBe('해결됨');
    expect(await page.textContent('[data-testid=compliance-history]')).toContain('연장 신청 서류 준비');
    const itemPath = new URL(page.url()).pathname;
    await screenshot(page, 'company-compliance-resolved');
    expect(events.take()).toEqual([]);

    // The key screens in every language, at both widths; axe on each.
    const problems: string[] = [];
    const screens: [string, string, string][] = [
      ['dashboard', '/company-dashboard', '[data-testid=stat-employees] .stat-value'],
      ['employees', '/company/employees?expiringWithinDays=30', '[data-testid=employee-row]'],
      ['item', itemPath, '[data-testid=compliance-detail]'],
    ];
    for (const lng of GUARD_LANGUAGES) {
      await switchLanguage(page, lng);
      for (const [screen, path, ready] of screens) {
        await page.goto(url(path));
        await page.waitForSelector(ready);
        problems.push(...(await readsWell(page, events, lng, `company-${screen}`, true)));
      }
    }
    await switchLanguage(page, 'ko');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}, 420_000);

it('reports each failing row of a CSV import and saves none of the file', async () => {
  const { context, page } = await newPage(browser);
  const events = new PageEvents(page);
  try {
    await login(page, 'company@demo.tov');
    await page.goto(url('/company/employees/import'));
    const csv = [
      'name,nationality,position,startDate,visaType,visaExpiryDate',
      `Good Row ${Date.now()},Vietnam,Engineer,2025-01-02,E-7,${seoulDay(300)}`,
      'Bad Row,Atlantis,Engineer,2025-01-02,E-7,2026-13-40',
    ].join('\n');
    await page.setInputFiles('[data-testid=import-file]', { name: 'employees.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.click('[data-testid=import-submit]');
    await page.waitForSelector('[data-testid=import-report]');
    const lines = await page.locator('[data-testid=import-error]').allTextContents();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((l) => l.startsWith('3번째 줄'))).toBe(true);
    expect(lines.some((l) => l.includes('nationality'))).toBe(true);
    expect(lines.some((l) => l.includes('visaExpiryDate'))).toBe(true);
    // The failed import is a 400 the report words: expected, not a problem.
    const problems = [...(await screenProblems(page, 'ko')), ...events.take([{ method: 'POST', path: /^\/api\/company\/employees\/import$/, status: 400 }])];
    problems.push(...(await accessibilityProblems(page)));
    await page.setViewportSize({ width: 390, height: 900 });
    problems.push(...(await screenProblems(page, 'ko')));
    await screenshot(page, 'company-import-report-390');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);

it('shows the settings and the regulations well, the rules in the interface language', async () => {
  const { context, page } = await newPage(browser);
  const events = new PageEvents(page);
  const problems: string[] = [];
  try {
    await login(page, 'company@demo.tov');
    for (const lng of ['ko', 'en'] as const) {
      await switchLanguage(page, lng);
      await page.goto(url('/company/settings'));
      await page.waitForSelector('[data-testid=settings-form]');
      problems.push(...(await readsWell(page, events, lng, 'company-settings', lng === 'ko')));
      await page.goto(url('/company/regulations?visaType=E-7'));
      await page.waitForSelector('[data-testid=regulation]');
      problems.push(...(await readsWell(page, events, lng, 'company-regulations', lng === 'ko')));
    }
    await switchLanguage(page, 'ko');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}, 180_000);

it('records a renewal when a later expiry is saved on the employee, which resolves the open item', async () => {
  const token = await demoToken('company@demo.tov');
  const created = await fetch(url('/api/company/employees'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: `Renew E2E ${Date.now().toString(36)}`,
      nationality: 'Philippines',
      position: 'Designer',
      startDate: '2024-05-01',
      visaType: 'E-7',
      visaExpiryDate: seoulDay(25),
    }),
  });
  expect(created.status).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;

  const { context, page } = await newPage(browser);
  const events = new PageEvents(page);
  try {
    await login(page, 'company@demo.tov');
    await page.goto(url(`/company/employees/${id}`));
    await page.waitForSelector('[data-testid=employee-form]');
    expect(await page.inputValue('#f-department')).toBe('');
    await page.fill('#f-visaExpiryDate', seoulDay(400));
    await page.click('[data-testid=employee-save]');
    await page.waitForSelector('[data-testid=visa-renewals]');
    expect(await page.textContent('[data-testid=expiry-note]')).toBe('400일 남음');
    await page.click('[data-testid=to-employee-compliance]');
    const row = page.locator('[data-testid=compliance-row]').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('해결됨');
    expect(events.take()).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);
