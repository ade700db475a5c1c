import type { Browser, Page } from 'playwright-core';
import { emailedLink, fillChallengerForm, launch, login, newPage, screenshot, signUpByApi, uniqueEmail, url, waitForPath } from './helpers';

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
  it('registers a challenger, who checks their e-mail and is signed in by its link', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('challenger');
    await page.goto(url('/register'));
    await page.click('[data-testid=kind-challenger]');
    await page.click('[data-testid=purpose-job_preparation]');
    // Submitting empty shows the errors under the fields.
    await page.click('[data-testid=register-submit]');
    await page.waitForSelector('[data-testid=error-email]');
    await page.fill('input[name=email]', email);
    expect(await page.isVisible('[data-testid=error-email]')).toBe(false);
    await fillChallengerForm(page, {
      email,
      name: 'E2E Challenger',
      nationality: 'Vietnam',
      phoneNumber: '010-1234-5678',
      gender: 'female',
      dateOfBirth: '1996-05-04',
      availableLanguages: 'Vietnamese, English',
      visaType: 'D-10',
      inquiryType: 'job search',
    });
    await page.click('[data-testid=register-submit]');
    // No token from the sign-up: the check-your-e-mail screen, with a resend.
    await page.waitForSelector(`[data-testid=check-email]:has-text("${email}")`);
    expect(await page.isVisible('[data-testid=user-menu]')).toBe(false);
    await screenshot(page, 'register-check-email');
    await page.goto(url(await emailedLink(email, 'verify-email')));
    await waitForPath(page, '/');
    await page.waitForSelector('[data-testid=user-menu]:has-text("E2E Challenger")');
    await screenshot(page, 'register-challenger-verified');
    await context.close();
  });

  it('registers a company, whose login before the link offers to send it again', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('company');
    await page.goto(url('/register'));
    await page.click('[data-testid=kind-company]');
    await fillCommon(page, email);
    await page.fill('input[name=contactName]', 'Kim HR');
    await page.fill('input[name=companyName]', 'E2E Corp');
    await page.fill('input[name=businessNumber]', '123-45-67890');
    await page.fill('input[name=companyAddress]', 'Seoul');
    await page.fill('input[name=phoneNumber]', '02-123-4567');
    await page.click('[data-testid=register-submit]');
    await page.waitForSelector('[data-testid=check-email]');
    await page.goto(url('/login'));
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', 'secret123');
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=login-not-verified]');
    await page.click('[data-testid=resend-verification]');
    await page.waitForSelector('[data-testid=resend-sent]');
    await screenshot(page, 'login-not-verified');
    await page.goto(url(await emailedLink(email, 'verify-email')));
    await page.waitForSelector('[data-testid=user-menu]:has-text("Kim HR")');
    await context.close();
  });

  it('registers a pro with two certifications, then checks the e-mail', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
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
    await page.waitForSelector('[data-testid=check-email]');
    await screenshot(page, 'register-pro-check-email-390');
    await context.close();
  });

  it('logs in and out, and shows the error box for a wrong password', async () => {
    // An account of its own: failed logins count against the account.
    const email = uniqueEmail('login');
    await signUpByApi({
      role: 'company',
      email,
      password: 'demo1234',
      name: 'Login Tester',
      companyName: 'E2E',
      businessNumber: '000-00-00000',
      companyAddress: 'Seoul',
      phoneNumber: '02-000-0000',
    });
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
    // The refresh cookie was revoked too: it buys no new access token.
    const refresh = await page.evaluate(async () => (await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' })).status);
    expect(refresh).toBe(401);
    await screenshot(page, 'logged-out');
    await context.close();
  });

  it('keeps a session without its access token through the httpOnly refresh cookie', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'challenger@demo.tov');
    const refresh = (await context.cookies()).find((c) => c.name === 'tov_refresh');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('tov_refresh');
    // Forget the access token (as when it expired): the stored session is renewed from the cookie.
    await page.evaluate(() => {
      const persisted = JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as Record<string, string>;
      localStorage.setItem('persist:auth', JSON.stringify({ ...persisted, token: 'null' }));
      localStorage.removeItem('token');
      sessionStorage.removeItem('token');
    });
    await page.goto(url('/'));
    await page.waitForSelector('[data-testid=user-menu]');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await context.close();
  });

  it('resets a forgotten password by the e-mailed link, and signs in with the new one', async () => {
    const email = uniqueEmail('reset');
    await signUpByApi({
      role: 'pro',
      email,
      password: 'old-pass-1',
      name: 'Reset Tester',
      expertise: 'language',
      certification: ['TOPIK 6'],
      experience: 2,
      phoneNumber: '010-0000-0000',
    });
    const { context, page } = await newPage(browser);
    await page.goto(url('/login'));
    await page.click('a[href="/forgot-password"]');
    // The lazy screen replaces the login form, which has an e-mail field too: wait for it.
    await page.waitForSelector('[data-testid=forgot-password] input[name=email]');
    await page.fill('input[name=email]', email);
    await page.click('[data-testid=forgot-submit]');
    await page.waitForSelector('[data-testid=forgot-sent]');
    await screenshot(page, 'forgot-password-sent');
    await page.goto(url(await emailedLink(email, 'reset-password')));
    await page.waitForSelector('[data-testid=reset-password] input[name=password]');
    await page.fill('input[name=password]', 'new-pass-2');
    await page.fill('input[name=confirmPassword]', 'new-pass-2');
    await screenshot(page, 'reset-password');
    await page.click('[data-testid=reset-submit]');
    await waitForPath(page, '/login');
    await page.waitForSelector('[data-testid=login-success-message]:has-text("비밀번호가 변경되었습니다")');
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', 'new-pass-2');
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=user-menu]:has-text("Reset Tester")');
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
