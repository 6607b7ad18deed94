/**
 * Accounts, end to end (issue "Accounts", done-when): in Chromium against the real server, a new user
 * registers with the SMS code read from the server log (the default log sender), chooses an identity,
 * logs out, logs in by password, switches identity, and sees the refusals for a wrong password and
 * for an unticked agreement.
 */
import type { Page } from 'playwright-core';
import { BASE_PATH, byTestId, screenshot, smsCodeFromLog, visible } from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(90_000);

const PHONE_NUMBER = '13912345678';
const PASSWORD = 'abc12345';

// The captcha image cannot be read by a test; the SMS text is read from the log (info level).
const suite = e2eSuite({ env: { CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'info' } });
const { url } = suite;

async function fill(page: Page, name: string, value: string) {
  const input = visible(page, `[data-testid="input-${name}"] input, input[data-testid="input-${name}"]`).first();
  await input.fill(value);
}

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
}

test('register with the code from the server log, choose seeker, log out, log in by password, switch to recruiter', async () => {
  const { page } = await suite.session();

  await page.goto(url('pages/login/register/register'));
  await fill(page, 'phone', PHONE_NUMBER);
  const code = await smsCodeFromLog(suite.server, () => byTestId(page, 'send-code').click(), PHONE_NUMBER);
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
  // A new account goes on to onboarding; skipping its three steps lands on home.
  await page.waitForURL(/pages\/onboarding\/index/);
  for (const step of ['profile', 'status', 'expectation']) {
    await byTestId(page, `onboarding-step-${step}`).waitFor();
    await byTestId(page, 'onboarding-skip').click();
  }
  await page.waitForURL(new RegExp(`${BASE_PATH}/(pages/index/index)?$`));

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
  const { page } = await suite.session();
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
