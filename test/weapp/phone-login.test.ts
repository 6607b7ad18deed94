/**
 * 手机号快捷登录 in the production weapp build at run time, against the real server pointed at a loopback
 * WeChat (server/test/wechat-fake.ts): the login page's getPhoneNumber button (after the agreements are
 * ticked) hands WeChat's code and a wx.login code to app/loginByWeChatPhone; a new phone gets its account
 * and chooses an identity, the same phone later logs in to it; a refusal of the user, or of WeChat, leaves
 * code login on the page with a short message.
 */
import { MSG, t } from '@common/messages';
import { startWechatFake, type WechatFake } from '../../server/test/wechat-fake';
import type { WeappHost } from './host';
import { weappSuite } from './host/suite';

jest.setTimeout(60_000);

const LOGIN = 'pages/login/login/login';
const PHONE = '19912340031';

let wechat: WechatFake;
beforeAll(async () => {
  wechat = await startWechatFake();
});
const suite = weappSuite({ env: () => wechat.env });
afterAll(async () => {
  await wechat?.close();
});

const phoneLogins = (app: WeappHost) =>
  app.records.requests.filter((r) => new URL(r.url).pathname.endsWith('/app/loginByWeChatPhone'));

async function loginPage(): Promise<WeappHost> {
  const app = await suite.launch({ launchPath: LOGIN });
  await app.waitFor(() => app.findByTestId('phone-login'), { message: 'the 手机号快捷登录 button' });
  return app;
}

/** Ticks the agreements and waits until the button asks WeChat for the phone (its open-type is set). */
async function tickAgreements(app: WeappHost) {
  app.tap(app.findByTestId('agreement')!);
  return app.waitFor(
    () => {
      const button = app.findByTestId('phone-login');
      return button && app.attribute(button, 'openType') === 'getPhoneNumber' && button;
    },
    { message: 'the button with open-type getPhoneNumber' },
  );
}

test('a new phone: agreements first, then WeChat’s code logs in, creates the account once, and the next tap finds it', async () => {
  const app = await loginPage();
  expect(app.text()).toContain('手机号快捷登录');
  // Without the ticked agreements the button asks for them and WeChat is not asked.
  const untickedButton = app.findByTestId('phone-login')!;
  expect(app.attribute(untickedButton, 'openType')).toBeFalsy();
  app.tap(untickedButton);
  await app.waitFor(() => app.text().includes(t('zh-Hans', MSG.validation.agreement)), {
    message: 'the agreement error',
  });

  const button = await tickAgreements(app);
  app.event(button, 'getphonenumber', { errMsg: 'getPhoneNumber:ok', code: `phone-${PHONE}.first` });
  await app.waitFor(() => app.top().route === 'pages/user/identitySwitching', {
    message: 'a new account chooses its identity',
  });
  const [sent] = phoneLogins(app);
  expect(sent!.data).toMatchObject({
    phoneCode: `phone-${PHONE}.first`,
    loginCode: expect.stringMatching(/^host-login-code-\d+$/),
    acceptTerms: true,
  });
  expect(sent!.response).toMatchObject({ code: 200, data: { needPhone: false, user: { wechatBound: true } } });
  const userId = (sent!.response as { data: { user: { id: number } } }).data.user.id;
  // No SMS code, no captcha: the page asked nothing but WeChat.
  expect(app.records.requests.some((r) => /sendCode|captchaImage/.test(r.url))).toBe(false);
  // WeChat was asked with the code and the openid of wx.login.
  const exchanged = wechat.calls('/wxa/business/getuserphonenumber').at(-1)!;
  expect(exchanged.body).toMatchObject({ code: `phone-${PHONE}.first`, openid: expect.stringMatching(/^openid-\d+$/) });
  // The session is stored.
  expect(app.storage.get('Authorization')).toMatchObject({ value: expect.any(String) });
  app.dispose();

  const again = await loginPage();
  again.event(await tickAgreements(again), 'getphonenumber', { code: `phone-${PHONE}.second` });
  await again.waitFor(() => phoneLogins(again)[0]?.response, { message: 'the second login answered' });
  expect(phoneLogins(again)[0]!.response).toMatchObject({ code: 200, data: { user: { id: userId } } });
});

test('the user refuses (no code): a short message, and code login stays', async () => {
  const app = await loginPage();
  const button = await tickAgreements(app);
  const logins = app.records.logins;
  app.event(button, 'getphonenumber', { errMsg: 'getPhoneNumber:fail user deny' });
  await app.waitFor(() => app.records.toasts.some((toast) => toast.title === '未获取到手机号，请使用验证码登录'), {
    message: 'the fallback message',
  });
  expect(phoneLogins(app)).toHaveLength(0);
  expect(app.records.logins).toBe(logins);
  expect(app.top().route).toBe(LOGIN);
  expect(app.findByTestId('submit-login')).toBeDefined();
  expect(app.findByTestId('send-code')).toBeDefined();
});

test('WeChat refuses the code: the server’s message, nothing stored, code login stays', async () => {
  const app = await loginPage();
  app.event(await tickAgreements(app), 'getphonenumber', { code: 'deny-used-code' });
  const refusal = t('zh-Hans', MSG.auth.wechatPhoneFailed);
  await app.waitFor(() => app.records.toasts.some((toast) => toast.title === refusal), {
    message: 'the refusal toasted',
  });
  expect(phoneLogins(app)[0]!.response).toMatchObject({ code: 502, msg: refusal });
  expect(app.storage.get('Authorization') ?? '').toBe('');
  expect(app.top().route).toBe(LOGIN);
});
