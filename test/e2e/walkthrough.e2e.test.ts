/**
 * No dead ends, in Chromium against the production build: unknown paths, /open-location, the other
 * identity's feature offering the switch, phone binding in settings, one dialog for an incomplete resume,
 * nothing fetched from another host, the in-WeChat browser toast, network messages, and the small things
 * (the notifications title bar, one salary format, switch labels, status tabs). Screenshots at 390 x 844.
 */
import type { Page } from 'playwright-core';
import {
  apiAs,
  byTestId,
  loginAs,
  recordPresence,
  registerSeeker,
  screenshot,
  smsCodeFromLog,
  storeSession,
  textField,
  visible,
  type Session,
  type SessionOptions,
} from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(180_000);

// Codes are read from the log (the default SMS sender); the captcha has its own tests.
const suite = e2eSuite({ env: { CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'info' } });
const { url } = suite;
/** Every request the pages made to a host other than our server. */
const foreign: string[] = [];

async function session(options: SessionOptions = {}): Promise<Session> {
  const created = await suite.session(options);
  created.page.on('request', (request) => {
    if (!request.url().startsWith(suite.server.url) && !/^(data|blob):/.test(request.url())) {
      foreign.push(request.url());
    }
  });
  return created;
}

/** Taro's H5 toast, when one is showing. */
async function toastText(page: Page): Promise<string> {
  const toast = page.locator('.taro__toast:visible, #taro__toast:visible, .weui-toast:visible').first();
  return (await toast.count()) ? await toast.innerText() : '';
}

/** A new seeker who registered the way a user does, logged in in the page. */
async function registeredSeeker(page: Page, phone: string): Promise<void> {
  await storeSession(suite.server, page, await registerSeeker(suite.server, phone, 'walk1234'));
}

test('an unknown path lands on the not-found page with a way home', async () => {
  const { page, pageErrors } = await session();
  await page.goto(url('pages/no/such/page?x=1'));
  await byTestId(page, 'not-found').waitFor();
  await expect(byTestId(page, 'not-found').innerText()).resolves.toContain('页面不存在');
  await screenshot(page, 'not-found');
  await byTestId(page, 'not-found').getByText('返回首页').click();
  await page.waitForURL(/\/admin-pc\/?(pages\/index\/index)?$/);
  expect(pageErrors).toEqual([]);
});

test('/open-location shows the address, the map apps, and the job detail leads there', async () => {
  const { page } = await session();
  await page.goto(
    url(
      `open-location?name=${encodeURIComponent('职达科技')}&address=${encodeURIComponent('杭州市 西湖区 文三路90号')}&lat=30.2741&lng=120.1551`,
    ).replace('/admin-pc/open-location', '/admin-pc/open-location'),
  );
  await byTestId(page, 'place-view').waitFor();
  await expect(byTestId(page, 'place-address').innerText()).resolves.toContain('文三路90号');
  await expect(byTestId(page, 'place-app-amap').getAttribute('data-href')).resolves.toContain(
    'position=120.1551,30.2741',
  );
  await expect(byTestId(page, 'place-app-baidu').getAttribute('data-href')).resolves.toContain('coord_type=gcj02');
  await screenshot(page, 'open-location');

  // A position's address opens it.
  const list = (await (await fetch(`${suite.server.url}/api/positions?pageNum=1&pageSize=10`)).json()) as {
    rows: Array<{ id: number }>;
  };
  await page.goto(url(`pages/job_detail/index?id=${list.rows[0].id}`));
  await byTestId(page, 'job-address').click();
  await page.waitForURL(/\/admin-pc\/open-location\?/);
  await byTestId(page, 'place-view').waitFor();
});

test('a seeker on a recruiter feature is offered the switch in one tap, and the page then works', async () => {
  const { page } = await session();
  const login = await loginAs(suite.server, page, '13800000002');
  // The demo recruiter opens the seekers' resume page.
  await page.goto(url('pages/resume/index'));
  await byTestId(page, 'identity-gate').waitFor();
  await expect(byTestId(page, 'identity-gate').innerText()).resolves.toContain('此功能需要求职者身份');
  await screenshot(page, 'identity-gate');
  await byTestId(page, 'identity-gate-switch').click();
  // A first-time seeker goes on to the resume's basic information; a returning one sees the resume.
  await page.waitForFunction(
    () =>
      /pages\/resume\/basic/.test(location.pathname) ||
      [...document.querySelectorAll('[data-testid="completeness"]')].some((el) => (el as HTMLElement).offsetParent),
  );
  const me = await apiAs<{ identity: string }>(suite.server, login.token, 'GET', 'user/userInfos');
  expect(me.data.identity).toBe('seeker');
  await apiAs(suite.server, login.token, 'POST', 'user/identity', { identity: 'recruiter' });
});

test('settings: 绑定手机 opens a form that changes the phone with a code sent to the new number', async () => {
  const { page } = await session();
  await registeredSeeker(page, '13700001111');
  await page.goto(url('pages/users/user_edit/index'));
  await byTestId(page, 'row-phone').click();
  await byTestId(page, 'phone-form').waitFor();
  await screenshot(page, 'phone-form');
  await textField(page, 'phone').fill('13700002222');
  const code = await smsCodeFromLog(suite.server, () => byTestId(page, 'send-code').click(), '13700002222');
  await textField(page, 'code').fill(code);
  await byTestId(page, 'submit-phone').click();
  await byTestId(page, 'row-phone').waitFor();
  await expect(byTestId(page, 'row-phone').innerText()).resolves.toContain('137****2222');
});

test('applying with an incomplete resume shows one dialog (no toast) that leads to the resume', async () => {
  const { page } = await session();
  await registeredSeeker(page, '13700003333');
  const list = (await (await fetch(`${suite.server.url}/api/positions?pageNum=1&pageSize=10`)).json()) as {
    rows: Array<{ id: number }>;
  };
  await page.goto(url(`pages/job_detail/index?id=${list.rows[0].id}`));
  await byTestId(page, 'job-apply').click();
  await page.getByText('简历还不完整', { exact: true }).waitFor();
  // One dialog, and no toast saying the same behind it.
  expect(await toastText(page)).toBe('');
  await screenshot(page, 'apply-incomplete');
  await page.getByText('去完善', { exact: true }).click();
  await page.waitForURL(/pages\/resume\/basic/);
  // 接受加班 / 接受出差 are labelled like every other field.
  await visible(page, '.form-switch-row__label').first().waitFor();
  const sizes = await page.evaluate(() => {
    const size = (selector: string) =>
      [...document.querySelectorAll(selector)]
        .filter((el) => (el as HTMLElement).offsetParent)
        .map((el) => getComputedStyle(el).fontSize);
    return { switches: size('.form-switch-row__label'), labels: size('.form-field__label') };
  });
  expect(sizes.switches.length).toBe(2);
  expect(new Set([...sizes.switches, ...sizes.labels]).size).toBe(1);
  await screenshot(page, 'resume-basic-switches');
});

test('nothing is fetched from another host; the button spinner is our own', async () => {
  const { page } = await session();
  await loginAs(suite.server, page, '13800000001');
  await page.goto(url('pages/index/index'));
  await visible(page, '.position-card, [data-testid="position-card"]').first().waitFor();
  const css = await page.evaluate(async () => {
    const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => (l as HTMLLinkElement).href);
    const texts = await Promise.all(sheets.map(async (href) => (await fetch(href)).text()));
    const inline = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '');
    return [...texts, ...inline].join('\n');
  });
  expect(css).not.toContain('360buyimg');
  expect(css).toMatch(/taro-btn-loading \.weui-loading\{background-image:url\(/);
  expect(foreign).toEqual([]);
});

test('inside WeChat’s browser the "open in a browser" toast stays 5 s', async () => {
  const { page } = await session({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
  });
  const presence = await recordPresence(page, '[data-testid="launch-notice"]');
  await page.goto(url('pages/index/index'));
  const notice = page.locator('[data-testid="launch-notice"]');
  await notice.waitFor();
  await expect(notice.innerText()).resolves.toContain('请在浏览器中打开');
  await screenshot(page, 'wechat-browser-toast');
  await notice.waitFor({ state: 'detached', timeout: 10_000 });
  // Up for 5 s, far past a short toast's 1.5 s: timed in the page, where the app's timer runs.
  const { shown, gone } = await presence();
  expect(gone! - shown!).toBeGreaterThan(4_500);
  expect(gone! - shown!).toBeLessThan(8_000);
});

test('losing the network says so', async () => {
  const { page, context } = await session();
  await page.goto(url('pages/index/index'));
  await visible(page, '.position-card, [data-testid="position-card"]').first().waitFor();
  await context.setOffline(true);
  await page.getByText('网络未连接！').first().waitFor();
  await context.setOffline(false);
});

test('small things: the notifications title bar, one salary format, switch labels, whole status tabs', async () => {
  const { page } = await session();
  await loginAs(suite.server, page, '13800000002');
  await page.goto(url('pages/Notifications/Notifications'));
  await visible(page, '.nav-bar__title').filter({ hasText: '通知' }).waitFor();
  expect(await byTestId(page, 'nav-back').count()).toBe(0);
  await screenshot(page, 'notifications-title');

  await page.goto(url('pages/index/resumlist'));
  const line = visible(page, '.talent-card__line').filter({ hasText: '期望' }).first();
  await line.waitFor();
  const wants = await line.innerText();
  expect(wants).toMatch(/万|千/);
  expect(wants).not.toMatch(/\d{4,}/);

  await page.goto(url('pages/ManagementPosition/ManagementPosition'));
  const stopped = byTestId(page, 'tab-closed');
  await stopped.waitFor();
  await expect(stopped.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).resolves.toBe(true);
  await screenshot(page, 'position-tabs');
});
