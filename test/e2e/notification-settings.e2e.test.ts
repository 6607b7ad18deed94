/**
 * 通知设置 end to end, in Chromium against the real server and H5 build: a seeker opens settings → 通知设置,
 * sees the defaults (in-app always on, WeChat with its H5 note, SMS for interviews and contracts only,
 * quiet hours 22:00-08:00), turns chat's WeChat and contracts' SMS off, sets quiet hours 21:00-07:30, saves
 * (toast), and after a reload (and in a desktop window) the page shows what was saved; the server answers the
 * same. Screenshots at 390 x 844 and 1280 x 800 in .tmp/screenshots (with the server's Noto Sans SC for the Chinese).
 */
import type { Page } from 'playwright-core';
import { DESKTOP, apiAs, byTestId, pickerField, screenshot, useCjkFont, visible } from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(120_000);

const SEEKER = '13800000001';

// Chromium finds the Noto Sans SC the server embeds in contract PDFs (this machine has no CJK font).
useCjkFont();

const suite = e2eSuite({ users: { seeker: SEEKER } });
const { url } = suite;

/** Whether a switch of the page is on (Taro's H5 switch: the host element or the checkbox inside it). */
function switchOn(page: Page, id: string): Promise<boolean> {
  return visible(page, `[data-testid="switch-${id}"]`)
    .first()
    .evaluate((el) => {
      const box = (el.matches('input') ? el : el.querySelector('input')) as HTMLInputElement | null;
      return Boolean(box?.checked ?? (el as unknown as { checked?: boolean }).checked);
    });
}

/** A screenshot once the page's slide-in has ended (the first card inside the window, nothing moving). */
async function settledShot(page: Page, name: string) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-testid="group-chat"]')].some((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
      }) && document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 15_000 },
  );
  await screenshot(page, name);
}

async function switches(page: Page) {
  return {
    chatWechat: await switchOn(page, 'chat-wechat'),
    interviewsWechat: await switchOn(page, 'interviews-wechat'),
    interviewsSms: await switchOn(page, 'interviews-sms'),
    applicationsWechat: await switchOn(page, 'applications-wechat'),
    contractsWechat: await switchOn(page, 'contracts-wechat'),
    contractsSms: await switchOn(page, 'contracts-sms'),
    from: await pickerField(page, 'quietFrom').inputValue(),
    to: await pickerField(page, 'quietTo').inputValue(),
  };
}

test('通知设置 shows the defaults, saves channels and quiet hours, and shows them after a reload', async () => {
  const { page, pageErrors, token } = suite.users.seeker;

  await page.goto(url('pages/users/user_edit/index'));
  await byTestId(page, 'row-notification-settings').click();
  await page.waitForURL(/pages\/users\/notification_settings\/index/);
  await byTestId(page, 'group-contracts').waitFor();

  // The defaults: in-app always on, WeChat everywhere (with the H5 note), SMS for interviews and contracts.
  expect(await visible(page, '[data-testid="group-chat"]').innerText()).toContain('始终开启');
  expect(await visible(page, '[data-testid="group-chat"]').innerText()).toContain('微信提醒在小程序中订阅后送达');
  expect(await visible(page, '[data-testid="group-chat"]').innerText()).toContain('不提供短信提醒');
  expect(await visible(page, '[data-testid="switch-chat-sms"]').count()).toBe(0);
  expect(await switches(page)).toEqual({
    chatWechat: true,
    interviewsWechat: true,
    interviewsSms: true,
    applicationsWechat: true,
    contractsWechat: true,
    contractsSms: true,
    from: '22:00',
    to: '08:00',
  });
  await settledShot(page, 'notification-settings-defaults-390x844');

  await byTestId(page, 'switch-chat-wechat').click();
  await byTestId(page, 'switch-contracts-sms').click();
  await pickerField(page, 'quietFrom').selectOption('21:00');
  await pickerField(page, 'quietTo').selectOption('07:30');
  const saved = page.waitForResponse(
    (res) => res.url().includes('/api/notification/preferences') && res.request().method() === 'PUT',
  );
  await byTestId(page, 'save-preferences').click();
  expect(((await (await saved).json()) as { code: number }).code).toBe(200);
  await page.getByText('通知设置已保存').first().waitFor();
  await screenshot(page, 'notification-settings-saved-390x844');

  const wanted = {
    chatWechat: false,
    interviewsWechat: true,
    interviewsSms: true,
    applicationsWechat: true,
    contractsWechat: true,
    contractsSms: false,
    from: '21:00',
    to: '07:30',
  };
  await page.reload();
  await byTestId(page, 'group-contracts').waitFor();
  expect(await switches(page)).toEqual(wanted);

  const server = await apiAs<{ channels: Record<string, { wechat: boolean; sms: boolean }>; quietHours: object }>(
    suite.server,
    token,
    'GET',
    'notification/preferences',
  );
  expect(server.data.channels.chat).toEqual({ wechat: false, sms: false });
  expect(server.data.channels.contracts).toEqual({ wechat: true, sms: false });
  expect(server.data.quietHours).toEqual({ from: '21:00', to: '07:30' });

  // The same settings in a desktop window.
  const desktop = await suite.sessionAs({ phone: SEEKER, viewport: DESKTOP });
  await desktop.page.goto(url('pages/users/notification_settings/index'));
  await byTestId(desktop.page, 'group-contracts').waitFor();
  expect(await switches(desktop.page)).toEqual(wanted);
  await settledShot(desktop.page, 'notification-settings-1280x800');
  expect(desktop.pageErrors).toEqual([]);

  expect(pageErrors).toEqual([]);
});
