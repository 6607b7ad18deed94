/**
 * The assistant in the production weapp build: the page renders its prompts, and a question gets an answer
 * streamed through `wx.request({ enableChunked: true })` (the host hands the real server's body out chunk by
 * chunk, as WeChat does).
 */
import { assertBuild, launchApp, warmUp, type WeappHost } from './host';
import { startServer, type TestServer } from './host/server';

jest.setTimeout(30_000);

let server: TestServer;
let host: WeappHost | undefined;

beforeAll(async () => {
  assertBuild();
  const starting = startServer();
  warmUp();
  server = await starting;
}, 60_000);

afterEach(() => {
  host?.dispose();
  host = undefined;
});

afterAll(async () => {
  await server?.close();
});

test('the assistant answers a goal with positions of the city', async () => {
  const res = await fetch(`${server.origin}/api/app/loginByPwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000001', password: 'demo1234' }),
  });
  const { token, expiresAt, user } = (
    (await res.json()) as { data: { token: string; expiresAt: string; user: object } }
  ).data;
  const item = (value: unknown) => ({ value, expiresAt: Date.parse(expiresAt) });
  host = await launchApp({
    apiOrigin: server.origin,
    storage: { Authorization: item(token), LOGIN_STATUS_TOKEN: item(token), USERINFO: item({ ...user, token }) },
    launchPath: 'pages/aiChat/index',
  });
  const app = host;
  const prompt = await app.waitFor(() => app.findAllByTestId('assistant-prompt')[0], {
    message: 'the suggested prompts',
  });
  app.tap(prompt);
  await app.waitFor(() => app.findByText('城市：杭州', { exact: false }), { message: 'the streamed answer' });
  await app.waitFor(() => app.findAllByTestId('assistant-card')[0], { message: 'a position card' });
  const call = app.records.requests.find((r) => new URL(r.url).pathname === '/api/assistant/ask');
  expect(call?.data).toMatchObject({ text: '想在杭州找前端，月薪2万左右，双休' });
  expect(app.lifecycleErrors).toEqual([]);
});
