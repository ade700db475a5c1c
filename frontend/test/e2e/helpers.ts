import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const RESULTS_DIR = path.join(__dirname, '..', '..', 'test-results');
export const DEMO_PASSWORD = 'demo1234';

export async function launch(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** A fresh context in Korean (the product's default), desktop size unless told. */
export async function newPage(browser: Browser, options: { width?: number; height?: number; locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: options.locale ?? 'ko-KR',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(RESULTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`), fullPage: true });
}

export const url = (p: string) => `${BASE_URL}${p}`;

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === pathname, { timeout: 20_000 });
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD, query = ''): Promise<void> {
  await page.goto(url(`/login${query}`));
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await page.click('[data-testid=login-submit]');
  await page.waitForSelector('[data-testid=user-menu]');
}

export function uniqueEmail(kind: string): string {
  return `e2e-${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The visa e2e tests need the visa-assessment service: run only when GET /api/visa/v3/types answers 200. */
export async function visaServerAvailable(): Promise<{ ok: boolean; why: string }> {
  try {
    const res = await fetch(url('/api/visa/v3/types'));
    if (res.status === 200) return { ok: true, why: '' };
    return { ok: false, why: `GET /api/visa/v3/types answered ${res.status}` };
  } catch (e) {
    return { ok: false, why: `GET /api/visa/v3/types failed: ${(e as Error).message}` };
  }
}
