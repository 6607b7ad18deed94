/**
 * The private assistant, end to end: the demo seeker types a goal, the answer streams in with position
 * cards from the real search, one opens, the goal is saved as a job expectation, and after a reload the
 * conversation is still there.
 */
import { WAIT_MS, apiAs, byTestId, screenshot, visible } from './support/harness';
import { e2eSuite } from './support/suite';

jest.setTimeout(180_000);

const suite = e2eSuite({ users: { seeker: '13800000001' } });
const { open } = suite;

test('a goal in plain Chinese: streamed answer, position cards, save as expectation, history after a reload', async () => {
  const { seeker } = suite.users;
  const { page, token } = seeker;
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

  const before = (await apiAs<{ expectations: unknown[] }>(suite.server, token, 'GET', 'resume')).data.expectations
    .length;
  await byTestId(page, 'assistant-save').click();
  // Taro's H5 modal asks first; its confirm button.
  await page.getByText('确定', { exact: true }).last().click();
  let after = before;
  for (const deadline = Date.now() + WAIT_MS; after === before && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = (await apiAs<{ expectations: unknown[] }>(suite.server, token, 'GET', 'resume')).data.expectations.length;
  }
  expect(after).toBe(before + 1);

  await cards.first().click();
  await page.waitForURL(/job_detail/);
  await open(page, 'pages/aiChat/index');
  await visible(page, '[data-testid="assistant-user"]').filter({ hasText: '想在杭州找前端' }).waitFor();
  await visible(page, '[data-testid="assistant-card"]').first().waitFor();
  expect(seeker.pageErrors).toEqual([]);
});
