import type { Browser, Page } from 'playwright-core';
import { launch, login, newPage, screenshot, url } from './helpers';

/**
 * The challenge program's story through its screens: a company posts a challenge, an admin
 * publishes it, the applicant joins, saves a draft and submits, the admin scores it, and the
 * applicant reads the evaluation, the SparkPoints and the leaderboard (issue 14).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string, locale = 'ko-KR'): Promise<Page> {
  const { page } = await newPage(browser, { locale });
  await login(page, email);
  return page;
}

it('runs a challenge from posting to points through the screens', async () => {
  const title = `E2E 데이터 대시보드 챌린지 ${Date.now()}`;
  const deadline = new Date(Date.now() + 10 * 86_400_000);
  const local = new Date(deadline.getTime() - deadline.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

  // The company posts it and sends it for review.
  const company = await signedIn('company@demo.tov');
  await company.goto(url('/tovspark/challenges'));
  await company.click('[data-testid=new-challenge]');
  await company.click('[data-testid=create-challenge]');
  expect(await company.locator('[data-testid=error-title]').textContent()).toBe('필수 항목입니다.');
  await company.fill('#f-title', title);
  await company.fill('#f-description', '서울 지하철 승하차 데이터를 시각화하는 대시보드를 만드세요.');
  await company.selectOption('#f-category', 'coding');
  await company.selectOption('#f-difficulty', 'intermediate');
  await company.fill('#f-sparkPoints', '800');
  await company.fill('#f-deadline', local);
  await company.check('text=인턴십');
  await company.fill('#f-mentor', 'Kim Mentor');
  await company.click('[data-testid=create-challenge]');
  await company.waitForSelector('[data-testid=challenge-detail]');
  expect(await company.locator('h1').textContent()).toBe(title);
  expect(await company.locator('[data-testid=challenge-detail] .chips').textContent()).toContain('검토 대기');
  await screenshot(company, 'tovspark-company-posted');

  // The admin publishes it.
  const admin = await signedIn('superadmin@demo.tov');
  await admin.goto(url('/admin/tovspark'));
  const pending = admin.locator('[data-testid=admin-challenge]', { hasText: title });
  await pending.locator('[data-testid=publish]').click();
  await admin.locator('[data-testid=admin-challenge]', { hasText: title }).waitFor({ state: 'detached' });
  await screenshot(admin, 'tovspark-admin-review');

  // The applicant finds it by search, joins, saves a draft, then submits.
  const applicant = await signedIn('challenger@demo.tov');
  await applicant.goto(url('/tovspark/challenges?sort=newest'));
  await applicant.fill('[data-testid=filter-search]', title);
  await applicant.press('[data-testid=filter-search]', 'Enter');
  await applicant.locator('[data-testid=challenge-card]', { hasText: title }).waitFor();
  // Newest first: earlier runs' challenges share the title's words, this run's comes first.
  expect(await applicant.locator('[data-testid=challenge-card]').first().textContent()).toContain(title);
  await screenshot(applicant, 'tovspark-list');
  await applicant.click(`text=${title}`);
  await applicant.click('[data-testid=join]');
  await applicant.waitForSelector('[data-testid=participating]');
  expect(await applicant.locator('[data-testid=participating]').textContent()).toBe('참여 중');
  expect(await applicant.locator('[data-testid=participant-count]').textContent()).toBe('참가자 1명');
  await applicant.click('[data-testid=tab-workspace]');
  await applicant.fill('#f-description', '초안: 노선별 혼잡도 히트맵');
  await applicant.click('[data-testid=save-draft]');
  await applicant.waitForSelector('[data-testid=draft-note]');
  await applicant.reload();
  await applicant.click('[data-testid=tab-workspace]');
  expect(await applicant.inputValue('#f-description')).toBe('초안: 노선별 혼잡도 히트맵');
  await applicant.fill('#f-demoUrl', 'not a url');
  await applicant.click('[data-testid=submit-work]');
  expect(await applicant.locator('[data-testid=error-demoUrl]').textContent()).toBe('http(s)로 시작하는 주소를 입력해 주세요.');
  await applicant.fill('#f-description', '노선별 혼잡도 히트맵과 시간대별 예측');
  await applicant.fill('#f-demoUrl', 'https://demo.example.com/subway');
  await applicant.click('[data-testid=submit-work]');
  await applicant.waitForSelector('[data-testid=submitted]');
  await screenshot(applicant, 'tovspark-submitted');

  // The admin scores it.
  await admin.selectOption('[data-testid=admin-status]', 'published');
  const published = admin.locator('[data-testid=admin-challenge]', { hasText: title });
  await published.locator('[data-testid=show-submissions]').click();
  const submission = published.locator('[data-testid=submission]').first();
  await submission.locator('[data-testid=score-input]').fill('90');
  await submission.locator('[data-testid=feedback-input]').fill('데이터 정제가 훌륭합니다.');
  await submission.locator('[data-testid=save-score]').click();
  await published.locator('[data-testid=scored]').waitFor();
  await screenshot(admin, 'tovspark-admin-scored');

  // The applicant reads the evaluation; the points (800 x 90% = 720) reach the results and the board.
  await applicant.reload();
  await applicant.click('[data-testid=tab-evaluation]');
  expect(await applicant.locator('[data-testid=evaluation]').textContent()).toContain('점수 90 / 100');
  await applicant.goto(url('/tovspark/sparkpoints'));
  const row = applicant.locator('[data-testid=result-row]', { hasText: title });
  // The award is booked by the points consumer a moment after the score: read again until it shows.
  let shown = '';
  for (const until = Date.now() + 20_000; Date.now() < until; await applicant.waitForTimeout(1000)) {
    await applicant.reload();
    await row.waitFor();
    shown = (await row.textContent()) ?? '';
    if (shown.includes('720')) break;
  }
  expect(shown).toContain('720');
  await screenshot(applicant, 'tovspark-results');
  await applicant.goto(url('/tovspark/leaderboard'));
  await applicant.waitForSelector('[data-testid=my-row]');
  expect(await applicant.locator('[data-testid=my-row]').getAttribute('aria-current')).toBe('true');
  await screenshot(applicant, 'tovspark-leaderboard');

  // The challenger dashboard is fed by the same program: points, badges and this run's activity.
  await applicant.goto(url('/challenger-dashboard'));
  await applicant.locator('[data-testid=stat-totalSparkPoints] .stat-value').waitFor();
  expect(Number((await applicant.locator('[data-testid=stat-totalSparkPoints] .stat-value').textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(720);
  expect(await applicant.locator('[data-testid=section-achievements]').textContent()).toContain('첫 제출');
  expect(await applicant.locator('[data-testid=section-recentActivity]').textContent()).toContain(`+720 스파크포인트: ${title}`);
  await screenshot(applicant, 'tovspark-challenger-dashboard');

  // A community activity logged on the dashboard shows in its card and in the recent activity.
  const activity = `Korean class ${Date.now()}`;
  await applicant.selectOption('#f-bridgeKind', 'class');
  await applicant.fill('#f-bridgeTitle', activity);
  await applicant.fill('#f-bridgeMinutes', '90');
  await applicant.click('[data-testid=bridge-log]');
  await applicant.waitForSelector(`[data-testid=bridge-activity] li:has-text("${activity}")`);
  await applicant.waitForSelector(`[data-testid=section-recentActivity] li:has-text("커뮤니티 활동: ${activity}")`);
  expect(await applicant.inputValue('#f-bridgeTitle')).toBe('');
  await screenshot(applicant, 'tovspark-bridge-activity');
}, 180_000);

it('shows the list in English with every label translated, and keeps posting to companies and admins', async () => {
  const page = await signedIn('challenger@demo.tov', 'en-US');
  await page.goto(url('/tovspark/challenges'));
  await page.waitForSelector('[data-testid=challenge-list]');
  expect(await page.locator('[data-testid=new-challenge]').count()).toBe(0);
  const sorts = await page.locator('[data-testid=sort] option').allTextContents();
  expect(sorts).toEqual(['Trending', 'Newest', 'Highest SparkPoints', 'Most participants', 'Deadline']);
  await page.goto(url('/tovspark/challenges/new'));
  await page.waitForSelector('[data-testid=role-required]');
  await screenshot(page, 'tovspark-list-en');
}, 60_000);
