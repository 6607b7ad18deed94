/**
 * The production weapp build (dist/weapp) at run time, in the headless WeChat host of ./host, against the
 * real API server (a fresh temp SQLite database with the seeded demo data, on a random port).
 *
 * The build has `http://localhost:8080/api` baked in as its API base; the host's wx.request rewrites the
 * origin `http://localhost:8080` to the test server's, so the code under test is the production build.
 * Each test launches a fresh app instance (a fresh load of app.js and its chunks, fresh storage).
 */
import { assertBuild, launchApp, type WeappHost } from './host';
import { startServer, type TestServer } from './host/server';

const HOME = 'pages/index/index';
const NOTIFICATIONS = 'pages/Notifications/Notifications';
const LOGIN = 'pages/login/login/login';

interface PositionRow {
  id: number;
  title: string;
  companyName: string;
}

let server: TestServer;
let host: WeappHost | undefined;

beforeAll(async () => {
  // Fails first, with the instruction to build, when dist/weapp is missing.
  assertBuild();
  server = await startServer();
}, 60_000);

afterEach(() => {
  host?.dispose();
  host = undefined;
});

afterAll(async () => {
  await server?.close();
});

async function launch(options: Parameters<typeof launchApp>[0] = {}): Promise<WeappHost> {
  host = await launchApp({ apiOrigin: server.origin, ...options });
  return host;
}

/** A stored login as src/lib/session.ts writes it: `{ value, expiresAt }` under the Authorization key. */
function storedLogin(token: string, expiresAt: string): Record<string, unknown> {
  const item = { value: token, expiresAt: Date.parse(expiresAt) };
  return { Authorization: item, LOGIN_STATUS_TOKEN: item };
}

/** Home has rendered and its list call has been answered. */
async function homeSettled(app: WeappHost): Promise<void> {
  await app.waitFor(() => app.records.requests.some((r) => r.url.endsWith('/api/positions') && r.statusCode !== undefined), {
    message: 'the home list call answered',
  });
  await app.waitFor(() => app.findByText('职达', { exact: true }), { message: 'the header text 职达' });
}

async function openNotificationsTab(app: WeappHost): Promise<void> {
  const tab = await app.waitFor(() => app.findByTestId('tab-notifications'), { message: 'the tab bar entry tab-notifications' });
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
    const call = await app.waitFor(
      () => app.records.requests.find((r) => r.url === 'http://localhost:8080/api/positions' && r.statusCode !== undefined),
      { message: 'GET /api/positions answered' },
    );
    expect(call.method).toBe('GET');
    expect(call.statusCode).toBe(200);
    expect(call.header.Authorization).toBeUndefined();
    expect(call.header['Accept-Language']).toBe('zh-Hans');

    // Ask the server the same question ourselves: what it answers is what the page must show.
    const answer = (await (await fetch(call.sentUrl)).json()) as { code: number; rows: PositionRow[]; total: number };
    expect(answer.code).toBe(200);
    expect(answer.rows.length).toBeGreaterThan(0);
    for (const row of answer.rows) {
      await app.waitFor(() => app.findByText(row.title), { message: `the position card "${row.title}"` });
    }
    expect(app.findByText(answer.rows[0].companyName)).toBeDefined();
    expect(app.findByTestId('home-error')).toBeUndefined();
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
    expect(app.probe.taroDocument().getElementById(app.findByTestId('tab-notifications')!.sid).getAttribute('aria-selected')).toBe(true);

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
    const session = await server.login('seeker');
    const app = await launch({ storage: storedLogin(session.token, session.expiresAt) });
    await app.waitFor(() => app.findByText('职达', { exact: true }));

    // src/lib/request.ts's request(), as compiled into the bundle, called the way a feature calls it.
    const request = app.probe.appRequest();
    const body = await request({ url: 'user/userInfos' });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ id: session.userId, identity: 'seeker' });

    const sent = app.records.requests.find((r) => r.url === 'http://localhost:8080/api/user/userInfos');
    expect(sent?.header).toMatchObject({ Authorization: `Bearer ${session.token}`, 'Accept-Language': 'zh-Hans' });
    const received = (await server.received()).filter((r) => r.url === '/api/user/userInfos');
    expect(received).toHaveLength(1);
    expect(received[0].headers.authorization).toBe(`Bearer ${session.token}`);
    expect(received[0].headers['accept-language']).toBe('zh-Hans');
    expect(app.records.navigation.filter((n) => n.api === 'navigateTo')).toEqual([]);
  });

  test('a protected call without a token rejects and leads to the login page after the debounce', async () => {
    const app = await launch();
    await app.waitFor(() => app.findByText('职达', { exact: true }));
    const request = app.probe.appRequest();
    const before = (await server.received()).filter((r) => r.url === '/api/user/userInfos').length;

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
    expect(app.records.requests.filter((r) => r.url.endsWith('/user/userInfos'))).toEqual([]);
    expect((await server.received()).filter((r) => r.url === '/api/user/userInfos')).toHaveLength(before);
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
