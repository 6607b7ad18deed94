/**
 * The walk-through fixes in the production weapp build: WeChat's native tab bar hidden (200 ms after launch,
 * at the end of launch, on every show) while the tab page draws its own; network messages as WeChat reports
 * changes; toasts 2000 ms by default; an unknown entry page lands on the not-found page; a malformed id
 * answers 'operation error' and goes home; /open-location opens WeChat's map.
 */
import { MSG, t } from '@common/messages';
import { weappSuite } from './host/suite';

jest.setTimeout(30_000);

const suite = weappSuite();

test('the native tab bar is hidden at launch, 200 ms later and on every show; the page draws its own', async () => {
  const launched = Date.now();
  const app = await suite.launch();
  expect(app.top().route).toBe('pages/index/index');
  // The second hide comes from a 200 ms timer: waited for, as a busy host may run it late.
  const hides = await app.waitFor(
    () => {
      const since = app.records.tabBarHides.map((at) => at - launched);
      return since.length >= 2 && since.some((ms) => ms >= 190) && since;
    },
    { message: 'a hide at launch and one 200 ms later' },
  );
  app.showApp();
  expect(app.records.tabBarHides.length).toBe(hides.length + 1);
  // The bar the page draws: both entries.
  expect(app.findByTestId('tab-home')).toBeDefined();
  expect(app.findByTestId('tab-notifications')).toBeDefined();
  expect(app.lifecycleErrors).toEqual([]);
});

test('network changes are told in WeChat’s words, each toast 2000 ms', async () => {
  const app = await suite.launch();
  // Taro runs the App's useLaunch, which listens, once its React tree has mounted: a moment after
  // WeChat's onLaunch, longer on a busy host.
  await app.waitFor(() => app.records.networkListeners >= 2, { message: 'the network listeners' });
  const before = app.records.toasts.length;
  app.emitNetwork({ isConnected: false, networkType: 'none' });
  app.emitNetwork({ isConnected: true, networkType: 'unknown' });
  app.emitNetwork({ isConnected: true, networkType: 'wifi' });
  app.emitNetwork({ isConnected: true, networkType: '4g', weak: true });
  await app.waitFor(() => app.records.toasts.length >= before + 3, { message: 'three toasts' });
  expect(app.records.toasts.slice(before)).toEqual([
    expect.objectContaining({ title: t('zh-Hans', MSG.errors.networkNotConnected), duration: 2000 }),
    expect.objectContaining({ title: t('zh-Hans', MSG.errors.networkUnknown), duration: 2000 }),
    expect.objectContaining({ title: t('zh-Hans', MSG.errors.networkException), duration: 2000 }),
  ]);
});

test('an unknown entry page lands on the not-found page, which leads home', async () => {
  const app = await suite.launch({ launchPath: 'pages/nowhere/index?from=share' });
  await app.waitFor(() => app.findByTestId('not-found'), { message: 'the not-found page' });
  expect(app.top().route).toBe('pages/system/not-found');
  expect(app.text()).toContain('pages/nowhere/index');
  app.tap(app.findByText('返回首页')!);
  await app.waitFor(() => (app.top().route === 'pages/index/index' ? true : undefined), { message: 'home' });
});

test("a malformed id answers 'operation error' and returns home after 1.5 s", async () => {
  const app = await suite.launch({ launchPath: 'pages/job_detail/index?id=abc' });
  await app.waitFor(() => app.findByTestId('invalid-link'), { message: 'the invalid-link state' });
  // The toast comes from the state's effect, which can run after the host has seen the state drawn.
  const operationError = t('zh-Hans', MSG.errors.operation);
  const toast = await app.waitFor(() => app.records.toasts.find((record) => record.title === operationError), {
    message: "the 'operation error' toast",
  });
  expect(toast).toEqual(expect.objectContaining({ duration: 2000 }));
  const home = await app.waitFor(
    () => app.records.navigation.find((call) => call.at >= toast.at && /pages\/index\/index/.test(call.url ?? '')),
    { message: 'the way home' },
  );
  // Home 1.5 s after the toast, not at once (the toast would be unreadable): both times are the app's calls.
  expect(home.at - toast.at).toBeGreaterThanOrEqual(1_490);
  await app.waitFor(() => (app.top().route === 'pages/index/index' ? true : undefined), { message: 'home' });
});

test('/open-location shows the address and opens it in WeChat’s map', async () => {
  const address = encodeURIComponent('浙江省杭州市西湖区文三路90号');
  const app = await suite.launch({
    launchPath: `pages/system/open-location?name=${encodeURIComponent('职达科技')}&address=${address}&lat=30.2741&lng=120.1551`,
  });
  await app.waitFor(() => app.findByTestId('place-view'), { message: 'the place' });
  expect(app.text()).toContain('文三路90号');
  app.tap(app.findByTestId('place-open-wechat')!);
  await app.waitFor(() => app.records.openedLocations[0], { message: 'openLocation' });
  expect(app.records.openedLocations[0]).toMatchObject({ latitude: 30.2741, longitude: 120.1551, name: '职达科技' });
});
