/**
 * The private assistant, end to end: the demo seeker types a goal, the answer streams in with position
 * cards from the real search, one opens, the goal is saved as a job expectation, and after a reload the
 * conversation is still there.
 */
import type { Browser, Page } from 'playwright-core';
import {
  BASE_PATH,
  WAIT_MS,
  apiAs,
  assertBuilt,
  byTestId,
  launchBrowser,
  loginAs,
  newSession,
  screenshot,
  startServer,
  visible,
  type RunningServer,
  type Session,
} from './support/harness';

jest.setTimeout(180_000);

let server: RunningServer | undefined;
let browser: Browser | undefined;
let seeker: Session | undefined;
let token = '';

beforeAll(async () => {
  assertBuilt();
  server = await startServer();
  browser = await launchBrowser();
  seeker = await newSession(browser);
  token = (await loginAs(server, seeker.page, '13800000001')).token;
});

afterAll(async () => {
  await seeker?.context.close();
  await browser?.close();
  await server?.stop();
});

const open = (page: Page, route: string) => page.goto(`${server!.url}${BASE_PATH}/${route}`);

test('a goal in plain Chinese: streamed answer, position cards, save as expectation, history after a reload', async () => {
  const page = seeker!.page;
  await open(page, 'pages/aiChat/index');
  await byTestId(page, 'assistant-empty').waitFor();
  await screenshot(page, 'assistant-empty');
  await visible(page, '[data-testid="assistant-input"] input, input[data-testid="assistant-input"]')
    .first()
    .fill('想在杭州找前端，月薪2万左右，双休');
  await byTestId(page, 'assistant-send').click();
  await visible(page, '[data-testid="assistant-assistant"]').filter({ hasText: '城市：杭州' }).waitFor();
  const cards = visible(page, '[data-testid="assistant-card"]');
  await cards.first().waitFor();
  await expect(cards.first().textContent()).resolves.toContain('杭州');
  await expect(cards.first().textContent()).resolves.toContain('城市 ✓');
  await screenshot(page, 'assistant-answer');

  const before = (await apiAs<{ expectations: unknown[] }>(server!, token, 'GET', 'resume')).data.expectations.length;
  await byTestId(page, 'assistant-save').click();
  // Taro's H5 modal asks first; its confirm button.
  await page.getByText('确定', { exact: true }).last().click();
  let after = before;
  for (const deadline = Date.now() + WAIT_MS; after === before && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = (await apiAs<{ expectations: unknown[] }>(server!, token, 'GET', 'resume')).data.expectations.length;
  }
  expect(after).toBe(before + 1);

  await cards.first().click();
  await page.waitForURL(/job_detail/);
  await open(page, 'pages/aiChat/index');
  await visible(page, '[data-testid="assistant-user"]').filter({ hasText: '想在杭州找前端' }).waitFor();
  await visible(page, '[data-testid="assistant-card"]').first().waitFor();
  expect(seeker!.pageErrors).toEqual([]);
});
