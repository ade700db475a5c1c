import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { waitForAccountEmail } from '@tov/kit/testing/mailbox';
import type { ChallengerForm } from '../../src/features/register/validation';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const RESULTS_DIR = path.join(__dirname, '..', '..', 'test-results');
export const DEMO_PASSWORD = 'demo1234';
/** The SMTP sink the stack's workers deliver to (infra/local/smtp-sink.mjs). */
export const SMTP_SINK = process.env.SMTP_SINK_URL ?? 'http://127.0.0.1:1080';

export async function launch(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** A fresh context in Korean (the product's default), desktop size unless told. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
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

/** The path of the newest verification or reset link e-mailed to `email` (read from the SMTP sink). */
export async function emailedLink(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const mail = await waitForAccountEmail({ smtpSinkUrl: SMTP_SINK }, email, kind, { timeoutMs: 60_000 });
  return mail.path!;
}

/** An e-mail as the SMTP sink holds it. */
export interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
  headers: Record<string, unknown>;
}

/** Every e-mail the SMTP sink holds for `to`. */
export async function sinkMessages(to: string): Promise<SinkMessage[]> {
  const res = await fetch(`${SMTP_SINK}/messages?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as SinkMessage[] | { messages: SinkMessage[] };
  return Array.isArray(body) ? body : body.messages;
}

/** A verified account made through the API: register (202), the e-mailed link, verify-email. */
export async function signUpByApi(payload: Record<string, unknown> & { email: string }): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(url(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/api/auth/register', payload);
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
  const token = new URLSearchParams((await emailedLink(payload.email, 'verify-email')).split('?')[1]).get('token');
  const verified = await post('/api/auth/verify-email', { token });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
}

/** The challenger form's own fields (the password is the helper's). */
export type ChallengerSignUp = Omit<ChallengerForm, 'password' | 'confirmPassword' | 'purpose' | 'bridgeAdminInviteCode'>;

/** Fills the challenger sign-up form (password `secret123`, twice); the caller submits. */
export async function fillChallengerForm(page: Page, fields: ChallengerSignUp): Promise<void> {
  await page.fill('input[name=email]', fields.email);
  await page.fill('input[name=password]', 'secret123');
  await page.fill('input[name=confirmPassword]', 'secret123');
  await page.fill('input[name=name]', fields.name);
  await page.selectOption('select[name=nationality]', fields.nationality);
  await page.fill('input[name=phoneNumber]', fields.phoneNumber);
  await page.selectOption('select[name=gender]', fields.gender);
  await page.fill('input[name=dateOfBirth]', fields.dateOfBirth);
  await page.fill('input[name=availableLanguages]', fields.availableLanguages);
  await page.selectOption('select[name=visaType]', fields.visaType);
  await page.fill('input[name=inquiryType]', fields.inquiryType);
}
