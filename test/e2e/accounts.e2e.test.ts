/**
 * Accounts, end to end (issue "Accounts", done-when): in Chromium against the real server, a new user
 * registers with the SMS code read from the server log (the default log sender), chooses an identity,
 * logs out, logs in by password, switches identity, and sees the refusals for a wrong password and
 * for an unticked agreement.
 */
import type { Browser, Page } from 'playwright-core';
import {
  BASE_PATH,
  assertBuilt,
  byTestId,
  launchBrowser,
  newSession,
  screenshot,
  startServer,
  visible,
  type RunningServer,
  type Session,
} from './support/harness';

jest.setTimeout(90_000);

let server: RunningServer | undefined;
let browser: Browser | undefined;
let session: Session | undefined;

const PHONE_NUMBER = '13912345678';
const PASSWORD = 'abc12345';

beforeAll(async () => {
  assertBuilt();
  // The captcha image cannot be read by a test; the SMS text is read from the log (info level).
  server = await startServer({ CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'info' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await session?.context.close();
  await browser?.close();
  await server?.stop();
});

const url = (route: string) => `${server!.url}${BASE_PATH}/${route}`;

/** The code of the newest SMS the server "sent" to a phone, as the log sender printed it. */
async function smsCodeFor(phone: string, after: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const lines = server!.output().slice(after).split('\n');
    for (const line of lines.reverse()) {
      if (!line.includes(phone)) continue;
      const match = /验证码 (\d{6})|code is (\d{6})/.exec(line);
      if (match) return match[1] ?? match[2];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS for ${phone} in the server log:\n${server!.output().slice(-2000)}`);
}

async function fill(page: Page, name: string, value: string) {
  const input = visible(page, `[data-testid="input-${name}"] input, input[data-testid="input-${name}"]`).first();
  await input.fill(value);
}

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
}

test('register with the code from the server log, choose seeker, log out, log in by password, switch to recruiter', async () => {
  session = await newSession(browser!);
  const { page } = session;

  await page.goto(url('pages/login/register/register'));
  await fill(page, 'phone', PHONE_NUMBER);
  const logMark = server!.output().length;
  await byTestId(page, 'send-code').click();
  const code = await smsCodeFor(PHONE_NUMBER, logMark);
  expect(code).toMatch(/^\d{6}$/);
  await expectToast(page, '验证码已发送');

  await fill(page, 'code', code);
  await fill(page, 'password', PASSWORD);
  await fill(page, 'confirmPassword', PASSWORD);
  await byTestId(page, 'agreement').click();
  await byTestId(page, 'submit-register').click();

  // A new account has no identity yet: it chooses one.
  await page.waitForURL(/pages\/user\/identitySwitching/);
  await byTestId(page, 'identity-seeker').click();
  await expectToast(page, '您已成为求职者');
  // A new seeker goes on to fill in personal info.
  await page.waitForURL(/pages\/resume\/basic/);

  // Log out from the account settings.
  await page.goto(url('pages/users/user_edit/index'));
  await byTestId(page, 'logout').click();
  await page.waitForURL(new RegExp(`${BASE_PATH}/(pages/index/index)?$`));
  expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();

  // Log in by password.
  await page.goto(url('pages/login/pwd/pwd'));
  await fill(page, 'phone', PHONE_NUMBER);
  await fill(page, 'password', PASSWORD);
  await byTestId(page, 'agreement').click();
  await byTestId(page, 'submit-login').click();
  await page.waitForURL(new RegExp(`${BASE_PATH}/(pages/index/index)?$`));
  const stored = await page.evaluate(() => localStorage.getItem('Authorization'));
  expect(stored).toContain('"value"');

  // Switch identity to recruiter: the message, then company information (no company yet).
  await page.goto(url('pages/user/identitySwitching'));
  await byTestId(page, 'identity-recruiter').click();
  await expectToast(page, '您已成为招聘者');
  await page.waitForURL(/pages\/AddCompanyDetails\/AddCompanyDetails/);
  await screenshot(page, 'accounts-after-switch-390x844');
});

test('refusals: an unticked agreement, then a wrong password, change nothing', async () => {
  session = await newSession(browser!);
  const { page } = session;
  let loginCalls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/app/loginByPwd')) loginCalls += 1;
  });

  await page.goto(url('pages/login/pwd/pwd'));
  await fill(page, 'phone', '13800000001');
  await fill(page, 'password', 'wrong1234');
  await byTestId(page, 'submit-login').click();
  // The agreement must be ticked first: the message shows and nothing is sent.
  await visible(page, '.form-check .form-field__error').waitFor();
  expect(await visible(page, '.form-check .form-field__error').innerText()).toMatch(/协议/);
  expect(loginCalls).toBe(0);

  await byTestId(page, 'agreement').click();
  await byTestId(page, 'submit-login').click();
  await expectToast(page, '手机号或密码错误');
  expect(loginCalls).toBe(1);
  expect(page.url()).toContain('pages/login/pwd/pwd');
  expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
  // What the user typed is still there.
  expect(
    await visible(page, '[data-testid="input-phone"] input, input[data-testid="input-phone"]').first().inputValue(),
  ).toBe('13800000001');
  await screenshot(page, 'accounts-wrong-password-390x844');
});
