/**
 * The H5 production build under the server's Content-Security-Policy (server/src/plugins/security-headers.ts),
 * in Chromium: home, logged-in pages with the chat socket, the map and place pages, and the API docs run
 * with no violation. Every document reports `securitypolicyviolation` events (an init script, to a binding
 * that survives navigations); console errors naming the policy count too.
 *
 * Screenshots land in .tmp/screenshots/ (gitignored) for a human to look at.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, WAIT_MS, byTestId, loginAs, screenshot, visible } from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(90_000);

const SEEKER = '13800000001';
/** A 1x1 PNG. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const suite = e2eSuite();
const { url } = suite;
let context: BrowserContext | undefined;
let violations: string[] = [];
let pageErrors: string[] = [];

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A fresh context whose every document reports policy violations. */
async function open(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  violations = [];
  pageErrors = [];
  context = await suite.browser.newContext({
    viewport: PHONE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...options,
  });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ` +
          `at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return page;
}

/** The policy is really on (else "no violation" proves nothing), strict for scripts. */
function expectStrictPolicy(header: string | undefined): void {
  expect(header).toBeDefined();
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(header!)?.[1].trim();
  expect(scriptSrc).toBe("'self'");
  expect(header).toMatch(/frame-ancestors 'self'/);
  expect(header).not.toMatch(/unsafe-eval/);
}

/** Lets late work (lazy chunks, images, the socket) report before the check. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

function expectNoViolation(): void {
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
}

test('home, a position and the login run under the policy: our own scripts only, no eval', async () => {
  const page = await open();
  const response = await page.goto(url(''));
  expectStrictPolicy(response!.headers()['content-security-policy']);
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
  await visible(page, '[data-testid="position-card"]').first().waitFor();
  // src/boot.js ran (a file, not inline): 390 px wide -> 40 * 390 / 750 = 20.8px.
  await expect(page.evaluate(() => document.documentElement.style.fontSize)).resolves.toBe('20.8px');
  await settle(page);
  await screenshot(page, 'csp-home');

  // A position (its page builds zod schemas: zod must not probe eval, which the policy reports) and the login.
  await visible(page, '[data-testid="position-card"]').first().click();
  await byTestId(page, 'job-apply').waitFor();
  await page.goto(url('pages/login/login/login'));
  await settle(page);
  expectNoViolation();
});

test('logged-in pages run under the policy: the chat socket connects, an avatar uploads and shows', async () => {
  const page = await open();
  await loginAs(suite.server, page, SEEKER);
  // The socket answers: the server's ready frame arrives (a blocked socket never opens).
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().endsWith('/api/ws')) ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  const response = await page.goto(url('pages/message/index'));
  expectStrictPolicy(response!.headers()['content-security-policy']);
  await visible(page, '[data-testid="conversation-row"]').first().waitFor();
  for (const deadline = Date.now() + WAIT_MS; !frames.some((frame) => frame.includes('"ready"'));) {
    if (Date.now() > deadline) throw new Error(`no ready frame on /api/ws; frames: ${JSON.stringify(frames)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // An avatar upload: Taro reads the picked file's blob: URL with XMLHttpRequest (connect-src), then the stored
  // image is shown from /api/uploads (img-src).
  await page.goto(url('pages/users/user_edit/index'));
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), byTestId(page, 'avatar-row').click()]);
  await chooser.setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('img.account-avatar, .account-avatar img')].some(
      (img) => img.src.includes('/api/uploads/') && img.complete && img.naturalWidth > 0,
    ),
  );

  await page.goto(url('pages/resume/index'));
  await byTestId(page, 'completeness').waitFor();
  await page.goto(url('pages/Notifications/Notifications'));
  await settle(page);
  expectNoViolation();
});

test('the map and place pages run under the policy (no third-party map host is loaded)', async () => {
  const page = await open({ geolocation: { latitude: 30.2741, longitude: 120.1551 }, permissions: ['geolocation'] });
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(suite.server.url) && !/^(data|blob):/.test(request.url()))
      outside.push(request.url());
  });
  await page.goto(url('pages/map/index'));
  await visible(page, '[data-testid="nearby-position"]').first().waitFor();

  await page.goto(
    url(
      `open-location?name=${encodeURIComponent('职达科技')}&address=${encodeURIComponent('杭州市 西湖区 文三路90号')}&lat=30.2741&lng=120.1551`,
    ),
  );
  await byTestId(page, 'place-view').waitFor();
  // The distance replaces its placeholder once the browser's position has come (an effect, then a render).
  await byTestId(page, 'place-distance').filter({ hasText: /\d/ }).waitFor();

  await page.goto(url('choose-location'));
  await byTestId(page, 'place-province').getByText('浙江省', { exact: true }).click();
  await byTestId(page, 'place-city').getByText('杭州市', { exact: true }).click();
  await settle(page);
  expect(outside).toEqual([]);
  expectNoViolation();
});

test('the API docs run under the policy', async () => {
  const page = await open({ viewport: { width: 1280, height: 800 } });
  const response = await page.goto(`${suite.server.url}/api/docs/`);
  expectStrictPolicy(response!.headers()['content-security-policy']);
  await page.locator('.swagger-ui .info .title').waitFor();
  await page.locator('.opblock').first().waitFor();
  await settle(page);
  expectNoViolation();
});
