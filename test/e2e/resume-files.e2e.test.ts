/**
 * 附件简历 end to end, against the real server: the demo seeker uploads a PDF resume through the page's file
 * input (the progress bar shows while it goes), previews it inside the page (pdf.js draws its pages into
 * canvases with real pixels), applies with it attached, and the recruiter opens the attached file from the
 * application detail (the signed link answers the PDF). Screenshots of the page and the preview at 390x844
 * and 1280x800.
 */
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  WAIT_MS,
  apiAs,
  byTestId,
  screenshot,
  storeSession,
  useCjkFont,
  visible,
} from './support/harness';
import { axeFindings, injectAudit, runGuard } from './support/guard-audit';
import { e2eSuite } from './support/suite';

jest.setTimeout(240_000);
useCjkFont();

const SEEKER = '13800000001';
const RECRUITER = '13800000002';

const suite = e2eSuite({ users: { seeker: SEEKER, recruiter: RECRUITER } });
const { open } = suite;

/** The guard's checks (guard.e2e.test.ts) on what is on screen now: overflow and clipping, taps, axe. */
async function audit(page: Page): Promise<void> {
  await injectAudit(page);
  const findings = [
    ...(await runGuard(page, 'layout')),
    ...(await runGuard(page, 'taps')),
    ...(await axeFindings(page)),
  ];
  expect(findings).toEqual([]);
}

interface FileRow {
  id: number;
  name: string;
  kind: string;
  isDefault: boolean;
}

test('the seeker uploads and previews a PDF resume; the recruiter opens it from the application', async () => {
  const { seeker, recruiter } = suite.users;
  const before = await apiAs<FileRow[]>(suite.server, seeker.token, 'GET', 'resume/files');
  expect(before.data.length).toBeLessThan(3);
  // A real resume PDF with text on it: the seeker's online resume as the server draws it.
  const link = await apiAs<{ url: string }>(suite.server, seeker.token, 'GET', 'resume/pdf');
  const pdf = Buffer.from(await (await fetch(`${suite.server.url}${link.data.url}`)).arrayBuffer());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // ---- The page lists the seeker's files --------------------------------------------------------------------
  const s = seeker.page;
  await open(s, 'pages/resume/files');
  await visible(s, '[data-testid="resume-file-row"]').first().waitFor();
  await expect(visible(s, '[data-testid="resume-file-row"]').count()).resolves.toBe(before.data.length);

  // ---- Upload through the file input: the progress bar shows while the request is held a moment --------------
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await s.route(
    (url) => url.pathname.endsWith('/api/resume/files'),
    async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    },
  );
  await byTestId(s, 'resume-file-input').setInputFiles({
    name: '张小明-前端工程师.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  const progress = visible(s, '[data-testid="upload-progress"]');
  await progress.waitFor();
  await expect(progress.innerText()).resolves.toContain('正在上传');
  await expect(byTestId(s, 'upload-cancel').innerText()).resolves.toBe('取消');
  release();
  const row = visible(s, '[data-testid="resume-file-row"]').filter({ hasText: '张小明-前端工程师.pdf' });
  await row.waitFor();
  await progress.waitFor({ state: 'detached' });
  await s.unroute((url) => url.pathname.endsWith('/api/resume/files'));
  const after = await apiAs<FileRow[]>(suite.server, seeker.token, 'GET', 'resume/files');
  const uploaded = after.data.find((file) => file.name === '张小明-前端工程师.pdf')!;
  expect(uploaded).toMatchObject({ kind: 'pdf' });
  if (after.data.length >= 3) await visible(s, '[data-testid="resume-files-full"]').waitFor();
  await screenshot(s, 'e2e-resume-files-phone');

  // ---- Preview: pdf.js draws the first page into a canvas with dark pixels (the text) ----------------------------
  await row.locator('[data-testid="resume-file-preview"]').click();
  await visible(s, '[data-testid="files-preview"]').waitFor();
  const canvas = visible(s, '[data-testid="pdf-page"]').first();
  await Promise.race([canvas.waitFor(), byTestId(s, 'preview-error').waitFor()]);
  // The preview's failure names its reason (e.g. pdf.js could not load).
  const failed = byTestId(s, 'preview-error');
  if (await failed.count()) throw new Error(`the preview failed: ${await failed.getAttribute('data-reason')}`);
  await visible(s, '[data-testid="preview-loading"]').waitFor({ state: 'detached' });
  const inked = await canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i] + data[i + 1] + data[i + 2] < 384 && data[i + 3] > 0) dark += 1;
    return { dark, width: c.width, height: c.height };
  });
  expect(inked.width).toBeGreaterThan(100);
  expect(inked.dark).toBeGreaterThan(100);
  await expect(byTestId(s, 'preview-error').count()).resolves.toBe(0);
  await screenshot(s, 'e2e-resume-files-preview-phone');

  await s.setViewportSize(DESKTOP);
  await screenshot(s, 'e2e-resume-files-preview-desktop');
  await byTestId(s, 'preview-close').click();
  await visible(s, '[data-testid="files-preview"]').waitFor({ state: 'detached' });
  await screenshot(s, 'e2e-resume-files-desktop');
  await s.setViewportSize(PHONE);

  // ---- Applying on the job page carries the default file (the uploaded one, made default here) -------------------
  await apiAs(suite.server, seeker.token, 'PUT', `resume/files/${uploaded.id}/default`);
  const positions = await apiAs<unknown>(
    suite.server,
    recruiter.token,
    'GET',
    'positions/mine?pageSize=50&status=approved',
  );
  let positionId: number | undefined;
  for (const { id, visible: shown } of (positions.rows ?? []) as Array<{ id: number; visible: boolean }>) {
    const detail = await apiAs<{ applicationId: number | null }>(suite.server, seeker.token, 'GET', `positions/${id}`);
    if (shown && detail.code === 200 && detail.data.applicationId === null) {
      positionId = id;
      break;
    }
  }
  expect(positionId).toBeDefined();
  await open(s, `pages/job_detail/index?id=${positionId}`);
  const attach = visible(s, '[data-testid="apply-attach"]');
  await attach.waitFor();
  await expect(attach.innerText()).resolves.toContain('附带附件简历：张小明-前端工程师.pdf');
  await expect(attach.getAttribute('aria-checked')).resolves.toBe('true');
  await screenshot(s, 'e2e-resume-files-apply');
  await visible(s, '[data-testid="job-apply"]').click();
  await attach.waitFor({ state: 'detached' });
  const detail = await apiAs<{ applicationId: number | null }>(
    suite.server,
    seeker.token,
    'GET',
    `positions/${positionId}`,
  );
  const applicationId = detail.data.applicationId;
  expect(applicationId).not.toBeNull();

  // ---- The recruiter opens the attached file from the application detail -----------------------------------------
  const r = recruiter.page;
  await open(r, `pages/applicant/ApplicationDetails?id=${applicationId}`);
  const card = visible(r, '[data-testid="application-resume-file"]');
  await card.waitFor();
  await expect(card.innerText()).resolves.toContain('张小明-前端工程师.pdf');
  await visible(r, '[data-testid="candidate-pdf"]').waitFor();
  await screenshot(r, 'e2e-resume-files-application');
  const signed = r.context().waitForEvent('request', (req) => req.url().includes('/api/resume-files/'));
  await card.click();
  const file = await fetch((await signed).url());
  expect(file.status).toBe(200);
  expect(
    Buffer.from(await file.arrayBuffer())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

test("the files page and its preview pass the guard's checks (overflow, taps, axe) at both sizes", async () => {
  // The guard's own window: its audit scripts are injected, which the page's CSP forbids otherwise.
  const context = await suite.browser.newContext({
    viewport: PHONE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    bypassCSP: true,
  });
  context.setDefaultTimeout(WAIT_MS);
  try {
    const page = await context.newPage();
    await open(page, 'pages/index/index');
    await storeSession(suite.server, page, suite.users.seeker);
    await open(page, 'pages/resume/files');
    await visible(page, '[data-testid="resume-file-row"]').first().waitFor();
    await audit(page);
    await page.setViewportSize(DESKTOP);
    await audit(page);
    await page.setViewportSize(PHONE);
    await visible(page, '[data-testid="resume-file-preview"]').first().click();
    await visible(page, '[data-testid="pdf-page"]').first().waitFor();
    await visible(page, '[data-testid="preview-loading"]').waitFor({ state: 'detached' });
    await audit(page);
  } finally {
    await context.close();
  }
});
