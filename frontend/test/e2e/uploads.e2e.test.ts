import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { publishedChallenge as publishChallenge, PDF } from './api-fixtures';
import { DEMO_PASSWORD, launch, login, newPage, screenshot, url } from './helpers';

/**
 * Submission files through the screens (issue 14, "Files"): the applicant attaches a small PDF to
 * the workspace (uploaded through the gateway to the object store), sees it listed, sees a file
 * whose bytes lie about its type refused, keeps the PDF over a reload and hands it in; the admin
 * downloads it from the submissions of /admin/tovspark.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const publishedChallenge = (title: string) =>
  publishChallenge(title, {
    description: '설계 문서를 PDF로 제출하세요.',
    category: 'project',
    type: 'design',
    sparkPoints: 300,
    companyName: 'Hanbit Robotics',
  });

async function signedIn(email: string, options: { locale?: string; width?: number; height?: number } = {}): Promise<Page> {
  const { page } = await newPage(browser, options);
  if (!options.width) {
    await login(page, email);
    return page;
  }
  // On a phone the user menu sits in the collapsed header: signed in once it is there at all.
  await page.goto(url('/login'));
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', DEMO_PASSWORD);
  await page.click('[data-testid=login-submit]');
  await page.waitForSelector('[data-testid=user-menu]', { state: 'attached' });
  return page;
}

it('attaches a PDF to the workspace, refuses a file that lies about its type, and the admin downloads the PDF', async () => {
  const title = `E2E 파일 제출 챌린지 ${Date.now()}`;
  const id = await publishedChallenge(title);

  const applicant = await signedIn('challenger@demo.tov');
  await applicant.goto(url(`/tovspark/challenges/${id}`));
  await applicant.click('[data-testid=join]');
  await applicant.waitForSelector('[data-testid=participating]');
  await applicant.click('[data-testid=tab-workspace]');
  expect(await applicant.locator('[data-testid=no-files]').textContent()).toBe('아직 첨부한 파일이 없습니다.');

  await applicant.setInputFiles('[data-testid=file-input]', { name: '설계서.pdf', mimeType: 'application/pdf', buffer: PDF });
  const attached = applicant.locator('[data-testid=attached-file]', { hasText: '설계서.pdf' });
  await attached.waitFor();
  expect(await attached.textContent()).toContain(`${PDF.length} B`);
  // A text file named and declared as a PNG: the service reads its bytes and refuses it (415).
  await applicant.setInputFiles('[data-testid=file-input]', { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('just text, not an image') });
  await applicant.locator('[data-testid=file-problems]').waitFor();
  expect(await applicant.locator('[data-testid=file-problems]').textContent()).toContain('photo.png 파일은 첨부할 수 없습니다.');
  expect(await applicant.locator('[data-testid=attached-file]').count()).toBe(1);
  await screenshot(applicant, 'uploads-workspace');

  // Kept with the draft over a reload, then handed in.
  await applicant.fill('#f-description', '설계 문서를 붙였습니다.');
  await applicant.click('[data-testid=save-draft]');
  await applicant.waitForSelector('[data-testid=draft-note]');
  await applicant.reload();
  await applicant.click('[data-testid=tab-workspace]');
  await applicant.locator('[data-testid=attached-file]', { hasText: '설계서.pdf' }).waitFor();
  await applicant.click('[data-testid=submit-work]');
  await applicant.waitForSelector('[data-testid=submitted]');

  // The same workspace on a phone (390 px wide).
  const phone = await signedIn('challenger@demo.tov', { width: 390, height: 844 });
  const draftId = await publishedChallenge(`E2E 모바일 파일 ${Date.now()}`);
  await phone.goto(url(`/tovspark/challenges/${draftId}`));
  await phone.click('[data-testid=join]');
  await phone.waitForSelector('[data-testid=participating]');
  await phone.click('[data-testid=tab-workspace]');
  await phone.setInputFiles('[data-testid=file-input]', {
    name: 'a-rather-long-file-name-for-the-design-document-v2-final.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await phone.locator('[data-testid=attached-file]').waitFor();
  await screenshot(phone, 'uploads-workspace-390');

  // The admin sees the file with the submission and downloads it.
  const admin = await signedIn('superadmin@demo.tov');
  await admin.goto(url('/admin/tovspark'));
  await admin.selectOption('[data-testid=admin-status]', 'published');
  const row = admin.locator('[data-testid=admin-challenge]', { hasText: title }).first();
  await row.locator('[data-testid=show-submissions]').click();
  const files = row.locator('[data-testid=work-files]');
  await files.waitFor();
  expect(await files.textContent()).toContain('설계서.pdf');
  const [download] = await Promise.all([admin.waitForEvent('download'), files.locator('[data-testid=download-file]').first().click()]);
  expect(download.suggestedFilename()).toBe('설계서.pdf');
  const saved = await download.path();
  expect(fs.readFileSync(saved!).equals(PDF)).toBe(true);
  await screenshot(admin, 'uploads-admin-download');
}, 180_000);
