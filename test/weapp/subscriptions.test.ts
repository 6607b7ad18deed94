/**
 * WeChat subscription messages (订阅消息) in the production weapp build at run time, against the real server
 * with templates configured (WECHAT_TEMPLATES) and a loopback WeChat (server/test/wechat-fake.ts): the demo
 * seeker's 投递 asks wx.requestSubscribeMessage for the apply moment's templates in the tap, and what the user
 * accepted reaches the server as credits; a password login binds the openid of wx.login silently
 * (app/bindWeChat), so messages can reach the account.
 */
import { startWechatFake, type WechatFake } from '../../server/test/wechat-fake';
import type { WeappHost } from './host';
import { weappSuite } from './host/suite';

jest.setTimeout(60_000);

const TEMPLATES = {
  application_passed: { id: 'tpl-passed', fields: { thing1: 'positionTitle', phrase2: '=已通过' } },
  interview_invited: { id: 'tpl-invite', fields: { thing1: 'positionTitle', time2: 'time' } },
  application_rejected: { id: 'tpl-rejected', fields: { thing1: 'positionTitle' } },
  chat_message: { id: 'tpl-chat', fields: { name1: 'senderName', thing2: 'preview' } },
};

let wechat: WechatFake;
beforeAll(async () => {
  wechat = await startWechatFake();
});
const suite = weappSuite({ env: () => ({ ...wechat.env, WECHAT_TEMPLATES: JSON.stringify(TEMPLATES) }) });
afterAll(async () => {
  await wechat?.close();
});

function answered(app: WeappHost, pathname: string, method: string) {
  return app.records.requests.find(
    (r) => new URL(r.url).pathname === pathname && r.method === method && r.statusCode === 200,
  );
}

test('投递 asks for the apply templates in the tap, and the accepted ones become credits on the server', async () => {
  const seeker = await suite.login('13800000001');
  const list = await suite.api<{ id: number }>(seeker.token, 'GET', 'positions?pageSize=20');
  // A position the demo seeker has not applied to.
  let positionId: number | undefined;
  for (const row of list.rows) {
    const detail = await suite.api<{ applicationId: number | null; mine?: boolean }>(
      seeker.token,
      'GET',
      `positions/${row.id}`,
    );
    if (!detail.data.applicationId && !detail.data.mine) {
      positionId = row.id;
      break;
    }
  }
  expect(positionId).toBeDefined();
  const app = await suite.launch({ storage: seeker.storage, launchPath: `pages/job_detail/index?id=${positionId}` });
  const button = await app.waitFor(() => app.findByTestId('job-apply'), { message: 'the 投递 button' });
  // The templates are fetched when the page shows (WeChat's panel needs them in the tap), never asked at launch.
  await app.waitFor(() => answered(app, '/api/notification/subscriptions', 'GET'), {
    message: 'the templates preloaded',
  });
  expect(app.records.subscribeRequests).toEqual([]);

  app.tap(button);
  const applied = await app.waitFor(() => answered(app, '/api/applications', 'POST'), {
    message: 'the application sent',
  });
  expect(applied.response).toMatchObject({ code: 200 });
  expect(app.records.subscribeRequests).toEqual([['tpl-passed', 'tpl-invite', 'tpl-rejected']]);
  const saved = await app.waitFor(() => answered(app, '/api/notification/subscriptions', 'POST'), {
    message: 'the accepted templates sent',
  });
  expect(saved.data).toEqual({ accepted: ['tpl-passed', 'tpl-invite', 'tpl-rejected'], rejected: [] });
  expect(saved.response).toMatchObject({
    code: 200,
    data: {
      credits: [
        { templateId: 'tpl-passed', credits: 1 },
        { templateId: 'tpl-invite', credits: 1 },
        { templateId: 'tpl-rejected', credits: 1 },
      ],
    },
  });
  // Silent: no toast about subscribing.
  expect(app.records.toasts.some((toast) => /订阅/.test(toast.title))).toBe(false);
});

test('a password login binds the openid of wx.login silently', async () => {
  const app = await suite.launch({ launchPath: 'pages/login/pwd/pwd' });
  // Each change renders before the next (the form reads its values from the last render).
  const typed = (testId: string, value: string) =>
    app.waitFor(() => app.attribute(app.findByTestId(testId)!, 'value') === value || undefined, {
      message: `${testId} typed`,
    });
  app.input(await app.waitFor(() => app.findByTestId('input-phone'), { message: 'the phone field' }), '13800000002');
  await typed('input-phone', '13800000002');
  app.input(app.findByTestId('input-password')!, 'demo1234');
  await typed('input-password', 'demo1234');
  app.tap(app.findByTestId('agreement')!);
  await app.waitFor(
    () => String(app.attribute(app.findByTestId('agreement')!, 'aria-checked')) === 'true' || undefined,
    {
      message: 'the agreements ticked',
    },
  );
  app.tap(app.findByTestId('submit-login')!);
  const bound = await app.waitFor(() => answered(app, '/api/app/bindWeChat', 'POST'), {
    message: 'app/bindWeChat answered',
  });
  expect(bound.data).toEqual({ code: expect.stringMatching(/^host-login-code-\d+$/) });
  expect(bound.response).toMatchObject({ code: 200, data: { wechatBound: true } });
  const login = answered(app, '/api/app/loginByPwd', 'POST')!;
  expect(login.response).toMatchObject({ data: { user: { wechatBound: false } } });
  const token = (login.response as { data: { token: string } }).data.token;
  const me = await suite.api<{ wechatBound: boolean }>(token, 'GET', 'user/userInfos');
  expect(me.data.wechatBound).toBe(true);
  // Nothing was said about it.
  expect(app.records.toasts.some((toast) => /微信/.test(toast.title))).toBe(false);
});
