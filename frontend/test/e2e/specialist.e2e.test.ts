import { randomUUID } from 'node:crypto';
import { waitFor, waitForAccountEmail } from '@tov/kit/testing';
import { PLATFORM_FEE_PERCENT } from '@tov/contracts';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, launch, login, newPage, screenshot, SMTP_SINK, url } from './helpers';
import { screenProblems, switchLanguage } from './guard/page-checks';

/**
 * The expert's side of issue 15 through the screens, as pro@demo.tov: the profile and the price list,
 * an applicant (new, made through the API) who assesses, asks for matching and chooses this expert;
 * the request reaching the inbox within seconds, the quote (its amount from the price list), the
 * applicant accepting and paying once (the accept sent twice), the service through its states (a
 * stale tab's move refused with 409), the client's roadmap with a step done and a message, the week
 * calendar (an overlap and a schedule inside the vacation refused with 409, edit, delete), the
 * vacation set and ended, the settlement with its fee (and a refund reducing it) and the pro
 * dashboard. Screenshots: frontend/test-results/specialist-*.png.
 *
 * Needs the whole stack with services/specialist (the applicant's accept-and-pay is theirs too).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Answer<T> {
  status: number;
  data: T;
}

async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await fetch(url(path), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as { data: T }) : ({ data: null } as { data: T });
  return { status: res.status, data: json.data };
}

async function ok<T = Record<string, unknown>>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const answer = await api<T>(method, path, token, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.data)}`);
  return answer.data;
}

const loginToken = async (email: string, password = DEMO_PASSWORD) =>
  await ok<{ token: string; user: { id: string } }>('POST', '/api/auth/login', null, { email, password });

/** A new applicant with a name of this run, verified through the e-mailed link. */
async function applicantSignedUp(name: string, email: string): Promise<string> {
  const registered = await api('POST', '/api/auth/register', null, {
    role: 'challenger',
    email,
    password: 'secret123',
    phoneNumber: '010-0000-0000',
    name,
    nationality: 'India',
    gender: 'male',
    dateOfBirth: '1998-02-03',
    availableLanguages: 'Hindi, English',
    visaType: 'D-10',
    inquiryType: 'job seeking visa',
    purpose: 'visa_consultation',
  });
  expect(registered.status).toBe(202);
  const { token } = await waitForAccountEmail({ smtpSinkUrl: SMTP_SINK }, email, 'verify-email', { timeoutMs: 60_000 });
  return (await ok<{ token: string }>('POST', '/api/auth/verify-email', null, { token })).token;
}

/** A D-10-1 assessment of the applicant (as the route guard makes one). */
async function assess(token: string): Promise<string> {
  const a = await ok<{ assessmentId: string }>('POST', '/api/visa/v3/assessment/evaluate', token, {
    visaType: 'D-10',
    applicationType: 'NEW',
    userData: {
      d10SubType: 'D-10-1',
      personalInfo: { nationality: 'India', age: 28 },
      educationInfo: { highestDegree: 'MASTER' },
      experienceInfo: { yearsOfExperience: 3 },
      languageInfo: { topikLevel: 4 },
    },
    options: { autoSave: true, includeRoadmap: true, detailed: true },
  });
  return a.assessmentId;
}

/**
 * Asks for an expert about a new assessment until pro@demo.tov is among the candidates (their
 * profile update reaches matching through an event), then chooses them for a document review.
 */
async function chooseTheDemoExpert(token: string, expertId: string): Promise<string> {
  return waitFor(
    async () => {
      const assessmentId = await assess(token);
      // The assessment reaches matching through visa.assessment.completed.
      const request = await waitFor(
        async () => {
          const r = await api<{ requestId: string; candidates: Array<{ expertId: string }> }>('POST', '/api/visa/v3/matching/create', token, {
            assessmentId,
            preferences: { languages: ['en'] },
          });
          return r.status < 300 ? r.data : undefined;
        },
        { what: 'the matching request', timeoutMs: 20_000, intervalMs: 500 },
      );
      if (!request.candidates.some((c: { expertId: string }) => c.expertId === expertId)) return undefined;
      await ok('POST', `/api/visa/v3/matching/${request.requestId}/select`, token, { expertId, serviceOption: 'document_review' });
      return request.requestId;
    },
    { what: 'pro@demo.tov among the candidates', timeoutMs: 60_000, intervalMs: 2_000 },
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
function mondayWeeksAhead(weeks: number): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + weeks * 7);
  return d;
}
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
}

it("runs the expert's part of a paid service through the workspace screens", async () => {
  const tag = randomUUID().slice(0, 6);
  const clientName = `E2E Client ${tag}`;
  // An amount of this run (a multiple of 10, so the 10% fee is whole): its settlement is found by it.
  const amount = 400_000 + (Number.parseInt(tag, 16) % 9_000) * 10;
  const fee = (amount * PLATFORM_FEE_PERCENT) / 100;

  const pro = await loginToken('pro@demo.tov');
  // A vacation left by an earlier run would keep the expert out of matching.
  await ok('PUT', '/api/specialist/vacation', pro.token, { from: null, to: null });

  const { page } = await newPage(browser);
  await login(page, 'pro@demo.tov');

  // Profile: the form refuses a profile without certifications, then saves languages and visa types.
  await page.goto(url('/pro/profile'));
  await page.waitForSelector('[data-testid=profile-form]');
  const certifications = page.locator('[data-testid=certification]');
  const kept = await page.locator('[data-testid=certification] .tag-text').allTextContents();
  while ((await certifications.count()) > 0) await certifications.first().locator('button').click();
  await page.click('[data-testid=save-profile]');
  expect(await page.textContent('[data-testid=error-certifications]')).toBe('자격증을 하나 이상 추가해 주세요.');
  for (const c of kept.length ? kept : ['행정사 (Administrative Agent)']) {
    await page.fill('#f-certification', c);
    await page.click('[data-testid=add-certification]');
  }
  await page.selectOption('#f-expertise', 'administrative');
  await page.fill('#f-experienceYears', '8');
  for (const lang of ['ko', 'en']) await page.check(`[data-testid=languages] input[value="${lang}"]`);
  for (const visa of ['D-10', 'E-7']) await page.check(`[data-testid=visa-types] input[value="${visa}"]`);
  await page.fill('#f-bio', '구직(D-10)과 특정활동(E-7) 비자를 주로 다루는 행정사입니다.');
  await page.click('[data-testid=save-profile]');
  await page.waitForSelector('text=프로필을 저장했습니다.');
  await screenshot(page, 'specialist-profile');

  // Price list: document review for D-10 at this run's amount, the quote form's default.
  await page.goto(url('/pro/pricing'));
  await page.fill('[data-testid=price-document_review-D-10]', 'abc');
  await page.click('[data-testid=save-pricing]');
  await page.waitForSelector('[data-testid=pricing-invalid]');
  await page.fill('[data-testid=price-document_review-D-10]', String(amount));
  await page.click('[data-testid=save-pricing]');
  await page.waitForSelector('text=가격표를 저장했습니다.');
  await screenshot(page, 'specialist-pricing');

  // The applicant assesses, asks for an expert and chooses pro@demo.tov.
  const applicant = await applicantSignedUp(clientName, `e2e-client-${tag}-${Date.now()}@example.com`);
  const requestId = await chooseTheDemoExpert(applicant, pro.user.id);

  // The request reaches the inbox within seconds (matching.expert.selected).
  const inboxRow = page.locator(`[data-testid=request-row]:has(a[href="/pro/requests/${requestId}"])`);
  await waitFor(
    async () => {
      await page.goto(url('/pro/requests?status=new&visaType=D-10'));
      await page.waitForSelector('[data-testid=requests-total], [data-testid=requests-empty]');
      return (await inboxRow.count()) > 0 ? true : undefined;
    },
    { what: 'the request in the inbox', timeoutMs: 30_000, intervalMs: 1_000 },
  );
  expect(await inboxRow.textContent()).toContain(clientName);
  expect(await inboxRow.textContent()).toContain('새 요청');
  await screenshot(page, 'specialist-inbox');

  // The request: the assessment summary, the amount from the price list, a quote, then a new one that stands.
  await inboxRow.locator('a').first().click();
  await page.waitForSelector('[data-testid=assessment-summary] dl');
  expect(await page.textContent('[data-testid=assessment-summary]')).toContain('D-10');
  expect(await page.inputValue('#f-amount')).toBe(String(amount));
  await page.fill('#f-amount', '');
  await page.click('[data-testid=send-quote]');
  expect(await page.textContent('[data-testid=error-amount]')).toBe('금액을 입력해 주세요.');
  await page.fill('#f-amount', String(amount + 50_000));
  await page.fill('#f-message', '서류를 검토하고 보완 목록과 제출 순서를 정리해 드립니다.');
  await page.click('[data-testid=send-quote]');
  await page.waitForSelector('[data-testid=standing-amount]');
  expect(digits(await page.textContent('[data-testid=standing-amount]'))).toBe(amount + 50_000);
  expect(await page.textContent('[data-testid=request-status]')).toBe('견적 보냄');
  await page.fill('#f-amount', String(amount));
  await page.click('[data-testid=send-quote]');
  await page.waitForFunction((a) => document.querySelector('[data-testid=standing-amount]')?.textContent?.replace(/[^\d]/g, '') === String(a), amount);
  expect(await page.textContent('[data-testid=quote-history]')).toContain((amount + 50_000).toLocaleString('en'));
  expect(await page.textContent('[data-testid=quote-history]')).toContain('대체됨');
  await screenshot(page, 'specialist-quote');

  // The applicant accepts the standing quote and pays, twice with one Idempotency-Key: one charge.
  const quoteId = (await ok<{ quote: { quoteId: string } }>('GET', `/api/specialist/matching/requests/${requestId}`, pro.token)).quote.quoteId;
  const key = randomUUID();
  const accept = () =>
    waitFor(
      async () => {
        const r = await api<{ service: { serviceId: string }; payment: { paymentId: string } }>(
          'POST',
          `/api/visa/v3/matching/${requestId}/quotes/${quoteId}/accept`,
          applicant,
          {},
          { 'Idempotency-Key': key },
        );
        return r.status < 300 ? r.data : undefined;
      },
      { what: 'the accepted quote', timeoutMs: 30_000, intervalMs: 1_000 },
    );
  const paid = await accept();
  const again = await accept();
  expect(again.service.serviceId).toBe(paid.service.serviceId);
  expect(again.payment.paymentId).toBe(paid.payment.paymentId);
  const serviceId = paid.service.serviceId;

  // The service: only the allowed moves; a move from a stale tab answers 409 and says so.
  await waitFor(
    async () => {
      await page.goto(url('/pro/services'));
      await page.waitForSelector('[data-testid=service-row], [data-testid=services-empty]');
      return (await page.locator('[data-testid=service-row]', { hasText: clientName }).count()) > 0 ? true : undefined;
    },
    { what: 'the paid service in the list', timeoutMs: 30_000, intervalMs: 1_000 },
  );
  expect(await page.locator('[data-testid=service-row]', { hasText: clientName }).textContent()).toContain('결제 완료');
  await page.click(`a[href="/pro/services/${serviceId}"]`);
  await page.waitForSelector('[data-testid=status-actions]');
  expect(
    await page.locator('[data-testid=status-actions] button[data-testid^=to-]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))),
  ).toEqual(['to-in_progress', 'to-cancelled']);
  const { page: stale } = await newPage(browser);
  await login(stale, 'pro@demo.tov');
  await stale.goto(url(`/pro/services/${serviceId}`));
  await stale.waitForSelector('[data-testid=to-in_progress]');
  await page.fill('#f-note', '서류 수집을 시작합니다.');
  await page.click('[data-testid=to-in_progress]');
  await page.waitForSelector('[data-testid=to-documents_submitted]');
  expect(await page.textContent('[data-testid=service-status]')).toBe('진행 중');
  await stale.click('[data-testid=to-in_progress]');
  await stale.waitForSelector('[data-testid=status-conflict]');
  expect(await stale.textContent('[data-testid=status-conflict]')).toContain('지금 상태에서는 이렇게 바꿀 수 없습니다.');
  await screenshot(stale, 'specialist-status-409');
  await stale.click('[data-testid=reload-service]');
  await stale.waitForSelector('[data-testid=to-documents_submitted]');
  await stale.context().close();

  // The client's roadmap: assigned for a new application, a step marked done, a message sent.
  await page.click('[data-testid=to-roadmap]');
  await page.waitForSelector('[data-testid=assign-form]');
  await page.selectOption('#f-applicationType', 'new');
  await page.click('[data-testid=assign-roadmap]');
  await page.waitForSelector('[data-testid=roadmap-step]');
  const steps = await page.locator('[data-testid=roadmap-step]').count();
  expect(steps).toBeGreaterThan(1);
  await page.locator('[data-testid=roadmap-step]').first().locator('[data-testid=mark-done]').click();
  await page.locator('[data-testid=roadmap-step]').first().locator('[data-testid=step-done]').waitFor();
  const note = `E2E 메시지 ${tag}: 여권 사본을 올려 주세요.`;
  await page.fill('#f-body', note);
  await page.click('[data-testid=send-message]');
  await page.locator('[data-testid=message]', { hasText: note }).waitFor();
  expect(await page.textContent('[data-testid=steps-done]')).toContain(`1 / ${steps}`);
  await screenshot(page, 'specialist-roadmap');
  await page.goto(url('/pro/roadmaps'));
  expect(await page.locator('[data-testid=roadmap-client]', { hasText: clientName }).locator('[role=progressbar]').getAttribute('aria-valuenow')).toBe('1');

  // The service to its end.
  await page.goto(url(`/pro/services/${serviceId}`));
  await page.click('[data-testid=to-documents_submitted]');
  await page.waitForSelector('[data-testid=to-completed]');
  await page.click('[data-testid=to-completed]');
  await page.waitForSelector('[data-testid=status-final]');
  expect(await page.textContent('[data-testid=service-history]')).toContain('서류 수집을 시작합니다.');
  await screenshot(page, 'specialist-service-completed');

  // The week calendar, some weeks ahead (a week of its own for this run): create, overlap (409), edit, delete.
  const monday = mondayWeeksAhead(3 + (Number.parseInt(tag, 16) % 40));
  const tuesday = dateKey(addDays(monday, 1));
  const thursday = dateKey(addDays(monday, 3));
  const title = `E2E 상담 ${tag}`;
  await page.goto(url(`/pro/schedules?week=${dateKey(monday)}`));
  await page.waitForSelector('[data-testid=week-grid]');
  await page.click('[data-testid=new-schedule]');
  await page.fill('#f-title', title);
  await page.fill('#f-date', tuesday);
  await page.fill('#f-start', '10:00');
  await page.fill('#f-end', '09:00');
  await page.click('[data-testid=save-schedule]');
  expect(await page.textContent('[data-testid=error-end]')).toBe('종료 시각은 시작 시각 이후여야 합니다.');
  await page.fill('#f-end', '11:00');
  await page.click('[data-testid=save-schedule]');
  await page.locator(`[data-testid=day-${tuesday}] [data-testid=schedule-item]`, { hasText: title }).waitFor();
  await page.click('[data-testid=new-schedule]');
  await page.fill('#f-title', `${title} (겹침)`);
  await page.fill('#f-date', tuesday);
  await page.fill('#f-start', '10:30');
  await page.fill('#f-end', '11:30');
  await page.click('[data-testid=save-schedule]');
  await page.waitForSelector('[data-testid=schedule-conflict]');
  expect(await page.textContent('[data-testid=schedule-conflict]')).toContain('다른 일정과 시간이 겹치거나 휴가 기간이라 저장할 수 없습니다.');
  await screenshot(page, 'specialist-schedule-409');
  await page.click('[data-testid=close-editor]');
  await page.locator(`[data-testid=day-${tuesday}] [data-testid=schedule-item]`, { hasText: title }).click();
  await page.fill('#f-end', '11:30');
  await page.click('[data-testid=save-schedule]');
  await page.locator(`[data-testid=day-${tuesday}] [data-testid=schedule-item]`, { hasText: '10:00–11:30' }).waitFor();

  // The vacation: Thursday and Friday shaded, a schedule inside it refused (409), then ended.
  await page.fill('#f-vacationFrom', thursday);
  await page.fill('#f-vacationTo', dateKey(addDays(monday, 4)));
  await page.fill('#f-reason', '학회 참석');
  await page.click('[data-testid=save-vacation]');
  await page.waitForSelector(`[data-testid=day-${thursday}][data-vacation=true]`);
  expect(await page.textContent('[data-testid=vacation-current]')).toContain('학회 참석');
  await page.click('[data-testid=new-schedule]');
  await page.fill('#f-title', `${title} (휴가 중)`);
  await page.fill('#f-date', thursday);
  await page.click('[data-testid=save-schedule]');
  await page.waitForSelector('[data-testid=schedule-conflict]');
  await screenshot(page, 'specialist-vacation');
  await page.click('[data-testid=close-editor]');
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'specialist-schedules-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.click('[data-testid=end-vacation]');
  await page.click('[role=alertdialog] [data-testid=confirm-yes]');
  await page.waitForSelector('[data-testid=vacation-none]');
  expect(await page.getAttribute(`[data-testid=day-${thursday}]`, 'data-vacation')).toBeNull();
  await page.locator(`[data-testid=day-${tuesday}] [data-testid=schedule-item]`, { hasText: title }).click();
  await page.click('[data-testid=delete-schedule]');
  await page.click('[role=alertdialog] [data-testid=confirm-yes]');
  await page.locator(`[data-testid=day-${tuesday}] [data-testid=schedule-item]`, { hasText: title }).waitFor({ state: 'detached' });

  // The settlement of the completed service: the amount, the 10% fee and the net; the month's chart.
  const netText = (n: number) => n.toLocaleString('en');
  const row = page.locator('[data-testid=settlement-row]', { hasText: clientName });
  await waitFor(
    async () => {
      await page.goto(url('/pro/settlements'));
      await page.waitForSelector('[data-testid=settlement-totals]');
      return (await row.count()) > 0 ? true : undefined;
    },
    { what: 'the settlement of the completed service', timeoutMs: 30_000, intervalMs: 1_000 },
  );
  expect(await row.textContent()).toContain(netText(amount));
  expect(await row.textContent()).toContain(netText(fee));
  expect(await row.textContent()).toContain(netText(amount - fee));
  await page.waitForSelector('[data-testid=net-chart] svg');
  await screenshot(page, 'specialist-settlements');

  // A refund by the back-office reduces it (the refunded column shows it, the net goes down).
  const net = () => row.locator('td[data-label="정산 금액"]').textContent().then(digits);
  expect(await net()).toBe(amount - fee);
  const admin = await loginToken('superadmin@demo.tov');
  await ok('POST', `/api/v1/admin/payments/transactions/${paid.payment.paymentId}/refund`, admin.token, { reason: 'E2E 부분 환불', amount: 50_000 });
  await waitFor(
    async () => {
      await page.reload();
      await row.waitFor();
      return (await row.locator('td[data-label="환불"]').textContent())?.includes(netText(50_000)) ? true : undefined;
    },
    { what: 'the refund on the settlement', timeoutMs: 30_000, intervalMs: 1_000 },
  );
  expect(await net()).toBeLessThan(amount - fee);
  expect(await net()).toBeGreaterThanOrEqual(amount - fee - 50_000);
  await page.waitForSelector('[data-testid=net-chart] svg');
  await screenshot(page, 'specialist-settlement-refunded');

  // The pro dashboard: real figures and the way into each screen.
  await page.goto(url('/pro-dashboard'));
  await page.waitForSelector('[data-testid=stat-activeServices] .stat-value');
  await page.waitForSelector('[data-testid=section-revenue] [data-testid=net-chart] svg');
  await page.click('[data-testid=link-schedules]');
  await page.waitForSelector('[data-testid=week-grid]');
  await page.goto(url('/pro-dashboard'));
  await page.waitForSelector('[data-testid=stat-activeServices] .stat-value');
  await screenshot(page, 'specialist-dashboard');
}, 420_000);

it('shows the inbox and a request well in English and on a phone', async () => {
  const { page } = await newPage(browser);
  await login(page, 'pro@demo.tov');
  await page.goto(url('/pro/requests'));
  await page.waitForSelector('[data-testid=requests-total], [data-testid=requests-empty]');
  // The language is chosen at the laptop width (the phone's header folds the switcher away), then read at 390 px.
  await switchLanguage(page, 'en');
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.textContent('main h1')).toBe('Matching requests');
  expect(await screenProblems(page, 'en')).toEqual([]);
  await screenshot(page, 'specialist-inbox-en-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await switchLanguage(page, 'ko');
  if ((await page.locator('[data-testid=request-row] a').count()) > 0) {
    await page.locator('[data-testid=request-row] a').first().click();
    await page.waitForSelector('[data-testid=request-detail]');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await screenProblems(page, 'ko')).toEqual([]);
    await screenshot(page, 'specialist-request-390');
  }
}, 120_000);

it('keeps the workspace to experts: an applicant is told whose page it is and no specialist call is made', async () => {
  const { page } = await newPage(browser);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/specialist/')) calls.push(r.url());
  });
  await login(page, 'challenger@demo.tov');
  await page.goto(url('/pro/requests'));
  await page.waitForSelector('[data-testid=role-required]');
  expect(await page.textContent('main h1')).toBe('전문가 계정 전용 화면입니다');
  expect(calls).toEqual([]);
}, 60_000);
