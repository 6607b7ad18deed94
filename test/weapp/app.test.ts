/**
 * The production weapp build (dist/weapp) at run time, in the headless WeChat host of ./host, against the
 * real API server (a fresh temp SQLite database with the seeded demo data, on a random port).
 *
 * The build has `http://localhost:8080/api` baked in as its API base; the host's wx.request rewrites the
 * origin `http://localhost:8080` to the test server's, so the code under test is the production build.
 * Each test launches a fresh app instance (a fresh load of app.js and its chunks, fresh storage).
 */
import type { WeappHost } from './host';
import { storedSession, weappSuite } from './host/suite';

const HOME = 'pages/index/index';
const NOTIFICATIONS = 'pages/Notifications/Notifications';
const LOGIN = 'pages/login/login/login';
const JOB_DETAIL = 'pages/job_detail/index';

interface PositionRow {
  id: number;
  title: string;
  companyName: string;
}

// waitFor gives up after 5 s with a description of the screen; the test itself must outlive that.
jest.setTimeout(20_000);

const suite = weappSuite();
const { launch } = suite;

/** The app's wx.request calls to an API path (whatever origin the build has). */
function callsTo(app: WeappHost, pathname: string) {
  return app.records.requests.filter((r) => new URL(r.url).pathname === pathname);
}

/** The position cards on screen when they are exactly these rows, in order (title and company). */
function cardsShowing(app: WeappHost, rows: PositionRow[]) {
  const cards = app.findAllByTestId('position-card');
  if (cards.length !== rows.length) return undefined;
  const same = rows.every((row, i) => cards[i].text.includes(row.title) && cards[i].text.includes(row.companyName));
  return same ? cards : undefined;
}

/** Home has rendered and its list call has been answered. */
async function homeSettled(app: WeappHost): Promise<void> {
  await app.waitFor(() => callsTo(app, '/api/positions').some((r) => r.statusCode !== undefined), {
    message: 'the home list call answered',
  });
  await app.waitFor(() => app.findByText('职达', { exact: true }), { message: 'the header text 职达' });
}

async function openNotificationsTab(app: WeappHost): Promise<void> {
  const tab = await app.waitFor(() => app.findByTestId('tab-notifications'), {
    message: 'the tab bar entry tab-notifications',
  });
  app.tap(tab);
  await app.waitFor(() => app.top().route === NOTIFICATIONS && app.findByText('登录后查看通知'), {
    message: 'the Notifications page with 登录后查看通知',
  });
}

describe('weapp build at run time', () => {
  test('home renders the brand and the positions the real server answers', async () => {
    const app = await launch();
    expect(app.routes()).toEqual([HOME]);
    await app.waitFor(() => app.findByText('职达', { exact: true }), { message: 'the header text 职达' });

    // The list call the app made, as it made it: no token (a public call), the language header.
    const call = await app.waitFor(() => callsTo(app, '/api/positions').find((r) => r.statusCode !== undefined), {
      message: 'GET /api/positions answered',
    });
    expect(call.method).toBe('GET');
    expect(call.statusCode).toBe(200);
    expect(call.header.Authorization).toBeUndefined();
    expect(call.header['Accept-Language']).toBe('zh-Hans');

    // Ask the server the same question ourselves: what it answers is what the page must show.
    const answer = (await (await fetch(call.sentUrl)).json()) as { code: number; rows: PositionRow[]; total: number };
    expect(answer.code).toBe(200);
    expect(answer.rows.length).toBeGreaterThan(0);
    const cards = await app.waitFor(() => cardsShowing(app, answer.rows), {
      message: () => `the ${answer.rows.length} position cards of ${call.sentUrl}`,
    });
    expect(cards).toHaveLength(answer.rows.length);
    expect(app.findByTestId('home-error')).toBeUndefined();
    expect(app.lifecycleErrors).toEqual([]);
  });

  test('searching from home shows what the server answers for the keyword, and a card opens the job', async () => {
    const app = await launch();
    await homeSettled(app);
    const firstPage = callsTo(app, '/api/positions')[0];
    const initial = (firstPage.response as { rows: PositionRow[] }).rows;
    expect(initial.length).toBeGreaterThan(0);
    const keyword = initial[initial.length - 1].title;

    const search = await app.waitFor(() => app.findByTestId('home-search'), { message: 'the search input' });
    app.input(search, keyword);
    // The controlled input shows what was typed (the page re-rendered with it) before the user confirms.
    await app.waitFor(() => app.attribute(search, 'value') === keyword, { message: 'the typed keyword in the input' });
    app.confirm(search, keyword);
    const call = await app.waitFor(
      () =>
        callsTo(app, '/api/positions').find(
          (r) => (r.data as { keyword?: string }).keyword === keyword && r.statusCode,
        ),
      { message: `GET /api/positions with keyword ${keyword}` },
    );
    expect(call.statusCode).toBe(200);
    const answer = (await (await fetch(call.sentUrl)).json()) as { code: number; rows: PositionRow[] };
    expect(answer.code).toBe(200);
    expect(answer.rows.map((row) => row.title)).toContain(keyword);
    await app.waitFor(() => cardsShowing(app, answer.rows), {
      message: () => `the ${answer.rows.length} position cards of ${call.sentUrl}`,
    });

    const target = answer.rows[0];
    app.tap(app.findAllByTestId('position-card')[0]);
    const nav = await app.waitFor(() => app.records.navigation.find((n) => n.api === 'navigateTo'));
    expect(nav.url).toBe(`/${JOB_DETAIL}?id=${target.id}`);
    await app.waitFor(() => app.top().route === JOB_DETAIL, { message: 'the job detail page on top' });
    expect(app.routes()).toEqual([HOME, JOB_DETAIL]);
    expect(app.top().query).toEqual({ id: String(target.id) });
    expect(app.lifecycleErrors).toEqual([]);
  });

  test('the custom tab bar switches to Notifications, which asks a logged-out user to log in', async () => {
    const app = await launch();
    const homeTab = await app.waitFor(() => app.findByTestId('tab-home'));
    expect(homeTab.text).toBe('首页');
    const tab = await app.waitFor(() => app.findByTestId('tab-notifications'));
    expect(tab.text).toBe('通知');

    app.tap(tab);
    const nav = await app.waitFor(() => app.records.navigation.find((n) => n.api === 'switchTab'));
    expect(nav.url).toBe(`/${NOTIFICATIONS}`);
    await app.waitFor(() => app.top().route === NOTIFICATIONS && app.findByText('登录后查看通知'), {
      message: 'the Notifications page with 登录后查看通知',
    });
    expect(app.routes()).toEqual([NOTIFICATIONS]);
    expect(app.findByText('去登录', { exact: true })).toBeDefined();
    // The Notifications page has its own tab bar instance, with 通知 selected.
    expect(app.findByTestId('tab-notifications')).toBeDefined();
    expect(
      app.probe.taroDocument().getElementById(app.findByTestId('tab-notifications')!.sid).getAttribute('aria-selected'),
    ).toBe(true);

    // And back: the home tab page is still alive and shows again.
    app.tap(app.findByTestId('tab-home')!);
    await app.waitFor(() => app.top().route === HOME && app.findByText('职达', { exact: true }));
    expect(app.records.navigation.map((n) => [n.api, n.url, n.outcome])).toEqual([
      ['switchTab', `/${NOTIFICATIONS}`, 'ok'],
      ['switchTab', `/${HOME}`, 'ok'],
    ]);
    expect(app.lifecycleErrors).toEqual([]);
  });

  test('a protected call goes through the interceptor to the real server with the stored token', async () => {
    const session = await suite.server.login('seeker');
    const app = await launch({ storage: storedSession(session) });
    await app.waitFor(() => app.findByText('职达', { exact: true }));

    // src/lib/request.ts's request(), as compiled into the bundle, called the way a feature calls it.
    const request = app.probe.appRequest();
    const body = await request({ url: 'user/userInfos' });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ id: session.userId, identity: 'seeker' });

    const sent = callsTo(app, '/api/user/userInfos')[0];
    expect(sent?.header).toMatchObject({ Authorization: `Bearer ${session.token}`, 'Accept-Language': 'zh-Hans' });
    // What the server itself received (headers as they arrived on the socket).
    const received = (await suite.server.received()).filter(
      (r) => r.url === '/api/user/userInfos' && r.headers.authorization === `Bearer ${session.token}`,
    );
    expect(received).toHaveLength(1);
    expect(received[0].headers['accept-language']).toBe('zh-Hans');
    expect(app.records.navigation.filter((n) => n.api === 'navigateTo')).toEqual([]);
  });

  test('a protected call without a token rejects and leads to the login page after the debounce', async () => {
    const app = await launch();
    await app.waitFor(() => app.findByText('职达', { exact: true }));
    const request = app.probe.appRequest();
    const before = (await suite.server.received()).filter((r) => r.url === '/api/user/userInfos').length;

    const calledAt = Date.now();
    await expect(request({ url: 'user/userInfos' })).rejects.toMatchObject({ message: '未登录', kind: 'auth' });
    await expect(request({ url: 'user/userInfos' })).rejects.toMatchObject({ kind: 'auth' });

    const nav = await app.waitFor(() => app.records.navigation.find((n) => n.api === 'navigateTo'));
    expect(nav.url).toBe(`/${LOGIN}`);
    // Debounced 800 ms: two rejected calls, one navigation, not before the delay.
    expect(nav.at - calledAt).toBeGreaterThanOrEqual(790);
    await app.waitFor(() => app.top().route === LOGIN, { message: 'the login page on top' });
    expect(app.routes()).toEqual([HOME, LOGIN]);
    expect(app.records.navigation.filter((n) => n.api === 'navigateTo')).toHaveLength(1);
    // The page to come back to after login is remembered.
    expect(app.storage.get('LOGIN_REDIRECT')).toMatchObject({ value: `/${HOME}` });
    // Nothing left the app: no token, no request.
    expect(callsTo(app, '/api/user/userInfos')).toEqual([]);
    expect((await suite.server.received()).filter((r) => r.url === '/api/user/userInfos')).toHaveLength(before);
    expect(app.lifecycleErrors).toEqual([]);
  });

  test("Notifications' 去登录 button opens the login page after the debounce", async () => {
    const app = await launch();
    await openNotificationsTab(app);
    const button = app.findByText('去登录', { exact: true })!;

    const tappedAt = Date.now();
    app.tap(button);
    app.tap(button);
    const nav = await app.waitFor(() => app.records.navigation.find((n) => n.api === 'navigateTo'));
    expect(nav.url).toBe(`/${LOGIN}`);
    expect(nav.at - tappedAt).toBeGreaterThanOrEqual(790);
    await app.waitFor(() => app.top().route === LOGIN, { message: 'the login page on top' });
    expect(app.routes()).toEqual([NOTIFICATIONS, LOGIN]);
    expect(app.records.navigation.filter((n) => n.api === 'navigateTo')).toHaveLength(1);
    expect(app.storage.get('LOGIN_REDIRECT')).toMatchObject({ value: `/${NOTIFICATIONS}` });
    expect(app.lifecycleErrors).toEqual([]);
  });

  test('a conversation over the real socket: a message arrives live, and one is sent', async () => {
    // The demo accounts, logged in through the API as the app would.
    const seeker = await suite.login('13800000001');
    const recruiter = await suite.login('13800000002');
    // The demo seeker's conversation with the demo recruiter (seeded).
    const recruiterSide = await suite.api(recruiter.token, 'GET', 'conversations');
    const conversation = recruiterSide.rows.find((row) => row.other.name === '张小明');
    expect(conversation).toBeDefined();

    const app = await launch({
      storage: storedSession({ token: seeker.token, expiresAt: seeker.expiresAt }),
      launchPath: `pages/message_detail/index?id=${conversation.id}`,
    });
    await app.waitFor(() => app.findByTestId('conversation'), { message: 'the conversation screen' });
    // The socket: opened with wx.connectSocket to the build's origin, the token first, then ready.
    const socket = await app.waitFor(
      () => app.records.sockets.find((s) => s.received.some((frame) => JSON.parse(frame).type === 'ready')),
      { message: 'a socket that received ready' },
    );
    expect(socket.url).toBe('ws://localhost:8080/api/ws');
    expect(JSON.parse(socket.sent[0])).toEqual({ type: 'auth', token: seeker.token });

    // The recruiter writes (through the API): the page shows it without asking for it. (Once the calls that
    // ready started have answered: one answering after the message could rightly ask for it.)
    await app.waitFor(() => app.records.requests.every((r) => r.statusCode !== undefined || r.error !== undefined), {
      message: 'no call in flight',
    });
    const requestsBefore = app.records.requests.length;
    const sent = await suite.api(recruiter.token, 'POST', `conversations/${conversation.id}/messages`, {
      clientId: 'weapp-live-1',
      kind: 'text',
      text: '小程序里实时收到了吗？',
    });
    expect(sent.code).toBe(200);
    await app.waitFor(() => app.findByText('小程序里实时收到了吗？'), { message: 'the live message on screen' });
    expect(
      app.records.requests
        .slice(requestsBefore)
        .some((r) => new URL(r.url).pathname === `/api/conversations/${conversation.id}/messages`),
    ).toBe(false);

    // The seeker answers from the composer.
    const input = await app.waitFor(() => app.findByTestId('composer-input'), { message: 'the composer input' });
    app.input(input, '收到了，谢谢！');
    app.tap(app.findByTestId('composer-send')!);
    await app.waitFor(() => app.findByText('收到了，谢谢！'), { message: 'the sent message on screen' });
    const stored = app.records.requests.find(
      (r) => r.method === 'POST' && new URL(r.url).pathname === `/api/conversations/${conversation.id}/messages`,
    );
    expect(stored?.data).toMatchObject({ kind: 'text', text: '收到了，谢谢！' });
    await app.waitFor(() => stored?.statusCode, { message: 'the send answered' });
    const page = await suite.api(recruiter.token, 'GET', `conversations/${conversation.id}/messages`);
    expect(page.data.messages.map((m: { text?: string }) => m.text)).toContain('收到了，谢谢！');
    expect(app.lifecycleErrors).toEqual([]);
  });

  describe('update manager at launch', () => {
    test('scene 1001: registers the callbacks; a downloaded update asks 更新提示 and confirming applies it', async () => {
      const app = await launch({ scene: 1001 });
      const manager = app.records.updateManager;
      // The same point the scene-1154 case checks at: home has rendered and its list call has been answered.
      await homeSettled(app);
      expect(manager.calls).toEqual(['onCheckForUpdate', 'onUpdateReady', 'onUpdateFailed']);

      manager.checkForUpdate!({ hasUpdate: true });
      manager.updateReady!();
      const modal = await app.waitFor(() => app.records.modals.find((m) => m.options.title === '更新提示'));
      expect(modal.options.content).toMatch(/重启/);
      await app.waitFor(() => manager.applyUpdateCount === 1, { message: 'applyUpdate after confirming' });
      expect(manager.calls).toEqual(['onCheckForUpdate', 'onUpdateReady', 'onUpdateFailed', 'applyUpdate']);
    });

    test('scene 1001: a failed download toasts 新版本下载失败, then asks to reopen (发现新版本)', async () => {
      const app = await launch({ scene: 1001 });
      const manager = app.records.updateManager;
      await app.waitFor(() => manager.updateFailed, { message: 'onUpdateFailed registered' });

      manager.updateFailed!();
      await app.waitFor(() => app.records.toasts.find((t) => t.title === '新版本下载失败'));
      const modal = await app.waitFor(() => app.records.modals.find((m) => m.options.title === '发现新版本'));
      expect(modal.options.showCancel).toBe(false);
      expect(manager.applyUpdateCount).toBe(0);
    });

    test('scene 1154: no update check is registered', async () => {
      const app = await launch({ scene: 1154 });
      // By then the launch hooks have run (the scene-1001 case shows its registrations at this point).
      await homeSettled(app);
      expect(app.records.updateManager.calls).toEqual([]);
      expect(app.records.modals).toEqual([]);
    });
  });
});
