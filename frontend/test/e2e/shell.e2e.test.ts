import type { Browser } from 'playwright-core';
import { launch, newPage, pathOf, screenshot, url, waitForPath } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('app shell in Chromium', () => {
  it('shows the landing page with the shared layout', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/'));
    await page.waitForSelector('text=한국 정착, TOV와 함께 시작하세요');
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    expect(await page.isVisible('footer >> text=© 2024 TOV')).toBe(true);
    await screenshot(page, 'landing');
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/this/page/does-not-exist'));
    await page.waitForSelector('[data-testid=not-found]');
    expect(await page.textContent('h1')).toBe('404 - 페이지를 찾을 수 없습니다');
    expect(await page.isVisible('text=요청하신 페이지가 존재하지 않습니다.')).toBe(true);
    await screenshot(page, 'not-found');
    await context.close();
  });

  it('redirects /admin/bridge to /bridge/admin', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/admin/bridge'));
    await waitForPath(page, '/bridge/admin');
    await page.waitForSelector('h1:has-text("커뮤니티 관리")');
    await screenshot(page, 'bridge-admin-redirect');
    await context.close();
  });

  it.each([
    ['en', 'Start your life in Korea with TOV', 'Sign Up'],
    ['zh', '与 TOV 一起开启韩国生活', '注册'],
    ['ja', 'TOV と一緒に韓国での生活を始めましょう', '新規登録'],
    ['ko', '한국 정착, TOV와 함께 시작하세요', '회원가입'],
  ])('switches the language to %s and keeps it after a reload', async (code, heading, signup) => {
    const { context, page } = await newPage(browser, { locale: code === 'ko' ? 'en-US' : 'ko-KR' });
    await page.goto(url('/'));
    await page.click('[data-testid=language-switcher]');
    expect(await page.isDisabled('[data-testid=lang-vi]')).toBe(true);
    await page.click(`[data-testid=lang-${code}]`);
    await page.waitForSelector(`h1:has-text("${heading}")`);
    expect(await page.getAttribute('html', 'lang')).toBe(code);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.textContent('[data-testid=header-signup]')).toBe(signup);
    expect(await page.evaluate(() => [localStorage.getItem('i18nextLng'), localStorage.getItem('preferredLanguage')])).toEqual([code, code]);
    await page.reload();
    await page.waitForSelector(`h1:has-text("${heading}")`);
    await screenshot(page, `language-${code}`);
    await context.close();
  });

  it('opens and closes the header menu at mobile width', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 760 });
    await page.goto(url('/'));
    await page.waitForSelector('[data-testid=menu-toggle]');
    expect(await page.isVisible('[data-testid=menu-toggle]')).toBe(true);
    expect(await page.isVisible('[data-testid=main-nav]')).toBe(false);
    await page.click('[data-testid=menu-toggle]');
    await page.waitForSelector('[data-testid=main-nav]', { state: 'visible' });
    expect(await page.getAttribute('[data-testid=menu-toggle]', 'aria-expanded')).toBe('true');
    await screenshot(page, 'mobile-menu-open');
    await page.click('[data-testid=main-nav] >> text=서비스');
    await waitForPath(page, '/services');
    await page.waitForSelector('[data-testid=main-nav]', { state: 'hidden' });
    expect(pathOf(page)).toBe('/services');
    await screenshot(page, 'mobile-menu-closed');
    await context.close();
  });
});
