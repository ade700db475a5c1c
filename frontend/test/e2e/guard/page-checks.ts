import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from 'playwright-core';

/** The interface languages the guard checks every screen in. */
export const GUARD_LANGUAGES = ['ko', 'en', 'zh', 'ja'] as const;
export type GuardLanguage = (typeof GUARD_LANGUAGES)[number];

/** The widths of a phone and of a laptop. */
export const GUARD_WIDTHS = [1280, 390] as const;

/** An answer a visit expects to fail (the visit is about it), e.g. another user's result answering 404. */
export interface ExpectedFailure {
  method?: string;
  path: RegExp;
  status: number;
}

/** The network and console of a page since the last `take()`: what the checks read besides the screen. */
/**
 * Right after the choice of an expert the quotes may be read before the specialist service has the
 * selection (it comes through Kafka, tens to hundreds of milliseconds later): it answers 404 and the
 * screen says "no quote yet" and reads again (decision 116). That answer is expected, nothing else is.
 */
export const SELECTION_NOT_ARRIVED: readonly ExpectedFailure[] = [{ method: 'GET', path: /^\/api\/visa\/v3\/matching\/[^/]+\/quotes/, status: 404 }];

export class PageEvents {
  private inFlight = 0;
  private lastActivity = Date.now();
  private failures: { method: string; path: string; status: number }[] = [];
  private consoleErrors: string[] = [];

  constructor(private readonly page: Page) {
    page.on('request', () => this.touch(+1));
    page.on('requestfinished', () => this.touch(-1));
    page.on('requestfailed', (req) => {
      this.touch(-1);
      // A request cut short by a navigation (net::ERR_ABORTED) is not an answer.
      if (!/ERR_ABORTED/.test(req.failure()?.errorText ?? ''))
        this.consoleErrors.push(`request failed: ${req.method()} ${req.url()} ${req.failure()?.errorText}`);
    });
    page.on('response', (res) => this.onResponse(res));
    page.on('console', (msg) => {
      // A failed answer is logged by Chromium too; it is judged once, by its status, below.
      if (msg.type() === 'error' && !/Failed to load resource: the server responded with a status of/.test(msg.text())) this.consoleErrors.push(msg.text());
    });
    page.on('pageerror', (err) => this.consoleErrors.push(`page error: ${err.message}`));
  }

  private touch(delta: number) {
    this.inFlight = Math.max(0, this.inFlight + delta);
    this.lastActivity = Date.now();
  }

  private onResponse(res: Response) {
    if (res.status() < 400) return;
    const u = new URL(res.url());
    this.failures.push({ method: res.request().method(), path: u.pathname + u.search, status: res.status() });
  }

  /** Waits until no request has been under way for `quietMs` (at most `maxMs`), then for screens still loading. */
  async settle(quietMs = 250, maxMs = 15_000): Promise<void> {
    const start = Date.now();
    while (Date.now() - start < maxMs) {
      if (this.inFlight === 0 && Date.now() - this.lastActivity >= quietMs) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await this.page
      .waitForFunction(() => !document.querySelector('.page-spinner'), undefined, { timeout: Math.max(1_000, maxMs - (Date.now() - start)) })
      .catch(() => undefined);
    await this.page.evaluate(() => document.fonts?.ready).catch(() => undefined);
  }

  /** The problems seen since the last call (failed answers not expected, console errors), then forgets them. */
  take(expected: readonly ExpectedFailure[] = []): string[] {
    const problems = [
      ...this.failures
        .filter((f) => !expected.some((e) => e.status === f.status && e.path.test(f.path) && (!e.method || e.method === f.method)))
        .map((f) => `answer ${f.status} to ${f.method} ${f.path}`),
      ...this.consoleErrors.map((c) => `console error: ${c}`),
    ];
    this.failures = [];
    this.consoleErrors = [];
    return problems;
  }
}

/** What a screen shows, as read in the page: visible text (without names and codes) and labels. */
interface ScreenText {
  text: string;
  attributes: string[];
  scrollWidth: number;
  clientWidth: number;
  title: string;
  heading: string | null;
}

async function readScreen(page: Page): Promise<ScreenText> {
  return page.evaluate(() => {
    // Text that is not the interface's own: user content and names (translate="no"), text in a stated
    // other language (the language list), codes, and form values the user typed.
    const SKIP = '[translate="no"], [lang]:not(html), code, kbd, script, style, noscript, textarea, svg title';
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest(SKIP)) continue;
      if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const value = node.textContent?.trim();
      if (value) parts.push(value);
    }
    const attributes: string[] = [];
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt], input[type=submit], input[type=button]')) {
      if (el.closest(SKIP)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt', 'value']) {
        const v = el.getAttribute(name);
        if (v && (name !== 'value' || el.matches('input[type=submit], input[type=button]'))) attributes.push(v);
      }
    }
    const h1 = document.querySelector('main h1');
    return {
      text: parts.join('\n'),
      attributes,
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      title: document.title,
      heading: h1?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
    };
  });
}

const HANGUL = /[\uAC00-\uD7AF\u1100-\u11FF\u3130-\u318F]/;
const KANA = /[\u3040-\u30FF]/;
const HAN = /[\u4E00-\u9FFF]/;
/** Four lower-case English words in a row: a sentence, not a name or a code. */
const ENGLISH_SENTENCE = /\b[a-z]{2,}(?:[ ,']+[a-z]{2,}){3,}\b/;
/** An i18n key shown as text (`visa.result.title`, `common.loading`); domains and file names are not keys. */
const RAW_KEY = /(?:^|[\s("'])([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+){1,})(?=$|[\s)"',:])/g;
const NOT_A_KEY = /\.(?:com|net|org|kr|tov|io|dev|local|pdf|png|jpe?g|xlsx|csv|zip|docx?|txt|json|js|ts)$/i;

function scriptProblems(text: string, lng: GuardLanguage): string[] {
  const lines = text.split('\n');
  const found = (re: RegExp) => lines.find((l) => re.test(l));
  const out: string[] = [];
  const report = (what: string, re: RegExp) => {
    const line = found(re);
    if (line) out.push(`${what} in the ${lng} interface: "${line.slice(0, 120)}"`);
  };
  if (lng !== 'ko') report('Korean text', HANGUL);
  if (lng !== 'ja') report('Japanese text', KANA);
  if (lng === 'en' || lng === 'ko') report('Chinese characters', HAN);
  if (lng !== 'en') report('English sentence', ENGLISH_SENTENCE);
  return out;
}

function textProblems(screen: ScreenText): string[] {
  const out: string[] = [];
  const all = [screen.text, ...screen.attributes].join('\n');
  const bad: [string, RegExp][] = [
    ['i18n error', /returned an object instead of string|missingKey|key '[^']+' \(/],
    ['[object Object]', /\[object Object\]/],
    ['undefined', /\bundefined\b/],
    ['NaN', /\bNaN\b/],
    ['null shown as text', /(?:^|\s)null(?:\s|$)/],
  ];
  for (const [what, re] of bad) {
    const line = all.split('\n').find((l) => re.test(l));
    if (line) out.push(`${what}: "${line.slice(0, 120)}"`);
  }
  for (const m of all.matchAll(RAW_KEY)) {
    const key = m[1]!;
    if (!NOT_A_KEY.test(key) && !/^\d/.test(key)) out.push(`raw i18n key: "${key}"`);
  }
  return out;
}

/** Every problem the screen shows now, in the given language and width. */
export async function screenProblems(page: Page, lng: GuardLanguage): Promise<string[]> {
  const screen = await readScreen(page);
  const out = [...textProblems(screen), ...scriptProblems([screen.text, ...screen.attributes].join('\n'), lng)];
  if (screen.scrollWidth > screen.clientWidth + 1) out.push(`horizontal scroll: content ${screen.scrollWidth}px wide in ${screen.clientWidth}px`);
  if (!screen.heading) out.push('no h1 heading');
  else if (screen.title === 'TOV' || !screen.title.startsWith(screen.heading))
    out.push(`title "${screen.title}" is not the page's heading "${screen.heading}"`);
  return out;
}

/** Switches the interface language through the language list (as a user does), at the laptop width. */
export async function switchLanguage(page: Page, lng: GuardLanguage): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.lang);
  if (current === lng) return;
  await page.click('[data-testid=language-switcher]');
  await page.click(`[data-testid=lang-${lng}]`);
  await page.waitForFunction((l) => document.documentElement.lang === l, lng);
}

/** The WCAG 2 A and AA rules axe-core checks (issue 24 item 17). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa'];

/**
 * The accessibility violations axe-core finds on the screen now shown (or inside `within`), one line
 * per element (rule, where, what to fix), so a failure says what to change. At most five elements per
 * rule are listed.
 */
export async function accessibilityProblems(page: Page, within?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of gathering the frames' results in a new blank
  // page each call: 0.9-1.2 s against 2.3-3.0 s a screen here, and the app has no cross-origin frame.
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations.flatMap((v) => {
    const lines = v.nodes
      .slice(0, 5)
      .map((n) => `axe ${v.id} (${v.impact ?? 'n/a'}) at ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 240)}`);
    if (v.nodes.length > 5) lines.push(`axe ${v.id}: ${v.nodes.length - 5} more elements`);
    return lines;
  });
}
