/**
 * The assistant in the production weapp build: the page renders its prompts, and a question gets an answer
 * streamed through `wx.request({ enableChunked: true })` (the host hands the real server's body out chunk by
 * chunk, as WeChat does).
 */
import { weappSuite } from './host/suite';

jest.setTimeout(30_000);

const suite = weappSuite();

test('the assistant answers a goal with positions of the city', async () => {
  const { storage } = await suite.login('13800000001');
  const app = await suite.launch({ storage, launchPath: 'pages/aiChat/index' });
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
