import type { Browser, Page } from 'playwright-core';
import { launch, login, newPage, screenshot, uniqueEmail, url, waitForPath } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function fillCommon(page: Page, email: string) {
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', 'secret123');
  await page.fill('input[name=confirmPassword]', 'secret123');
}

describe('accounts in Chromium', () => {
  it('registers a challenger, who is signed in at once', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/register'));
    await page.click('[data-testid=kind-challenger]');
    await page.click('[data-testid=purpose-job_preparation]');
    // Submitting empty shows the errors under the fields.
    await page.click('[data-testid=register-submit]');
    await page.waitForSelector('[data-testid=error-email]');
    await fillCommon(page, uniqueEmail('challenger'));
    expect(await page.isVisible('[data-testid=error-email]')).toBe(false);
    await page.fill('input[name=name]', 'E2E Challenger');
    await page.selectOption('select[name=nationality]', 'Vietnam');
    await page.fill('input[name=phoneNumber]', '010-1234-5678');
    await page.selectOption('select[name=gender]', 'female');
    await page.fill('input[name=dateOfBirth]', '1996-05-04');
    await page.fill('input[name=availableLanguages]', 'Vietnamese, English');
    await page.selectOption('select[name=visaType]', 'D-10');
    await page.fill('input[name=inquiryType]', 'job search');
    await page.click('[data-testid=register-submit]');
    await waitForPath(page, '/');
    await page.waitForSelector('[data-testid=user-menu]:has-text("E2E Challenger")');
    await screenshot(page, 'register-challenger');
    await context.close();
  });

  it('registers a company, which goes to /login with the message', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/register'));
    await page.click('[data-testid=kind-company]');
    await fillCommon(page, uniqueEmail('company'));
    await page.fill('input[name=contactName]', 'Kim HR');
    await page.fill('input[name=companyName]', 'E2E Corp');
    await page.fill('input[name=businessNumber]', '123-45-67890');
    await page.fill('input[name=companyAddress]', 'Seoul');
    await page.fill('input[name=phoneNumber]', '02-123-4567');
    await page.click('[data-testid=register-submit]');
    await waitForPath(page, '/login');
    await page.waitForSelector('[data-testid=login-success-message]:has-text("회원가입이 완료되었습니다. 로그인해주세요.")');
    await screenshot(page, 'register-company');
    await context.close();
  });

  it('registers a pro with two certifications, then goes to /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/register'));
    await page.click('[data-testid=kind-pro]');
    await fillCommon(page, uniqueEmail('pro'));
    await page.fill('input[name=name]', 'E2E Pro');
    await page.selectOption('select[name=expertise]', 'administrative');
    await page.fill('input[name="certification.0"]', '행정사');
    await page.click('[data-testid=add-certification]');
    await page.click('[data-testid=add-certification]');
    await page.click('[data-testid=remove-certification-2]');
    await page.fill('input[name="certification.1"]', 'TOPIK 6');
    await page.fill('input[name=experience]', '4');
    await page.fill('input[name=phoneNumber]', '010-9999-0000');
    await page.click('[data-testid=register-submit]');
    await waitForPath(page, '/login');
    await page.waitForSelector('[data-testid=login-success-message]');
    await screenshot(page, 'register-pro');
    await context.close();
  });

  it('logs in and out, and shows the error box for a wrong password', async () => {
    // An account of its own: failed logins count against the account (5 lock it for 15 minutes).
    const email = uniqueEmail('login');
    const registered = await fetch(url('/api/auth/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'company', email, password: 'demo1234', name: 'Login Tester', companyName: 'E2E', businessNumber: '000-00-00000', companyAddress: 'Seoul', phoneNumber: '02-000-0000' }),
    });
    expect(registered.status).toBe(201);
    const { context, page } = await newPage(browser);
    await page.goto(url('/login'));
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', 'wrong-password');
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=login-error]');
    await screenshot(page, 'login-error');
    await page.fill('input[name=password]', 'demo1234');
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=user-menu]');
    await waitForPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await screenshot(page, 'logged-in');
    await page.click('[data-testid=user-menu]');
    await page.click('[data-testid=logout]');
    await page.waitForSelector('[data-testid=header-login]');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'logged-out');
    await context.close();
  });

  it('sends a protected page to /login and back after signing in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/profile'));
    await waitForPath(page, '/login');
    await page.fill('input[name=email]', 'challenger@demo.tov');
    await page.fill('input[name=password]', 'demo1234');
    await page.click('[data-testid=login-submit]');
    await waitForPath(page, '/profile');
    await page.waitForSelector('h1:has-text("내 프로필")');
    await screenshot(page, 'protected-return');
    await context.close();
  });

  it.each([
    ['challenger@demo.tov', '/challenger-dashboard'],
    ['company@demo.tov', '/company-dashboard'],
    ['pro@demo.tov', '/pro-dashboard'],
    ['admin@demo.tov', '/admin-dashboard'],
    ['superadmin@demo.tov', '/admin-dashboard'],
  ])('redirects /dashboard for %s to %s, with explicit empty states', async (email, target) => {
    const { context, page } = await newPage(browser);
    await login(page, email);
    await page.goto(url('/dashboard'));
    await waitForPath(page, target);
    await page.waitForSelector('[data-testid^=dashboard-] h1');
    await page.waitForSelector('[data-testid=dashboard-unavailable], .stat-value', { timeout: 20_000 });
    await screenshot(page, `dashboard-${target.slice(1)}`);
    await context.close();
  });
});
